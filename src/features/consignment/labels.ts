import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConsignmentTab, TrackingCodeStatus } from '../../../contract/shipmentStatus';

/** Tabs of /orderShipping (contract/shipmentStatus.ts consignmentTabs). */
export const consignmentTabLabels: Record<ConsignmentTab, MessageDescriptor> = {
  all: msg`Tất cả`,
  consigned: msg`Đã ký gửi`,
  inChina: msg`Về kho TQ`,
  inTransit: msg`Đang vận chuyển`,
  awaitingDelivery: msg`Chờ giao`,
  received: msg`Đã nhận`,
  cancelled: msg`Đã hủy`,
};

/** What an empty tab says: none of these yet. */
export const emptyTabLabels: Record<ConsignmentTab, MessageDescriptor> = {
  all: msg`Bạn chưa có đơn ký gửi nào`,
  consigned: msg`Không có đơn nào đang chờ hàng về kho`,
  inChina: msg`Không có đơn nào đang ở kho Trung Quốc`,
  inTransit: msg`Không có đơn nào đang trên đường về`,
  awaitingDelivery: msg`Không có đơn nào chờ giao`,
  received: msg`Chưa có đơn nào đã nhận`,
  cancelled: msg`Không có đơn nào đã hủy`,
};

/** Each tracking code's state: given by the customer, scanned by a warehouse, matched to the order. */
export const trackingCodeStatusLabels: Record<TrackingCodeStatus, MessageDescriptor> = {
  created: msg`Đã khởi tạo`,
  received: msg`Kho đã nhận`,
  matched: msg`Đã khớp đơn`,
};
