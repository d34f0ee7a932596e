import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../api/errors';
import { errorText } from '../../components/form/serverErrors';

/**
 * Complaints' own words for the codes a customer meets here; other codes go through errorText.
 * Field problems (the window, the pieces, the cap) arrive as `validation-failed` details and are
 * shown under their fields by the form.
 */
const complaintErrorMessages: Record<string, MessageDescriptor> = {
  'refund-photo-limit-reached': msg`Khiếu nại đã có đủ số ảnh tối đa.`,
  'invalid-state': msg`Nhân viên đã xử lý khiếu nại nên không thể thêm ảnh nữa.`,
  'idempotency-key-reused': msg`Khiếu nại này đã được gửi với nội dung khác. Vui lòng thử lại.`,
  'not-found': msg`Không tìm thấy đơn hoặc khiếu nại này.`,
};

/** The text for a failed complaint call. */
export function complaintErrorText(error: Error | null | undefined): string | null {
  if (!error) return null;
  const code = error instanceof ApiError ? error.code : null;
  if (code && Object.hasOwn(complaintErrorMessages, code)) return i18n._(complaintErrorMessages[code]!);
  return errorText(error);
}
