import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../../api/errors';
import { moveErrorWords } from '../MoveDialog';

/**
 * The console's words for what the server answers a pay-on-behalf move: a request or refund a
 * colleague moved first, one that is gone, a reused key. Other codes keep errorText's words.
 */
const moveErrorMessages: Record<string, MessageDescriptor> = {
  'invalid-transition': msg`Yêu cầu đã chuyển sang trạng thái khác (có thể đồng nghiệp vừa xử lý). Trang đã được cập nhật.`,
  'invalid-state': msg`Yêu cầu đã chuyển sang trạng thái khác (có thể đồng nghiệp vừa xử lý). Trang đã được cập nhật.`,
  'not-found': msg`Không tìm thấy yêu cầu này nữa.`,
  'idempotency-key-reused': msg`Thao tác này đã được gửi với nội dung khác. Vui lòng thử lại.`,
};

/** Moved or decided meanwhile by someone else: what the page shows is out of date. */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'invalid-transition' || error.code === 'invalid-state' || error.code === 'not-found');
}

/**
 * The text for a refused or failed move. A field the server refused (the refund above what is
 * refundable, the Alipay number) is said in its own words, already in the person's language.
 */
export const pobMoveErrorText = moveErrorWords(moveErrorMessages);
