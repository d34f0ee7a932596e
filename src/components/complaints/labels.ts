import type { I18n, MessageDescriptor } from '@lingui/core';
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
  accepted: msg`Đã chấp nhận`,
  refunded: msg`Đã hoàn tiền`,
  rejected: msg`Từ chối`,
  closed: msg`Đã đóng`,
};

export const complaintReasonLabels: Record<ComplaintReason, MessageDescriptor> = {
  missing: msg`Thiếu hàng`,
  wrong: msg`Giao sai hàng`,
  damaged: msg`Hàng hỏng, vỡ`,
  late: msg`Giao chậm`,
  other: msg`Lý do khác`,
};

/** What a complaint is about, with its code: "Đơn mua hộ MH2611-0301". */
const subjectNames: Record<ComplaintSubject, MessageDescriptor> = {
  order: msg({ message: 'Đơn mua hộ {code}' }),
  consignment: msg({ message: 'Đơn ký gửi {code}' }),
  pob: msg({ message: 'Yêu cầu thanh toán hộ {code}' }),
};

export function complaintSubjectName(i18n: I18n, subject: { type: ComplaintSubject; code: string }): string {
  const name = subjectNames[subject.type];
  // Positional arguments, not a descriptor literal: the catalog extractor reads `i18n._({…})` calls.
  return i18n._(name.id, { code: subject.code }, { message: name.message });
}
