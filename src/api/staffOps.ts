import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { deliverySchema, staffDeliveryPageSchema, type StaffDeliveryQuery } from '../../contract/delivery';
import { orderSchema, staffOrderPageSchema, staffOrderSchema, type StaffOrderMove, type StaffOrderQuery } from '../../contract/orders';
import { pathWith } from '../../contract/paths';
import { staffApiPaths } from '../../contract/staffPaths';
import type { StaffHandOver } from '../../contract/warehouse';
import { withIdempotencyKey } from './idempotencyKey';
import { staffPageQuery } from './staff';

/**
 * The console's purchasing and delivery work: every customer's orders and delivery requests, and
 * the moves along their lifecycles. Each move takes the Idempotency-Key its attempt chose, since
 * purchased, outOfStock and lost refund and a COD delivery's completion records cash.
 */

export const staffOpsKeys = {
  orders: ['staff', 'orders'] as const,
  orderList: (query: Partial<StaffOrderQuery>) => ['staff', 'orders', query] as const,
  order: (id: number) => ['staff', 'orders', 'detail', id] as const,
  deliveries: ['staff', 'deliveries'] as const,
  deliveryList: (query: Partial<StaffDeliveryQuery>) => ['staff', 'deliveries', query] as const,
};

export const STAFF_PAGE_SIZE = 20;

export function staffOrdersQuery(api: AxiosInstance, query: Partial<StaffOrderQuery>) {
  return staffPageQuery(api, staffOpsKeys.orderList(query), staffApiPaths.staffOrders, staffOrderPageSchema, {
    pageSize: STAFF_PAGE_SIZE,
    ...query,
  });
}

/** GET /Staff/OrderOrdering/:id: the whole order and whose it is; under `staffOpsKeys.orders`, so a move refreshes it. */
export function staffOrderQuery(api: AxiosInstance, id: number) {
  return queryOptions({
    queryKey: staffOpsKeys.order(id),
    queryFn: async () => staffOrderSchema.parse((await api.get(pathWith(staffApiPaths.staffOrder, { id }))).data),
  });
}

/** POST /Staff/OrderOrdering/:id/Status: answers the moved order (without whose it is, which a move never changes). */
export async function moveStaffOrder(api: AxiosInstance, id: number, body: StaffOrderMove, idempotencyKey: string) {
  return orderSchema.parse((await api.post(pathWith(staffApiPaths.staffMoveOrder, { id }), body, withIdempotencyKey(idempotencyKey))).data);
}

export function staffDeliveriesQuery(api: AxiosInstance, query: Partial<StaffDeliveryQuery>) {
  return staffPageQuery(api, staffOpsKeys.deliveryList(query), staffApiPaths.staffDeliveries, staffDeliveryPageSchema, {
    pageSize: STAFF_PAGE_SIZE,
    ...query,
  });
}

export type StaffDeliveryMove = 'handOver' | 'complete';

/** POST /Staff/Delivery/:id/HandOver (the note, carrier and tracking code) or /Complete (the note). */
export async function moveStaffDelivery(
  api: AxiosInstance,
  id: number,
  move: StaffDeliveryMove,
  body: StaffHandOver,
  idempotencyKey: string,
) {
  const path = move === 'handOver' ? staffApiPaths.staffHandOverDelivery : staffApiPaths.staffCompleteDelivery;
  return deliverySchema.parse((await api.post(pathWith(path, { id }), body, withIdempotencyKey(idempotencyKey))).data);
}
