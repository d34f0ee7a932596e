import { taobaoIntRefundVnd } from '../../../contract/fees';
import { openTaobaoIntOrderStatuses, type TaobaoIntOrderStatus } from '../../../contract/taobaoIntOrderStatus';
import type { Tx } from '../../db/connect';
import { findConsignment } from '../consignment/consignment.queries';
import { lockTrackingCodes } from '../consignment/shipmentCodes';
import type { PurchaseOrder, Refund, TrackingCode } from '../taobaoGlobal/client/taobaoGlobalClient';
import { extendConsignment, statusNow } from './taobaoIntCarry';
import { creditOrder, unrefundedVnd } from './taobaoIntMoney';
import { tellTaobaoInt } from './taobaoIntNotices';
import {
  addTrackingCodes,
  appendTaobaoIntEvent,
  findTaobaoIntOrder,
  linesOf,
  markUnpaidRefunded,
  purchasesOf,
  trackingCodesOf,
  updatePurchase,
  updateTaobaoIntOrder,
  type TaobaoIntOrderRow,
  type TaobaoIntPurchaseRow,
} from './taobaoIntOrders.queries';
import { hasPendingRefunds, insertRefundUnlessLineHasOne, markRefundCredited, refundsOf, updateRefund } from './taobaoIntRefunds.queries';
import { refundStatusOf } from './taobaoIntRules';

/** How often an order still followed is asked about again. */
export const SYNC_EVERY_MS = 2 * 60_000;

/** What the platform said about one order's purchase orders, fetched before the transaction that applies it. */
export interface PlatformView {
  orders: PurchaseOrder[];
  /** Tracking codes read from a shipped sub-order's parcels, when the purchase order listed none. */
  parcels: Map<string, TrackingCode[]>;
  /** Refunds read in full (amount, refusal), by refund id. */
  refunds: Map<string, Refund>;
}

const upper = (code: string) => code.trim().toUpperCase();

/** A purchase order's tracking codes, from its sub-orders or else from its parcels, each once. */
export function codesOf(order: PurchaseOrder, parcels: PlatformView['parcels']): TrackingCode[] {
  const listed = order.subOrders.flatMap((sub) => sub.trackingCodes);
  const found = listed.length > 0 ? listed : (parcels.get(order.purchaseId) ?? []);
  const byCode = new Map<string, TrackingCode>();
  for (const code of found)
    if (code.code.trim() !== '' && !byCode.has(upper(code.code))) byCode.set(upper(code.code), { ...code, code: upper(code.code) });
  return [...byCode.values()];
}

const paidStates = new Set(['awaitingShipment', 'shipped', 'finished']);

/**
 * Applies the platform's view to the order, in one transaction with the order row locked (after
 * the tracking codes and the consignment, in the order the warehouse's scan takes them): each
 * purchase order's state and tracking codes, refunds found on its sub-orders (credited once, at
 * the order's rate, when the platform has refunded), the share of a purchase order closed without
 * ever being paid (given back once), then the order's status. An order that ends unpaid
 * (`payFailed`) gets back all it has not had back. Answers the order as it now stands.
 */
