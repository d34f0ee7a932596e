import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestFailure } from '../../../machines/failure';
import { ApiError, apiErrorOf } from '../../api/errors';
import { errorText } from '../../components/form/serverErrors';

/**
 * The delivery's own words for the codes a customer meets here; other codes go through
 * errorText (the shared table, else the server's message).
 */
const deliveryErrorMessages: Record<string, MessageDescriptor> = {
  'package-not-ready': msg`Có kiện hàng không còn giao được (đã nằm trong một yêu cầu khác hoặc chưa về kho Việt Nam). Danh sách kiện đã được tải lại.`,
  'cod-not-allowed': msg`Hiện chưa hỗ trợ thanh toán khi nhận hàng (COD). Vui lòng thanh toán bằng ví.`,
  'quote-changed': msg`Cân nặng kiện, biểu phí hoặc số ngày lưu kho vừa thay đổi. Vui lòng xem lại số tiền mới trước khi thanh toán.`,
  'insufficient-funds': msg`Số dư ví không đủ để thanh toán.`,
  'invalid-transition': msg`Yêu cầu đã được xử lý nên không thể hủy nữa. Trang đã được cập nhật.`,
  'idempotency-key-reused': msg`Yêu cầu này đã được gửi với nội dung khác. Vui lòng thử lại.`,
  'not-found': msg`Không tìm thấy yêu cầu giao hàng.`,
};

/** The text for a failed delivery call (an ApiError, or the machine's plain failure data). */
export function deliveryErrorText(error: ApiError | RequestFailure | Error | null | undefined): string | null {
  if (!error) return null;
  const apiError = error instanceof Error ? error : apiErrorOf(error);
  const code = apiError instanceof ApiError ? apiError.code : null;
  if (code && Object.hasOwn(deliveryErrorMessages, code)) return i18n._(deliveryErrorMessages[code]!);
  return errorText(apiError);
}
