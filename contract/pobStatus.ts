/*
 * Pay-on-behalf statuses, sites and refund states, apart from contract/orderPob.ts: route files
 * validate their search params with them, and the route tree is in the first download, which
 * should not carry the request schemas and the link reader (orderPob.ts re-exports these).
 */

/** The sites whose payment requests we pay (Pinduoduo has no pay-for-me link we can pay). */
export const pobSites = ['taobao', 'tmall', '1688'] as const;
export type PobSite = (typeof pobSites)[number];

/**
 * Pay-on-behalf requests (thanh toán hộ, docs/domain.md). A request is made only once the wallet
 * is debited, so it starts at `pending`; `cancelled` and `rejected` give the whole debit back.
 */
export const pobStatuses = [
  'pending', // chờ tiếp nhận
  'processing', // đang xử lý (staff took it)
  'paid', // đã thanh toán (staff recorded the Alipay transaction number)
  'cancelled', // đã hủy (by the customer while pending: the debit back)
  'rejected', // từ chối (by staff with a reason: the debit back)
] as const;
export type PobStatus = (typeof pobStatuses)[number];

/** Where each status may go. Anything else is a 409 `invalid-transition`. */
const pobTransitions: Record<PobStatus, readonly PobStatus[]> = {
  pending: ['processing', 'cancelled', 'rejected'],
  processing: ['paid', 'rejected'],
  paid: [],
  cancelled: [],
  rejected: [],
};

export function canMovePob(from: PobStatus, to: PobStatus): boolean {
  return pobTransitions[from].includes(to);
}

/** The main line in order, for a progress bar; the exits are not on it. */
export const pobProgress: readonly PobStatus[] = pobStatuses.slice(0, 3);

/** Who changed a request's status: the customer (made or cancelled it) or staff. */
export const pobActors = ['customer', 'staff'] as const;
export type PobActor = (typeof pobActors)[number];

/**
 * A refund after payment: `pending` (chờ duyệt, the customer asked) → `accepted` (đã hoàn, the
 * wallet credited) | `refused` (từ chối). One staff records directly is `accepted` at once.
 */
export const pobRefundStatuses = ['pending', 'accepted', 'refused'] as const;
export type PobRefundStatus = (typeof pobRefundStatuses)[number];

/** Who started a refund: the customer asked for it, or staff recorded the seller's refund. */
export const pobRefundSources = ['customer', 'staff'] as const;
export type PobRefundSource = (typeof pobRefundSources)[number];
