import { CONSIGNMENT_TEXT_MAX } from '../../../contract/consignment';
import type { Tx } from '../../db/connect';
import { attachToConsignment } from '../consignment/consignmentAttach';
import {
  appendConsignmentEvent,
  closedConsignment,
  findConsignment,
  insertTrackingCodes,
  trackingCodesOf as consignmentCodesOf,
} from '../consignment/consignment.queries';
import { insertLockedConsignment } from '../consignment/consignment.service';
import type { PackageRow } from '../consignment/consignment.queries';
import type { OrderFollow } from '../orders/orderFollow';
import {
  appendTaobaoIntEvent,
  arrivedCodes,
  findTaobaoIntOrderByConsignment,
  linesOf,
  purchasesOf,
  trackingCodesOf,
  updateTaobaoIntOrder,
  type TaobaoIntOrderRow,
} from './taobaoIntOrders.queries';
import { tellTaobaoInt } from './taobaoIntNotices';
import { statusFromPurchases } from './taobaoIntRules';

/**
 * From the China warehouse on, a Taobao Global order's goods travel as a consignment: the
 * customer bought and paid the sellers (through the platform), and we carry the parcels to
 * Vietnam, priced on their weight and settled by a delivery request like any consignment. It is
 * made when the warehouse scans the first parcel under one of the order's tracking codes, on the
 * order's terms (its route and services, the rate and policy locked when it was paid), and lists
 * every tracking code of the order, so later parcels match it the usual way.
 */

const goodsText = (titles: readonly string[]) => {
  const text = titles.join('; ');
  return text.length <= CONSIGNMENT_TEXT_MAX ? text : `${text.slice(0, CONSIGNMENT_TEXT_MAX - 1)}…`;
};

/**
 * A parcel scanned under one of the order's codes (no consignment waited for it): the order's
 * consignment takes it, made now if there is none, and the order follows. False when the order's
 * consignment is closed already: staff match the parcel by hand.
 */
export async function carryTaobaoIntParcel(
  tx: Tx,
  {
    orderFollow,
    order,
    parcel,
    actorId,
    note,
    at,
  }: { orderFollow: OrderFollow; order: TaobaoIntOrderRow; parcel: PackageRow; actorId: number; note?: string; at: Date },
): Promise<boolean> {
  const codes = [...new Set((await trackingCodesOf(tx, { orderIds: [order.id] })).map((code) => code.code))];
  let carrier = order.consignmentId === null ? undefined : await findConsignment(tx, { id: order.consignmentId, lock: true });
  if (carrier && closedConsignment.includes(carrier.status)) return false;
  if (!carrier) {
    const lines = await linesOf(tx, { orderIds: [order.id] });
    carrier = await insertLockedConsignment(tx, {
      userId: order.userId,
      locked: {
        rateVndPerCny: order.rateVndPerCny,
        feePolicy: order.feePolicy,
        settingsVersion: order.settingsVersion,
        services: order.services,
        declaredValueVnd: order.feeLines.find((line) => line.kind === 'goods')?.amountVnd ?? 0,
        warehouse: order.warehouse,
        line: order.line,
      },
      goods: goodsText(lines.map((line) => `${line.titleVi ?? line.title} × ${line.quantity}`)),
      note: `Đơn Taobao quốc tế ${order.code}`,
      at,
    });
    await insertTrackingCodes(tx, { orderId: carrier.id, codes });
    await appendConsignmentEvent(tx, {
      orderId: carrier.id,
      status: 'consigned',
      note: `Đơn Taobao quốc tế ${order.code}`,
      createdBy: null,
      now: at,
    });
    await updateTaobaoIntOrder(tx, { id: order.id, values: { consignmentId: carrier.id, updatedAt: at } });
  } else {
    await extendConsignment(tx, { consignmentId: carrier.id, codes });
  }
  await attachToConsignment(tx, { orderFollow, order: carrier, parcels: [parcel], actorId, note, at });
  await followTaobaoIntArrival(tx, { consignmentId: carrier.id, at });
  return true;
}

/** Codes the order learnt after its consignment was made join it, while it is open, so their parcels match it. */
export async function extendConsignment(
  tx: Tx,
  { consignmentId, codes }: { consignmentId: number; codes: readonly string[] },
): Promise<void> {
  const carrier = await findConsignment(tx, { id: consignmentId });
  if (!carrier || closedConsignment.includes(carrier.status)) return;
  const listed = new Set((await consignmentCodesOf(tx, { orderId: consignmentId })).map((code) => code.code));
  await insertTrackingCodes(tx, { orderId: consignmentId, codes: [...new Set(codes)].filter((code) => !listed.has(code)) });
}

/**
 * A parcel reached the China warehouse in the consignment of a Taobao Global order: the order
 * moves to `received` once every purchase order still open has goods there (or the platform says
 * received). Anything else is not a Taobao Global order's consignment, and nothing happens.
 */
export async function followTaobaoIntArrival(tx: Tx, { consignmentId, at }: { consignmentId: number; at: Date }): Promise<void> {
  const order = await findTaobaoIntOrderByConsignment(tx, { consignmentId });
  if (!order) return;
  const { next } = await statusNow(tx, order);
  if (next === order.status) return;
  await updateTaobaoIntOrder(tx, { id: order.id, values: { status: next, updatedAt: at } });
  await appendTaobaoIntEvent(tx, { orderId: order.id, status: next, note: 'Kho Trung Quốc đã nhận hàng', now: at });
  await tellTaobaoInt(tx, { order, status: next, at });
}

/**
 * Where an order's purchase orders put it now (taobaoIntRules.ts `statusFromPurchases`): their
 * states, whether each was ever paid, and which have goods in the China warehouse. Answers the
 * purchase orders too, whose close reasons the timeline may quote.
 */
export async function statusNow(tx: Tx, order: TaobaoIntOrderRow) {
  const purchases = await purchasesOf(tx, { orderIds: [order.id] });
  const codes = await trackingCodesOf(tx, { orderIds: [order.id] });
  const arrived = await arrivedCodes(tx, { consignmentId: order.consignmentId });
  const next = statusFromPurchases(
    order.status,
    purchases.map((purchase) => ({
      state: purchase.state,
      everPaid: purchase.paidAt !== null,
      arrived: codes.some((code) => code.purchaseRowId === purchase.id && arrived.has(code.code)),
    })),
  );
  return { next, purchases };
}
