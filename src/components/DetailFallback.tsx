import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import { NeedsConnection, waitsForNetwork } from './NeedsConnection';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** The server said there is nothing at this address (or nothing the caller may see, alike). */
export const isNotFound = (error: unknown) => statusOf(error) === 404;

/**
 * The query of a detail page by id. An id that cannot exist is not asked for, and a 404 is not
 * retried (asking again will not change it); either way `missing` says to show "not found".
 */
export function useDetailQuery<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey>, id: number) {
  const query = useQuery({
    ...options,
    enabled: id > 0,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  const missing = id <= 0 || (query.isError && isNotFound(query.error));
  return { query, missing };
}

type DetailQuery = {
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  fetchStatus: string;
  data?: unknown;
  refetch: () => Promise<unknown>;
};

/**
 * What a detail page shows before it has its data: the caller's not-found state (a bad id or a
 * 404), a loading line (offline: that it needs a connection), or the failure with a retry. The page draws the data itself once the
 * query has succeeded.
 */
export function DetailFallback({
  query,
  missing,
  className,
  notFound,
  loading,
  errorClassName,
}: {
  query: DetailQuery;
  missing: boolean;
  /** The page's own class, as on the loaded page, so the frame does not jump. */
  className: string;
  notFound: ReactNode;
  loading: ReactNode;
  errorClassName: string;
}) {
  return (
    <div className={`page ${className}`}>
      {missing ? (
        notFound
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
