import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../../contract/roles';
import type { IconName } from '../../components/icons/icons';
import type { FileRouteTypes } from '../../routeTree.gen';

export type Service = { to: FileRouteTypes['to']; label: MessageDescriptor; icon: IconName };
export type ServiceGroup = { title: MessageDescriptor; services: Service[] };

/** The home page's shortcuts, grouped the way customers think of the service. */
const serviceGroups: ServiceGroup[] = [
  {
    title: msg`Mua hàng`,
    services: [
      { to: '/chinaWebProduct', label: msg`Tìm sản phẩm`, icon: 'search' },
      { to: '/shoppingCart', label: msg`Giỏ hàng`, icon: 'cart' },
      { to: '/orderOrdering', label: msg`Đơn mua hộ`, icon: 'orders' },
      { to: '/orderPob', label: msg`Thanh toán hộ`, icon: 'card' },
      { to: '/taobaoIntOrder', label: msg`Taobao quốc tế`, icon: 'globe' },
      { to: '/orderComplaint', label: msg`Khiếu nại`, icon: 'alert' },
    ],
  },
  {
    title: msg`Vận chuyển`,
    services: [
      { to: '/orderShipping/create', label: msg`Ký gửi hàng`, icon: 'ship' },
      { to: '/orderShipping/calcShippingFee', label: msg`Tính phí vận chuyển`, icon: 'calculator' },
      { to: '/orderShipping/measureCode', label: msg`Tra cân đo`, icon: 'ruler' },
      { to: '/package', label: msg`Kiện hàng`, icon: 'box' },
      { to: '/delivery', label: msg`Giao hàng`, icon: 'truck' },
      { to: '/address', label: msg`Sổ địa chỉ`, icon: 'pin' },
    ],
  },
  {
    title: msg`Ví tiền`,
    services: [
      { to: '/wallet/recharge', label: msg`Nạp tiền`, icon: 'walletIn' },
      { to: '/wallet/withdraw', label: msg`Rút tiền`, icon: 'walletOut' },
      { to: '/transaction', label: msg`Lịch sử giao dịch`, icon: 'history' },
    ],
  },
  {
    title: msg`Hỗ trợ`,
    services: [
      { to: '/chat', label: msg`Tin nhắn`, icon: 'chat' },
      { to: '/article', label: msg`Bài viết`, icon: 'article' },
      // What an agency is, and how to become one: an agency has its own group instead.
      { to: '/agency', label: msg`Đại lý`, icon: 'agency' },
    ],
  },
];

/** An agency's own work, first on its home page. */
const agencyGroup: ServiceGroup = {
  title: msg`Đại lý`,
  services: [
    { to: '/agency', label: msg`Trang đại lý`, icon: 'agency' },
    { to: '/agency/customer', label: msg`Khách hàng`, icon: 'user' },
    { to: '/agency/orderPob', label: msg`Thanh toán hộ cho khách`, icon: 'card' },
  ],
};

/** The groups a person of this role sees: an agency's work comes first, and "Đại lý" leaves the support group. */
export function serviceGroupsFor(role: Role | undefined): ServiceGroup[] {
  if (role !== 'agency') return serviceGroups;
  return [
    agencyGroup,
    ...serviceGroups.map((group) => ({ ...group, services: group.services.filter((service) => !service.to.startsWith('/agency')) })),
  ];
}
