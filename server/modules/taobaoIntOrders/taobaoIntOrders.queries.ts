import { and, asc, eq, exists, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TaobaoIntOrderStatus } from '../../../contract/taobaoIntOrderStatus';
import type { Executor, Tx } from '../../db/connect';
import { pageWithCustomer } from '../../db/paging';
import { eqIfGiven, findRow, insertWithFreshCode, rowsOf, updateRow, type FindRow } from '../../db/rows';
import { customerCodeLike, likePattern } from '../../db/search';
import {
  packages,
  taobaoIntOrderEvents,
  taobaoIntOrderLines,
  taobaoIntOrders,
  taobaoIntPurchases,
  taobaoIntTrackingCodes,
} from '../../db/schema';

/**
 * Taobao Global orders' SQL. `userId`, when given, is part of the WHERE: another person's order is
 * as absent as a missing one. Writes take the caller's transaction, so an order, its ledger
 * entries and its timeline commit together.
 */

export type TaobaoIntOrderRow = typeof taobaoIntOrders.$inferSelect;
export type NewTaobaoIntOrder = typeof taobaoIntOrders.$inferInsert;
export type TaobaoIntLineRow = typeof taobaoIntOrderLines.$inferSelect;
export type NewTaobaoIntLine = typeof taobaoIntOrderLines.$inferInsert;
export type TaobaoIntPurchaseRow = typeof taobaoIntPurchases.$inferSelect;
export type TaobaoIntTrackingCodeRow = typeof taobaoIntTrackingCodes.$inferSelect;
export type TaobaoIntEventRow = typeof taobaoIntOrderEvents.$inferSelect;

// ── Orders ───────────────────────────────────────────────────────────────────────────────────

/** Under a fresh code from `draw`, drawn again while the code is taken. */
export const insertTaobaoIntOrder = (tx: Tx, values: Omit<NewTaobaoIntOrder, 'code'>, draw: () => string): Promise<TaobaoIntOrderRow> =>
  insertWithFreshCode(tx, taobaoIntOrders, { values, draw, what: 'Taobao Global order' });

/** With `lock`, the row stays locked until the transaction ends: the sync, a refund and a scan change one order one after the other. */
export const findTaobaoIntOrder = (db: Executor, input: FindRow): Promise<TaobaoIntOrderRow | undefined> =>
  findRow(db, taobaoIntOrders, input);

export const updateTaobaoIntOrder = (
  tx: Executor,
  { id, values }: { id: number; values: Partial<Omit<NewTaobaoIntOrder, 'id' | 'userId' | 'code'>> },
): Promise<TaobaoIntOrderRow> => updateRow(tx, taobaoIntOrders, { id, values, what: 'Taobao Global order' });

/**
 * Takes the order for the caller until `until`, unless someone else holds it: one conditional
 * update, so of two server processes (or a request and the sync) only one wins. `statuses`
 * narrows which orders may be taken.
 */
