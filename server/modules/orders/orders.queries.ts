import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PackageStatus } from '../../../contract/orders';
import type { Executor, Tx } from '../../db/connect';
import { selectPage } from '../../db/paging';
import { findRow, insertWithFreshCode, rowsOf, updateRow, type FindRow } from '../../db/rows';
import { customerCodeLike, likePattern } from '../../db/search';
import { buyOrderEvents, buyOrderItems, buyOrders, packages, users } from '../../db/schema';
import { arrivalStamp } from '../packages/packageArrival';

/**
 * Orders, their items, packages and timeline. Every function takes the caller's handle, a
 * transaction when the service changes money or status, so the order and its ledger entries
 * commit together. `userId`, when given, is part of the WHERE: another customer's order is as
 * absent as a missing one.
 */

export type OrderRow = typeof buyOrders.$inferSelect;
export type NewOrder = typeof buyOrders.$inferInsert;
export type OrderItemRow = typeof buyOrderItems.$inferSelect;
export type NewOrderItem = typeof buyOrderItems.$inferInsert;
export type PackageRow = typeof packages.$inferSelect;
export type NewPackage = typeof packages.$inferInsert;
export type OrderEventRow = typeof buyOrderEvents.$inferSelect;

/** Under a fresh code from `draw`, drawn again while the code is taken. */
export const insertOrder = (tx: Tx, values: Omit<NewOrder, 'code'>, draw: () => string): Promise<OrderRow> =>
  insertWithFreshCode(tx, buyOrders, { values, draw, what: 'order' });

export async function insertItems(tx: Tx, values: NewOrderItem[]): Promise<void> {
  if (values.length > 0) await tx.insert(buyOrderItems).values(values);
}

export async function insertPackages(tx: Tx, values: NewPackage[]): Promise<void> {
  if (values.length > 0) await tx.insert(packages).values(values);
}

export async function appendEvent(
  tx: Tx,
  { now, ...event }: { orderId: number; status: OrderStatus; note: string | null; createdBy: number | null; now: Date },
): Promise<void> {
  await tx.insert(buyOrderEvents).values({ ...event, createdAt: now });
}

/**
 * With `lock`, the row stays locked until the transaction ends: moves on one order (a customer's
 * cancel racing a staff member's purchase) run one after the other on PostgreSQL, and the second
 * sees the status the first left.
 */
export const findOrder = (db: Executor, input: FindRow): Promise<OrderRow | undefined> => findRow(db, buyOrders, input);

/**
 * The buy-for-me orders a parcel scanned in China may belong to: the seller shipped them under
 * this tracking code (as staff typed it, any case) and they are not past the China warehouse.
 * With `userId` (the label named a customer), only theirs. Locked, in id order.
 */
export async function ordersAwaitingParcel(tx: Tx, { code, userId }: { code: string; userId?: number }): Promise<OrderRow[]> {
  return tx
    .select()
    .from(buyOrders)
    .where(
      and(
        inArray(buyOrders.status, ['sellerShipped', 'arrivedChina']),
        sql`exists (select 1 from jsonb_array_elements_text(${buyOrders.trackingCodes}) as shipped(code) where upper(shipped.code) = ${code.toUpperCase()})`,
        userId === undefined ? undefined : eq(buyOrders.userId, userId),
      ),
    )
    .orderBy(asc(buyOrders.id))
    .for('update');
}

/** A parcel scanned in China becomes the order's (and its customer's). */
export async function assignPackageToOrder(tx: Tx, { packageId, order, at }: { packageId: number; order: OrderRow; at: Date }) {
  await tx.update(packages).set({ userId: order.userId, buyOrderId: order.id, updatedAt: at }).where(eq(packages.id, packageId));
}

/** Any customer's order with that customer's code, for staff. */
export async function findOrderWithCustomer(
  db: Executor,
  { id }: { id: number },
): Promise<{ order: OrderRow; customerCode: string } | undefined> {
  const [row] = await db
    .select({ order: buyOrders, customerCode: users.customerCode })
    .from(buyOrders)
    .innerJoin(users, eq(users.id, buyOrders.userId))
    .where(eq(buyOrders.id, id));
  return row;
}

export const updateOrder = (tx: Tx, { id, values }: { id: number; values: Partial<NewOrder> }): Promise<OrderRow> =>
  updateRow(tx, buyOrders, { id, values, what: 'order' });

export async function setItemBought(
  tx: Tx,
  { id, quantityBought, actualUnitPriceFen }: { id: number; quantityBought: number; actualUnitPriceFen: number },
): Promise<void> {
  await tx.update(buyOrderItems).set({ quantityBought, actualUnitPriceFen }).where(eq(buyOrderItems.id, id));
}

/**
 * Locks the order's packages, before the order itself: the warehouse and delivery requests lock
 * packages first and then their orders, so every path takes the two in the same order and none
 * waits on another in a circle (a deadlock PostgreSQL would end by killing one of them).
 */
export async function lockPackagesOf(tx: Tx, { orderId }: { orderId: number }): Promise<void> {
  await tx.select({ id: packages.id }).from(packages).where(eq(packages.buyOrderId, orderId)).orderBy(asc(packages.id)).for('update');
}

