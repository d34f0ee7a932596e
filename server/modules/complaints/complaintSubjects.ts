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

/** When the subject last reached `status`, from its history. */
async function reachedAt(
  db: Executor,
  table: PgTable & { createdAt: AnyPgColumn },
  parent: AnyPgColumn,
  status: AnyPgColumn,
  id: number,
  value: string,
) {
  const [row] = await db
    .select({ at: table.createdAt })
    .from(table)
    .where(and(eq(parent, id), eq(status, value)))
    .orderBy(desc(table.createdAt))
    .limit(1);
  return (row?.at as Date | undefined) ?? null;
}

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
    const received = order.status === 'received';
    return {
      type,
      id: order.id,
      code: order.code,
      userId: order.userId,
      openedAt: received ? await reachedAt(tx, buyOrderEvents, buyOrderEvents.orderId, buyOrderEvents.status, order.id, 'received') : null,
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
    const received = consignment.status === 'received';
    return {
      type,
      id: consignment.id,
      code: consignment.code,
      userId: consignment.userId,
      openedAt: received
        ? await reachedAt(tx, shippingOrderEvents, shippingOrderEvents.orderId, shippingOrderEvents.status, consignment.id, 'received')
        : null,
      paidVnd: consignment.paidVnd,
      lines: [],
    };
  }
  const pob = await findPob(tx, { id, userId, lock });
  if (!pob) return undefined;
  return {
    type,
    id: pob.id,
    code: pob.code,
    userId: pob.userId,
    openedAt: pob.status === 'paid' ? await reachedAt(tx, pobEvents, pobEvents.pobId, pobEvents.status, pob.id, 'paid') : null,
    paidVnd: pob.totalVnd - pob.refundedVnd,
    lines: [],
  };
}
