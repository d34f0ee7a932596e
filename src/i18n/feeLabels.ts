import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeeLineKind } from '../../contract/fees';
import type { ShippingLine, Warehouse } from '../../contract/publicSettings';

/**
 * The names of fee lines, Vietnam warehouses and shipping lines. Here, not in a feature, because
 * the checkout, the order page and the shipping-fee calculator all show them.
 */
export const feeLineLabels: Record<FeeLineKind, MessageDescriptor> = {
  goods: msg`Tiền hàng`,
  domesticShipping: msg`Phí vận chuyển nội địa TQ`,
  purchaseFee: msg`Phí mua hàng`,
  counting: msg`Phí kiểm đếm`,
  insurance: msg`Phí bảo hiểm`,
  crate: msg`Phí đóng gỗ`,
  internationalShipping: msg`Phí vận chuyển quốc tế`,
};

export const warehouseLabels: Record<Warehouse, MessageDescriptor> = {
  hn: msg`Kho Hà Nội`,
  hcm: msg`Kho TP.HCM`,
};

export const shippingLineLabels: Record<ShippingLine, MessageDescriptor> = {
  normal: msg`Tuyến thường`,
  fast: msg`Tuyến nhanh`,
};
