import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PobRefundStatus, PobSite, PobStatus } from '../../../contract/pobStatus';
// Every pay-on-behalf page uses these labels: with them come the words of the area's field checks.
import './validationMessages';

/*
 * The words of pay on behalf, shared by the customer's pages and the staff console (both
 * catalogs take this folder; lingui.config.ts).
 */

export const pobStatusLabels: Record<PobStatus, MessageDescriptor> = {
  pending: msg`Chờ tiếp nhận`,
  processing: msg`Đang xử lý`,
  paid: msg`Đã thanh toán`,
  cancelled: msg`Đã hủy`,
  rejected: msg`Từ chối`,
};

export const pobRefundStatusLabels: Record<PobRefundStatus, MessageDescriptor> = {
  pending: msg`Chờ duyệt`,
  accepted: msg`Đã hoàn tiền`,
  refused: msg`Từ chối`,
};

/** The sites by the names their users know them. */
export const pobSiteLabels: Record<PobSite, MessageDescriptor> = {
  taobao: msg`Taobao`,
  tmall: msg`Tmall`,
  '1688': msg`1688`,
};
