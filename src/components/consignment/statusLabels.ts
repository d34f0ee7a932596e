import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConsignmentStatus } from '../../../contract/shipmentStatus';

/*
 * A consignment's words, shared by its own pages and the Taobao Global order a consignment
 * carries on from China (both catalogs take this folder; lingui.config.ts).
 */

/** The business words (docs/domain.md) for a consignment order's states. */
export const consignmentStatusLabels: Record<ConsignmentStatus, MessageDescriptor> = {
  consigned: msg`Đã ký gửi`,
  arrivedChina: msg`Hàng về kho TQ`,
  inTransit: msg`Đang vận chuyển quốc tế`,
  awaitingDelivery: msg`Chờ giao`,
  delivering: msg`Đang giao`,
  received: msg`Đã nhận hàng`,
  cancelled: msg`Đã hủy`,
};
