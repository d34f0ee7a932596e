import { ORDER_SEARCH_MAX, orderTabNames, type OrderTab } from '../../../contract/orderStatus';
import { tabbedListSearch } from '../../lib/searchParams';

export type OrderListSearch = { tab?: OrderTab; q?: string };

/**
 * `/orderOrdering?tab=shipping&q=MH26`: the list's tab and search, kept in the address so back
 * and reload keep them (src/lib/searchParams.ts says how a wrong value is read). Checked without the
 * order schemas: route files are in the first download (contract/orderStatus.ts says why).
 */
export const orderListSearch: (search: Record<string, unknown>) => OrderListSearch = tabbedListSearch(orderTabNames, ORDER_SEARCH_MAX);

export type CheckoutSearch = { address?: number };

/** `/orderOrdering/create?address=12`: the address the customer just added on the way here. */
export function checkoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const address = Number(search.address);
  return { address: Number.isSafeInteger(address) && address > 0 ? address : undefined };
}
