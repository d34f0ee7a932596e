import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import type { IconName } from './icons/icons';
import { LoadFailed } from './LoadFailed';
import { NeedsConnection, waitsForNetwork } from './NeedsConnection';
import { useDetailQuery, type DetailQueryProps } from './useDetailQuery';

type DetailQuery = {
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  fetchStatus: string;
  data?: unknown;
  refetch: () => Promise<unknown>;
};

/** What a detail page says at an address with nothing behind it, and where to look instead. */
type NotFound = { icon: IconName; title: ReactNode; action: ReactNode };

type FallbackProps = {
  /** The page's own class, as on the loaded page, so the frame does not jump. */
  className: string;
  notFound: NotFound;
  loading: ReactNode;
  /** A class for the failure's box where the page gives it a look of its own. */
  errorClassName?: string;
};

/**
 * A customer's page of one thing by id: its query (useDetailQuery), and until the data has come
 * what DetailFallback shows; then `children` draws the data.
 */
export function DetailPage<TData, TKey extends QueryKey>({
  options,
  id,
  children,
  ...fallback
}: FallbackProps & DetailQueryProps<TData, TKey>) {
  const { query, missing } = useDetailQuery(options, id);
  if (missing || !query.isSuccess) return <DetailFallback query={query} missing={missing} {...fallback} />;
  return children(query.data);
}

/**
 * What a detail page shows before it has its data: not found (a bad id or a 404), a loading line
 * (offline: that it needs a connection), or the failure with a retry.
 */
function DetailFallback({
  query,
  missing,
  className,
  notFound,
  loading,
  errorClassName,
}: FallbackProps & { query: DetailQuery; missing: boolean }) {
  return (
    <div className={`page ${className}`}>
      {missing ? (
        <EmptyState icon={notFound.icon} title={notFound.title} action={notFound.action} />
      ) : waitsForNetwork(query) ? (
        <NeedsConnection className={errorClassName} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <p className="card muted" role="status">
          {loading}
        </p>
      ) : (
        <LoadFailed className={errorClassName} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
    </div>
  );
}
