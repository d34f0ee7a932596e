import type { Tx } from '../../db/connect';
import { creditFor } from '../wallet/wallet.queries';
import { updateTaobaoIntOrder, type TaobaoIntOrderRow } from './taobaoIntOrders.queries';

/**
 * Gives money of an order back to its customer: a ledger `refund` entry and the order's refunded
 * total, in the caller's transaction, with the order row locked by the caller so the total it adds
 * to is the one stored. Every caller first wins a conditional update that makes the reason for the
 * money (a refund found, a purchase order closed unpaid, the order failed) happen once, so the same
 * reason never credits twice. Answers the order as it now stands.
 */
export async function creditOrder(
  tx: Tx,
  { order, amountVnd, note, at }: { order: TaobaoIntOrderRow; amountVnd: number; note: string; at: Date },
): Promise<TaobaoIntOrderRow> {
  if (amountVnd <= 0) return order;
  await creditFor(tx, { userId: order.userId, amountVnd, cause: { type: 'taobaoInt', id: order.id }, note, now: at });
  return updateTaobaoIntOrder(tx, { id: order.id, values: { refundedVnd: order.refundedVnd + amountVnd, updatedAt: at } });
}

/** What the order has paid and not had back. */
export const unrefundedVnd = (order: Pick<TaobaoIntOrderRow, 'paidVnd' | 'refundedVnd'>) => order.paidVnd - order.refundedVnd;
