import type { AxiosInstance } from 'axios';
import { orderPageSchema, type OrderQuery } from '../../contract/orderList';
import { apiPaths } from '../../contract/paths';
import { pagedQuery } from './pagination';

/**
 * The customer's order list, and the query keys of every order read, apart from the checkout and
 * an order's moves (src/api/orders.ts): the list is a page people open first, and should not wait
 * for the checkout's schemas to download and run.
 */

export type OrderListFilter = Pick<OrderQuery, 'tab' | 'q'>;

export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (filter: OrderListFilter) => ['orders', 'list', filter] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

async function listOrders(api: AxiosInstance, query: OrderQuery) {
  // An empty search is no search: leave it out of the address.
  const params = { ...query, q: query.q || undefined };
  return orderPageSchema.parse((await api.get(apiPaths.orders, { params })).data);
}

/** Newest first, in pages. */
export function ordersQuery(api: AxiosInstance, filter: OrderListFilter) {
  return pagedQuery(orderKeys.list(filter), (page) => listOrders(api, { ...filter, ...page }));
}
