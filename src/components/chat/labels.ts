import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChatThreadType } from '../../../contract/chatThreads';

/** What a thread is about, in words: the customer's pages and the staff inbox name threads alike. */
export const chatThreadTypeLabels: Record<ChatThreadType, MessageDescriptor> = {
  order: msg`Đơn mua hộ`,
  consignment: msg`Đơn ký gửi`,
  pob: msg`Thanh toán hộ`,
  complaint: msg`Khiếu nại`,
  delivery: msg`Yêu cầu giao hàng`,
  support: msg`Hỗ trợ chung`,
};

/** "Đơn mua hộ DH000123"; the support thread by its own name. */
export function chatThreadName(i18n: I18n, thread: { type: ChatThreadType; subjectCode: string }): string {
  const type = i18n._(chatThreadTypeLabels[thread.type]);
  return thread.type === 'support' || !thread.subjectCode ? type : `${type} ${thread.subjectCode}`;
}