export async function applyPlatformView(
  tx: Tx,
  { orderId, consignmentId, view, at }: { orderId: number; consignmentId: number | null; view: PlatformView; at: Date },
): Promise<TaobaoIntOrderRow> {
  await lockTrackingCodes(tx, { codes: view.orders.flatMap((order) => codesOf(order, view.parcels).map((code) => code.code)) });
  if (consignmentId !== null) await findConsignment(tx, { id: consignmentId, lock: true });
  let order = await findTaobaoIntOrder(tx, { id: orderId, lock: true });
  if (!order) throw new Error(`Taobao Global order ${orderId} vanished while it was synced`);
  const lines = await linesOf(tx, { orderIds: [order.id] });
  const refunds = await refundsOf(tx, { orderIds: [order.id] });
  const notes: string[] = [];

  for (const purchase of await purchasesOf(tx, { orderIds: [order.id] })) {
    const seen = view.orders.find((candidate) => candidate.purchaseId === purchase.purchaseId);
    if (!seen) continue;
    const codes = codesOf(seen, view.parcels);
    const shipped = seen.state === 'shipped' || seen.state === 'finished';
    const firstShipped = codes.map((code) => code.shippedAt?.getTime() ?? Infinity).reduce((a, b) => Math.min(a, b), Infinity);
    const values = {
      state: seen.state,
      platformState: seen.platformState,
      paidAt: purchase.paidAt ?? seen.paidAt ?? (seen.state !== null && paidStates.has(seen.state) ? at : null),
      shippedAt: purchase.shippedAt ?? (shipped ? new Date(Number.isFinite(firstShipped) ? firstShipped : at.getTime()) : null),
      closedAt: purchase.closedAt ?? (seen.state === 'closed' ? at : null),
      closeReason: seen.subOrders.find((sub) => sub.closeReason)?.closeReason ?? purchase.closeReason,
      updatedAt: at,
    };
    await updatePurchase(tx, { id: purchase.id, values });
    const added = await addTrackingCodes(tx, { orderId: order.id, purchaseRowId: purchase.id, codes, now: at });
    if (added.length > 0) notes.push(`Mã vận đơn: ${added.join(', ')}`);

    if (seen.state === 'closed' && values.paidAt === null && (await markUnpaidRefunded(tx, { id: purchase.id, now: at }))) {
      const share = taobaoIntRefundVnd(purchase.goodsFen + purchase.domesticShippingFen, order.rateVndPerCny, unrefundedVnd(order));
      order = await creditOrder(tx, {
        order,
        amountVnd: share,
        note: `${order.code}: đơn ${purchase.purchaseId} đóng khi chưa thanh toán`,
        at,
      });
    }
    order = await applyRefunds(tx, { order, purchase: { ...purchase, ...values }, seen, lines, refunds, view, at });
  }

  if (order.consignmentId !== null) {
    const codes = await trackingCodesOf(tx, { orderIds: [order.id] });
    await extendConsignment(tx, { consignmentId: order.consignmentId, codes: codes.map((code) => code.code) });
  }
  order = await moveOn(tx, { order, notes, at });
  const followed = (openTaobaoIntOrderStatuses as readonly TaobaoIntOrderStatus[]).includes(order.status);
  const due = followed || (await hasPendingRefunds(tx, { orderId: order.id }));
  return updateTaobaoIntOrder(tx, {
    id: order.id,
    values: { lastSyncedAt: at, syncError: null, nextSyncAt: due ? new Date(at.getTime() + SYNC_EVERY_MS) : null },
  });
}

/**
 * Refunds the platform shows on the purchase order's sub-orders: the customer's request gets the
 * platform's id and state; one the customer never asked for (a seller closing a paid order
 * refunds it) is recorded as the platform's. A refunded one is credited once, with the amount the
 * platform refunded (read in full through queryRefund; until then it waits).
 */
