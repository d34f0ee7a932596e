import { ORDER_SEARCH_MAX, orderTabNames, type OrderTab } from '../../../contract/orderStatus';
import { idOf, tabbedListSearch } from '../../lib/searchParams';

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
  return { address: idOf(search.address) };
}

export type AgencyCheckoutSearch = CheckoutSearch & { customerId?: number };

/** `/agency/order/create?customerId=5&address=12`: the customer the agency orders for, kept for trips away and back. */
export function agencyCheckoutSearch(search: Record<string, unknown>): AgencyCheckoutSearch {
  return { ...checkoutSearch(search), customerId: idOf(search.customerId) };
}

export type AgencyOrderListSearch = OrderListSearch & { customerId?: number };

/** `/agency/order?tab=shipping&q=MH26&customerId=5`: the orders the agency placed, for one customer or all. */
export function agencyOrderListSearch(search: Record<string, unknown>): AgencyOrderListSearch {
  return { ...orderListSearch(search), customerId: idOf(search.customerId) };
}
