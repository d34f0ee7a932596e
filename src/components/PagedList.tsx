import { useNavigate } from '@tanstack/react-router';
import { Fragment, useId, type ComponentType, type Key, type ReactNode } from 'react';
import { useDeferredQuery } from '../lib/useDeferredQuery';
import { CodeSearch, type CodeSearchProps } from './CodeSearch';
import { ListSkeleton } from './ListSkeleton';
import { LoadFailed } from './LoadFailed';
import { LoadMore, type InfiniteList } from './LoadMore';
import { NeedsConnection, waitsForNetwork } from './NeedsConnection';
import { OfflineAge } from './OfflineAge';
import { PullToRefresh } from './PullToRefresh';
import { RefreshButton } from './RefreshButton';
import { RowList } from './RowList';
import './PagedList.css';

/** What the section needs of a TanStack infinite query. */
export type PagedListQuery = InfiniteList & {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isRefetching: boolean;
  /** 'paused' while offline: with no data yet, the list says it needs a connection. */
  fetchStatus: string;
  data?: unknown;
  /** When the rows on screen were fetched, said offline. */
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
};

/** An infinite query's result whose pages hold rows and the list's total, as the API's paged lists answer. */
type PagedResult = { data?: { pages: readonly { items: readonly unknown[]; total: number }[] } };
type RowOf<Q extends PagedResult> = NonNullable<Q['data']>['pages'][number]['items'][number];

/**
 * A list page's infinite query as the page draws it: deferred (src/lib/useDeferredQuery.ts says
 * why), with the rows of every page loaded so far and the total the first page gives (undefined
 * until it has come).
 */
export function usePagedList<Q extends PagedResult>(result: Q): { query: Q; items: RowOf<Q>[]; total: number | undefined } {
  const query = useDeferredQuery(result);
  const items = (query.data?.pages.flatMap((page) => page.items) ?? []) as RowOf<Q>[];
  return { query, items, total: query.data?.pages[0]?.total };
}

/** What a list page shows of its list, as its feature words it. */
type SectionProps = {
  heading: string;
  /** What is loading, said to a screen reader over the skeleton. */
  loading?: ReactNode;
  /** What holds the rows: RowList's card of row links, or the feature's own list of cards. */
  list?: ComponentType<{ labelledBy: string; children: ReactNode }>;
  empty: ReactNode;
  /** What the end of the list says, so nobody waits for more. */
  end: ReactNode;
  /** Whether the retry button is busy while the retry runs. */
  retrying?: boolean;
};

/**
 * One of the customer's paged lists as a page: pull down (or "Làm mới") to refresh; what the
 * page puts over the list (its status tabs, notices and buttons), then its search by code, kept
 * in the address as `q`; then the list. `row` draws one row (a `<li className="list-row">` in a
 * RowList), keyed by the row's id.
 */
export function PagedListPage<Row extends { id: Key }>({
  className,
  paged,
  onRefresh = () => paged.query.refetch(),
  search,
  count,
  row,
  children,
  ...section
}: SectionProps & {
  /** The page's own class, beside `page`. */
  className: string;
  paged: { query: PagedListQuery; items: readonly Row[]; total: number | undefined };
  /** What pulling down or "Làm mới" fetches again: the list, unless the page shows more. */
  onRefresh?: () => Promise<unknown>;
  search?: Omit<CodeSearchProps, 'onSearch'>;
  /** "Có 12 đơn", in the feature's words, said once the first page has come; never said without it. */
  count?: (total: number) => string;
  row: (item: Row) => ReactNode;
  children?: ReactNode;
}) {
  const { query, items, total } = paged;
  return (
    <PullToRefresh onRefresh={onRefresh}>
      <div className={`page ${className}`}>
        {children}
        {search && <AddressCodeSearch {...search} />}
        <PagedListSection
          {...section}
          query={query}
          onRefresh={() => void onRefresh()}
          countText={count && total !== undefined ? count(total) : undefined}
          itemCount={items.length}
        >
          {items.map((item) => (
            <Fragment key={item.id}>{row(item)}</Fragment>
          ))}
        </PagedListSection>
      </div>
    </PullToRefresh>
  );
}

/** A list's search by code, kept in the address: a new search replaces the entry (no step back), and an empty one clears it. */
function AddressCodeSearch(props: Omit<CodeSearchProps, 'onSearch'>) {
  const navigate = useNavigate();
  const onSearch = (value: string) =>
    void navigate({ to: '.', search: (previous: { q?: string }) => ({ ...previous, q: value || undefined }), replace: true });
  return <CodeSearch {...props} onSearch={onSearch} />;
}

/**
 * A list page's results: a skeleton while the first page loads (or, offline, that it needs a
 * connection), the failure with a retry, the caller's empty state, or the rows with "load more"
 * and "Làm mới" (offline, under the time they were fetched). "Làm mới" stands under rows only:
 * under the skeleton the rows arriving would push it off the screen (a layout shift of 0.054 on
 * the order list), the failure and the wait for a connection have their own retry, and beside an
 * empty state it would read as a second next step. The heading (the tab's name) and the count
 * are for screen readers; the count is announced once the list has settled.
 */
function PagedListSection({
  query,
  onRefresh,
  heading,
  countText,
  itemCount,
  empty,
  end,
  retrying,
  loading,
  list: List = RowList,
  children,
}: SectionProps & {
  query: PagedListQuery;
  onRefresh: () => void;
  countText: string | undefined;
  itemCount: number;
  children: ReactNode;
}) {
  const headingId = useId();
  const refetch = () => void query.refetch();
  return (
    <section className="paged-list" aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <h2 id={headingId} className="visually-hidden">
        {heading}
      </h2>
      <p role="status" className="visually-hidden">
        {countText !== undefined && !query.isFetching ? countText : ''}
      </p>
      {waitsForNetwork(query) ? (
        <NeedsConnection onRetry={refetch} />
      ) : query.isPending ? (
        <ListSkeleton label={loading} />
      ) : query.isError && itemCount === 0 ? (
        <LoadFailed error={query.error} onRetry={refetch} retrying={retrying} />
      ) : itemCount === 0 ? (
        <>
          <OfflineAge updatedAt={query.dataUpdatedAt} />
          {empty}
        </>
      ) : (
        <>
          <OfflineAge updatedAt={query.dataUpdatedAt} />
          <List labelledBy={headingId}>{children}</List>
          <LoadMore query={query} itemCount={itemCount} end={end} />
          <RefreshButton className="btn btn-secondary btn-block" refreshing={query.isRefetching} onRefresh={onRefresh} />
        </>
      )}
    </section>
  );
}
