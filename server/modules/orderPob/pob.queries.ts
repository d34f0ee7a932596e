import { and, desc, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PobActor, PobRefundStatus, PobStatus } from '../../../contract/pobStatus';
import type { Executor, Tx } from '../../db/connect';
import { pageWithCustomer, selectPage } from '../../db/paging';
import { eqIfGiven, findRow, insertWithFreshCode, rowsOf, updateRow, type FindRow } from '../../db/rows';
import { customerCodeLike, likePattern } from '../../db/search';
import { pobEvents, pobRefunds, pobRequests, users } from '../../db/schema';

/**
 * Pay-on-behalf requests, their history and their refunds. `userId`, when given, is part of the
 * WHERE: another customer's request is as absent as a missing one.
 */

export type PobRow = typeof pobRequests.$inferSelect;
export type NewPob = typeof pobRequests.$inferInsert;
export type PobEventRow = typeof pobEvents.$inferSelect;
export type PobRefundRow = typeof pobRefunds.$inferSelect;
export type NewPobRefund = typeof pobRefunds.$inferInsert;

/** Cancelled and rejected requests gave everything back: they count for nothing. */
const settled: PobStatus[] = ['cancelled', 'rejected'];

/** Under a fresh code from `draw`, drawn again while the code is taken. */
export const insertPob = (tx: Tx, values: Omit<NewPob, 'code'>, draw: () => string): Promise<PobRow> =>
  insertWithFreshCode(tx, pobRequests, { values, draw, what: 'pay-on-behalf' });

export async function appendPobEvent(
  tx: Tx,
  { now, ...event }: { pobId: number; status: PobStatus; actor: PobActor; note: string | null; createdBy: number | null; now: Date },
): Promise<void> {
  await tx.insert(pobEvents).values({ ...event, createdAt: now });
}

/** With `lock`, the row stays locked until the transaction ends: moves and refunds of one request run one at a time. */
export const findPob = (db: Executor, input: FindRow): Promise<PobRow | undefined> => findRow(db, pobRequests, input);

export const updatePob = (tx: Tx, { id, values }: { id: number; values: Partial<NewPob> }): Promise<PobRow> =>
  updateRow(tx, pobRequests, { id, values, what: 'pay-on-behalf request' });

export const pobEventsOf = (db: Executor, { pobId }: { pobId: number }): Promise<PobEventRow[]> =>
  rowsOf(db, pobEvents, pobEvents.pobId, [pobId]);

export const refundsOfPob = (db: Executor, { pobId }: { pobId: number }): Promise<PobRefundRow[]> =>
  rowsOf(db, pobRefunds, pobRefunds.pobId, [pobId]);

/** What a customer's requests made in [from, until) hold against the daily limits: their number and their ¥. */
export async function dayUsage(db: Executor, { userId, from, until }: { userId: number; from: Date; until: Date }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, fen: sql<string>`coalesce(sum(${pobRequests.amountFen}), 0)` })
    .from(pobRequests)
    .where(
      and(
        eq(pobRequests.userId, userId),
        gte(pobRequests.createdAt, from),
        lt(pobRequests.createdAt, until),
        notInArray(pobRequests.status, settled),
      ),
    );
  return { count: Number(row?.count ?? 0), fen: Number(row?.fen ?? 0) };
}

/**
 * What staff find a request by: part of its code, of a seller's order number, and with `staff`,
 * of the Alipay transaction number or the customer's code.
 */
function pobSearch(q: string | undefined, { staff }: { staff: boolean }): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(pobRequests.code, pattern),
    sql`array_to_string(${pobRequests.sellerOrderIds}, ' ') ilike ${pattern}`,
    staff ? ilike(pobRequests.alipayTradeNo, pattern) : undefined,
    staff ? customerCodeLike(pobRequests.userId, pattern) : undefined,
  );
}

/** Newest first, each with its customer's code (the customer's own list ignores it). */
export async function listPobs(
  db: Executor,
  query: { userId?: number; placedBy?: number; status?: PobStatus; q?: string; page: number; pageSize: number },
): Promise<{ rows: Array<{ pob: PobRow; customerCode: string }>; total: number }> {
  const where = and(
    eqIfGiven(pobRequests.userId, query.userId),
    eqIfGiven(pobRequests.placedBy, query.placedBy),
    eqIfGiven(pobRequests.status, query.status),
    pobSearch(query.q, { staff: query.userId === undefined && query.placedBy === undefined }),
  );
  return pageWithCustomer(db, pobRequests, { as: 'pob', where, paging: query });
}

