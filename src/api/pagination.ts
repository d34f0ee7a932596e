import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE } from './pageSize';

/** What every paged list answers with, beside its items. */
type PageInfo = { page: number; pageSize: number; total: number };

/** `getNextPageParam` of a paged list: the next page while the ones loaded hold fewer than the total. */
export function nextPage(last: PageInfo): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** A paged list as an infinite query: from page 1, 20 a page, the next page asked for while there are more. */
export function pagedQuery<TKey extends QueryKey, TPage extends PageInfo>(
  queryKey: TKey,
  fetchPage: (page: { page: number; pageSize: number }) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage({ page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
