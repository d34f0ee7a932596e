import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Duty } from '../../../contract/roles';

/** What a staff account does, as the console names it. */
export const dutyNames: Record<Duty, MessageDescriptor> = {
  money: msg`Tài chính`,
  purchasing: msg`Mua hàng`,
  warehouse: msg`Kho`,
  delivery: msg`Giao hàng`,
  care: msg`Chăm sóc khách hàng`,
};
