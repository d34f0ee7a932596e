import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  staffPobPageSchema,
  staffPobRefundPageSchema,
  staffPobRefundSchema,
  staffPobSchema,
  type StaffPobQuery,
  type StaffPobRefundQuery,
  type StaffPobRefundRequest,
} from '../../contract/orderPob';
import { pathWith } from '../../contract/paths';
import { staffApiPaths } from '../../contract/staffPaths';
import { withIdempotencyKey } from './idempotencyKey';
import { refreshStaffArea, staffPageQuery } from './staff';

/**
 * The console's pay-on-behalf work (the purchasing desk): every customer's requests, taking,
 * paying and rejecting them, recording the seller's refunds and deciding the customers' refund
 * requests. Every move runs on the server under the caller's Idempotency-Key, so each takes the
 * key its dialog chose: a retried tap after a lost answer pays, rejects or credits once.
 */

export const staffPobKeys = {
  all: ['staff', 'pob'] as const,
  list: (query: Partial<StaffPobQuery>) => ['staff', 'pob', 'list', query] as const,
  detail: (id: number) => ['staff', 'pob', 'detail', id] as const,
  refunds: (query: Partial<StaffPobRefundQuery>) => ['staff', 'pob', 'refunds', query] as const,
};

/** A request or a refund moved: the lists, the requests' pages and the dashboard's counts load again. */
export function refreshStaffPob(queryClient: QueryClient): void {
  refreshStaffArea(queryClient, staffPobKeys.all);
}

/** GET /Staff/OrderPob: newest first, by status; `q` finds a code, a seller's order number, an Alipay number or a customer code. */
export function staffPobsQuery(api: AxiosInstance, query: Partial<StaffPobQuery>) {
  return staffPageQuery(api, staffPobKeys.list(query), staffApiPaths.staffPobs, staffPobPageSchema, query);
}

/** GET /Staff/OrderPob/:id: the request whole, with who the customer is; under `staffPobKeys.all`, so a move refreshes it. */
export function staffPobQuery(api: AxiosInstance, id: number) {
  return queryOptions({
    queryKey: staffPobKeys.detail(id),
    queryFn: async () => staffPobSchema.parse((await api.get(pathWith(staffApiPaths.staffPob, { id }))).data),
  });
}

/** Pending → processing: this desk is paying it; the customer can no longer cancel. */
export async function takePob(api: AxiosInstance, id: number, note: string | undefined, idempotencyKey: string) {
  return staffPobSchema.parse(
    (await api.post(pathWith(staffApiPaths.staffTakePob, { id }), note ? { note } : {}, withIdempotencyKey(idempotencyKey))).data,
  );
}

/** Processing → paid, with Alipay's transaction number, which the customer sees. */
export async function payPob(api: AxiosInstance, id: number, alipayTradeNo: string, idempotencyKey: string) {
  return staffPobSchema.parse(
    (await api.post(pathWith(staffApiPaths.staffPayPob, { id }), { alipayTradeNo }, withIdempotencyKey(idempotencyKey))).data,
  );
}

/** Pending or processing → rejected, with the reason the customer reads; the whole debit goes back to the wallet. */
export async function rejectPob(api: AxiosInstance, id: number, reason: string, idempotencyKey: string) {
  return staffPobSchema.parse(
    (await api.post(pathWith(staffApiPaths.staffRejectPob, { id }), { reason }, withIdempotencyKey(idempotencyKey))).data,
  );
}

/** The seller refunded `amountFen` of a paid request: the wallet is credited at once, at the request's rate. */
export async function refundPob(api: AxiosInstance, id: number, body: StaffPobRefundRequest, idempotencyKey: string) {
  return staffPobSchema.parse(
    (await api.post(pathWith(staffApiPaths.staffRefundPob, { id }), body, withIdempotencyKey(idempotencyKey))).data,
  );
}

/** GET /Staff/OrderPob/Refund: refunds newest first, by state; `q` finds a request's code or a customer code. */
export function staffPobRefundsQuery(api: AxiosInstance, query: Partial<StaffPobRefundQuery>) {
  return staffPageQuery(api, staffPobKeys.refunds(query), staffApiPaths.staffPobRefunds, staffPobRefundPageSchema, query);
}

/** Accepts a customer's refund request: all it asked, or `amountFen` less; the wallet is credited. */
export async function acceptPobRefund(api: AxiosInstance, id: number, amountFen: number | undefined, idempotencyKey: string) {
  const body = amountFen === undefined ? {} : { amountFen };
  return staffPobRefundSchema.parse(
    (await api.post(pathWith(staffApiPaths.staffAcceptPobRefund, { id }), body, withIdempotencyKey(idempotencyKey))).data,
  );
}

/** Refuses a customer's refund request with the reason they read; nothing is credited. */
export async function refusePobRefund(api: AxiosInstance, id: number, reason: string, idempotencyKey: string) {
  return staffPobRefundSchema.parse(
    (await api.post(pathWith(staffApiPaths.staffRefusePobRefund, { id }), { reason }, withIdempotencyKey(idempotencyKey))).data,
  );
}