/** Packages follow their order's logistics status (see docs/domain.md); reaching Vietnam stamps their arrival. */
export async function setPackagesStatus(
  tx: Tx,
  { orderId, status, now }: { orderId: number; status: PackageStatus; now: Date },
): Promise<void> {
  await tx
    .update(packages)
    .set({ status, ...arrivalStamp(status, now), updatedAt: now })
    .where(eq(packages.buyOrderId, orderId));
}

export const itemsOf = (db: Executor, { orderIds }: { orderIds: number[] }): Promise<OrderItemRow[]> =>
  rowsOf(db, buyOrderItems, buyOrderItems.orderId, orderIds);

export const packagesOf = (db: Executor, { orderId }: { orderId: number }): Promise<PackageRow[]> =>
  rowsOf(db, packages, packages.buyOrderId, [orderId]);

export const eventsOf = (db: Executor, { orderId }: { orderId: number }): Promise<OrderEventRow[]> =>
  rowsOf(db, buyOrderEvents, buyOrderEvents.orderId, [orderId]);

/** What a row of the order list shows: no fee policy, address or fee lines to read and parse. */
const summaryColumns = {
  id: buyOrders.id,
  userId: buyOrders.userId,
  code: buyOrders.code,
  status: buyOrders.status,
  site: buyOrders.site,
  shop: buyOrders.shop,
  totalVnd: buyOrders.totalVnd,
  paidVnd: buyOrders.paidVnd,
  createdAt: buyOrders.createdAt,
  updatedAt: buyOrders.updatedAt,
};
export type OrderSummaryRow = Pick<OrderRow, keyof typeof summaryColumns>;

const summaryItemColumns = {
  orderId: buyOrderItems.orderId,
  imageUrl: buyOrderItems.imageUrl,
  title: buyOrderItems.title,
  titleVi: buyOrderItems.titleVi,
  quantity: buyOrderItems.quantity,
  quantityBought: buyOrderItems.quantityBought,
};
export type OrderSummaryItemRow = Pick<OrderItemRow, keyof typeof summaryItemColumns>;

/** The list's view of the items of these orders, in id order (the first is the order's picture). */
export async function summaryItemsOf(db: Executor, { orderIds }: { orderIds: number[] }): Promise<OrderSummaryItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select(summaryItemColumns).from(buyOrderItems).where(inArray(buyOrderItems.orderId, orderIds)).orderBy(asc(buyOrderItems.id));
}

type OrderListQuery = { statuses: readonly OrderStatus[]; q?: string; page: number; pageSize: number };

/** No statuses: every status. */
const statusesIn = (statuses: readonly OrderStatus[]) => (statuses.length > 0 ? inArray(buyOrders.status, [...statuses]) : undefined);

/** The orders `whose` picks, newest first; `q` finds part of the order code. */
async function listOrdersOf(
  db: Executor,
  whose: SQL | undefined,
  query: OrderListQuery,
): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const where = and(whose, statusesIn(query.statuses), query.q ? ilike(buyOrders.code, likePattern(query.q)) : undefined);
  const select = db.select(summaryColumns).from(buyOrders).orderBy(desc(buyOrders.id)).$dynamic();
  return selectPage(db, { select, from: buyOrders, where }, query);
}

/** One customer's orders. */
export const listOrders = (db: Executor, query: OrderListQuery & { userId: number }) =>
  listOrdersOf(db, eq(buyOrders.userId, query.userId), query);

/** The orders an agency placed for its customers; with `userId`, for that customer only. */
export const listPlacedOrders = (db: Executor, query: OrderListQuery & { placedBy: number; userId?: number }) =>
  listOrdersOf(
    db,
    and(eq(buyOrders.placedBy, query.placedBy), query.userId === undefined ? undefined : eq(buyOrders.userId, query.userId)),
    query,
  );

/** Every customer's orders for staff, newest first, with whose they are; `q` finds part of the order or customer code. */
export async function listStaffOrders(
  db: Executor,
  query: OrderListQuery,
): Promise<{ rows: Array<OrderSummaryRow & { customerCode: string }>; total: number }> {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    statusesIn(query.statuses),
    pattern ? or(ilike(buyOrders.code, pattern), customerCodeLike(buyOrders.userId, pattern)) : undefined,
  );
  const select = db
    .select({ ...summaryColumns, customerCode: users.customerCode })
    .from(buyOrders)
    .innerJoin(users, eq(users.id, buyOrders.userId))
    .orderBy(desc(buyOrders.id))
    .$dynamic();
  return selectPage(db, { select, from: buyOrders, where }, query);
}

/** Orders out for delivery since `cutoff` or earlier (their latest `delivering` entry), oldest first. */
export async function findDeliveringSince(db: Executor, { cutoff }: { cutoff: Date }): Promise<number[]> {
  const since = db
    .select({ orderId: buyOrderEvents.orderId, at: sql<Date>`max(${buyOrderEvents.createdAt})`.as('at') })
    .from(buyOrderEvents)
    .where(eq(buyOrderEvents.status, 'delivering'))
    .groupBy(buyOrderEvents.orderId)
    .as('since');
  const rows = await db
    .select({ id: buyOrders.id })
    .from(buyOrders)
    .innerJoin(since, eq(since.orderId, buyOrders.id))
    .where(and(eq(buyOrders.status, 'delivering'), lte(since.at, cutoff)))
    .orderBy(asc(buyOrders.id));
  return rows.map((row) => row.id);
}
