import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { apiPaths, pathWith } from '../../contract/paths';
import {
  taobaoIntOrderPageSchema,
  taobaoIntOrderSchema,
  taobaoIntQuoteSchema,
  taobaoIntRefundPageSchema,
  taobaoIntRefundSchema,
  type CreateTaobaoIntOrderRequest,
  type CreateTaobaoIntRefundRequest,
  type TaobaoIntOrderQuery,
  type TaobaoIntRefundQuery,
  type TaobaoIntRenderRequest,
} from '../../contract/taobaoIntOrders';
import { withIdempotencyKey } from './idempotencyKey';
import { pagedQuery } from './pagination';

/**
 * Taobao Global orders (Đặt qua Taobao quốc tế): the render (the quote), ordering and paying
 * from the wallet, the list, one order, and the refund requests of its lines. Ordering moves
 * money and takes the Idempotency-Key its flow chose, as src/api/orders.ts does.
 */

export type TaobaoIntOrderListFilter = Pick<TaobaoIntOrderQuery, 'status' | 'q'>;
export type TaobaoIntRefundListFilter = Pick<TaobaoIntRefundQuery, 'status' | 'orderId'>;

export const taobaoIntOrderKeys = {
  all: ['taobaoIntOrders'] as const,
  list: (filter: TaobaoIntOrderListFilter) => ['taobaoIntOrders', 'list', filter] as const,
  detail: (id: number) => ['taobaoIntOrders', 'detail', id] as const,
  refunds: (filter: TaobaoIntRefundListFilter) => ['taobaoIntOrders', 'refunds', filter] as const,
};

/** POST /TaobaoIntOrder/Render: the platform prices the goods through the linked account; nothing is written. */
export async function renderTaobaoIntOrder(api: AxiosInstance, body: TaobaoIntRenderRequest) {
  return taobaoIntQuoteSchema.parse((await api.post(apiPaths.taobaoIntOrderRender, body)).data);
}

/** POST /TaobaoIntOrder: 201 with the order made and paid from the wallet, as it stands once the platform was asked. */
export async function createTaobaoIntOrder(api: AxiosInstance, body: CreateTaobaoIntOrderRequest, idempotencyKey: string) {
  return taobaoIntOrderSchema.parse((await api.post(apiPaths.taobaoIntOrders, body, withIdempotencyKey(idempotencyKey))).data);
}

async function listTaobaoIntOrders(api: AxiosInstance, query: TaobaoIntOrderQuery) {
  return taobaoIntOrderPageSchema.parse((await api.get(apiPaths.taobaoIntOrders, { params: query })).data);
}

async function getTaobaoIntOrder(api: AxiosInstance, id: number) {
  return taobaoIntOrderSchema.parse((await api.get(pathWith(apiPaths.taobaoIntOrder, { id }))).data);
}

/** Newest first, in pages. */
export function taobaoIntOrdersQuery(api: AxiosInstance, filter: TaobaoIntOrderListFilter) {
  return pagedQuery(taobaoIntOrderKeys.list(filter), (page) => listTaobaoIntOrders(api, { ...filter, ...page }));
}

export function taobaoIntOrderQuery(api: AxiosInstance, id: number) {
  return queryOptions({ queryKey: taobaoIntOrderKeys.detail(id), queryFn: () => getTaobaoIntOrder(api, id) });
}

async function listTaobaoIntRefunds(api: AxiosInstance, query: TaobaoIntRefundQuery) {
  return taobaoIntRefundPageSchema.parse((await api.get(apiPaths.taobaoIntRefunds, { params: query })).data);
}

/** The caller's refund requests, newest first, in pages. */
export function taobaoIntRefundsQuery(api: AxiosInstance, filter: TaobaoIntRefundListFilter) {
  return pagedQuery(taobaoIntOrderKeys.refunds(filter), (page) => listTaobaoIntRefunds(api, { ...filter, ...page }));
}

/**
 * Asks a refund of one line: a cancel before the seller ships, a return after (the server
 * decides which). It moves no money now (the wallet is credited once the platform refunds), and
 * a second ask of the same line is refused, so it carries no key.
 */
export async function askTaobaoIntRefund(api: AxiosInstance, body: CreateTaobaoIntRefundRequest) {
  return taobaoIntRefundSchema.parse((await api.post(apiPaths.taobaoIntRefunds, body)).data);
}
