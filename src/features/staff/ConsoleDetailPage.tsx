import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDetailQuery, type DetailQueryProps } from '../../components/useDetailQuery';
import { LoadFailed } from '../../components/LoadFailed';
import { ConsolePage } from './ConsolePage';

/** The console lists whose rows open a page of their own. */
type ObjectList =
  '/staff/orders' | '/staff/pob' | '/staff/taobaoInt' | '/staff/complaints' | '/staff/chat' | '/staff/articles' | '/staff/staticPages';

/** The way back from an object's page to its list, beside the page's title. */
export function BackToList({ to }: { to: ObjectList }) {
  return (
    <Link to={to} className="btn btn-secondary btn-small">
      <Trans>Về danh sách</Trans>
    </Link>
  );
}

type DetailQuery = { isError: boolean; error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };

type FallbackProps = {
  /** The object's list, which the page links back to. */
  list: ObjectList;
  notFoundTitle: ReactNode;
  /** Says nothing is at this address, and where to look. */
  notFound: ReactNode;
  /** The page's title while it loads or failed: the kind of object. */
  title: ReactNode;
  loading: string;
};

/**
 * A console page of one object by id: its query (useDetailQuery), and until the data has come
 * what ConsoleDetailFallback shows; then `children` draws the object.
 */
export function ConsoleDetailPage<TData, TKey extends QueryKey>({
  options,
  id,
  children,
  ...fallback
}: FallbackProps & DetailQueryProps<TData, TKey>) {
  const { query, missing } = useDetailQuery(options, id);
  if (missing || query.data === undefined) return <ConsoleDetailFallback query={query} missing={missing} {...fallback} />;
  return children(query.data);
}

/**
 * What a console page of one object shows before it has its data: "not found" for a bad id or a
 * 404, a loading line, or the failure with a retry; always with the way back to its list.
 */
function ConsoleDetailFallback({
  query,
  missing,
  list,
  notFoundTitle,
  notFound,
  title,
  loading,
}: FallbackProps & { query: DetailQuery; missing: boolean }) {
  const back = <BackToList to={list} />;
  if (missing) {
    return (
      <ConsolePage title={notFoundTitle} actions={back}>
        <p>{notFound}</p>
      </ConsolePage>
    );
  }
  return (
    <ConsolePage title={title} actions={back}>
      {query.isError ? (
        <LoadFailed
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="console-detail__failed"
        />
      ) : (
        <p role="status">{loading}</p>
      )}
    </ConsolePage>
  );
}
