import { and, asc, desc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ConsignmentStatus, TrackingCodeStatus } from '../../../contract/shipmentStatus';
import type { Executor, Tx } from '../../db/connect';
import { selectPage } from '../../db/paging';
import { findRow, insertWithFreshCode, rowsOf, updateRow, type FindRow } from '../../db/rows';
import { packages, shippingOrderCodes, shippingOrderEvents, shippingOrders, users } from '../../db/schema';

/**
 * Consignments, their tracking codes, packages and timeline. `userId`, when given, is part of the
 * WHERE: another customer's consignment is as absent as a missing one.
 */

export type ConsignmentRow = typeof shippingOrders.$inferSelect;
export type NewConsignment = typeof shippingOrders.$inferInsert;
export type TrackingCodeRow = typeof shippingOrderCodes.$inferSelect;
export type ConsignmentEventRow = typeof shippingOrderEvents.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;

/** Received or cancelled: nothing more will happen to it, so its codes are free again. */
export const closedConsignment: readonly ConsignmentStatus[] = ['received', 'cancelled'];
const isOpen = () => notInArray(shippingOrders.status, [...closedConsignment]);

/** Under a fresh code from `draw`, drawn again while the code is taken. */
export const insertConsignment = (tx: Tx, values: Omit<NewConsignment, 'code'>, draw: () => string): Promise<ConsignmentRow> =>
  insertWithFreshCode(tx, shippingOrders, { values, draw, what: 'consignment' });

export async function insertTrackingCodes(tx: Tx, { orderId, codes }: { orderId: number; codes: readonly string[] }): Promise<void> {
  if (codes.length > 0) await tx.insert(shippingOrderCodes).values(codes.map((code) => ({ orderId, code })));
}

export async function appendConsignmentEvent(
  tx: Tx,
  { now, ...event }: { orderId: number; status: ConsignmentStatus; note: string | null; createdBy: number | null; now: Date },
): Promise<void> {
  await tx.insert(shippingOrderEvents).values({ ...event, createdAt: now });
}

/** With `lock`, the row stays locked until the transaction ends (as orders.queries.ts `findOrder`). */
export const findConsignment = (db: Executor, input: FindRow): Promise<ConsignmentRow | undefined> => findRow(db, shippingOrders, input);

export const updateConsignment = (tx: Tx, { id, values }: { id: number; values: Partial<NewConsignment> }): Promise<ConsignmentRow> =>
  updateRow(tx, shippingOrders, { id, values, what: 'consignment' });

export const trackingCodesOf = (db: Executor, { orderId }: { orderId: number }): Promise<TrackingCodeRow[]> =>
  rowsOf(db, shippingOrderCodes, shippingOrderCodes.orderId, [orderId]);

export const consignmentPackagesOf = (db: Executor, { orderId }: { orderId: number }): Promise<PackageRow[]> =>
  rowsOf(db, packages, packages.shippingOrderId, [orderId]);

export const consignmentEventsOf = (db: Executor, { orderId }: { orderId: number }): Promise<ConsignmentEventRow[]> =>
  rowsOf(db, shippingOrderEvents, shippingOrderEvents.orderId, [orderId]);

