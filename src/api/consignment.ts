import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { consignmentPageSchema, consignmentSchema, type ConsignmentQuery, type CreateConsignmentRequest } from '../../contract/consignment';
import { apiPaths, pathWith } from '../../contract/paths';
import { withIdempotencyKey } from './idempotencyKey';
import { pagedQuery } from './pagination';

/**
 * Consignment orders (/OrderShipping): create, the list, one order, cancel. Creating takes the
 * Idempotency-Key its form chose for the attempt, so a retry after a lost answer does not make
 * a second order; cancelling takes one too, so a retried confirm answers the first result.
 */

export type ConsignmentListFilter = Pick<ConsignmentQuery, 'tab' | 'q'>;

export const consignmentKeys = {
  all: ['consignments'] as const,
  lists: ['consignments', 'list'] as const,
  list: (filter: ConsignmentListFilter) => ['consignments', 'list', filter] as const,
  detail: (id: number) => ['consignments', 'detail', id] as const,
};

/** POST /OrderShipping: 201 with the new order. */
export async function createConsignment(api: AxiosInstance, body: CreateConsignmentRequest, idempotencyKey: string) {
  return consignmentSchema.parse((await api.post(apiPaths.consignments, body, withIdempotencyKey(idempotencyKey))).data);
}

async function listConsignments(api: AxiosInstance, query: ConsignmentQuery) {
  // An empty search is no search: leave it out of the address.
  const params = { ...query, q: query.q || undefined };
  return consignmentPageSchema.parse((await api.get(apiPaths.consignments, { params })).data);
}

async function getConsignment(api: AxiosInstance, id: number) {
  return consignmentSchema.parse((await api.get(pathWith(apiPaths.consignment, { id }))).data);
}

/**
 * Only while `consigned` and no parcel has arrived. The page reloads the order afterwards rather
 * than trusting the answer's shape, so only success matters here.
 */
export async function cancelConsignment(api: AxiosInstance, id: number, idempotencyKey: string): Promise<void> {
  await api.post(pathWith(apiPaths.cancelConsignment, { id }), {}, withIdempotencyKey(idempotencyKey));
}

export function consignmentQuery(api: AxiosInstance, id: number) {
  return queryOptions({ queryKey: consignmentKeys.detail(id), queryFn: () => getConsignment(api, id) });
}

/** Newest first, in pages. */
export function consignmentsQuery(api: AxiosInstance, filter: ConsignmentListFilter) {
  return pagedQuery(consignmentKeys.list(filter), (page) => listConsignments(api, { ...filter, ...page }));
}
