import type { PackageLookup, PackageQuery } from '../../../contract/packages';
import type { Db } from '../../db/connect';
import { pageOfRows, type Page } from '../../db/paging';
import type { CustomerPackage } from '../../../contract/packages';
import { toCustomerPackage } from './packages.present';
import { findOrdersByTrackingCode, findPackagesByCode, listPackages } from './packages.queries';

/** The customer's parcels, and what a code says about them (and only them). */
export function createPackagesService({ db }: { db: Db }) {
  async function list(query: PackageQuery & { userId: number }): Promise<Page<CustomerPackage>> {
    return pageOfRows(await listPackages(db, query), query, toCustomerPackage);
  }

  /**
   * Parcels with this code, and orders shipped under it that no warehouse has received yet (an
   * order whose parcels already came in is told by those parcels). Nothing found is a normal,
   * empty answer: the same whether the code is unknown or someone else's.
   */
  async function lookup({ userId, code }: { userId: number; code: string }): Promise<PackageLookup> {
    const [found, orders] = await Promise.all([findPackagesByCode(db, { userId, code }), findOrdersByTrackingCode(db, { userId, code })]);
    const received = new Set(found.map((row) => row.orderId));
    return {
      code,
      packages: found.map(toCustomerPackage),
      awaiting: orders.filter((order) => !received.has(order.id)).map((order) => ({ kind: 'buy' as const, ...order })),
    };
  }

  return { list, lookup };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
