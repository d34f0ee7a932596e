import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from '../../components/icons/icons';
import type { FileRouteTypes } from '../../routeTree.gen';

export type Area = {
  icon: IconName;
  /** The empty state's headline: what the person has none of yet. */
  empty: MessageDescriptor;
  /** What this area will hold, in a sentence or two. */
  about: MessageDescriptor;
  next: { to: FileRouteTypes['to']; label: MessageDescriptor };
  /** How to name the `type` half of a `{type}-{id}` key. */
  typeLabel?: MessageDescriptor;
};

const home = { to: '/', label: msg`Về trang chủ` } as const;

/** Every area that does not have its screens yet, with an honest empty state and a next step. */
export const areas = {
  agency: {
    icon: 'agency',
    empty: msg`Bạn chưa là đại lý của MuaHộ`,
    about: msg`Đại lý đặt hàng và thanh toán hộ cho khách hàng của riêng mình, theo dõi đơn và công nợ của từng khách.`,
    next: home,
  },
  agencyCustomer: {
    icon: 'agency',
    empty: msg`Đại lý chưa có khách hàng nào`,
    about: msg`Danh sách khách hàng của đại lý, với mã khách hàng, số dư và đơn hàng của từng người.`,
    next: { to: '/agency', label: msg`Về trang đại lý` },
  },
  agencyOrderPob: {
    icon: 'card',
    empty: msg`Chưa có đơn thanh toán hộ nào của khách đại lý`,
    about: msg`Các yêu cầu thanh toán hộ mà đại lý tạo cho khách hàng của mình sẽ hiện ở đây.`,
    next: { to: '/agency', label: msg`Về trang đại lý` },
  },
} satisfies Record<string, Area>;

export type AreaKey = keyof typeof areas;
