import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  deliverablePackagesSchema,
  deliveryPageSchema,
  deliveryQuoteSchema,
  deliverySchema,
  type CreateDeliveryRequest,
  type DeliveryQuery,
  type DeliveryQuoteRequest,
} from '../../contract/delivery';
import { apiPaths, pathWith } from '../../contract/paths';
import { withIdempotencyKey } from './idempotencyKey';
import { pagedQuery } from './pagination';

/**
 * Delivery requests: what can be delivered, Quote, create, the list, one request and cancelling.
 * Creating and cancelling move money and take the Idempotency-Key their flow chose, as
 * src/api/orders.ts does.
 */

export type DeliveryListFilter = Pick<DeliveryQuery, 'status'>;

export const deliveryKeys = {
  all: ['deliveries'] as const,
  lists: ['deliveries', 'list'] as const,
  list: (filter: DeliveryListFilter) => ['deliveries', 'list', filter] as const,
  detail: (id: number) => ['deliveries', 'detail', id] as const,
  packages: ['deliveries', 'packages'] as const,
};

/** Oldest first: the packages that have waited longest come first. */
export async function listDeliverablePackages(api: AxiosInstance) {
  return deliverablePackagesSchema.parse((await api.get(apiPaths.deliverablePackages)).data).packages;
}

export async function quoteDelivery(api: AxiosInstance, body: DeliveryQuoteRequest) {
  return deliveryQuoteSchema.parse((await api.post(apiPaths.deliveryQuote, body)).data);
}

/** POST /Delivery: 201 with the request made (and, for the wallet, paid). */
export async function createDelivery(api: AxiosInstance, body: CreateDeliveryRequest, idempotencyKey: string) {
  return deliverySchema.parse((await api.post(apiPaths.deliveries, body, withIdempotencyKey(idempotencyKey))).data);
}

async function listDeliveries(api: AxiosInstance, query: DeliveryQuery) {
  return deliveryPageSchema.parse((await api.get(apiPaths.deliveries, { params: query })).data);
}

async function getDelivery(api: AxiosInstance, id: number) {
  return deliverySchema.parse((await api.get(pathWith(apiPaths.delivery, { id }))).data);
}

/** Only while `requested`; what the wallet paid goes back to it. */
export async function cancelDelivery(api: AxiosInstance, id: number, idempotencyKey: string) {
  return deliverySchema.parse((await api.post(pathWith(apiPaths.cancelDelivery, { id }), {}, withIdempotencyKey(idempotencyKey))).data);
}

export function deliveryQuery(api: AxiosInstance, id: number) {
  return queryOptions({ queryKey: deliveryKeys.detail(id), queryFn: () => getDelivery(api, id) });
}

/** Newest first, in pages. */
export function deliveriesQuery(api: AxiosInstance, filter: DeliveryListFilter) {
  return pagedQuery(deliveryKeys.list(filter), (page) => listDeliveries(api, { ...filter, ...page }));
}
