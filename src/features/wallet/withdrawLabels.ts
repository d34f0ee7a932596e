import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WithdrawStatus } from '../../../contract/wallet';

/** The business words (docs/domain.md) for a withdrawal's states. */
export const withdrawStatusLabels: Record<WithdrawStatus, MessageDescriptor> = {
  pending: msg`Chờ xử lý`,
  completed: msg`Đã chuyển`,
  cancelled: msg`Đã hủy`,
  rejected: msg`Từ chối`,
};
