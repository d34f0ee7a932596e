import type { ComponentType, ReactNode } from 'react';
import { useId } from 'react';
import { useDeferredQuery } from '../lib/useDeferredQuery';
import { ListSkeleton } from './ListSkeleton';
import { LoadFailed } from './LoadFailed';
import { LoadMore, type InfiniteList } from './LoadMore';
import { NeedsConnection, waitsForNetwork } from './NeedsConnection';
import { OfflineAge } from './OfflineAge';
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

/**
 * A list page's results: a skeleton while the first page loads (or, offline, that it needs a
 * connection), the failure with a retry, the caller's empty state, or the rows with "load more"
 * and "refresh" (offline, under the time they were fetched). The heading (the tab's name)
 * and the count are for screen readers; the count is announced once the list has settled.
 */
export function PagedListSection({
  query,
  heading,
  countText,
  itemCount,
  empty,
  end,
  retrying,
  loading,
  list: List = RowList,
  children,
}: {
  query: PagedListQuery;
  heading: string;
  /** "Có 12 đơn", in the feature's words; undefined until the first page has come (or never said). */
  countText?: string;
  itemCount: number;
  empty: ReactNode;
  /** What the end of the list says, so nobody waits for more. */
  end: ReactNode;
  /** Whether the retry button is busy while the retry runs. */
  retrying?: boolean;
  /** What is loading, said to a screen reader over the skeleton. */
  loading?: ReactNode;
  /** What holds the rows: RowList's card of row links, or the feature's own list of cards. */
  list?: ComponentType<{ labelledBy: string; children: ReactNode }>;
  /** The rows: `<li className="list-row">` each in a RowList. */
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
        <NeedsConnection className="paged-list__error" onRetry={refetch} />
      ) : query.isPending ? (
        <ListSkeleton label={loading} />
      ) : query.isError && itemCount === 0 ? (
        <LoadFailed className="paged-list__error" error={query.error} onRetry={refetch} retrying={retrying} />
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
        </>
      )}
      {/* Not under the skeleton: the rows arriving would push it off the screen (a layout shift of
          0.054 on the order list), and there is nothing to refresh yet. */}
      {!query.isPending && <RefreshButton className="btn btn-secondary btn-block" refreshing={query.isRefetching} onRefresh={refetch} />}
    </section>
  );
}
