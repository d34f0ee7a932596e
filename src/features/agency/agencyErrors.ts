import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../api/errors';
import { errorText } from '../../components/form/serverErrors';

/** The agency's own words for the codes it meets; others go through errorText (the server's message). */
const agencyErrorMessages: Record<string, MessageDescriptor> = {
  'agency-code-taken': msg`Bạn đã dùng mã này cho một khách hàng khác. Hãy chọn mã khác.`,
  'customer-has-agency': msg`Khách hàng này đã thuộc một đại lý.`,
  'invite-pending': msg`Khách hàng này đang có một lời mời chờ trả lời.`,
  'invite-closed': msg`Lời mời này đã được trả lời hoặc đã hủy. Danh sách đã được cập nhật.`,
  'insufficient-funds': msg`Số dư khả dụng của ví đại lý không đủ.`,
  'not-found': msg`Không tìm thấy. Có thể mã khách hàng chưa đúng.`,
};

export function agencyErrorText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && Object.hasOwn(agencyErrorMessages, error.code)) return i18n._(agencyErrorMessages[error.code]!);
  return errorText(error);
}
