import { DAY_MS } from '../../../contract/fees';
import { taobaoIntAdvanceSteps, type TaobaoIntAdvanceStep } from '../../../contract/taobaoIntOrders';
import type { PurchaseState, RefundState } from '../../../contract/taobaoGlobalStatus';
import {
  taobaoIntOrderProgress,
  type TaobaoIntOrderStatus,
  type TaobaoIntRefundKind,
  type TaobaoIntRefundStatus,
} from '../../../contract/taobaoIntOrderStatus';

/**
 * The rules of Taobao Global orders that need no database: an order's status from its purchase
 * orders, what a refund request of a line may be, how the platform's refund states read here, and
 * what the simulator's advance moves.
 */

/** A purchase order as the status rule sees it. */
export interface PurchaseStage {
  state: PurchaseState | null;
  /** The platform took the money for it at some point (it may have refunded it since). */
  everPaid: boolean;
  /** A parcel under one of its tracking codes is in our China warehouse. */
  arrived: boolean;
}

const rank = (status: TaobaoIntOrderStatus) => (taobaoIntOrderProgress as readonly TaobaoIntOrderStatus[]).indexOf(status);

/** Where one purchase order has got to, in our order's words. */
function stageOf(purchase: PurchaseStage): TaobaoIntOrderStatus {
  if (purchase.arrived || purchase.state === 'finished') return 'received';
  if (purchase.state === 'shipped') return 'shipping';
  if (purchase.state === 'awaitingShipment') return 'awaitingShipment';
  // Being made or not paid yet, or a state we do not know: nothing to move on with.
  return 'awaitingPayment';
}

/**
 * The order's status: where its least advanced open purchase order is, never backwards. Once
 * every purchase order is closed it ends: `cancelled` when the platform was ever paid (what it
 * refunds comes back through refunds), `payFailed` when it never was (the whole debit comes back).
 * `payFailed`, `cancelled` and `received` never change.
 */
export function statusFromPurchases(current: TaobaoIntOrderStatus, purchases: readonly PurchaseStage[]): TaobaoIntOrderStatus {
  if (current === 'payFailed' || current === 'cancelled' || current === 'received' || purchases.length === 0) return current;
  const open = purchases.filter((purchase) => purchase.state !== 'closed');
  if (open.length === 0) return purchases.some((purchase) => purchase.everPaid) ? 'cancelled' : 'payFailed';
  const least = open.map(stageOf).reduce((a, b) => (rank(a) <= rank(b) ? a : b));
  return rank(least) > rank(current) ? least : current;
}

/** What a refund request of a line would be now, or why none can be asked. */
export type RefundRule =
  | { allowed: true; kind: TaobaoIntRefundKind; until: Date | null }
  | { allowed: false; reason: 'not-bought' | 'closed' }
  | { allowed: false; reason: 'window-closed'; closedAt: Date };

/**
 * Before the seller ships, a paid line can be refunded (the line is cancelled on the platform).
 * Once shipped, it can be sent back for a refund until `refundWindowDays` after the shipment.
 * Not before the platform has the money, and not once its purchase order is closed.
 */
export function refundRule(
  purchase: { state: PurchaseState | null; shippedAt: Date | null } | null,
  { refundWindowDays, now }: { refundWindowDays: number; now: Date },
): RefundRule {
  if (!purchase) return { allowed: false, reason: 'not-bought' };
  if (purchase.state === 'closed') return { allowed: false, reason: 'closed' };
  if (purchase.state === 'awaitingShipment') return { allowed: true, kind: 'refund', until: null };
  if ((purchase.state === 'shipped' || purchase.state === 'finished') && purchase.shippedAt) {
    const until = new Date(purchase.shippedAt.getTime() + refundWindowDays * DAY_MS);
    return now.getTime() <= until.getTime()
      ? { allowed: true, kind: 'returnAndRefund', until }
      : { allowed: false, reason: 'window-closed', closedAt: until };
  }
  return { allowed: false, reason: 'not-bought' };
}

/** The platform's refund states in ours: the seller agreeing (goods on their way back or not) is `accepted`. */
export function refundStatusOf(state: RefundState | null): TaobaoIntRefundStatus | null {
  switch (state) {
    case 'requested':
      return 'requested';
    case 'awaitingReturn':
    case 'returned':
      return 'accepted';
    case 'refunded':
      return 'refunded';
    case 'refused':
    case 'closed':
      return 'refused';
    default:
      return null;
  }
}

/** The purchase orders each step of the simulator's advance moves. */
export const advancedFrom: Record<TaobaoIntAdvanceStep, PurchaseState> = { ship: 'awaitingShipment', finish: 'shipped' };

/** The step the simulator's advance takes: the least advanced one any purchase order is ready for, or null when none can move. */
export function nextAdvanceStep(purchases: ReadonlyArray<{ state: PurchaseState | null }>): TaobaoIntAdvanceStep | null {
  return taobaoIntAdvanceSteps.find((step) => purchases.some((purchase) => purchase.state === advancedFrom[step])) ?? null;
}

/**
 * The step staff are offered before the advance syncs the order. An order `paying` counts its
 * unpaid purchase orders as paid: the simulator takes a payment at once, and the advance syncs the
 * order before it moves anything.
 */
export function offeredAdvanceStep(
  status: TaobaoIntOrderStatus,
  purchases: ReadonlyArray<{ state: PurchaseState | null }>,
): TaobaoIntAdvanceStep | null {
  const paid = (state: PurchaseState | null) => (status === 'paying' && state === 'awaitingPayment' ? 'awaitingShipment' : state);
  return nextAdvanceStep(purchases.map((purchase) => ({ state: paid(purchase.state) })));
}
