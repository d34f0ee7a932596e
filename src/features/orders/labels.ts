import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeeLineKind } from '../../../contract/fees';
import type { OrderTab } from '../../../contract/orders';

export { orderStatusLabels } from '../../i18n/statusLabels';

/** Tabs of /orderOrdering (contract/orders.ts orderTabs). */
export const orderTabLabels: Record<OrderTab, MessageDescriptor> = {
  all: msg`Tất cả`,
  deposited: msg`Đã đặt cọc`,
  buying: msg`Đang mua`,
  shipping: msg`Đang vận chuyển`,
  awaitingDelivery: msg`Chờ giao`,
  received: msg`Đã nhận`,
  closed: msg`Đã đóng`,
};

/** What an empty tab says: none of these yet. */
export const emptyTabLabels: Record<OrderTab, MessageDescriptor> = {
  all: msg`Bạn chưa có đơn mua hộ nào`,
  deposited: msg`Không có đơn nào đang chờ mua`,
  buying: msg`Không có đơn nào đang được mua`,
  shipping: msg`Không có đơn nào đang trên đường về`,
  awaitingDelivery: msg`Không có đơn nào chờ giao`,
  received: msg`Chưa có đơn nào đã nhận`,
  closed: msg`Không có đơn nào đã hủy, hết hàng hay thất lạc`,
};

/** Why a fee line has no figure yet: when it will be known. */
export const pendingFeeLabels: Record<FeeLineKind, MessageDescriptor> = {
  goods: msg`tính khi mua hàng`,
  domesticShipping: msg`tính khi mua hàng`,
  purchaseFee: msg`tính khi mua hàng`,
  counting: msg`tính khi hàng về kho`,
  insurance: msg`tính khi mua hàng`,
  crate: msg`tính khi hàng về kho`,
  internationalShipping: msg`tính khi hàng về kho`,
};