async function applyRefunds(
  tx: Tx,
  {
    order,
    purchase,
    seen,
    lines,
    refunds,
    view,
    at,
  }: {
    order: TaobaoIntOrderRow;
    purchase: TaobaoIntPurchaseRow;
    seen: PurchaseOrder;
    lines: Awaited<ReturnType<typeof linesOf>>;
    refunds: Awaited<ReturnType<typeof refundsOf>>;
    view: PlatformView;
    at: Date;
  },
): Promise<TaobaoIntOrderRow> {
  let current = order;
  for (const sub of seen.subOrders) {
    if (!sub.refund) continue;
    const line = lines.find((candidate) => candidate.subOrderId === sub.subOrderId);
    if (!line) continue;
    const detail = view.refunds.get(sub.refund.refundId);
    const status = refundStatusOf(detail?.state ?? sub.refund.state);
    if (!status) continue;
    const refund =
      refunds.find((candidate) => candidate.lineId === line.id) ??
      (await insertRefundUnlessLineHasOne(tx, {
        orderId: order.id,
        lineId: line.id,
        userId: order.userId,
        kind: purchase.shippedAt ? 'returnAndRefund' : 'refund',
        status: 'requested',
        origin: 'platform',
        reason: detail?.reason ?? sub.closeReason ?? '',
        platformRefundId: sub.refund.refundId,
        createdAt: at,
        updatedAt: at,
      }));
    if (!refund || refund.creditedAt !== null) continue;
    if (status === 'refunded') {
      if (!detail) continue;
      const amountVnd = taobaoIntRefundVnd(detail.amountFen, current.rateVndPerCny, unrefundedVnd(current));
      if (await markRefundCredited(tx, { id: refund.id, amountFen: detail.amountFen, amountVnd, now: at })) {
        await updateRefund(tx, { id: refund.id, values: { platformRefundId: sub.refund.refundId } });
        current = await creditOrder(tx, { order: current, amountVnd, note: `${current.code}: hoàn tiền ${line.title}`, at });
      }
      continue;
    }
    if (refund.status !== status || refund.platformRefundId !== sub.refund.refundId) {
      await updateRefund(tx, {
        id: refund.id,
        values: {
          status,
          platformRefundId: sub.refund.refundId,
          refusal: status === 'refused' ? (detail?.refusal ?? null) : null,
          updatedAt: at,
        },
      });
    }
  }
  return current;
}

/** The order's new status from its purchase orders, with a timeline entry; an order ending unpaid gets its money back. */
async function moveOn(tx: Tx, { order, notes, at }: { order: TaobaoIntOrderRow; notes: string[]; at: Date }): Promise<TaobaoIntOrderRow> {
  const { next, purchases } = await statusNow(tx, order);
  if (next === order.status) return order;
  const reasons = purchases.flatMap((purchase) => (purchase.closeReason ? [purchase.closeReason] : []));
  const note = [...notes, ...(next === 'payFailed' || next === 'cancelled' ? reasons : [])].join('; ') || null;
  let moved = await updateTaobaoIntOrder(tx, { id: order.id, values: { status: next, updatedAt: at } });
  await appendTaobaoIntEvent(tx, { orderId: order.id, status: next, note, now: at });
  const refundVnd = next === 'payFailed' ? unrefundedVnd(moved) : 0;
  if (refundVnd > 0) moved = await creditOrder(tx, { order: moved, amountVnd: refundVnd, note: `${moved.code}: thanh toán thất bại`, at });
  await tellTaobaoInt(tx, { order: moved, status: next, refundVnd, at });
  return moved;
}

/**
 * Ends an order the platform never took money for: `payFailed`, everything it has not had back
 * returned, once (only from `awaitingPayment`, in the order's lock). False when it had moved on.
 */
export async function failUnpaid(tx: Tx, { orderId, reason, at }: { orderId: number; reason: string; at: Date }): Promise<boolean> {
  const order = await findTaobaoIntOrder(tx, { id: orderId, lock: true });
  if (!order || order.status !== 'awaitingPayment' || order.payRequestedAt !== null) return false;
  const failed = await updateTaobaoIntOrder(tx, {
    id: order.id,
    values: { status: 'payFailed', nextSyncAt: null, leasedUntil: null, syncError: reason, updatedAt: at },
  });
  await appendTaobaoIntEvent(tx, { orderId: order.id, status: 'payFailed', note: reason, now: at });
  const refundVnd = unrefundedVnd(failed);
  await creditOrder(tx, { order: failed, amountVnd: refundVnd, note: `${failed.code}: thanh toán thất bại`, at });
  await tellTaobaoInt(tx, { order: failed, status: 'payFailed', refundVnd, at });
  return true;
}
