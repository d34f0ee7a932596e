import { orderQuerySchema, type OrderTab } from '../../../contract/orders';

export type OrderListSearch = { tab?: OrderTab; q?: string };

/**
 * `/orderOrdering?tab=shipping&q=MH26`: the list's tab and search, kept in the address so back
 * and reload keep them. A wrong or hand-edited value is dropped rather than failing the page;
 * the default tab ("all") and an empty search stay out of the address.
 */
export function orderListSearch(search: Record<string, unknown>): OrderListSearch {
  const tab = orderQuerySchema.shape.tab.safeParse(search.tab);
  const q = orderQuerySchema.shape.q.safeParse(typeof search.q === 'number' ? String(search.q) : search.q);
  return {
    tab: tab.success && tab.data !== 'all' ? tab.data : undefined,
    q: q.success && q.data ? q.data : undefined,
  };
}
