import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestFailure } from '../../../machines/failure';
import { ApiError, apiErrorOf } from '../../api/errors';
import { errorText } from '../../components/form/serverErrors';

/**
 * Taobao Global's own words for the codes a customer meets on its pages; other codes go through
 * errorText (the server's message, already in the person's language).
 */
const taobaoIntErrorMessages: Record<string, MessageDescriptor> = {
  'taobao-global-not-linked': msg`Bạn chưa liên kết tài khoản Taobao quốc tế. Hãy liên kết tài khoản rồi quay lại đây.`,
  'taobao-global-relink-required': msg`Liên kết Taobao quốc tế đã hết hạn. Hãy liên kết lại tài khoản rồi thử lại.`,
  'taobao-global-unavailable': msg`Taobao quốc tế đang không phản hồi. Vui lòng thử lại sau ít phút.`,
  'taobao-goods-unavailable': msg`Có sản phẩm Taobao quốc tế không bán lúc này. Hãy bỏ sản phẩm đó rồi đặt lại.`,
  'taobao-refund-exists': msg`Sản phẩm này đã có yêu cầu hoàn tiền; mỗi sản phẩm chỉ được yêu cầu một lần. Trang đã được cập nhật.`,
  'taobao-refund-not-allowed': msg`Sản phẩm này chưa thể yêu cầu hoàn tiền: đơn chưa thanh toán xong trên Taobao quốc tế hoặc đã đóng.`,
  'quote-changed': msg`Giá trên Taobao quốc tế hoặc tỷ giá vừa thay đổi. Vui lòng xem lại số tiền mới trước khi thanh toán.`,
  'insufficient-funds': msg`Số dư ví không đủ để thanh toán.`,
  'idempotency-key-reused': msg`Đơn này đã được gửi với nội dung khác. Vui lòng thử lại.`,
  'not-found': msg`Không tìm thấy đơn hoặc tài khoản Taobao quốc tế này.`,
};

/** Codes that ask the person to link their Taobao Global account (again) before going on. */
export const linkCodes: readonly string[] = ['taobao-global-not-linked', 'taobao-global-relink-required'];

/** The failure as an ApiError (a machine keeps it as plain data), or null. */
function asApiError(error: ApiError | RequestFailure | Error | null | undefined): ApiError | Error | null {
  if (!error) return null;
  return error instanceof Error ? error : apiErrorOf(error);
}

/** The code of a failed call, whichever shape it comes in. */
export function errorCodeOf(error: ApiError | RequestFailure | Error | null | undefined): string | null {
  const apiError = asApiError(error);
  return apiError instanceof ApiError ? apiError.code : null;
}

/**
 * The text for a failed Taobao Global call. The platform's own refusal comes with its words, and
 * a field the server refused (a return past its window, with the day it closed) with the
 * server's: both are shown as they came, in the person's language.
 */
export function taobaoIntErrorText(error: ApiError | RequestFailure | Error | null | undefined): string | null {
  const apiError = asApiError(error);
  if (!apiError) return null;
  if (!(apiError instanceof ApiError)) return errorText(apiError);
  const detail = apiError.details[0]?.message;
  if (apiError.code === 'taobao-global-refused' && detail) {
    return i18n._(msg`Taobao quốc tế từ chối: ${detail}`);
  }
  if (apiError.code === 'validation-failed' && detail && apiError.details.length === 1) return detail;
  if (Object.hasOwn(taobaoIntErrorMessages, apiError.code)) return i18n._(taobaoIntErrorMessages[apiError.code]!);
  return errorText(apiError);
}
