import { chargeableWeight } from '../../../contract/fees';
import type { Package } from '../../../contract/orders';
import type { CustomerPackage, OrderKind, PackageOrderRef } from '../../../contract/packages';
import { apiPaths, pathWith } from '../../../contract/paths';
import type { packages } from '../../db/schema';

export type PackageRow = typeof packages.$inferSelect;

/** Same-origin, as the catalog's images are: the app and the API share a host behind `/api`. */
export const photoUrl = (token: string) => `/api${pathWith(apiPaths.packagePhoto, { token })}`;

/**
 * A parcel as the warehouse measured it, with its volumetric and chargeable weight by the divisor
 * of the order it belongs to (locked with the order's fee policy).
 */
export function toPackage(row: PackageRow, volumetricDivisor: number): Package {
  const weight = chargeableWeight(
    { actualGrams: row.weightGrams, lengthCm: row.lengthCm, widthCm: row.widthCm, heightCm: row.heightCm },
    volumetricDivisor,
  );
  return {
    id: row.id,
    code: row.code,
    trackingCode: row.trackingCode,
    weightGrams: row.weightGrams,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    volumetricGrams: weight.volumetricGrams,
    chargeableGrams: weight.chargeableGrams,
    status: row.status,
    photos: row.photoTokens.map(photoUrl),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A row of the package queries: the parcel, its order (buy-for-me or consignment) and the order's divisor. */
export type PackageWithOrderRow = {
  package: PackageRow;
  orderKind: OrderKind;
  orderId: number;
  orderCode: string;
  volumetricDivisor: number;
};

export function toCustomerPackage(row: PackageWithOrderRow): CustomerPackage {
  const order: PackageOrderRef = { kind: row.orderKind, id: row.orderId, code: row.orderCode };
  return { ...toPackage(row.package, row.volumetricDivisor), order };
}
