import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PackageStatus } from '../../../contract/orders';
import type { Executor } from '../../db/connect';
import { selectPage } from '../../db/paging';
import { buyOrders, packages, shippingOrderCodes, shippingOrders } from '../../db/schema';
import type { PackageWithOrderRow } from './packages.present';

/**
 * Every query is the caller's own: `user_id` is in each WHERE, so others' parcels do not exist here.
 * A parcel is listed once an order holds it, buy-for-me or consignment: one scanned in China that
 * nobody has claimed is the warehouse's business, not yet the customer's.
 */

/** The parcel with its order, whichever kind it is (a package belongs to at most one). */
const withOrder = {
  package: packages,
  orderKind: sql<'buy' | 'shipping'>`case when ${packages.buyOrderId} is not null then 'buy' else 'shipping' end`,
  orderId: sql<number>`coalesce(${buyOrders.id}, ${shippingOrders.id})`,
  orderCode: sql<string>`coalesce(${buyOrders.code}, ${shippingOrders.code})`,
  volumetricDivisor: sql<number>`coalesce(${buyOrders.feePolicy}, ${shippingOrders.feePolicy}) ->> 'volumetricDivisor'`.mapWith(Number),
};

const selectWithOrder = (db: Executor) =>
  db
    .select(withOrder)
    .from(packages)
    .leftJoin(buyOrders, eq(buyOrders.id, packages.buyOrderId))
    .leftJoin(shippingOrders, eq(shippingOrders.id, packages.shippingOrderId));

const heldByAnOrder = () => or(isNotNull(packages.buyOrderId), isNotNull(packages.shippingOrderId));

/** `%` and `_` typed into a search box are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; `q` matches part of the package or tracking code. */
export async function listPackages(
  db: Executor,
  query: { userId: number; status?: PackageStatus; q?: string; page: number; pageSize: number },
): Promise<{ rows: PackageWithOrderRow[]; total: number }> {
  const pattern = query.q ? `%${likeEscaped(query.q)}%` : undefined;
  const where = and(
    eq(packages.userId, query.userId),
    heldByAnOrder(),
    query.status ? eq(packages.status, query.status) : undefined,
    pattern ? or(ilike(packages.code, pattern), ilike(packages.trackingCode, pattern)) : undefined,
  );
  const select = selectWithOrder(db).orderBy(desc(packages.id)).$dynamic();
  return selectPage(db, { select, from: packages, where }, query);
}

/** The caller's parcels whose package code or tracking code is exactly `code` (case ignored). */
export function findPackagesByCode(db: Executor, { userId, code }: { userId: number; code: string }): Promise<PackageWithOrderRow[]> {
  const matches: SQL = or(sql`upper(${packages.code}) = upper(${code})`, sql`upper(${packages.trackingCode}) = upper(${code})`)!;
  return selectWithOrder(db)
    .where(and(eq(packages.userId, userId), heldByAnOrder(), matches))
    .orderBy(desc(packages.id));
}

/** The caller's buy orders that list `code` among the seller's tracking codes. */
export function findOrdersByTrackingCode(db: Executor, { userId, code }: { userId: number; code: string }) {
  return db
    .select({ id: buyOrders.id, code: buyOrders.code, status: buyOrders.status })
    .from(buyOrders)
    .where(
      and(
        eq(buyOrders.userId, userId),
        sql`exists (select 1 from jsonb_array_elements_text(${buyOrders.trackingCodes}) as t(code) where upper(t.code) = upper(${code}))`,
      ),
    )
    .orderBy(desc(buyOrders.id));
}

/** The caller's consignments that list `code` (stored upper case). */
export function findConsignmentsByTrackingCode(db: Executor, { userId, code }: { userId: number; code: string }) {
  return db
    .select({ id: shippingOrders.id, code: shippingOrders.code, status: shippingOrders.status })
    .from(shippingOrders)
    .innerJoin(shippingOrderCodes, eq(shippingOrderCodes.orderId, shippingOrders.id))
    .where(and(eq(shippingOrders.userId, userId), eq(shippingOrderCodes.code, code.toUpperCase())))
    .orderBy(desc(shippingOrders.id));
}
