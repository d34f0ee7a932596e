import { canMove, orderProgress, type Order, type OrderStatus, type PackageStatus, type StaffOrderMove } from '../../../contract/orders';
import type { Tx } from '../../db/connect';
import { errors } from '../../errors';
import type { NotificationEvent } from '../../i18n/messages';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import { loadOrder } from './orderLoad';
import { refundToWallet } from './orderRefund';
import { formatVnd, stepEffects, type OrderMove } from './orderSteps';
import { appendEvent, findOrder, lockPackagesOf, setPackagesStatus, updateOrder } from './orders.queries';

/** Where the order's packages are once it reaches a logistics status (an order follows its packages). */
const packageStatusAt: Partial<Record<OrderStatus, PackageStatus>> = {
  inTransit: 'inTransit',
  arrivedVietnam: 'inVietnam',
  awaitingDelivery: 'awaitingDelivery',
  delivering: 'delivering',
  received: 'delivered',
};

/** The statuses a customer is told of; the steps between them only show on the order's timeline. */
const orderEvents: Partial<Record<OrderStatus, NotificationEvent & `order.${string}`>> = {
  purchased: 'order.purchased',
  arrivedChina: 'order.arrived-china',
  arrivedVietnam: 'order.arrived-vietnam',
  delivering: 'order.delivering',
  received: 'order.received',
  cancelled: 'order.cancelled',
  outOfStock: 'order.out-of-stock',
  lost: 'order.lost',
};

/**
 * Every change of an order's status, by staff or by the customer, in the caller's transaction
 * (the Idempotency-Key's, so a retried money move replays instead of refunding twice).
 */
export function createOrderMovesService({ now }: { now: () => Date }) {
  /**
   * Locks the order, checks the move against contract/orders.ts `canMove` (409 otherwise), applies
   * what the step brings, refunds what it gives back, and appends the timeline entry. With
   * `userId`, only that customer's order is found, and it is their own doing: they are not told of
   * it. `tell` false keeps a step quiet (one a later step of the same change tells instead).
   */
  async function move(
    tx: Tx,
    {
      id,
      userId,
      actorId,
      move,
      packagesLead = false,
      tell = userId === undefined,
    }: { id: number; userId?: number; actorId: number | null; move: OrderMove; packagesLead?: boolean; tell?: boolean },
  ): Promise<Order> {
    await lockPackagesOf(tx, { orderId: id });
    const order = await findOrder(tx, { id, userId, lock: true });
    if (!order) throw errors.notFound();
    if (!canMove(order.status, move.to)) throw errors.invalidTransition();
    const at = now();
    const step = await stepEffects(tx, { order, move, at });
    const refundedVnd = await refundToWallet(tx, { order, amountVnd: step.refundVnd, createdBy: actorId, now: at });
    const packageStatus = packageStatusAt[move.to];
    // A move the packages led (`follow`) leaves them where they are: some may be further along.
    if (packageStatus && !packagesLead) await setPackagesStatus(tx, { orderId: order.id, status: packageStatus, now: at });
    const updated = await updateOrder(tx, { id: order.id, values: { ...step.changes, refundedVnd, status: move.to, updatedAt: at } });
    const notes = [...step.notes, step.refundVnd > 0 ? `Hoàn ${formatVnd(step.refundVnd)} vào ví` : '', move.note ?? ''].filter(Boolean);
    await appendEvent(tx, {
      orderId: order.id,
      status: move.to,
      note: notes.length > 0 ? notes.join('\n') : null,
      createdBy: actorId,
      now: at,
    });
    const event = orderEvents[move.to];
    if (tell && event) {
      const values = { code: order.code, refundVnd: refundedVnd - order.refundedVnd };
      await notify(tx, { userId: order.userId, event, url: appUrls.order(order.id), values, now: at });
    }
    return loadOrder(tx, { row: updated });
  }

  /** Before purchase only (`deposited`): the whole deposit goes back at once. */
  const cancel = (tx: Tx, { userId, id }: { userId: number; id: number }) =>
    move(tx, { id, userId, actorId: null, move: { to: 'cancelled' } });

  /** Only while `delivering`. */
  const confirmReceipt = (tx: Tx, { userId, id }: { userId: number; id: number }) =>
    move(tx, { id, userId, actorId: null, move: { to: 'received' } });

  const staffMove = (tx: Tx, { staffId, id, request }: { staffId: number; id: number; request: StaffOrderMove }) =>
    move(tx, { id, actorId: staffId, move: request });

  /** Settings' `autoReceiveDays` after going out for delivery, unconfirmed: received all the same. */
  const autoReceive = (tx: Tx, { id, days }: { id: number; days: number }) =>
    move(tx, { id, actorId: null, move: { to: 'received', note: `Tự động xác nhận đã nhận hàng sau ${days} ngày kể từ khi giao` } });

  /**
   * The order catches up with its packages (moved by the warehouse or a delivery request): it
   * steps forward along the main line, one timeline entry per status, up to `to`. An order
   * already there or further (or closed) stays as it is. The customer hears of the last status
   * reached only (none with `tell` false: the delivery request that moved it tells instead).
   */
  async function follow(
    tx: Tx,
    { id, to, actorId, note, tell = true }: { id: number; to: OrderStatus; actorId: number | null; note?: string; tell?: boolean },
  ): Promise<void> {
    const order = await findOrder(tx, { id, lock: true });
    if (!order) return;
    const from = orderProgress.indexOf(order.status);
    const target = orderProgress.indexOf(to);
    // Packages exist once the seller shipped: the `arrivedChina` move creates them, or the China
    // warehouse scans one in under the seller's tracking code (orderAttach.ts). Following starts there.
    if (from < orderProgress.indexOf('sellerShipped') || target <= from) return;
    for (const status of orderProgress.slice(from + 1, target + 1)) {
      // Reaching China this way brings no parcels of its own: they are the order's already.
      const step = status === 'arrivedChina' ? { to: status, packages: [], note } : { to: status, note };
      await move(tx, { id, actorId, move: step as OrderMove, packagesLead: true, tell: tell && status === to });
    }
  }

  return { cancel, confirmReceipt, staffMove, autoReceive, follow };
}

export type OrderMovesService = ReturnType<typeof createOrderMovesService>;
