import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComplaintReason, ComplaintStatus, ComplaintSubject } from '../../../contract/complaintStatus';
// Every complaint page uses these labels: with them come the words of the area's field checks.
import './validationMessages';

/*
 * The words of complaints, shared by the customer's pages and the staff console (both catalogs
 * take this folder; lingui.config.ts).
 */

export const complaintStatusLabels: Record<ComplaintStatus, MessageDescriptor> = {
  pending: msg`Chờ tiếp nhận`,
  handling: msg`Đang giải quyết`,
  accepted: msg`Chấp nhận`,
  refunded: msg`Đã hoàn tiền`,
  rejected: msg`Từ chối`,
  closed: msg`Đóng`,
};

export const complaintReasonLabels: Record<ComplaintReason, MessageDescriptor> = {
  missing: msg`Thiếu hàng`,
  wrong: msg`Giao sai hàng`,
  damaged: msg`Hàng hỏng, vỡ`,
  late: msg`Giao chậm`,
  other: msg`Lý do khác`,
};

/** What a complaint is about, before its code: "Đơn mua hộ DH2611-0001". */
export const complaintSubjectLabels: Record<ComplaintSubject, MessageDescriptor> = {
  order: msg`Đơn mua hộ`,
  consignment: msg`Đơn ký gửi`,
  pob: msg`Thanh toán hộ`,
};
