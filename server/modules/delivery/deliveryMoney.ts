import { add } from '../../../contract/integers';
import type { Tx } from '../../db/connect';
import { payFor, creditFor } from '../wallet/wallet.queries';
import { addOrderPayment, type DeliveryRow } from './delivery.queries';

/**
 * The wallet side of a delivery request, in the caller's transaction. A request pays with the
 * same entries whether the wallet pays when asking or the carrier collects cash (COD): one
 * 'payment' per order that owed something (caused by that order) and one for the request's own
 * charges, carrier fee plus storage (caused by the request). Fee and storage share that one entry:
 * they have the same cause and note, go back together as one refund on cancel, and the request
 * already lists the fee and each package's storage, so a second entry would only split a line the
 * customer cannot tell apart in the ledger. Nothing is written for 0: the ledger holds no zero
 * entries.
 */

/** The ledger note of the cash a carrier brought back. */
export const COD_NOTE = 'Thu tiền mặt khi giao hàng (COD)';

type Movement = { delivery: DeliveryRow; createdBy: number | null; now: Date };

/**
 * Pays the request's amounts, as stored on it, from the available balance, and adds each order's
 * amount to its paid_vnd. Not enough money throws insufficient-funds, and the caller's
 * transaction rolls back every entry made before it.
 */
export async function payDelivery(tx: Tx, { delivery, createdBy, now }: Movement): Promise<void> {
  const { userId } = delivery;
  for (const order of delivery.orders) {
    if (order.amountVnd === 0) continue;
    const cause = { type: order.kind === 'buy' ? ('order' as const) : ('shipping' as const), id: order.id };
    await payFor(tx, { userId, amountVnd: order.amountVnd, cause, note: order.code, createdBy, now });
    await addOrderPayment(tx, { kind: order.kind, id: order.id, amountVnd: order.amountVnd, now });
  }
  await payFor(tx, {
    userId,
    amountVnd: requestCharges(delivery),
    cause: { type: 'delivery', id: delivery.id },
    note: delivery.code,
    createdBy,
    now,
  });
}

/** What the request itself charges, beside the orders' balances: the carrier fee and storage. */
function requestCharges(delivery: DeliveryRow): number {
  return add(delivery.feeVnd, delivery.storageVnd);
}

/**
 * COD, once delivered: the cash the carrier collected enters the wallet, then pays exactly what a
 * wallet request would have paid, so the books show the same payments either way and the balance
 * ends where it started.
 */
export async function collectCod(tx: Tx, { delivery, createdBy, now }: Movement): Promise<void> {
  await creditFor(tx, {
    userId: delivery.userId,
    amountVnd: delivery.codVnd,
    type: 'recharge',
    cause: { type: 'delivery', id: delivery.id },
    note: COD_NOTE,
    createdBy,
    now,
  });
  await payDelivery(tx, { delivery, createdBy, now });
}

/**
 * The fee and storage back to the wallet (a cancelled request carries nothing); answers what
 * stays paid. Storage goes back too: the next request of these packages charges their storage
 * again from arrival, so keeping it would charge those days twice.
 */
export async function refundCharges(tx: Tx, { delivery, createdBy, now }: Movement): Promise<number> {
  // Only what the wallet paid can go back: a COD request has paid nothing before delivery.
  const chargesPaid = Math.min(requestCharges(delivery), delivery.paidVnd);
  if (chargesPaid === 0) return delivery.paidVnd;
  await creditFor(tx, {
    userId: delivery.userId,
    amountVnd: chargesPaid,
    cause: { type: 'delivery', id: delivery.id },
    note: delivery.code,
    createdBy,
    now,
  });
  return delivery.paidVnd - chargesPaid;
}