export type PobCustomer = { customerCode: string; fullName: string; phone: string | null; email: string };

/** Who the customer of a request is, for staff. */
export async function pobCustomer(db: Executor, { userId }: { userId: number }): Promise<PobCustomer> {
  const [row] = await db
    .select({ customerCode: users.customerCode, fullName: users.fullName, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} has no row`);
  return row;
}

// ── Refunds ──────────────────────────────────────────────────────────────────────────────────

/** The ¥ of a request's refunds still waiting for staff: reserved, so no two asks can exceed the amount. */
export async function pendingRefundFen(tx: Tx, { pobId }: { pobId: number }): Promise<number> {
  const [row] = await tx
    .select({ fen: sql<string>`coalesce(sum(${pobRefunds.amountFen}), 0)` })
    .from(pobRefunds)
    .where(and(eq(pobRefunds.pobId, pobId), eq(pobRefunds.status, 'pending')));
  return Number(row?.fen ?? 0);
}

export async function insertRefund(tx: Tx, values: NewPobRefund): Promise<PobRefundRow> {
  const [row] = await tx.insert(pobRefunds).values(values).returning();
  if (!row) throw new Error('inserting a pay-on-behalf refund returned no row');
  return row;
}

export const findRefund = (db: Executor, input: Omit<FindRow, 'lock'>): Promise<PobRefundRow | undefined> => findRow(db, pobRefunds, input);

/**
 * Leaves `pending` for good. Conditional, so of two decisions racing on one refund exactly one
 * wins; the loser finds no row.
 */
export async function decidePendingRefund(
  tx: Tx,
  input: {
    id: number;
    status: Exclude<PobRefundStatus, 'pending'>;
    acceptedFen: number | null;
    creditedVnd: number;
    refuseReason: string | null;
    decidedBy: number;
    now: Date;
  },
): Promise<PobRefundRow | undefined> {
  const [row] = await tx
    .update(pobRefunds)
    .set({
      status: input.status,
      acceptedFen: input.acceptedFen,
      creditedVnd: input.creditedVnd,
      refuseReason: input.refuseReason,
      decidedBy: input.decidedBy,
      decidedAt: input.now,
      updatedAt: input.now,
    })
    .where(and(eq(pobRefunds.id, input.id), eq(pobRefunds.status, 'pending')))
    .returning();
  return row;
}

export type RefundListRow = { refund: PobRefundRow; pobCode: string; customerCode: string };

/** Newest first, each with its request's code and its customer's code; `q` finds part of either. */
export async function listRefunds(
  db: Executor,
  query: { userId?: number; pobId?: number; status?: PobRefundStatus; q?: string; page: number; pageSize: number },
): Promise<{ rows: RefundListRow[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    eqIfGiven(pobRefunds.userId, query.userId),
    eqIfGiven(pobRefunds.pobId, query.pobId),
    eqIfGiven(pobRefunds.status, query.status),
    pattern
      ? or(
          sql`${pobRefunds.pobId} in (select ${pobRequests.id} from ${pobRequests} where ${pobRequests.code} ilike ${pattern})`,
          customerCodeLike(pobRefunds.userId, pattern),
        )
      : undefined,
  );
  const select = db
    .select({ refund: pobRefunds, pobCode: pobRequests.code, customerCode: users.customerCode })
    .from(pobRefunds)
    .innerJoin(pobRequests, eq(pobRequests.id, pobRefunds.pobId))
    .innerJoin(users, eq(users.id, pobRefunds.userId))
    .orderBy(desc(pobRefunds.id))
    .$dynamic();
  return selectPage(db, { select, from: pobRefunds, where }, query);
}

/** The codes of some requests, for refunds read without their list. */
export async function pobCodes(db: Executor, { ids }: { ids: number[] }): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: pobRequests.id, code: pobRequests.code }).from(pobRequests).where(inArray(pobRequests.id, ids));
  return new Map(rows.map((row) => [row.id, row.code]));
}
