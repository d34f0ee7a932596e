import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TaobaoIntRefundStatus } from '../../../contract/taobaoIntOrderStatus';
import type { Executor, Tx } from '../../db/connect';
import { selectPage } from '../../db/paging';
import { eqIfGiven, rowsOf } from '../../db/rows';
import { taobaoIntOrderLines, taobaoIntOrders, taobaoIntRefunds } from '../../db/schema';

/** Refunds of Taobao Global order lines: one per line, credited once. */

export type TaobaoIntRefundRow = typeof taobaoIntRefunds.$inferSelect;

/** Undefined when the line has a refund already (the unique index on the line decides, even for two at once). */
export async function insertRefundUnlessLineHasOne(
  tx: Tx,
  values: typeof taobaoIntRefunds.$inferInsert,
): Promise<TaobaoIntRefundRow | undefined> {
  const [row] = await tx.insert(taobaoIntRefunds).values(values).onConflictDoNothing({ target: taobaoIntRefunds.lineId }).returning();
  return row;
}

export const refundsOf = (db: Executor, { orderIds }: { orderIds: readonly number[] }): Promise<TaobaoIntRefundRow[]> =>
  rowsOf(db, taobaoIntRefunds, taobaoIntRefunds.orderId, orderIds);

export async function updateRefund(tx: Tx, { id, values }: { id: number; values: Partial<TaobaoIntRefundRow> }): Promise<void> {
  await tx.update(taobaoIntRefunds).set(values).where(eq(taobaoIntRefunds.id, id));
}

/** Marks the refund credited; false when it already was, so the wallet is credited once. */
export async function markRefundCredited(
  tx: Tx,
  { id, amountFen, amountVnd, now }: { id: number; amountFen: number; amountVnd: number; now: Date },
): Promise<boolean> {
  const marked = await tx
    .update(taobaoIntRefunds)
    .set({ status: 'refunded', amountFen, amountVnd, creditedAt: now, updatedAt: now })
    .where(and(eq(taobaoIntRefunds.id, id), isNull(taobaoIntRefunds.creditedAt)))
    .returning({ id: taobaoIntRefunds.id });
  return marked.length > 0;
}

export async function listRefunds(
  db: Executor,
  filter: { userId: number; status?: TaobaoIntRefundStatus; orderId?: number; page: number; pageSize: number },
) {
  const select = db
    .select({ refund: taobaoIntRefunds, orderCode: taobaoIntOrders.code, title: taobaoIntOrderLines.title })
    .from(taobaoIntRefunds)
    .innerJoin(taobaoIntOrders, eq(taobaoIntOrders.id, taobaoIntRefunds.orderId))
    .innerJoin(taobaoIntOrderLines, eq(taobaoIntOrderLines.id, taobaoIntRefunds.lineId))
    .orderBy(desc(taobaoIntRefunds.id))
    .$dynamic();
  const where = and(
    eq(taobaoIntRefunds.userId, filter.userId),
    eqIfGiven(taobaoIntRefunds.status, filter.status),
    eqIfGiven(taobaoIntRefunds.orderId, filter.orderId),
  );
  return selectPage(db, { select, from: taobaoIntRefunds, where }, filter);
}

/** Whether the order still has refunds the platform has not finished with: the sync keeps following those. */
export async function hasPendingRefunds(db: Executor, { orderId }: { orderId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: taobaoIntRefunds.id })
    .from(taobaoIntRefunds)
    .where(and(eq(taobaoIntRefunds.orderId, orderId), inArray(taobaoIntRefunds.status, ['requested', 'accepted'])))
    .limit(1);
  return row !== undefined;
}

/** Takes back a request the platform never took (its claim on the line with it), so it may be asked again. */
export async function deleteUnsentRefund(db: Executor, { id }: { id: number }): Promise<void> {
  await db
    .delete(taobaoIntRefunds)
    .where(and(eq(taobaoIntRefunds.id, id), eq(taobaoIntRefunds.status, 'requested'), isNull(taobaoIntRefunds.platformRefundId)));
}
