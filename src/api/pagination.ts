/** What every paged list answers with, beside its items. */
type PageInfo = { page: number; pageSize: number; total: number };

/** `getNextPageParam` of a paged list: the next page while the ones loaded hold fewer than the total. */
export function nextPage(last: PageInfo): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
