/*
 * Complaint statuses, reasons and subjects, apart from contract/complaints.ts: route files validate
 * their search params with them, and the route tree is in the first download, which should not
 * carry the complaint schemas (complaints.ts re-exports these).
 */

/**
 * A complaint (khiếu nại, docs/domain.md): `pending` (chờ tiếp nhận) → `handling` (đang giải
 * quyết, staff took it) → `accepted` (chấp nhận, an amount decided) → `refunded` (đã hoàn tiền, the
 * wallet credited once) → `closed` (đóng); or `rejected` (từ chối, with a reason) → `closed`.
 */
export const complaintStatuses = ['pending', 'handling', 'accepted', 'refunded', 'rejected', 'closed'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

/** Where each status may go. Anything else is a 409 `invalid-state`. */
const complaintTransitions: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  pending: ['handling', 'rejected'],
  handling: ['accepted', 'rejected'],
  accepted: ['refunded'],
  refunded: ['closed'],
  rejected: ['closed'],
  closed: [],
};

export function canMoveComplaint(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return complaintTransitions[from].includes(to);
}

/** The states in which a complaint still holds its goods' pieces and its amount against later ones. */
export const liveComplaintStatuses: readonly ComplaintStatus[] = ['pending', 'handling', 'accepted', 'refunded'];

/** What went wrong. */
export const complaintReasons = ['missing', 'wrong', 'damaged', 'late', 'other'] as const;
export type ComplaintReason = (typeof complaintReasons)[number];

/** What a complaint is about: a buy-for-me order, a consignment or a pay-on-behalf request. */
export const complaintSubjects = ['order', 'consignment', 'pob'] as const;
export type ComplaintSubject = (typeof complaintSubjects)[number];
