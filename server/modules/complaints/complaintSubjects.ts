import { and, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ComplaintSubject } from '../../../contract/complaintStatus';
import { fenToVnd } from '../../../contract/fees';
import type { Executor } from '../../db/connect';
import { buyOrderEvents, pobEvents, shippingOrderEvents } from '../../db/schema';
import { findConsignment } from '../consignment/consignment.queries';
import { findPob } from '../orderPob/pob.queries';
import { findOrder, itemsOf } from '../orders/orders.queries';

/** A goods line of an order, as a complaint may name it: its pieces and what some of them cost, at the order's locked rate. */
export type SubjectLine = { itemId: number; pieces: number; valueOf: (pieces: number) => number };

/**
 * What a complaint needs to know of what it is about, whichever of the three it is: whose and
 * which, since when a complaint may be filed (receipt; payment for a pay-on-behalf request; null
 * while not yet), what was paid in all, and an order's goods lines.
 */
export type SubjectFacts = {
  type: ComplaintSubject;
  id: number;
  code: string;
  userId: number;
  openedAt: Date | null;
  paidVnd: number;
  lines: SubjectLine[];
};

/** A subject's timeline: its events table, the column naming the subject and the column of the status reached. */
type History = { table: PgTable & { createdAt: AnyPgColumn }; parent: AnyPgColumn; status: AnyPgColumn };

const orderHistory: History = { table: buyOrderEvents, parent: buyOrderEvents.orderId, status: buyOrderEvents.status };
const consignmentHistory: History = { table: shippingOrderEvents, parent: shippingOrderEvents.orderId, status: shippingOrderEvents.status };
const pobHistory: History = { table: pobEvents, parent: pobEvents.pobId, status: pobEvents.status };

/**
 * Since when complaints about the subject may be filed: when it last reached `opensAt`, from its
 * history, while it is still there (`status`); null before then.
 */
async function openedAt(db: Executor, { table, parent, status }: History, subject: { id: number; status: string; opensAt: string }) {
  if (subject.status !== subject.opensAt) return null;
  const [row] = await db
    .select({ at: table.createdAt })
    .from(table)
    .where(and(eq(parent, subject.id), eq(status, subject.opensAt)))
    .orderBy(desc(table.createdAt))
    .limit(1);
  return (row?.at as Date | undefined) ?? null;
}

/** Which subject it is and whose, read the same way from each kind's row. */
const identity = (type: ComplaintSubject, row: { id: number; code: string; userId: number }) => ({
  type,
  id: row.id,
  code: row.code,
  userId: row.userId,
});

/**
 * The subject, the caller's when `userId` is given, locked when `lock` (complaints about one
 * subject are filed and granted one at a time, so together they never pass what was paid).
 */
export async function findSubject(
  tx: Executor,
  { type, id, userId, lock = false }: { type: ComplaintSubject; id: number; userId?: number; lock?: boolean },
): Promise<SubjectFacts | undefined> {
  if (type === 'order') {
    const order = await findOrder(tx, { id, userId, lock });
    if (!order) return undefined;
    const items = await itemsOf(tx, { orderIds: [order.id] });
    return {
      ...identity(type, order),
      openedAt: await openedAt(tx, orderHistory, { id: order.id, status: order.status, opensAt: 'received' }),
      paidVnd: order.paidVnd - order.refundedVnd,
      lines: items.map((item) => ({
        itemId: item.id,
        pieces: item.quantityBought ?? item.quantity,
        valueOf: (pieces: number) => fenToVnd((item.actualUnitPriceFen ?? item.unitPriceFen) * pieces, order.rateVndPerCny),
      })),
    };
  }
  if (type === 'consignment') {
    const consignment = await findConsignment(tx, { id, userId, lock });
    if (!consignment) return undefined;
    return {
      ...identity(type, consignment),
      openedAt: await openedAt(tx, consignmentHistory, { id: consignment.id, status: consignment.status, opensAt: 'received' }),
      paidVnd: consignment.paidVnd,
      lines: [],
    };
  }
  const pob = await findPob(tx, { id, userId, lock });
  if (!pob) return undefined;
  return {
    ...identity(type, pob),
    openedAt: await openedAt(tx, pobHistory, { id: pob.id, status: pob.status, opensAt: 'paid' }),
    paidVnd: pob.totalVnd - pob.refundedVnd,
    lines: [],
  };
}
