import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeeLineKind } from '../../../contract/fees';
import type { ShippingLine, Warehouse } from '../../../contract/settings';

/** The Vietnam warehouses goods are carried to. */
export const warehouseLabels: Record<Warehouse, MessageDescriptor> = {
  hn: msg`Kho Hà Nội`,
  hcm: msg`Kho TP. Hồ Chí Minh`,
};

export const shippingLineLabels: Record<ShippingLine, MessageDescriptor> = {
  normal: msg`Tuyến thường`,
  fast: msg`Tuyến nhanh`,
};

/** The lines a shipment can have (contract/fees.ts shipmentEstimate). */
export const shipmentLineLabels: Partial<Record<FeeLineKind, MessageDescriptor>> = {
  internationalShipping: msg`Phí vận chuyển quốc tế`,
  crate: msg`Phí đóng gỗ`,
  insurance: msg`Phí bảo hiểm`,
};
