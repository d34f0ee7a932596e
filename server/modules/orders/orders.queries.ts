import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { orderStatuses, type OrderStatus, type PackageStatus } from '../../../contract/orders';
import type { Executor, Tx } from '../../db/connect';
import { fromJsonDate, jsonArray, jsonObject } from '../../db/jsonDocument';
import { pageColumns, pageDocument, readPageDocument } from '../../db/pageDocument';
import { preparedPerDb } from '../../db/prepared';
import { findRow, insertWithFreshCode, rowsOf, updateRow, type FindRow } from '../../db/rows';
import { customerCodeLike, likePattern } from '../../db/search';
import { buyOrderEvents, buyOrderItems, buyOrders, orderStatus, packages, users } from '../../db/schema';
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
const summaryKeys = Object.keys(summaryColumns) as Array<keyof typeof summaryColumns>;

/** The list's view of an order's items, in id order (the first is the order's picture). */
export type OrderSummaryItemRow = Pick<OrderItemRow, 'imageUrl' | 'title' | 'titleVi' | 'quantity' | 'quantityBought'>;

/** A row of an order page: the order and its items (the list's view). */
export type OrderPageRow = OrderSummaryRow & { items: OrderSummaryItemRow[] };

/** A row of an order page as the statement's JSON has it (jsonDocument.ts): dates are text. */
type OrderPageJson<Extra> = Omit<OrderPageRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string } & Extra;

const orderStatusArray = sql.raw(`${orderStatus.enumName}[]`);

/**
 * The page of orders `whose` picks, newest first, as one statement answering one JSON document
 * (db/pageDocument.ts): the list is a customer's most visited read, and as a page, its count and
 * the page's items it was three statements. Each order carries its items, gathered into an array.
 * `statuses` is a PostgreSQL array literal of the tab's statuses (every status for the whole
 * list); `pattern` is null when nothing is searched (`search` says what it must match); `extra`
 * adds fields to each row, from its owner's id. Whose orders (`whose`: a customer's, an agency's,
 * everyone's) makes a statement of its own, so each plan reads through that list's own index.
 */
function orderPageStatement(
  db: Executor,
  {
    name,
    whose,
    search,
    extra = {},
  }: { name: string; whose: SQL; search: (pattern: SQL) => SQL; extra?: Record<string, (userId: SQL) => SQL> },
) {
  const pattern = sql`${sql.placeholder('pattern')}::text`;
  const page = db
    .select({ ...summaryColumns, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(buyOrders)
    .where(
      and(
        whose,
        sql`${buyOrders.status} = any(${sql.placeholder('statuses')}::${orderStatusArray})`,
        or(sql`${pattern} is null`, search(pattern)),
      ),
    )
    .orderBy(desc(buyOrders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const item = jsonObject({
    imageUrl: buyOrderItems.imageUrl,
    title: buyOrderItems.title,
    titleVi: buyOrderItems.titleVi,
    quantity: buyOrderItems.quantity,
    quantityBought: buyOrderItems.quantityBought,
  });
  const document = pageDocument(page, {
    ...pageColumns(page, summaryKeys),
    items: sql`(select ${jsonArray(item, sql`${buyOrderItems.id}`)} from ${buyOrderItems} where ${buyOrderItems.orderId} = ${page.id})`,
    ...Object.fromEntries(Object.entries(extra).map(([key, field]) => [key, field(sql`${page.userId}`)])),
  });
  return db.select({ document }).from(page).prepare(name);
}

type OrderListQuery = { statuses: readonly OrderStatus[]; q?: string; page: number; pageSize: number };

type OrderPageStatement = { execute(values: Record<string, unknown>): Promise<Array<{ document: string }>> };

/** Runs an order page (see orderPageStatement) with `values` for its owner's placeholders. */
async function readOrderPage<Extra = unknown>(
  statement: OrderPageStatement,
  values: Record<string, unknown>,
  query: OrderListQuery,
): Promise<{ rows: Array<OrderPageRow & Extra>; total: number }> {
  const filters = {
    statuses: `{${(query.statuses.length > 0 ? query.statuses : orderStatuses).join(',')}}`,
    pattern: query.q ? likePattern(query.q) : null,
  };
  const page = await readPageDocument<OrderPageJson<Extra>>((place) => statement.execute({ ...values, ...filters, ...place }), query);
  return {
    total: page.total,
    rows: page.rows.map((row) => ({ ...row, createdAt: fromJsonDate(row.createdAt), updatedAt: fromJsonDate(row.updatedAt) })),
  };
}

const codeLike = (pattern: SQL) => sql`${buyOrders.code} ilike ${pattern}`;

const customerOrderPage = preparedPerDb((db) =>
  orderPageStatement(db, { name: 'order_page_of_customer', whose: eq(buyOrders.userId, sql.placeholder('userId')), search: codeLike }),
);

/** One customer's orders, newest first; `q` finds part of the order code. */
export const listOrders = (db: Executor, query: OrderListQuery & { userId: number }) =>
  readOrderPage(customerOrderPage(db), { userId: query.userId }, query);

const placedOrderPage = preparedPerDb((db) => {
  const userId = sql`${sql.placeholder('userId')}::int`;
  return orderPageStatement(db, {
    name: 'order_page_placed_by',
    whose: and(
      eq(buyOrders.placedBy, sql.placeholder('placedBy')),
      or(sql`${userId} is null`, sql`${buyOrders.userId} = ${userId}`),
    ) as SQL,
    search: codeLike,
  });
});

/** The orders an agency placed for its customers; with `userId`, for that customer only. */
export const listPlacedOrders = (db: Executor, query: OrderListQuery & { placedBy: number; userId?: number }) =>
  readOrderPage(placedOrderPage(db), { placedBy: query.placedBy, userId: query.userId ?? null }, query);

const staffOrderPage = preparedPerDb((db) =>
  orderPageStatement(db, {
    name: 'order_page_for_staff',
    whose: sql`true`,
    search: (pattern) => sql`(${codeLike(pattern)} or ${customerCodeLike(buyOrders.userId, pattern)})`,
    extra: { customerCode: (userId) => sql`(select ${users.customerCode} from ${users} where ${users.id} = ${userId})` },
  }),
);

/** Every customer's orders for staff, newest first, with whose they are; `q` finds part of the order or customer code. */
export const listStaffOrders = (db: Executor, query: OrderListQuery) =>
  readOrderPage<{ customerCode: string }>(staffOrderPage(db), {}, query);

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