export async function leaseTaobaoIntOrder(
  db: Executor,
  { id, now, until, statuses }: { id: number; now: Date; until: Date; statuses: readonly TaobaoIntOrderStatus[] },
): Promise<TaobaoIntOrderRow | undefined> {
  const [row] = await db
    .update(taobaoIntOrders)
    .set({ leasedUntil: until })
    .where(
      and(
        eq(taobaoIntOrders.id, id),
        inArray(taobaoIntOrders.status, [...statuses]),
        or(isNull(taobaoIntOrders.leasedUntil), lt(taobaoIntOrders.leasedUntil, now)),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes up to `limit` orders due for a sync, skipping rows another process is taking at this
 * moment (FOR UPDATE SKIP LOCKED) and orders it holds (`leased_until` in the future): each order
 * goes to one process, which holds it until `until`.
 */
export async function leaseDueTaobaoIntOrders(
  db: Executor,
  { now, until, limit }: { now: Date; until: Date; limit: number },
): Promise<TaobaoIntOrderRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: taobaoIntOrders.id })
      .from(taobaoIntOrders)
      .where(and(lte(taobaoIntOrders.nextSyncAt, now), or(isNull(taobaoIntOrders.leasedUntil), lt(taobaoIntOrders.leasedUntil, now))))
      .orderBy(asc(taobaoIntOrders.nextSyncAt), asc(taobaoIntOrders.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(taobaoIntOrders)
      .set({ leasedUntil: until })
      .where(
        inArray(
          taobaoIntOrders.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export interface TaobaoIntOrderFilter {
  userId?: number;
  status?: TaobaoIntOrderStatus;
  q?: string;
  /** Staff search: the customer code too. */
  byCustomer?: boolean;
}

function orderConditions({ userId, status, q, byCustomer }: TaobaoIntOrderFilter): SQL | undefined {
  const pattern = q ? likePattern(q) : undefined;
  const titleMatches = (like: string) =>
    exists(
      sql`(select 1 from ${taobaoIntOrderLines} where ${taobaoIntOrderLines.orderId} = ${taobaoIntOrders.id} and (${ilike(taobaoIntOrderLines.title, like)} or ${ilike(taobaoIntOrderLines.titleVi, like)}))`,
    );
  return and(
    eqIfGiven(taobaoIntOrders.userId, userId),
    eqIfGiven(taobaoIntOrders.status, status),
    pattern
      ? or(ilike(taobaoIntOrders.code, pattern), byCustomer ? customerCodeLike(taobaoIntOrders.userId, pattern) : titleMatches(pattern))
      : undefined,
  );
}

/** Newest first, with the customer's code for staff lists. */
export async function listTaobaoIntOrders(
  db: Executor,
  filter: TaobaoIntOrderFilter & { page: number; pageSize: number },
): Promise<{ rows: Array<{ order: TaobaoIntOrderRow; customerCode: string }>; total: number }> {
  return pageWithCustomer(db, taobaoIntOrders, { as: 'order', where: orderConditions(filter), paging: filter });
}

// ── Lines, purchases, tracking codes, timeline ───────────────────────────────────────────────

export async function insertTaobaoIntLines(tx: Tx, values: NewTaobaoIntLine[]): Promise<void> {
  if (values.length > 0) await tx.insert(taobaoIntOrderLines).values(values);
}

export const linesOf = (db: Executor, { orderIds }: { orderIds: readonly number[] }): Promise<TaobaoIntLineRow[]> =>
  rowsOf(db, taobaoIntOrderLines, taobaoIntOrderLines.orderId, orderIds);

export async function findTaobaoIntLine(db: Executor, { id, userId }: { id: number; userId: number }) {
  const [row] = await db
    .select({ line: taobaoIntOrderLines, order: taobaoIntOrders })
    .from(taobaoIntOrderLines)
    .innerJoin(taobaoIntOrders, eq(taobaoIntOrders.id, taobaoIntOrderLines.orderId))
    .where(and(eq(taobaoIntOrderLines.id, id), eq(taobaoIntOrders.userId, userId)));
  return row;
}

/** The sub-order a line became, once the platform made the purchase orders. */
export async function setLinePurchase(
  tx: Tx,
  { orderId, lineNo, purchaseRowId, subOrderId }: { orderId: number; lineNo: string; purchaseRowId: number; subOrderId: string },
): Promise<void> {
  await tx
    .update(taobaoIntOrderLines)
    .set({ purchaseRowId, subOrderId })
    .where(and(eq(taobaoIntOrderLines.orderId, orderId), eq(taobaoIntOrderLines.lineNo, lineNo)));
}

/** Inserts the purchase order unless the order has it already; answers the stored row either way. */
export async function upsertPurchase(
  tx: Tx,
  values: Pick<TaobaoIntPurchaseRow, 'orderId' | 'purchaseId' | 'supplier' | 'platformState' | 'goodsFen' | 'domesticShippingFen'> & {
    state: TaobaoIntPurchaseRow['state'];
    now: Date;
  },
): Promise<TaobaoIntPurchaseRow> {
  const { now, ...fields } = values;
  await tx
    .insert(taobaoIntPurchases)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [taobaoIntPurchases.orderId, taobaoIntPurchases.purchaseId] });
  const [row] = await tx
    .select()
    .from(taobaoIntPurchases)
    .where(and(eq(taobaoIntPurchases.orderId, values.orderId), eq(taobaoIntPurchases.purchaseId, values.purchaseId)));
  if (!row) throw new Error(`purchase order ${values.purchaseId} vanished while it was stored`);
  return row;
}

export const purchasesOf = (db: Executor, { orderIds }: { orderIds: readonly number[] }): Promise<TaobaoIntPurchaseRow[]> =>
  rowsOf(db, taobaoIntPurchases, taobaoIntPurchases.orderId, orderIds);

export async function updatePurchase(
  tx: Tx,
  { id, values }: { id: number; values: Partial<Omit<TaobaoIntPurchaseRow, 'id' | 'orderId' | 'purchaseId'>> },
): Promise<void> {
  await tx.update(taobaoIntPurchases).set(values).where(eq(taobaoIntPurchases.id, id));
}

/** Marks the unpaid share of a purchase order given back; false when it was already (so it is given once). */
export async function markUnpaidRefunded(tx: Tx, { id, now }: { id: number; now: Date }): Promise<boolean> {
  const marked = await tx
    .update(taobaoIntPurchases)
    .set({ unpaidRefundedAt: now, updatedAt: now })
    .where(and(eq(taobaoIntPurchases.id, id), isNull(taobaoIntPurchases.unpaidRefundedAt)))
    .returning({ id: taobaoIntPurchases.id });
  return marked.length > 0;
}

/** Adds the codes a purchase order has not listed yet; answers the ones that were new. */
export async function addTrackingCodes(
  tx: Tx,
  {
    orderId,
    purchaseRowId,
    codes,
    now,
  }: {
    orderId: number;
    purchaseRowId: number;
    codes: ReadonlyArray<{ code: string; carrier: string | null; shippedAt: Date | null }>;
    now: Date;
  },
): Promise<string[]> {
  if (codes.length === 0) return [];
  const added = await tx
    .insert(taobaoIntTrackingCodes)
    .values(codes.map((code) => ({ orderId, purchaseRowId, ...code, createdAt: now })))
    .onConflictDoNothing({ target: [taobaoIntTrackingCodes.purchaseRowId, taobaoIntTrackingCodes.code] })
    .returning({ code: taobaoIntTrackingCodes.code });
  return added.map((row) => row.code);
}

export const trackingCodesOf = (db: Executor, { orderIds }: { orderIds: readonly number[] }): Promise<TaobaoIntTrackingCodeRow[]> =>
  rowsOf(db, taobaoIntTrackingCodes, taobaoIntTrackingCodes.orderId, orderIds);

/**
 * Orders a parcel scanned under `code` may belong to: a purchase order shipped under it, the order
 * still followed (not closed), and the label's customer when it names one. Locked, so a scan and
 * the sync meet one after the other.
 */
export async function taobaoIntOrdersAwaitingParcel(
  tx: Tx,
  { code, userId }: { code: string; userId?: number },
): Promise<TaobaoIntOrderRow[]> {
  return tx
    .select()
    .from(taobaoIntOrders)
    .where(
      and(
        inArray(taobaoIntOrders.status, ['awaitingShipment', 'shipping', 'received']),
        exists(
          sql`(select 1 from ${taobaoIntTrackingCodes} where ${taobaoIntTrackingCodes.orderId} = ${taobaoIntOrders.id} and ${taobaoIntTrackingCodes.code} = ${code.toUpperCase()})`,
        ),
        userId === undefined ? undefined : eq(taobaoIntOrders.userId, userId),
      ),
    )
    .orderBy(asc(taobaoIntOrders.id))
    .for('update');
}

export async function findTaobaoIntOrderByConsignment(tx: Tx, { consignmentId }: { consignmentId: number }) {
  const [row] = await tx.select().from(taobaoIntOrders).where(eq(taobaoIntOrders.consignmentId, consignmentId)).for('update');
  return row;
}

export async function appendTaobaoIntEvent(
  tx: Tx,
  { now, ...event }: { orderId: number; status: TaobaoIntOrderStatus; note: string | null; now: Date },
): Promise<void> {
  await tx.insert(taobaoIntOrderEvents).values({ ...event, createdAt: now });
}

export const eventsOf = (db: Executor, { orderId }: { orderId: number }): Promise<TaobaoIntEventRow[]> =>
  rowsOf(db, taobaoIntOrderEvents, taobaoIntOrderEvents.orderId, [orderId]);

/** Tracking codes of the parcels the order's consignment holds: the goods that reached the China warehouse. */
export async function arrivedCodes(db: Executor, { consignmentId }: { consignmentId: number | null }): Promise<Set<string>> {
  if (consignmentId === null) return new Set();
  const rows = await db
    .select({ code: packages.trackingCode })
    .from(packages)
    .where(and(eq(packages.shippingOrderId, consignmentId), isNotNull(packages.trackingCode)));
  return new Set(rows.flatMap((row) => (row.code ? [row.code.toUpperCase()] : [])));
}
