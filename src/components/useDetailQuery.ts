import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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

/** What a page of one thing by id is given, whichever frame draws it until the data has come. */
export type DetailQueryProps<TData, TKey extends QueryKey> = {
  options: UseQueryOptions<TData, Error, TData, TKey>;
  id: number;
  /** Draws the data once it has come. */
  children: (data: TData) => ReactNode;
};
