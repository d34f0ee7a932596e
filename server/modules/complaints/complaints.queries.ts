import { and, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { liveComplaintStatuses, type ComplaintStatus, type ComplaintSubject } from '../../../contract/complaintStatus';
import type { Executor, Tx } from '../../db/connect';
import { pageWithCustomer } from '../../db/paging';
import { eqIfGiven, findRow, insertWithFreshCode, rowsOf, updateRow, type FindRow } from '../../db/rows';
import { customerCodeLike, likePattern } from '../../db/search';
import { buyOrderItems, complaintEvents, complaintItems, complaints } from '../../db/schema';

/**
 * Complaints, their goods lines and their history. `userId`, when given, is part of the WHERE:
 * another customer's complaint is as absent as a missing one.
 */

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;
export type ComplaintEventRow = typeof complaintEvents.$inferSelect;
export type NewComplaintItem = typeof complaintItems.$inferInsert;
/** A goods line of a complaint with the order line's words and picture. */
export type ComplaintItemRow = typeof complaintItems.$inferSelect & { title: string; titleVi: string | null; imageUrl: string };

/** Under a fresh code from `draw`, drawn again while the code is taken. */
export const insertComplaint = (tx: Tx, values: Omit<NewComplaint, 'code'>, draw: () => string): Promise<ComplaintRow> =>
  insertWithFreshCode(tx, complaints, { values, draw, what: 'complaint' });

export async function insertComplaintItems(tx: Tx, values: NewComplaintItem[]): Promise<void> {
  if (values.length > 0) await tx.insert(complaintItems).values(values);
}

export async function appendComplaintEvent(
  tx: Tx,
  { now, ...event }: { complaintId: number; status: ComplaintStatus; note: string | null; createdBy: number | null; now: Date },
): Promise<void> {
  await tx.insert(complaintEvents).values({ ...event, createdAt: now });
}

/** With `lock`, the row stays locked until the transaction ends: the steps of one complaint run one at a time. */
export const findComplaint = (db: Executor, input: FindRow): Promise<ComplaintRow | undefined> => findRow(db, complaints, input);

export const updateComplaint = (tx: Tx, { id, values }: { id: number; values: Partial<NewComplaint> }): Promise<ComplaintRow> =>
  updateRow(tx, complaints, { id, values, what: 'complaint' });

export const complaintEventsOf = (db: Executor, { complaintId }: { complaintId: number }): Promise<ComplaintEventRow[]> =>
  rowsOf(db, complaintEvents, complaintEvents.complaintId, [complaintId]);

export async function complaintItemsOf(db: Executor, { complaintId }: { complaintId: number }): Promise<ComplaintItemRow[]> {
  return db
    .select({
      id: complaintItems.id,
      complaintId: complaintItems.complaintId,
      itemId: complaintItems.itemId,
      quantity: complaintItems.quantity,
      valueVnd: complaintItems.valueVnd,
      title: buyOrderItems.title,
      titleVi: buyOrderItems.titleVi,
      imageUrl: buyOrderItems.imageUrl,
    })
    .from(complaintItems)
    .innerJoin(buyOrderItems, eq(buyOrderItems.id, complaintItems.itemId))
    .where(eq(complaintItems.complaintId, complaintId))
    .orderBy(complaintItems.id);
}

/** Every complaint but `exceptId` (the one being decided), or every one. */
const other = (exceptId: number | undefined) => (exceptId === undefined ? undefined : ne(complaints.id, exceptId));

/** A subject's complaints that are neither rejected nor closed without a refund. */
const standing = ({ subjectType, subjectId }: { subjectType: ComplaintSubject; subjectId: number }) =>
  and(
    eq(complaints.subjectType, subjectType),
    eq(complaints.subjectId, subjectId),
    or(inArray(complaints.status, [...liveComplaintStatuses]), sql`${complaints.refundedVnd} > 0`),
  );

/** Of a subject's complaints still standing, other than `exceptId`: how many pieces of each order line they hold. */
export async function piecesHeld(
  db: Executor,
  { subjectType, subjectId, exceptId }: { subjectType: ComplaintSubject; subjectId: number; exceptId?: number },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: complaintItems.itemId, pieces: sql<string>`sum(${complaintItems.quantity})` })
    .from(complaintItems)
    .innerJoin(complaints, eq(complaints.id, complaintItems.complaintId))
    .where(and(standing({ subjectType, subjectId }), other(exceptId)))
    .groupBy(complaintItems.itemId);
  return new Map(rows.map((row) => [row.itemId, Number(row.pieces)]));
}

/** What a subject's other complaints were granted (accepted or refunded): it comes off what a new one may get. */
export async function grantedElsewhere(
  db: Executor,
  { subjectType, subjectId, exceptId }: { subjectType: ComplaintSubject; subjectId: number; exceptId?: number },
): Promise<number> {
  const [row] = await db
    .select({ vnd: sql<string>`coalesce(sum(${complaints.acceptedVnd}), 0)` })
    .from(complaints)
    .where(and(standing({ subjectType, subjectId }), other(exceptId)));
  return Number(row?.vnd ?? 0);
}

/**
 * Leaves `from` for `values.status`. Conditional, so of two steps racing on one complaint exactly
 * one wins; the loser finds no row.
 */
export async function moveComplaint(
  tx: Tx,
  { id, from, values }: { id: number; from: readonly ComplaintStatus[]; values: Partial<NewComplaint> & { status: ComplaintStatus } },
): Promise<ComplaintRow | undefined> {
  const [row] = await tx
    .update(complaints)
    .set(values)
    .where(and(eq(complaints.id, id), inArray(complaints.status, [...from])))
    .returning();
  return row;
}

/** What a search box finds a complaint by: part of its code or its subject's, and for staff the customer code. */
function complaintSearch(q: string | undefined, { staff }: { staff: boolean }): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(complaints.code, pattern),
    ilike(complaints.subjectCode, pattern),
    staff ? customerCodeLike(complaints.userId, pattern) : undefined,
  );
}

/** Newest first, each with its customer's code (the customer's own list ignores it). */
export async function listComplaints(
  db: Executor,
  query: { userId?: number; status?: ComplaintStatus; q?: string; page: number; pageSize: number },
): Promise<{ rows: Array<{ complaint: ComplaintRow; customerCode: string }>; total: number }> {
  const where = and(
    eqIfGiven(complaints.userId, query.userId),
    eqIfGiven(complaints.status, query.status),
    complaintSearch(query.q, { staff: query.userId === undefined }),
  );
  return pageWithCustomer(db, complaints, { as: 'complaint', where, paging: query });
}
