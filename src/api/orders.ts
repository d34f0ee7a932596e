import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  checkoutQuoteSchema,
  createOrdersResponseSchema,
  orderSchema,
  type CheckoutRequest,
  type CreateOrdersRequest,
} from '../../contract/orders';
import { apiPaths, pathWith } from '../../contract/paths';
import { withIdempotencyKey } from './idempotencyKey';
import { orderKeys } from './orderList';

/**
 * Buy-for-me orders: checkout (Quote, create) and one order (the list is src/api/orderList.ts).
 * Creating and cancelling move money and take the Idempotency-Key their flow chose, as
 * src/api/wallet.ts does.
 */

export async function quoteCheckout(api: AxiosInstance, body: CheckoutRequest) {
  return checkoutQuoteSchema.parse((await api.post(apiPaths.orderQuote, body)).data);
}

/** POST /OrderOrdering: 201 with the orders made, one per shop. */
export async function createOrders(api: AxiosInstance, body: CreateOrdersRequest, idempotencyKey: string) {
  return createOrdersResponseSchema.parse((await api.post(apiPaths.orders, body, withIdempotencyKey(idempotencyKey))).data).orders;
}

async function getOrder(api: AxiosInstance, id: number) {
  return orderSchema.parse((await api.get(pathWith(apiPaths.order, { id }))).data);
}

/** Only while `deposited`; the deposit goes back to the wallet at once. */
export async function cancelOrder(api: AxiosInstance, id: number, idempotencyKey: string) {
  return orderSchema.parse((await api.post(pathWith(apiPaths.cancelOrder, { id }), {}, withIdempotencyKey(idempotencyKey))).data);
}

/** The server takes a key here too: a retried confirm answers the first result. */
export async function confirmOrderReceipt(api: AxiosInstance, id: number, idempotencyKey: string) {
  return orderSchema.parse((await api.post(pathWith(apiPaths.confirmOrderReceipt, { id }), {}, withIdempotencyKey(idempotencyKey))).data);
}

export function orderQuery(api: AxiosInstance, id: number) {
  return queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(api, id) });
}
