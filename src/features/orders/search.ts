import { ORDER_SEARCH_MAX, orderTabNames, type OrderTab } from '../../../contract/orderStatus';

export type OrderListSearch = { tab?: OrderTab; q?: string };

const isTab = (value: unknown): value is OrderTab => (orderTabNames as readonly unknown[]).includes(value);

/**
 * `/orderOrdering?tab=shipping&q=MH26`: the list's tab and search, kept in the address so back
 * and reload keep them. A wrong or hand-edited value becomes undefined rather than failing the
 * page; the default tab ("all") and an empty search stay out of the address. Checked without the
 * order schemas: route files are in the first download (contract/orderStatus.ts says why).
 */
export function orderListSearch(search: Record<string, unknown>): OrderListSearch {
  const q = typeof search.q === 'number' ? String(search.q) : typeof search.q === 'string' ? search.q.trim() : '';
  return {
    tab: isTab(search.tab) && search.tab !== 'all' ? search.tab : undefined,
    q: q.length > 0 && q.length <= ORDER_SEARCH_MAX ? q : undefined,
  };
}

export type CheckoutSearch = { address?: number };

/** `/orderOrdering/create?address=12`: the address the customer just added on the way here. */
export function checkoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const address = Number(search.address);
  return { address: Number.isSafeInteger(address) && address > 0 ? address : undefined };
}
