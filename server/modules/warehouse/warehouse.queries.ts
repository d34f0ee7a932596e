import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PackageStatus } from '../../../contract/orders';
import type { Executor, Tx } from '../../db/connect';
import { selectPage } from '../../db/paging';
import { insertWithFreshCode } from '../../db/rows';
import { buyOrders, packages, shippingOrders, users } from '../../db/schema';

/** Packages as the warehouse sees them: every customer's, and those no order holds yet. */

export type PackageRow = typeof packages.$inferSelect;
export type NewPackage = typeof packages.$inferInsert;

/** The parcel, its owner's customer code and the order holding it (either kind), with that order's divisor. */
const staffColumns = {
  package: packages,
  customerCode: users.customerCode,
  buyOrderCode: buyOrders.code,
  shippingOrderCode: shippingOrders.code,
  volumetricDivisor: sql<number | null>`coalesce(${buyOrders.feePolicy}, ${shippingOrders.feePolicy}) ->> 'volumetricDivisor'`.mapWith(
    Number,
  ),
};
export type StaffPackageRow = {
  package: PackageRow;
  customerCode: string | null;
  buyOrderCode: string | null;
  shippingOrderCode: string | null;
  volumetricDivisor: number | null;
};

const selectStaff = (db: Executor) =>
  db
    .select(staffColumns)
    .from(packages)
    .leftJoin(users, eq(users.id, packages.userId))
    .leftJoin(buyOrders, eq(buyOrders.id, packages.buyOrderId))
    .leftJoin(shippingOrders, eq(shippingOrders.id, packages.shippingOrderId));

/** These packages for staff, in the order of `ids`. */
export async function staffPackagesByIds(db: Executor, { ids }: { ids: readonly number[] }): Promise<StaffPackageRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectStaff(db).where(inArray(packages.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.package.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `%` and `_` typed into a search box are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first; `q` matches part of the package, tracking or label code. */
export async function listStaffPackages(
  db: Executor,
  query: { status?: PackageStatus; q?: string; unclaimed?: boolean; page: number; pageSize: number },
): Promise<{ rows: StaffPackageRow[]; total: number }> {
  const pattern = query.q ? `%${likeEscaped(query.q)}%` : undefined;
  const noOrder = and(isNull(packages.buyOrderId), isNull(packages.shippingOrderId));
  const where = and(
    query.status ? eq(packages.status, query.status) : undefined,
    query.unclaimed === undefined
      ? undefined
      : query.unclaimed
        ? noOrder
        : or(isNotNull(packages.buyOrderId), isNotNull(packages.shippingOrderId)),
    pattern
      ? or(ilike(packages.code, pattern), ilike(packages.trackingCode, pattern), ilike(packages.labelCustomerCode, pattern))
      : undefined,
  );
  const select = selectStaff(db).orderBy(desc(packages.id)).$dynamic();
  return selectPage(db, { select, from: packages, where }, query);
}

/** Under a fresh code from `draw`, drawn again while the code is taken. */
export const insertPackage = (tx: Tx, values: Omit<NewPackage, 'code'>, draw: () => string): Promise<PackageRow> =>
  insertWithFreshCode(tx, packages, { values, draw, what: 'package' });

/** Locked until the transaction ends: a measure, a match and a move of one parcel run one after the other. */
export async function findPackageForUpdate(tx: Tx, { id }: { id: number }): Promise<PackageRow | undefined> {
  const [row] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
  return row;
}

/** The packages with these codes, locked in id order (so two moves over the same parcels cannot deadlock). */
export function packagesByCodesForUpdate(tx: Tx, { codes }: { codes: readonly string[] }): Promise<PackageRow[]> {
  return tx
    .select()
    .from(packages)
    .where(inArray(packages.code, [...codes]))
    .orderBy(asc(packages.id))
    .for('update');
}

/** `values` may hold SQL (packageArrival.ts `arrivalStamp` keeps a column's first value). */
export async function updatePackages(
  tx: Tx,
  { ids, values }: { ids: readonly number[]; values: PgUpdateSetSource<typeof packages> },
): Promise<void> {
  if (ids.length > 0)
    await tx
      .update(packages)
      .set(values)
      .where(inArray(packages.id, [...ids]));
}

export async function userIdByCustomerCode(tx: Tx, { customerCode }: { customerCode: string }): Promise<number | undefined> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.customerCode, customerCode));
  return row?.id;
}
