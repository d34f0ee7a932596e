import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PackageStatus } from '../../contract/orders';

/**
 * The business words (docs/domain.md) for where a parcel is. Here, not in a feature, because orders, the package
 * list and the code lookup all show them (features do not import each other).
 */
export const packageStatusLabels: Record<PackageStatus, MessageDescriptor> = {
  inChina: msg`Kho TQ nhận`,
  inTransit: msg`Đang vận chuyển`,
  inVietnam: msg`Kho VN nhận`,
  awaitingDelivery: msg`Chờ giao`,
  delivering: msg`Đang giao`,
  delivered: msg`Đã giao`,
};
