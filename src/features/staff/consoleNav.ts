import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinkProps } from '@tanstack/react-router';
import type { Access } from '../../../contract/roles';
import type { IconName } from '../../components/icons/icons';

export type ConsoleLink = {
  to: NonNullable<LinkProps['to']>;
  label: MessageDescriptor;
  icon: IconName;
  /** Who sees the link (contract/roles.ts hasAccess). */
  access: Access;
};

/**
 * The console's side navigation, in the order of a working day. A page's route refuses the same
 * people its link is hidden from (src/session/staffAccess.ts), and the server refuses them too.
 */
export const consoleLinks: readonly ConsoleLink[] = [
  { to: '/staff', label: msg`Tổng quan`, icon: 'home', access: 'staff' },
  { to: '/staff/orders', label: msg`Đơn mua hộ`, icon: 'orders', access: ['purchasing'] },
  { to: '/staff/deliveries', label: msg`Giao hàng`, icon: 'truck', access: ['delivery'] },
];
