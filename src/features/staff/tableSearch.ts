import { oneOf, textOf } from '../../lib/searchParams';

/** A console table's place in the address: search, page, sort and one filter survive reload and back. */
export type TableSearch = { q?: string; page?: number; sortBy?: string; state?: string };

/**
 * `validateSearch` of a console table (`?q=KH0012&page=3&sortBy=-createdAt&state=pending`). A
 * wrong value becomes undefined rather than failing the page; page 1 stays out of the address.
 * `states` lists the filter's values; without it the filter is refused.
 */
export function tableSearch(states: readonly string[] = []): (search: Record<string, unknown>) => TableSearch {
  return (search) => {
    const page = Number(search.page);
    return {
      q: textOf(search.q, 100),
      page: Number.isSafeInteger(page) && page > 1 ? page : undefined,
      sortBy: typeof search.sortBy === 'string' && /^-?[A-Za-z]{1,40}$/.test(search.sortBy) ? search.sortBy : undefined,
      state: oneOf(states, search.state),
    };
  };
}

/**
 * What a console list filtered by status asks the API for: the search, the page (1 when the
 * address leaves it out) and the filter as the status, one of `S` as the route's tableSearch let in.
 */
export function statusListQuery<S extends string = string>(search: TableSearch): { q?: string; page: number; status?: S } {
  return { q: search.q, page: search.page ?? 1, status: search.state as S | undefined };
}
