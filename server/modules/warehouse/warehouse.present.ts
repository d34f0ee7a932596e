import type { PackageOrderRef } from '../../../contract/packages';
import type { StaffPackage } from '../../../contract/warehouse';
import { toPackage } from '../packages/packages.present';
import type { StaffPackageRow } from './warehouse.queries';

/**
 * A package for staff. Weights by the divisor of the order holding it (locked with that order);
 * a parcel no order holds yet is shown by the settings in force (`currentDivisor`), as any order
 * made now would lock them.
 */
export function toStaffPackage(row: StaffPackageRow, currentDivisor: number): StaffPackage {
  const parcel = row.package;
  const order: PackageOrderRef | null =
    parcel.buyOrderId !== null
      ? { kind: 'buy', id: parcel.buyOrderId, code: row.buyOrderCode ?? '' }
      : parcel.shippingOrderId !== null
        ? { kind: 'shipping', id: parcel.shippingOrderId, code: row.shippingOrderCode ?? '' }
        : null;
  return {
    ...toPackage(parcel, row.volumetricDivisor ?? currentDivisor),
    userId: parcel.userId,
    customerCode: row.customerCode,
    labelCustomerCode: parcel.labelCustomerCode,
    order,
  };
}
