import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CauseType } from '../../../contract/wallet';

/** Read by screen readers beside a signed amount, so the direction is not told by colour alone. */
export const directionLabels = {
  credit: msg`Tiền vào`,
  debit: msg`Tiền ra`,
} satisfies Record<string, MessageDescriptor>;

/** What caused a movement, with its number (`{id}`), as the transaction list links or names it. */
export const causeLabels: Record<CauseType, MessageDescriptor> = {
  recharge: msg({ message: 'Yêu cầu nạp tiền #{id}' }),
  withdraw: msg({ message: 'Lệnh rút tiền #{id}' }),
  adjustment: msg({ message: 'Điều chỉnh #{id}' }),
  order: msg({ message: 'Đơn mua hộ #{id}' }),
  shipping: msg({ message: 'Đơn ký gửi #{id}' }),
  delivery: msg({ message: 'Yêu cầu giao hàng #{id}' }),
  pob: msg({ message: 'Đơn thanh toán hộ #{id}' }),
  complaint: msg({ message: 'Khiếu nại #{id}' }),
  taobaoInt: msg({ message: 'Đơn Taobao quốc tế #{id}' }),
  agencyTransfer: msg({ message: 'Chuyển tiền đại lý #{id}' }),
};
