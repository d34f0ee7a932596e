import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestFailure } from '../../../machines/failure';
import { ApiError, apiErrorOf } from '../../api/errors';
import { errorText } from '../../components/form/serverErrors';

/**
 * The orders' own words for the codes a customer meets here (the shared table in
 * src/i18n/errorMessages.ts holds the account codes); other codes go through errorText.
 */
const orderErrorMessages: Record<string, MessageDescriptor> = {
  'cart-changed': msg`Giỏ hàng vừa thay đổi (có sản phẩm đã được đặt hoặc xóa ở nơi khác). Vui lòng kiểm tra lại các sản phẩm.`,
  'quote-changed': msg`Tỷ giá hoặc biểu phí vừa thay đổi. Vui lòng xem lại số tiền mới trước khi đặt cọc.`,
  'insufficient-funds': msg`Số dư ví không đủ để đặt cọc.`,
  'invalid-transition': msg`Đơn hàng đã chuyển sang trạng thái khác nên không thể thực hiện thao tác này. Trang đã được cập nhật.`,
  'idempotency-key-reused': msg`Yêu cầu này đã được gửi với nội dung khác. Vui lòng thử lại.`,
  'not-found': msg`Không tìm thấy đơn hàng.`,
};

/** The text for a failed order call (an ApiError, or the machine's plain failure data). */
export function orderErrorText(error: unknown): string | null {
  if (!error) return null;
  const apiError = error instanceof ApiError ? error : isFailure(error) ? apiErrorOf(error) : error;
  const code = apiError instanceof ApiError ? apiError.code : null;
  if (code && Object.hasOwn(orderErrorMessages, code)) return i18n._(orderErrorMessages[code]!);
  return errorText(apiError);
}

function isFailure(value: unknown): value is RequestFailure {
  return typeof value === 'object' && value !== null && 'code' in value && 'details' in value && !(value instanceof Error);
}
