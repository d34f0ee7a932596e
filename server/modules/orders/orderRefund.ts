import type { Tx } from '../../db/connect';
import { creditFor } from '../wallet/wallet.queries';
import type { OrderRow } from './orders.queries';

/** What the wallet paid for the order and has not had back yet: the most any refund can be. */
export const unrefundedVnd = (order: Pick<OrderRow, 'paidVnd' | 'refundedVnd'>) => order.paidVnd - order.refundedVnd;

/**
 * Puts `amountVnd` back in the customer's wallet (ledger `refund`, caused by the order) and
 * answers the order's new `refundedVnd`, for the caller to write in the same transaction: the
 * column mirrors the ledger. Nothing is written for 0 (the ledger holds no zero entries).
 */
export async function refundToWallet(
  tx: Tx,
  {
    order,
    amountVnd,
    createdBy,
    now,
  }: {
    order: Pick<OrderRow, 'id' | 'userId' | 'code' | 'paidVnd' | 'refundedVnd'>;
    amountVnd: number;
    createdBy: number | null;
    now: Date;
  },
): Promise<number> {
  if (amountVnd <= 0) return order.refundedVnd;
  if (amountVnd > unrefundedVnd(order))
    throw new Error(`order ${order.id} cannot refund ${amountVnd}: only ${unrefundedVnd(order)} is unrefunded`);
  await creditFor(tx, { userId: order.userId, amountVnd, cause: { type: 'order', id: order.id }, note: order.code, createdBy, now });
  return order.refundedVnd + amountVnd;
}
