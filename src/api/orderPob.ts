import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  pobPageSchema,
  pobQuoteSchema,
  pobRefundPageSchema,
  pobRefundSchema,
  pobSchema,
  type CreatePobRefundRequest,
  type CreatePobRequest,
  type PobQuery,
  type PobQuoteRequest,
  type PobRefundQuery,
} from '../../contract/orderPob';
import { apiPaths, pathWith } from '../../contract/paths';
import { withIdempotencyKey } from './idempotencyKey';
import { pagedQuery } from './pagination';
import { postPhoto } from './photoUpload';

/**
 * Pay on behalf: Quote, create, the list, one request, cancelling, and the refunds asked for
 * after payment. Creating and cancelling move money and take the Idempotency-Key their flow
 * chose, as src/api/orders.ts does.
 */

export type PobListFilter = Pick<PobQuery, 'status' | 'q'>;
export type PobRefundListFilter = Pick<PobRefundQuery, 'status'>;

export const pobKeys = {
  all: ['pobs'] as const,
  lists: ['pobs', 'list'] as const,
  list: (filter: PobListFilter) => ['pobs', 'list', filter] as const,
  detail: (id: number) => ['pobs', 'detail', id] as const,
  refunds: (filter: PobRefundListFilter) => ['pobs', 'refunds', filter] as const,
};

export async function quotePob(api: AxiosInstance, body: PobQuoteRequest) {
  return pobQuoteSchema.parse((await api.post(apiPaths.pobQuote, body)).data);
}

/** POST /OrderPob: 201 with the request made and paid from the wallet. */
export async function createPob(api: AxiosInstance, body: CreatePobRequest, idempotencyKey: string) {
  return pobSchema.parse((await api.post(apiPaths.pobs, body, withIdempotencyKey(idempotencyKey))).data);
}

async function listPobs(api: AxiosInstance, query: PobQuery) {
  return pobPageSchema.parse((await api.get(apiPaths.pobs, { params: query })).data);
}

async function getPob(api: AxiosInstance, id: number) {
  return pobSchema.parse((await api.get(pathWith(apiPaths.pob, { id }))).data);
}

/** Only while nobody has taken it; the whole debit goes back to the wallet. */
export async function cancelPob(api: AxiosInstance, id: number, idempotencyKey: string) {
  return pobSchema.parse((await api.post(pathWith(apiPaths.cancelPob, { id }), {}, withIdempotencyKey(idempotencyKey))).data);
}

export function pobQuery(api: AxiosInstance, id: number) {
  return queryOptions({ queryKey: pobKeys.detail(id), queryFn: () => getPob(api, id) });
}

/** Newest first, in pages. */
export function pobsQuery(api: AxiosInstance, filter: PobListFilter) {
  return pagedQuery(pobKeys.list(filter), (page) => listPobs(api, { ...filter, ...page }));
}

async function listPobRefunds(api: AxiosInstance, query: PobRefundQuery) {
  return pobRefundPageSchema.parse((await api.get(apiPaths.pobRefunds, { params: query })).data);
}

/** The caller's refunds of paid requests, newest first, in pages. */
export function pobRefundsQuery(api: AxiosInstance, filter: PobRefundListFilter) {
  return pagedQuery(pobKeys.refunds(filter), (page) => listPobRefunds(api, { ...filter, ...page }));
}

/** Asks for a refund of a paid request; staff decide, and an accepted one credits the wallet. The key makes a resent form one request. */
export async function askPobRefund(api: AxiosInstance, body: CreatePobRefundRequest, idempotencyKey: string) {
  return pobRefundSchema.parse((await api.post(apiPaths.pobRefunds, body, withIdempotencyKey(idempotencyKey))).data);
}

/** A picture for a refund the caller asked for, while it waits for staff. */
export async function uploadPobRefundPhoto(api: AxiosInstance, refundId: number, photo: Blob) {
  return pobRefundSchema.parse(await postPhoto(api, pathWith(apiPaths.pobRefundPhoto, { id: refundId }), photo));
}
