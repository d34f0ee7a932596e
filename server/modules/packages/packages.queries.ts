import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PackageStatus } from '../../../contract/orders';
import type { Db } from '../../db/connect';
import { selectPage } from '../../db/paging';
import { buyOrders, packages } from '../../db/schema';
import type { PackageWithOrderRow } from './packages.present';

/** Every query is the caller's own: `user_id` is in each WHERE, so others' parcels do not exist here. */

const withOrder = {
  package: packages,
  orderId: buyOrders.id,
  orderCode: buyOrders.code,
  volumetricDivisor: sql<number>`(${buyOrders.feePolicy} ->> 'volumetricDivisor')::int`,
};

/** `%` and `_` typed into a search box are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; `q` matches part of the package or tracking code. */
export async function listPackages(
  db: Db,
  query: { userId: number; status?: PackageStatus; q?: string; page: number; pageSize: number },
): Promise<{ rows: PackageWithOrderRow[]; total: number }> {
  const pattern = query.q ? `%${likeEscaped(query.q)}%` : undefined;
  const where = and(
    eq(packages.userId, query.userId),
    query.status ? eq(packages.status, query.status) : undefined,
    pattern ? or(ilike(packages.code, pattern), ilike(packages.trackingCode, pattern)) : undefined,
  );
  const select = db.select(withOrder).from(packages).innerJoin(buyOrders, eq(buyOrders.id, packages.buyOrderId)).orderBy(desc(packages.id)).$dynamic();
  return selectPage(db, { select, from: packages, where }, query);
}

/** The caller's parcels whose package code or tracking code is exactly `code` (case ignored). */
export function findPackagesByCode(db: Db, { userId, code }: { userId: number; code: string }): Promise<PackageWithOrderRow[]> {
  const matches: SQL = or(sql`upper(${packages.code}) = upper(${code})`, sql`upper(${packages.trackingCode}) = upper(${code})`)!;
  return db
    .select(withOrder)
    .from(packages)
    .innerJoin(buyOrders, eq(buyOrders.id, packages.buyOrderId))
    .where(and(eq(packages.userId, userId), matches))
    .orderBy(desc(packages.id));
}

/** The caller's orders that list `code` among the seller's tracking codes. */
export function findOrdersByTrackingCode(db: Db, { userId, code }: { userId: number; code: string }) {
  return db
    .select({ id: buyOrders.id, code: buyOrders.code, status: buyOrders.status })
    .from(buyOrders)
    .where(and(eq(buyOrders.userId, userId), sql`exists (select 1 from jsonb_array_elements_text(${buyOrders.trackingCodes}) as t(code) where upper(t.code) = upper(${code}))`))
    .orderBy(desc(buyOrders.id));
}