export async function customerCodeOf(db: Executor, { userId }: { userId: number }): Promise<string> {
  const [row] = await db.select({ customerCode: users.customerCode }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} has no row`);
  return row.customerCode;
}

/** Which of `codes` are on one of this customer's open consignments (other customers' are never looked at). */
export async function codesInOpenConsignments(
  tx: Tx,
  { userId, codes }: { userId: number; codes: readonly string[] },
): Promise<Set<string>> {
  const rows = await tx
    .select({ code: shippingOrderCodes.code })
    .from(shippingOrderCodes)
    .innerJoin(shippingOrders, eq(shippingOrders.id, shippingOrderCodes.orderId))
    .where(and(eq(shippingOrders.userId, userId), isOpen(), inArray(shippingOrderCodes.code, [...codes])));
  return new Set(rows.map((row) => row.code));
}

/**
 * Parcels with one of `codes` that no order holds and this customer may claim: nobody's, or
 * theirs, and labelled with no customer code or theirs. Locked, so two claims cannot both take one.
 */
export function claimablePackages(
  tx: Tx,
  { userId, customerCode, codes }: { userId: number; customerCode: string; codes: readonly string[] },
): Promise<PackageRow[]> {
  return tx
    .select()
    .from(packages)
    .where(
      and(
        inArray(packages.trackingCode, [...codes]),
        isNull(packages.buyOrderId),
        isNull(packages.shippingOrderId),
        or(isNull(packages.userId), eq(packages.userId, userId)),
        or(isNull(packages.labelCustomerCode), eq(packages.labelCustomerCode, customerCode)),
      ),
    )
    .orderBy(asc(packages.id))
    .for('update');
}

/**
 * The open consignments listing `code` whose code no parcel has matched yet (`created`, or
 * `received` when a parcel was ambiguous), locked; only the customer `customerCode` names, when given.
 */
export async function consignmentsAwaiting(
  tx: Tx,
  { code, customerCode }: { code: string; customerCode?: string },
): Promise<ConsignmentRow[]> {
  const awaiting: TrackingCodeStatus[] = ['created', 'received'];
  const rows = await tx
    .select({ order: shippingOrders })
    .from(shippingOrders)
    .innerJoin(shippingOrderCodes, eq(shippingOrderCodes.orderId, shippingOrders.id))
    .innerJoin(users, eq(users.id, shippingOrders.userId))
    .where(
      and(
        eq(shippingOrderCodes.code, code),
        inArray(shippingOrderCodes.status, awaiting),
        isOpen(),
        customerCode === undefined ? undefined : eq(users.customerCode, customerCode),
      ),
    )
    .orderBy(asc(shippingOrders.id))
    .for('update', { of: shippingOrders });
  return rows.map((row) => row.order);
}

/** The parcels become the order's, and so its customer's. */
export async function assignPackages(
  tx: Tx,
  { ids, userId, orderId, at }: { ids: number[]; userId: number; orderId: number; at: Date },
): Promise<void> {
  if (ids.length > 0) await tx.update(packages).set({ userId, shippingOrderId: orderId, updatedAt: at }).where(inArray(packages.id, ids));
}

export async function setTrackingCodeStatus(
  tx: Tx,
  { orderIds, code, status, receivedAt }: { orderIds: number[]; code: string; status: TrackingCodeStatus; receivedAt: Date },
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(shippingOrderCodes)
    .set({ status, receivedAt })
    .where(and(inArray(shippingOrderCodes.orderId, orderIds), eq(shippingOrderCodes.code, code)));
}

/** `%` and `_` typed into a search box are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The outer order's id inside a correlated subquery, spelled with its table: drizzle leaves columns
 * unqualified in a query without joins, and a bare "id" there would be the inner table's.
 */
const outerOrderId = sql`${shippingOrders}.${sql.identifier('id')}`;

const summaryColumns = {
  id: shippingOrders.id,
  code: shippingOrders.code,
  status: shippingOrders.status,
  goods: shippingOrders.goods,
  warehouse: shippingOrders.warehouse,
  line: shippingOrders.line,
  totalVnd: shippingOrders.totalVnd,
  paidVnd: shippingOrders.paidVnd,
  createdAt: shippingOrders.createdAt,
  updatedAt: shippingOrders.updatedAt,
  trackingCodeCount: sql<number>`(select count(*) from ${shippingOrderCodes} where ${shippingOrderCodes.orderId} = ${outerOrderId})::int`,
  matchedCount: sql<number>`(select count(*) from ${shippingOrderCodes} where ${shippingOrderCodes.orderId} = ${outerOrderId} and ${shippingOrderCodes.status} = 'matched')::int`,
  packageCount: sql<number>`(select count(*) from ${packages} where ${packages.shippingOrderId} = ${outerOrderId})::int`,
};
export type ConsignmentSummaryRow = { [K in keyof typeof summaryColumns]: K extends keyof ConsignmentRow ? ConsignmentRow[K] : number };

/** Newest first; `q` matches part of the order code or of any of its tracking codes. */
export async function listConsignments(
  db: Executor,
  query: { userId: number; statuses: readonly ConsignmentStatus[]; q?: string; page: number; pageSize: number },
): Promise<{ rows: ConsignmentSummaryRow[]; total: number }> {
  const pattern = query.q ? `%${likeEscaped(query.q)}%` : undefined;
  const matchesCode = (p: string): SQL =>
    or(
      ilike(shippingOrders.code, p),
      sql`exists (select 1 from ${shippingOrderCodes} where ${shippingOrderCodes.orderId} = ${outerOrderId} and ${shippingOrderCodes.code} ilike ${p})`,
    )!;
  const where = and(
    eq(shippingOrders.userId, query.userId),
    query.statuses.length > 0 ? inArray(shippingOrders.status, [...query.statuses]) : undefined,
    pattern ? matchesCode(pattern) : undefined,
  );
  const select = db.select(summaryColumns).from(shippingOrders).orderBy(desc(shippingOrders.id)).$dynamic();
  return selectPage(db, { select, from: shippingOrders, where }, query);
}
