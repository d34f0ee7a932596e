import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../contract/roles';

/** Who an account is, as the profile and the staff console name it. */
export const roleNames: Record<Role, MessageDescriptor> = {
  customer: msg`Khách hàng`,
  agency: msg`Đại lý`,
  staff: msg`Nhân viên`,
  admin: msg`Quản trị viên`,
};
