import type { PackageLookup, PackageQuery } from '../../../contract/packages';
import type { Db } from '../../db/connect';
import { pageOfRows, type Page } from '../../db/paging';
import type { CustomerPackage } from '../../../contract/packages';
import { toCustomerPackage } from './packages.present';
import { findConsignmentsByTrackingCode, findOrdersByTrackingCode, findPackagesByCode, listPackages } from './packages.queries';

/** The customer's parcels, and what a code says about them (and only them). */
export function createPackagesService({ db }: { db: Db }) {
  async function list(query: PackageQuery & { userId: number }): Promise<Page<CustomerPackage>> {
    return pageOfRows(await listPackages(db, query), query, toCustomerPackage);
  }

  /**
   * Parcels with this code, and orders listing it (buy orders shipped under it, consignments) that
   * no warehouse has received a parcel of yet (an order whose parcels already came in is told by
   * those parcels). Nothing found is a normal, empty answer: the same whether the code is unknown
   * or someone else's.
   */
  async function lookup({ userId, code }: { userId: number; code: string }): Promise<PackageLookup> {
    const [found, orders, consignments] = await Promise.all([
      findPackagesByCode(db, { userId, code }),
      findOrdersByTrackingCode(db, { userId, code }),
      findConsignmentsByTrackingCode(db, { userId, code }),
    ]);
    // Buy orders and consignments number their ids apart: an order is its kind and id.
    const received = new Set(found.map((row) => `${row.orderKind}:${row.orderId}`));
    const awaiting = [
      ...orders.map((order) => ({ kind: 'buy' as const, ...order })),
      ...consignments.map((order) => ({ kind: 'shipping' as const, ...order })),
    ];
    return {
      code,
      packages: found.map(toCustomerPackage),
      awaiting: awaiting.filter((order) => !received.has(`${order.kind}:${order.id}`)),
    };
  }

  return { list, lookup };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
