import type { AddressSnapshot } from '../../../contract/addresses';
import type { Delivery, DeliverySummary, StaffDeliverySummary } from '../../../contract/delivery';
import type { CustomerPackage } from '../../../contract/packages';
import { toPackage, type PackageRow } from '../packages/packages.present';
import type { DeliveryRow, OrderOfPackage } from './delivery.queries';

/** Rows → contract shapes: ISO dates, weights by each package's own order policy. */

/** A package with the order it belongs to; its weights by that order's locked divisor. */
export function toDeliveryPackage(row: PackageRow, order: OrderOfPackage): CustomerPackage {
  return { ...toPackage(row, order.volumetricDivisor), order: { kind: order.kind, id: order.id, code: order.code } };
}

/** "Nguyễn Văn A · Phường Bến Thành, Hồ Chí Minh": who receives, and where, for a list row. */
export function deliveryAddressLine(address: Pick<AddressSnapshot, 'receiverName' | 'wardName' | 'provinceName'>): string {
  return `${address.receiverName} · ${address.wardName}, ${address.provinceName}`;
}

export function toDeliverySummary(row: DeliveryRow, packageCount: number): DeliverySummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    payment: row.payment,
    packageCount,
    totalVnd: row.totalVnd,
    addressLine: deliveryAddressLine(row.address),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row of the staff list: whose request, and who carries it once handed over. */
export function toStaffDeliverySummary(row: DeliveryRow, packageCount: number, customerCode: string): StaffDeliverySummary {
  return { ...toDeliverySummary(row, packageCount), customerCode, carrier: row.carrier, trackingCode: row.trackingCode };
}

export function toDelivery(row: DeliveryRow, packages: CustomerPackage[]): Delivery {
  return {
    ...toDeliverySummary(row, packages.length),
    address: row.address,
    packages,
    orders: row.orders,
    owedVnd: row.owedVnd,
    feeVnd: row.feeVnd,
    storage: row.storage,
    storageVnd: row.storageVnd,
    paidVnd: row.paidVnd,
    codVnd: row.codVnd,
    note: row.note,
    carrier: row.carrier,
    trackingCode: row.trackingCode,
    handedOverAt: row.handedOverAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
