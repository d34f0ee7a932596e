import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransactionType } from '../../../contract/wallet';
import type { CauseType } from '../../../contract/ledger';
import type { BankTransferStatus, RechargeStatus, WithdrawStatus } from '../../../contract/walletStatus';

/*
 * The business words (docs/domain.md) for the states of money requests and the ledger's kinds
 * of movement, shared by the wallet
 * pages and the staff console. Their words are in both the wallet's and the console's catalogs
 * (lingui.config.ts), never in the first load's.
 */

export const withdrawStatusLabels: Record<WithdrawStatus, MessageDescriptor> = {
  pending: msg`Chờ xử lý`,
  completed: msg`Đã chuyển`,
  cancelled: msg`Đã hủy`,
  rejected: msg`Từ chối`,
};

export const rechargeStatusLabels: Record<RechargeStatus, MessageDescriptor> = {
  pending: msg`Chờ chuyển khoản`,
  succeeded: msg`Đã nạp`,
  review: msg`Cần kiểm tra`,
  expired: msg`Hết hạn`,
};

export const bankTransferStatusLabels: Record<BankTransferStatus, MessageDescriptor> = {
  matched: msg`Đã khớp`,
  review: msg`Chưa khớp`,
  resolved: msg`Đã xử lý`,
};

/** The ledger's kinds of movement, as the transaction list, its filter and a customer's ledger in the console name them. */
export const transactionTypeLabels: Record<TransactionType, MessageDescriptor> = {
  recharge: msg`Nạp tiền`,
  withdraw: msg`Rút tiền`,
  deposit: msg`Đặt cọc`,
  payment: msg`Thanh toán`,
  refund: msg`Hoàn tiền`,
  adjustment: msg`Điều chỉnh`,
  transfer: msg`Chuyển tiền đại lý`,
};

/** Read by screen readers beside a signed amount, so the direction is not told by colour alone. */
export const directionLabels = {
  credit: msg`Tiền vào`,
  debit: msg`Tiền ra`,
} satisfies Record<string, MessageDescriptor>;

/**
 * What caused a movement, with its number (`{id}`), as the transaction list links or names it. An
 * adjustment has no object of its own (its cause id is the customer's own), so it names who made it.
 */
export const causeLabels: Record<CauseType, MessageDescriptor> = {
  recharge: msg({ message: 'Yêu cầu nạp tiền #{id}' }),
  withdraw: msg({ message: 'Lệnh rút tiền #{id}' }),
  adjustment: msg`Do nhân viên MuaHộ điều chỉnh`,
  order: msg({ message: 'Đơn mua hộ #{id}' }),
  shipping: msg({ message: 'Đơn ký gửi #{id}' }),
  delivery: msg({ message: 'Yêu cầu giao hàng #{id}' }),
  pob: msg({ message: 'Đơn thanh toán hộ #{id}' }),
  complaint: msg({ message: 'Khiếu nại #{id}' }),
  taobaoInt: msg({ message: 'Đơn Taobao quốc tế #{id}' }),
  agencyTransfer: msg({ message: 'Chuyển tiền đại lý #{id}' }),
};
