import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PurchaseState } from '../../../contract/taobaoGlobalStatus';
import type { TaobaoIntOrderStatus, TaobaoIntRefundKind, TaobaoIntRefundStatus } from '../../../contract/taobaoIntOrderStatus';

/*
 * The business words (docs/domain.md, "Taobao Global") of Taobao Global orders, their refunds and
 * the platform's purchase orders, shared by the customer's pages and the staff console (both
 * catalogs take this folder; lingui.config.ts).
 */

export const taobaoIntOrderStatusLabels: Record<TaobaoIntOrderStatus, MessageDescriptor> = {
  awaitingPayment: msg`Chờ thanh toán`,
  paying: msg`Đang thanh toán`,
  payFailed: msg`Thanh toán thất bại`,
  awaitingShipment: msg`Chờ giao hàng`,
  shipping: msg`Đang giao hàng`,
  received: msg`Đã nhận hàng`,
  cancelled: msg`Đã hủy`,
};

export const taobaoIntRefundStatusLabels: Record<TaobaoIntRefundStatus, MessageDescriptor> = {
  requested: msg`Chờ người bán`,
  accepted: msg`Người bán đồng ý`,
  refunded: msg`Đã hoàn tiền`,
  refused: msg`Bị từ chối`,
};

export const taobaoIntRefundKindLabels: Record<TaobaoIntRefundKind, MessageDescriptor> = {
  refund: msg`Hoàn tiền`,
  returnAndRefund: msg`Trả hàng hoàn tiền`,
};

/** A seller's purchase order on the platform, in our words (contract/taobaoGlobalStatus.ts). */
export const purchaseStateLabels: Record<PurchaseState, MessageDescriptor> = {
  creating: msg`Đang tạo đơn`,
  awaitingPayment: msg`Chờ thanh toán`,
  awaitingShipment: msg`Chờ người bán giao`,
  shipped: msg`Người bán đã giao`,
  finished: msg`Đã nhận hàng`,
  closed: msg`Đã đóng`,
};
