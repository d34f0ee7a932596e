import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../api/errors';
import { errorText } from '../../components/form/serverErrors';

/**
 * The consignment pages' own words for the codes a customer meets here; other codes go through
 * errorText (the app's shared table, else the server's translated message).
 */
const consignmentErrorMessages: Record<string, MessageDescriptor> = {
  'tracking-code-in-use': msg`Có mã vận đơn đã nằm trong một đơn ký gửi khác của bạn.`,
  'invalid-transition': msg`Đơn đã chuyển sang trạng thái khác nên không thể thực hiện thao tác này. Trang đã được cập nhật.`,
  'idempotency-key-reused': msg`Yêu cầu này đã được gửi với nội dung khác. Vui lòng thử lại.`,
  'not-found': msg`Không tìm thấy đơn ký gửi.`,
};

export function consignmentErrorText(error: unknown): string | null {
  if (!error) return null;
  const code = error instanceof ApiError ? error.code : null;
  if (code && Object.hasOwn(consignmentErrorMessages, code)) return i18n._(consignmentErrorMessages[code]!);
  return errorText(error);
}

/**
 * The codes a 409 `tracking-code-in-use` names: its details point at `trackingCodes.<i>` of the
 * request that was sent, so they are read back from that request.
 */
export function codesInUse(error: unknown, sent: readonly string[]): string[] {
  if (!(error instanceof ApiError) || error.code !== 'tracking-code-in-use') return [];
  const codes = error.details
    .map((detail) => /^trackingCodes\.(\d+)$/.exec(detail.path)?.[1])
    .map((index) => (index === undefined ? undefined : sent[Number(index)]))
    .filter((code): code is string => code !== undefined);
  return [...new Set(codes)];
}
