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
  /** The filter a queue opens at (the refunds waiting); staff may change it there. */
  search?: Record<string, string>;
};

/**
 * The console's side navigation, in the order of a working day. A page's route refuses the same
 * people its link is hidden from (src/session/staffAccess.ts), and the server refuses them too.
 */
export const consoleLinks: readonly ConsoleLink[] = [
  { to: '/staff', label: msg`Tổng quan`, icon: 'home', access: 'staff' },
  { to: '/staff/bankLines', label: msg`Sao kê ngân hàng`, icon: 'card', access: ['money'] },
  { to: '/staff/recharges', label: msg`Nạp tiền`, icon: 'card', access: ['money'] },
  { to: '/staff/withdrawals', label: msg`Rút tiền`, icon: 'card', access: ['money'] },
  { to: '/staff/orders', label: msg`Đơn mua hộ`, icon: 'orders', access: ['purchasing'] },
  { to: '/staff/pob', label: msg`Thanh toán hộ`, icon: 'walletOut', access: ['purchasing'] },
  { to: '/staff/pobRefunds', label: msg`Hoàn tiền thanh toán hộ`, icon: 'walletIn', access: ['purchasing'], search: { state: 'pending' } },
  { to: '/staff/taobaoInt', label: msg`Đơn Taobao quốc tế`, icon: 'globe', access: ['purchasing'] },
  {
    to: '/staff/taobaoIntRefunds',
    label: msg`Hoàn tiền Taobao quốc tế`,
    icon: 'walletIn',
    access: ['purchasing'],
    search: { state: 'requested' },
  },
  { to: '/staff/warehouse', label: msg`Quét kiện`, icon: 'search', access: ['warehouse'] },
  { to: '/staff/packages', label: msg`Kiện hàng`, icon: 'box', access: ['warehouse'] },
  { to: '/staff/packages/move', label: msg`Chuyển kho`, icon: 'ship', access: ['warehouse'] },
  { to: '/staff/deliveries', label: msg`Giao hàng`, icon: 'truck', access: ['delivery'] },
  { to: '/staff/chat', label: msg`Tin nhắn`, icon: 'chat', access: ['care'], search: { state: 'unanswered' } },
  { to: '/staff/complaints', label: msg`Khiếu nại`, icon: 'alert', access: ['care'], search: { state: 'pending' } },
  { to: '/staff/customers', label: msg`Khách hàng`, icon: 'user', access: ['care', 'money'] },
  { to: '/staff/articles', label: msg`Bài viết`, icon: 'article', access: ['care'] },
  { to: '/staff/exports', label: msg`Xuất dữ liệu`, icon: 'article', access: 'staff' },
  { to: '/staff/users', label: msg`Tài khoản nhân viên`, icon: 'key', access: 'admin' },
  { to: '/staff/settings', label: msg`Cài đặt`, icon: 'edit', access: 'admin' },
  { to: '/staff/audit', label: msg`Nhật ký`, icon: 'history', access: 'admin' },
];
