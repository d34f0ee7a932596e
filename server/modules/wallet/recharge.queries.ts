import { and, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { RechargeStatus } from '../../../contract/walletStatus';
import type { Executor, Tx } from '../../db/connect';
import { pageWithCustomer } from '../../db/paging';
import { eqIfGiven, findRow, type FindRow } from '../../db/rows';
import { customerCodeLike, likePattern } from '../../db/search';
import { rechargeRequests } from '../../db/schema';
import type { RechargeRow } from './wallet.present';

export type NewRecharge = typeof rechargeRequests.$inferInsert;

/** Undefined when the memo is taken: the caller draws another one (the memo index is unique). */
export async function insertRechargeUnlessMemoTaken(tx: Tx, values: NewRecharge): Promise<RechargeRow | undefined> {
  const [row] = await tx.insert(rechargeRequests).values(values).onConflictDoNothing({ target: rechargeRequests.memo }).returning();
  return row;
}

/** With `userId`, only that customer's request: someone else's id is as absent as a missing one. */
export const findRecharge = (db: Executor, input: Omit<FindRow, 'lock'>): Promise<RechargeRow | undefined> =>
  findRow(db, rechargeRequests, input);

export async function findRechargesByMemos(db: Executor, { memos }: { memos: string[] }): Promise<RechargeRow[]> {
  if (memos.length === 0) return [];
  return db.select().from(rechargeRequests).where(inArray(rechargeRequests.memo, memos)).orderBy(rechargeRequests.id);
}

/** `expired` is stored only by the periodic sweep (wallet.present.ts), so the filter also computes it from the time. */
function statusCondition(status: RechargeStatus, now: Date): SQL | undefined {
  const isPending = eq(rechargeRequests.status, 'pending');
  if (status === 'pending') return and(isPending, gt(rechargeRequests.expiresAt, now));
  if (status === 'expired') return or(eq(rechargeRequests.status, 'expired'), and(isPending, lte(rechargeRequests.expiresAt, now)));
  return eq(rechargeRequests.status, status);
}

/** What staff find a recharge by: part of its memo or of its customer's code. */
function rechargeSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(ilike(rechargeRequests.memo, pattern), customerCodeLike(rechargeRequests.userId, pattern));
}

export async function listRecharges(
  db: Executor,
  query: { userId?: number; status?: RechargeStatus; q?: string; now: Date; page: number; pageSize: number },
): Promise<{ rows: Array<{ recharge: RechargeRow; customerCode: string }>; total: number }> {
  const where = and(
    eqIfGiven(rechargeRequests.userId, query.userId),
    query.status ? statusCondition(query.status, query.now) : undefined,
    rechargeSearch(query.q),
  );
  return pageWithCustomer(db, rechargeRequests, { as: 'recharge', where, paging: query });
}

/**
 * The gate that makes crediting happen once: only one transaction can move the request out of
 * `from` (the others find no row once it commits). `creditedVnd` defaults to the requested amount.
 */
export async function markRechargeSucceeded(
  tx: Tx,
  {
    id,
    from,
    creditedVnd,
    confirmedBy,
    now,
  }: { id: number; from: RechargeStatus[]; creditedVnd?: number; confirmedBy: number | null; now: Date },
): Promise<RechargeRow | undefined> {
  const [row] = await tx
    .update(rechargeRequests)
    .set({ status: 'succeeded', creditedVnd: creditedVnd ?? sql`${rechargeRequests.amountVnd}`, creditedAt: now, confirmedBy })
    .where(and(eq(rechargeRequests.id, id), inArray(rechargeRequests.status, from)))
    .returning();
  return row;
}

/**
 * Stores `expired` on pending requests past their expiry. Conditional, so a request credited or
 * sent to review meanwhile is left alone, and several servers sweeping together write each once.
 */
export async function markOverdueRechargesExpired(db: Executor, { now }: { now: Date }): Promise<number> {
  const rows = await db
    .update(rechargeRequests)
    .set({ status: 'expired' })
    .where(and(eq(rechargeRequests.status, 'pending'), lte(rechargeRequests.expiresAt, now)))
    .returning({ id: rechargeRequests.id });
  return rows.length;
}

/** A line carried the memo with another amount: staff decide (`cần kiểm tra`, to be checked). */
/** Undefined when it was not open (already credited or in review): nothing changed. */
export async function markRechargeForReview(tx: Tx, { id }: { id: number }) {
  const [row] = await tx
    .update(rechargeRequests)
    .set({ status: 'review' })
    .where(and(eq(rechargeRequests.id, id), inArray(rechargeRequests.status, ['pending', 'expired'])))
    .returning({ id: rechargeRequests.id, userId: rechargeRequests.userId, amountVnd: rechargeRequests.amountVnd });
  return row;
}
