import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  staffComplaintPageSchema,
  staffComplaintSchema,
  type AcceptComplaintRequest,
  type ComplaintStepRequest,
  type RejectComplaintRequest,
  type StaffComplaintQuery,
} from '../../contract/complaints';
import { pathWith } from '../../contract/paths';
import { staffApiPaths } from '../../contract/staffPaths';
import { withIdempotencyKey } from './idempotencyKey';
import { staffKeys } from './staff';

/**
 * The console's complaints (the care desk): every customer's complaints, and taking, accepting,
 * rejecting, refunding and closing them. Every move runs on the server under the caller's
 * Idempotency-Key, so each takes the key its dialog chose: a retried tap after a lost answer
 * refunds once.
 */

export const staffComplaintKeys = {
  all: ['staff', 'complaints'] as const,
  list: (query: Partial<StaffComplaintQuery>) => ['staff', 'complaints', 'list', query] as const,
  detail: (id: number) => ['staff', 'complaints', 'detail', id] as const,
};

/** A complaint moved: the lists, the complaints' pages and the dashboard's counts load again. */
export function refreshStaffComplaints(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: staffComplaintKeys.all });
  void queryClient.invalidateQueries({ queryKey: staffKeys.dashboard });
}

/** GET /Staff/OrderComplaint: newest first, by status; `q` finds a code, a subject's code or a customer code. */
export function staffComplaintsQuery(api: AxiosInstance, query: Partial<StaffComplaintQuery>) {
  return queryOptions({
    queryKey: staffComplaintKeys.list(query),
    queryFn: async () => staffComplaintPageSchema.parse((await api.get(staffApiPaths.staffComplaints, { params: query })).data),
    placeholderData: keepPreviousData,
  });
}

/** GET /Staff/OrderComplaint/:id: the complaint whole, whose it is and the most an accept may grant now. */
export function staffComplaintQuery(api: AxiosInstance, id: number) {
  return queryOptions({
    queryKey: staffComplaintKeys.detail(id),
    queryFn: async () => staffComplaintSchema.parse((await api.get(pathWith(staffApiPaths.staffComplaint, { id }))).data),
  });
}

type MovePath = 'staffTakeComplaint' | 'staffAcceptComplaint' | 'staffRejectComplaint' | 'staffRefundComplaint' | 'staffCloseComplaint';

async function step(api: AxiosInstance, path: MovePath, id: number, body: object, idempotencyKey: string) {
  return staffComplaintSchema.parse((await api.post(pathWith(staffApiPaths[path], { id }), body, withIdempotencyKey(idempotencyKey))).data);
}

/** Pending → handling: this desk looks into it. */
export function takeComplaint(api: AxiosInstance, id: number, body: ComplaintStepRequest, idempotencyKey: string) {
  return step(api, 'staffTakeComplaint', id, body, idempotencyKey);
}

/** Handling → accepted: the amount granted (at most `capVnd`) and the words the customer reads. */
export function acceptComplaint(api: AxiosInstance, id: number, body: AcceptComplaintRequest, idempotencyKey: string) {
  return step(api, 'staffAcceptComplaint', id, body, idempotencyKey);
}

/** Pending or handling → rejected, with the reason the customer reads. */
export function rejectComplaint(api: AxiosInstance, id: number, body: RejectComplaintRequest, idempotencyKey: string) {
  return step(api, 'staffRejectComplaint', id, body, idempotencyKey);
}

/** Accepted → refunded: the wallet is credited the accepted amount, once. */
export function refundComplaint(api: AxiosInstance, id: number, body: ComplaintStepRequest, idempotencyKey: string) {
  return step(api, 'staffRefundComplaint', id, body, idempotencyKey);
}

/** Refunded or rejected → closed. */
export function closeComplaint(api: AxiosInstance, id: number, body: ComplaintStepRequest, idempotencyKey: string) {
  return step(api, 'staffCloseComplaint', id, body, idempotencyKey);
}
