import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '../../contract/orderStatus';
import type { DeliveryStatus } from '../../contract/shipmentStatus';

// Here, not in a feature: the customer's pages and the staff console both show these words
// (features do not import each other).

/** The business words (docs/domain.md) for a buy-for-me order's states. */
export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  deposited: msg`Đã đặt cọc`,
  purchasing: msg`Đang mua hàng`,
  purchased: msg`Đã mua hàng`,
  sellerShipped: msg`Người bán đã giao`,
  arrivedChina: msg`Hàng về kho TQ`,
  inTransit: msg`Đang vận chuyển quốc tế`,
  arrivedVietnam: msg`Hàng về kho VN`,
  awaitingDelivery: msg`Chờ giao`,
  delivering: msg`Đang giao`,
  received: msg`Đã nhận hàng`,
  cancelled: msg`Đã hủy`,
  outOfStock: msg`Hết hàng`,
  lost: msg`Thất lạc`,
};

/** The business words (docs/domain.md) for a delivery request's states. */
export const deliveryStatusLabels: Record<DeliveryStatus, MessageDescriptor> = {
  requested: msg`Mới`,
  processing: msg`Đang xử lý`,
  delivered: msg`Đã giao`,
  cancelled: msg`Đã hủy`,
};
