import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../../contract/errors';

/**
 * The app's own words for the error codes a person can meet. The server's message is
 * already translated, but these read better in context and stay right when an older server or a
 * proxy answers; codes not listed here show the server's message. `too-many-requests` is one of
 * those: only the server knows the real wait, and its message states it.
 */
const errorMessages: Partial<Record<ErrorCode | ClientErrorCode, MessageDescriptor>> = {
  'email-already-in-use': msg`Email này đã được dùng cho một tài khoản khác`,
  'username-already-in-use': msg`Tên đăng nhập này đã có người dùng`,
  'phone-already-in-use': msg`Số điện thoại này đã được dùng cho một tài khoản khác`,
  'wrong-password': msg`Mật khẩu hiện tại không đúng`,
  'user-not-found': msg`Không tìm thấy tài khoản`,
  'invalid-credential': msg`Tên đăng nhập hoặc mật khẩu không đúng`,
  'expired-action-code': msg`Mã xác nhận đã hết hạn. Vui lòng gửi lại mã mới.`,
  'invalid-action-code': msg`Mã xác nhận không đúng`,
  'user-disabled': msg`Tài khoản của bạn đã bị khoá. Vui lòng liên hệ bộ phận hỗ trợ.`,
  'user-token-expired': msg`Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại`,
  'missing-password': msg`Vui lòng nhập mật khẩu`,
  'password-does-not-meet-requirements': msg`Mật khẩu quá dễ đoán hoặc giống tên đăng nhập, email. Vui lòng chọn mật khẩu khác.`,
  'requires-recent-login': msg`Để bảo vệ tài khoản, vui lòng nhập lại mật khẩu`,
  'admin-restricted-operation': msg`Chỉ quản trị viên mới làm được thao tác này`,
  'network-request-failed': msg`Không kết nối được với máy chủ. Vui lòng kiểm tra mạng và thử lại.`,
  timeout: msg`Máy chủ không phản hồi kịp. Vui lòng thử lại.`,
};

/** Codes the client gives errors that never reached the server. */
type ClientErrorCode = 'network-request-failed' | 'timeout';

/** The app's words for `code`, or null when the server's message should be shown. */
export function errorMessageFor(i18n: I18n, code: string): string | null {
  const descriptor = Object.hasOwn(errorMessages, code) ? errorMessages[code as keyof typeof errorMessages] : undefined;
  return descriptor ? i18n._(descriptor) : null;
}
