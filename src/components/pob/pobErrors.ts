import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestFailure } from '../../../machines/failure';
import { ApiError, apiErrorOf } from '../../api/errors';
import { errorText } from '../form/serverErrors';

/**
 * Pay on behalf's own words for the codes a customer meets here; other codes (the daily limits
 * among them, whose server message names the limit) go through errorText.
 */
const pobErrorMessages: Record<string, MessageDescriptor> = {
  'quote-changed': msg`Tỷ giá hoặc phí thanh toán hộ vừa thay đổi. Vui lòng xem lại số tiền mới trước khi thanh toán.`,
  'insufficient-funds': msg`Số dư ví không đủ để thanh toán.`,
  'invalid-transition': msg`Yêu cầu đã được nhân viên tiếp nhận nên không thể hủy nữa. Trang đã được cập nhật.`,
  'idempotency-key-reused': msg`Yêu cầu này đã được gửi với nội dung khác. Vui lòng thử lại.`,
  'not-found': msg`Không tìm thấy yêu cầu thanh toán hộ.`,
};

/** The text for a failed pay-on-behalf call (an ApiError, or the machine's plain failure data). */
export function pobErrorText(error: ApiError | RequestFailure | Error | null | undefined): string | null {
  if (!error) return null;
  const apiError = error instanceof Error ? error : apiErrorOf(error);
  const code = apiError instanceof ApiError ? apiError.code : null;
  if (code && Object.hasOwn(pobErrorMessages, code)) return i18n._(pobErrorMessages[code]!);
  return errorText(apiError);
}
