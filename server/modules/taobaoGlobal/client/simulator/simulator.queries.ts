import { and, asc, count, desc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { PurchaseState } from '../../../../../contract/taobaoGlobalStatus';
import type { Executor, Tx } from '../../../../db/connect';
import { taobaoGlobalSimLines, taobaoGlobalSimOrders } from '../../../../db/schema';

/** The simulator's SQL. Every lookup a token makes names its account, so another account's order is never found. */

export type SimOrderRow = typeof taobaoGlobalSimOrders.$inferSelect;
export type SimLineRow = typeof taobaoGlobalSimLines.$inferSelect;
export type SimOrder = SimOrderRow & { lines: SimLineRow[] };

type NewLine = Omit<typeof taobaoGlobalSimLines.$inferInsert, 'id' | 'orderId'>;
type NewOrder = Pick<SimOrderRow, 'account' | 'outerPurchaseId' | 'supplier' | 'goodsFen' | 'domesticShippingFen'>;

export interface SimOrderFilter {
  account: string;
  ids?: readonly number[];
  outerPurchaseId?: string;
  state?: PurchaseState;
  modifiedFrom?: Date;
  modifiedTo?: Date;
}

async function withLines(db: Executor, orders: SimOrderRow[]): Promise<SimOrder[]> {
  if (orders.length === 0) return [];
  const lines = await db
    .select()
    .from(taobaoGlobalSimLines)
    .where(
      inArray(
        taobaoGlobalSimLines.orderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(taobaoGlobalSimLines.id));
  return orders.map((order) => ({ ...order, lines: lines.filter((line) => line.orderId === order.id) }));
}

function conditions(filter: SimOrderFilter): SQL | undefined {
  return and(
    eq(taobaoGlobalSimOrders.account, filter.account),
    filter.ids ? inArray(taobaoGlobalSimOrders.id, [...filter.ids]) : undefined,
    filter.outerPurchaseId !== undefined ? eq(taobaoGlobalSimOrders.outerPurchaseId, filter.outerPurchaseId) : undefined,
    filter.state ? eq(taobaoGlobalSimOrders.state, filter.state) : undefined,
    filter.modifiedFrom ? gte(taobaoGlobalSimOrders.updatedAt, filter.modifiedFrom) : undefined,
    filter.modifiedTo ? lte(taobaoGlobalSimOrders.updatedAt, filter.modifiedTo) : undefined,
  );
}

/** Newest first. */
export async function listSimOrders(
  db: Executor,
  { filter, limit, offset }: { filter: SimOrderFilter; limit: number; offset: number },
): Promise<{ orders: SimOrder[]; total: number }> {
  const where = conditions(filter);
  const rows = await db
    .select()
    .from(taobaoGlobalSimOrders)
    .where(where)
    .orderBy(desc(taobaoGlobalSimOrders.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(taobaoGlobalSimOrders).where(where);
  return { orders: await withLines(db, rows), total: counted?.total ?? 0 };
}

export async function findSimOrder(db: Executor, { id, account }: { id: number; account?: string }): Promise<SimOrder | undefined> {
  const [row] = await db
    .select()
    .from(taobaoGlobalSimOrders)
    .where(and(eq(taobaoGlobalSimOrders.id, id), account === undefined ? undefined : eq(taobaoGlobalSimOrders.account, account)));
  return row ? (await withLines(db, [row]))[0] : undefined;
}

export async function findSimOrdersByOuterId(db: Executor, { account, outerPurchaseId }: { account: string; outerPurchaseId: string }) {
  const rows = await db
    .select()
    .from(taobaoGlobalSimOrders)
    .where(and(eq(taobaoGlobalSimOrders.account, account), eq(taobaoGlobalSimOrders.outerPurchaseId, outerPurchaseId)))
    .orderBy(asc(taobaoGlobalSimOrders.id));
  return withLines(db, rows);
}

export async function insertSimOrder(tx: Tx, { order, lines, now }: { order: NewOrder; lines: NewLine[]; now: Date }): Promise<void> {
  const [row] = await tx
    .insert(taobaoGlobalSimOrders)
    .values({ ...order, state: 'awaitingPayment', createdAt: now, updatedAt: now })
    .returning({ id: taobaoGlobalSimOrders.id });
  if (!row) throw new Error('inserting a simulated order returned no row');
  await tx.insert(taobaoGlobalSimLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
}

/** Moves an order on only from `from`, so two moves at once cannot both apply. */
export async function moveSimOrder(
  db: Executor,
  { id, from, values }: { id: number; from: PurchaseState; values: Partial<Omit<SimOrderRow, 'id' | 'account'>> & { updatedAt: Date } },
): Promise<boolean> {
  const moved = await db
    .update(taobaoGlobalSimOrders)
    .set(values)
    .where(and(eq(taobaoGlobalSimOrders.id, id), eq(taobaoGlobalSimOrders.state, from)))
    .returning({ id: taobaoGlobalSimOrders.id });
  return moved.length > 0;
}

export async function refundSimLine(tx: Tx, { id, refundFen, now }: { id: number; refundFen: number; now: Date }): Promise<void> {
  await tx
    .update(taobaoGlobalSimLines)
    .set({ refundState: 'refunded', refundFen, refundedAt: now })
    .where(and(eq(taobaoGlobalSimLines.id, id), isNull(taobaoGlobalSimLines.refundState)));
}

/** A return the seller decides: only from `requested`, so a second decision changes nothing. */
export async function settleSimRefund(
  db: Executor,
  { id, state, refundFen, now }: { id: number; state: 'refunded' | 'refused'; refundFen: number | null; now: Date },
): Promise<boolean> {
  const settled = await db
    .update(taobaoGlobalSimLines)
    .set({ refundState: state, refundFen, refundedAt: state === 'refunded' ? now : null })
    .where(and(eq(taobaoGlobalSimLines.id, id), eq(taobaoGlobalSimLines.refundState, 'requested')))
    .returning({ id: taobaoGlobalSimLines.id });
  return settled.length > 0;
}

/** A return asked for a line that has no refund yet. */
export async function requestSimReturn(db: Executor, { id }: { id: number }): Promise<boolean> {
  const asked = await db
    .update(taobaoGlobalSimLines)
    .set({ refundState: 'requested' })
    .where(and(eq(taobaoGlobalSimLines.id, id), isNull(taobaoGlobalSimLines.refundState)))
    .returning({ id: taobaoGlobalSimLines.id });
  return asked.length > 0;
}

/** A line with its order, for lookups by sub-order or refund id: the account's only, when one is named. */
export async function findSimLine(db: Executor, { id, account }: { id: number; account?: string }) {
  const [row] = await db
    .select({ line: taobaoGlobalSimLines, order: taobaoGlobalSimOrders })
    .from(taobaoGlobalSimLines)
    .innerJoin(taobaoGlobalSimOrders, eq(taobaoGlobalSimOrders.id, taobaoGlobalSimLines.orderId))
    .where(and(eq(taobaoGlobalSimLines.id, id), account === undefined ? undefined : eq(taobaoGlobalSimOrders.account, account)));
  return row;
}

/** Paid orders of an account waiting since `paidBefore` or earlier: due to ship when a delay is configured. */
export async function dueSimShipments(db: Executor, { account, paidBefore }: { account: string; paidBefore: Date }): Promise<number[]> {
  const rows = await db
    .select({ id: taobaoGlobalSimOrders.id })
    .from(taobaoGlobalSimOrders)
    .where(
      and(
        eq(taobaoGlobalSimOrders.account, account),
        eq(taobaoGlobalSimOrders.state, 'awaitingShipment'),
        lte(taobaoGlobalSimOrders.paidAt, paidBefore),
      ),
    );
  return rows.map((row) => row.id);
}
