import type { Complaint, ComplaintSummary, StaffComplaint, StaffComplaintSummary } from '../../../contract/complaints';
import { apiPaths, pathWith } from '../../../contract/paths';
import type { ComplaintEventRow, ComplaintItemRow, ComplaintRow } from './complaints.queries';

/** Rows → contract shapes: ISO dates, picture URLs; staff's own note stays on the staff side. */

export function toComplaintSummary(row: ComplaintRow): ComplaintSummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    subject: { type: row.subjectType, id: row.subjectId, code: row.subjectCode },
    reason: row.reason,
    amountVnd: row.amountVnd,
    acceptedVnd: row.acceptedVnd,
    refundedVnd: row.refundedVnd,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toStaffComplaintSummary = (row: ComplaintRow, customerCode: string): StaffComplaintSummary => ({
  ...toComplaintSummary(row),
  userId: row.userId,
  customerCode,
});

export type ComplaintDetails = { items: ComplaintItemRow[]; events: ComplaintEventRow[] };

export function toComplaint(row: ComplaintRow, { items, events }: ComplaintDetails): Complaint {
  return {
    ...toComplaintSummary(row),
    description: row.description,
    items: items.map((item) => ({
      itemId: item.itemId,
      title: item.titleVi ?? item.title,
      imageUrl: item.imageUrl,
      quantity: item.quantity,
      valueVnd: item.valueVnd,
    })),
    videoLinks: row.videoLinks,
    photos: row.photoTokens.map((token) => `/api${pathWith(apiPaths.complaintPhotoFile, { token })}`),
    rejectReason: row.rejectReason,
    history: events.map((event) => ({ status: event.status, note: event.note, createdAt: event.createdAt.toISOString() })),
  };
}

export function toStaffComplaint(row: ComplaintRow, details: ComplaintDetails & { customerCode: string; capVnd: number }): StaffComplaint {
  return {
    ...toComplaint(row, details),
    userId: row.userId,
    customerCode: details.customerCode,
    capVnd: details.capVnd,
    staffNote: row.staffNote,
  };
}
