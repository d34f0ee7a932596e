import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { isAppError } from '../../errors';
import { currentSettings } from '../settings/settings.store';
import { isTaobaoGlobalError, type CreatedOrder, type Refund, type TrackingCode } from '../taobaoGlobal/client/taobaoGlobalClient';
import type { TaobaoGlobal } from '../taobaoGlobal/taobaoGlobal.module';
import { customerCodeOf } from '../wallet/wallet.queries';
import { applyPlatformView, codesOf, failUnpaid, SYNC_EVERY_MS, type PlatformView } from './taobaoIntApply';
import { warehouseAddress } from './taobaoIntGoods';
import {
  appendTaobaoIntEvent,
  findTaobaoIntOrder,
  leaseDueTaobaoIntOrders,
  leaseTaobaoIntOrder,
  linesOf,
  purchasesOf,
  setLinePurchase,
  updatePurchase,
  updateTaobaoIntOrder,
  upsertPurchase,
  type TaobaoIntOrderRow,
  type TaobaoIntPurchaseRow,
} from './taobaoIntOrders.queries';
import { hasPendingRefunds, refundsOf } from './taobaoIntRefunds.queries';

/** How long one process holds an order it works on; a process that dies lets it go after this. */
export const LEASE_MS = 2 * 60_000;
/** How soon an order just placed is asked about (the platform completes payment on its own). */
export const AFTER_PLACEMENT_MS = 30_000;
/** An order the platform could not be asked to make for this long, and never asked to pay, is given up and refunded. */
export const PLACEMENT_GIVE_UP_MS = 6 * 3600_000;
/** Payment asked this many times without the platform taking it: the purchase order is cancelled, its share refunded. */
export const MAX_PAY_ATTEMPTS = 3;
/** An order whose link needs relinking, or whose account is gone, is asked about again only this often. */
const BLOCKED_RETRY_MS = 3600_000;
/** Orders taken per lease, and leases per pass of the background loop. */
const BATCH = 20;
const BATCHES_PER_PASS = 5;

/** A failure in words for staff (the order's `syncError`) and the log. */
function describe(error: unknown): string {
  if (isTaobaoGlobalError(error)) return `${error.kind}${error.platformCode ? ` ${error.platformCode}` : ''}: ${error.message}`;
  if (isAppError(error)) return error.code;
  return error instanceof Error ? error.message : String(error);
}

/** The platform said no for good, or the account cannot be used: waiting changes nothing. */
function definitive(error: unknown): boolean {
  if (isTaobaoGlobalError(error)) return error.kind === 'refused';
  return isAppError(error) && ['taobao-global-relink-required', 'taobao-global-not-linked', 'not-found'].includes(error.code);
}

/**
 * Everything said to the platform about orders after the wallet paid for them, never inside a
 * customer's request but the one that made the order:
 *
 * - `place` runs right after POST /TaobaoIntOrder commits (the debit and the order in
 *   `awaitingPayment`): the platform makes the purchase orders under the order's code (its
 *   idempotency key, so asking again answers the same ones), they are stored with
 *   `pay_requested_at` in one transaction, and only then is the platform asked to pay them. A
 *   refusal before that moment cannot have cost anything on the platform: the order ends
 *   `payFailed` and the debit comes back at once. A timeout leaves it for the sync.
 * - `runOnce` is one pass of the background sync: it leases due orders (several server processes
 *   share the work, each order to one of them) and for each makes it (if the request that made it
 *   stopped before), or asks the platform about its purchase orders, their tracking codes and
 *   refunds, applies that in one transaction, and asks again to pay what is still unpaid, up to
 *   MAX_PAY_ATTEMPTS, then cancels it: a purchase order the platform closes without ever having
 *   been paid has its share refunded once.
 */
export function createTaobaoIntPlatform({
  db,
  now,
  taobaoGlobal,
  log,
}: {
  db: Db;
  now: () => Date;
  taobaoGlobal: Pick<TaobaoGlobal, 'client' | 'tokens'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const { client, tokens } = taobaoGlobal;
  const withToken = <T>(order: TaobaoIntOrderRow, work: (accessToken: string) => Promise<T>) =>
    tokens.withToken(db, { userId: order.userId, accountId: order.accountId }, (token) => work(token.accessToken));

  /** Lets the order go, due again after `nextSyncInMs` (null: nothing more to follow), with the failure that stopped this turn. */
  async function release(order: TaobaoIntOrderRow, outcome: { nextSyncInMs: number | null; error?: string }): Promise<void> {
    const at = now();
    // A refund asked while this turn ran keeps the order followed.
    const inMs = outcome.nextSyncInMs ?? ((await hasPendingRefunds(db, { orderId: order.id })) ? SYNC_EVERY_MS : null);
    await updateTaobaoIntOrder(db, {
      id: order.id,
      values: {
        leasedUntil: null,
        nextSyncAt: inMs === null ? null : new Date(at.getTime() + inMs),
        ...(outcome.error !== undefined && { syncError: outcome.error }),
      },
    });
  }

  /** The purchase orders on the platform, stored with the sub-orders our lines became; payment is asked from here on. */
  async function create(order: TaobaoIntOrderRow): Promise<void> {
    const lines = await linesOf(db, { orderIds: [order.id] });
    const { settings } = await currentSettings(db);
    const address = warehouseAddress(settings.chinaWarehouse, (await customerCodeOf(db, { userId: order.userId })) ?? '');
    let created: CreatedOrder;
    try {
      created = await withToken(order, (accessToken) =>
        client.createOrder(accessToken, {
          outerPurchaseId: order.code,
          totalFen: order.totalFen,
          lines: lines.map((line) => ({
            lineNo: line.lineNo,
            itemId: line.itemId,
            skuId: line.skuId,
            quantity: line.quantity,
            unitPriceFen: line.unitPriceFen,
            title: line.title,
          })),
          address,
          ...(order.note && { remark: order.note }),
        }),
      );
    } catch (error) {
      const givenUp = now().getTime() - order.createdAt.getTime() >= PLACEMENT_GIVE_UP_MS;
      if (!definitive(error) && !givenUp) throw error;
      await db.transaction((tx) => failUnpaid(tx, { orderId: order.id, reason: describe(error), at: now() }));
      return;
    }
    const stored = await db.transaction(async (tx) => {
      const at = now();
      const locked = await findTaobaoIntOrder(tx, { id: order.id, lock: true });
      if (locked?.status !== 'awaitingPayment') return false;
      for (const purchase of created.orders) {
        const goodsFen = purchase.lines.reduce((sum, line) => sum + line.estimateFen, 0);
        const row = await upsertPurchase(tx, {
          orderId: order.id,
          purchaseId: purchase.purchaseId,
          supplier: purchase.supplier,
          state: 'awaitingPayment',
          platformState: '',
          goodsFen,
          domesticShippingFen: Math.max(0, purchase.estimateFen - goodsFen),
          now: at,
        });
        for (const line of purchase.lines)
          await setLinePurchase(tx, { orderId: order.id, lineNo: line.lineNo, purchaseRowId: row.id, subOrderId: line.subOrderId });
      }
      // Committed before the platform is asked to pay: from here on only its word ends the order unpaid.
      await updateTaobaoIntOrder(tx, { id: order.id, values: { payRequestedAt: at, updatedAt: at } });
      return true;
    });
    if (stored) await pay(order, await purchasesOf(db, { orderIds: [order.id] }));
  }

  /**
   * Asks the platform to pay what it has not been paid (paying twice is not possible: it refuses
   * an order no longer awaiting payment). One that failed MAX_PAY_ATTEMPTS times is cancelled.
   */
  async function pay(order: TaobaoIntOrderRow, purchases: readonly TaobaoIntPurchaseRow[]): Promise<void> {
    // One still being made (or in a state we do not know) is not asked yet: paying it would only fail.
    const unpaid = purchases.filter((purchase) => purchase.state === 'awaitingPayment');
    for (const spent of unpaid.filter((purchase) => purchase.payAttempts >= MAX_PAY_ATTEMPTS)) {
      await withToken(order, (accessToken) =>
        client.cancelOrder(accessToken, { purchaseId: spent.purchaseId, reason: 'Thanh toán thất bại' }),
      ).catch((error: unknown) => log.warn({ err: error, orderId: order.id }, 'cancelling an unpaid Taobao Global purchase order failed'));
    }
    const due = unpaid.filter((purchase) => purchase.payAttempts < MAX_PAY_ATTEMPTS);
    if (due.length === 0) return;
    let result: { paying: string[]; failed: Array<{ purchaseId: string; message: string }> };
    try {
      result = await withToken(order, (accessToken) =>
        client.payOrders(
          accessToken,
          due.map((purchase) => purchase.purchaseId),
        ),
      );
    } catch (error) {
      result = { paying: [], failed: due.map((purchase) => ({ purchaseId: purchase.purchaseId, message: describe(error) })) };
    }
    await db.transaction(async (tx) => {
      const at = now();
      for (const failure of result.failed) {
        const purchase = due.find((candidate) => candidate.purchaseId === failure.purchaseId);
        if (purchase) await updatePurchase(tx, { id: purchase.id, values: { payAttempts: purchase.payAttempts + 1, updatedAt: at } });
      }
      const locked = await findTaobaoIntOrder(tx, { id: order.id, lock: true });
      const errorText = result.failed.map((failure) => `${failure.purchaseId}: ${failure.message}`).join('; ') || null;
      if (locked?.status === 'awaitingPayment' && result.paying.length > 0) {
        await updateTaobaoIntOrder(tx, { id: order.id, values: { status: 'paying', syncError: errorText, updatedAt: at } });
        await appendTaobaoIntEvent(tx, { orderId: order.id, status: 'paying', note: null, now: at });
      } else if (errorText) await updateTaobaoIntOrder(tx, { id: order.id, values: { syncError: errorText } });
    });
  }

  /** What the platform says of the order's purchase orders, tracking codes and refunds: read before any transaction. */
  async function view(order: TaobaoIntOrderRow, purchases: readonly TaobaoIntPurchaseRow[]): Promise<PlatformView> {
    const ids = purchases.map((purchase) => purchase.purchaseId);
    const page = await withToken(order, (accessToken) =>
      client.queryOrders(accessToken, { purchaseIds: ids, pageSize: Math.max(20, ids.length) }),
    );
    const parcels = new Map<string, TrackingCode[]>();
    for (const seen of page.orders) {
      const shipped = seen.state === 'shipped' || seen.state === 'finished';
      const first = seen.subOrders[0];
      if (!shipped || !first || codesOf(seen, parcels).length > 0) continue;
      const found = await withToken(order, (accessToken) => client.logisticsDetail(accessToken, first.subOrderId));
      parcels.set(
        seen.purchaseId,
        found.map((parcel) => ({ code: parcel.trackingCode, carrier: parcel.carrier, shippedAt: parcel.events[0]?.at ?? null })),
      );
    }
    const ours = await refundsOf(db, { orderIds: [order.id] });
    const lines = await linesOf(db, { orderIds: [order.id] });
    const refunds = new Map<string, Refund>();
    for (const sub of page.orders.flatMap((seen) => seen.subOrders)) {
      if (!sub.refund) continue;
      const line = lines.find((candidate) => candidate.subOrderId === sub.subOrderId);
      const known = ours.find((refund) => refund.lineId === line?.id);
      if (known && (known.creditedAt !== null || known.status === 'refused')) continue;
      const { refundId } = sub.refund;
      try {
        refunds.set(refundId, await withToken(order, (accessToken) => client.queryRefund(accessToken, refundId)));
      } catch (error) {
        // Read again next time; the refund's state from the order is enough to follow it meanwhile.
        log.warn({ err: error, orderId: order.id, refundId }, 'reading a Taobao Global refund failed');
      }
    }
    return { orders: page.orders, parcels, refunds };
  }

  /** One order this process holds: made on the platform if it is not yet, else followed. Always let go after. */
  async function work(order: TaobaoIntOrderRow): Promise<void> {
    try {
      const purchases = await purchasesOf(db, { orderIds: [order.id] });
      if (purchases.length === 0) {
        if (order.status === 'awaitingPayment') await create(order);
        const current = await findTaobaoIntOrder(db, { id: order.id });
        await release(order, { nextSyncInMs: current?.status === 'payFailed' ? null : AFTER_PLACEMENT_MS });
        return;
      }
      const seen = await view(order, purchases);
      const updated = await db.transaction((tx) =>
        applyPlatformView(tx, { orderId: order.id, consignmentId: order.consignmentId, view: seen, at: now() }),
      );
      if (updated.payRequestedAt !== null && (updated.status === 'awaitingPayment' || updated.status === 'paying'))
        await pay(updated, await purchasesOf(db, { orderIds: [order.id] }));
      await release(order, { nextSyncInMs: updated.nextSyncAt === null ? null : SYNC_EVERY_MS });
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, 'talking to Taobao Global about an order failed');
      await release(order, { nextSyncInMs: definitive(error) ? BLOCKED_RETRY_MS : SYNC_EVERY_MS, error: describe(error) });
    }
  }

  /** Right after the order's transaction commits. Never throws: whatever fails is the sync's to finish. */
  async function place(orderId: number): Promise<void> {
    const at = now();
    const order = await leaseTaobaoIntOrder(db, {
      id: orderId,
      now: at,
      until: new Date(at.getTime() + LEASE_MS),
      statuses: ['awaitingPayment'],
    });
    if (order) await work(order);
  }

  /** Works on one order now if no one else holds it (staff advancing the simulator want to see the result). */
  async function syncNow(orderId: number): Promise<void> {
    const at = now();
    const order = await leaseTaobaoIntOrder(db, {
      id: orderId,
      now: at,
      until: new Date(at.getTime() + LEASE_MS),
      statuses: ['awaitingPayment', 'paying', 'awaitingShipment', 'shipping', 'received', 'cancelled', 'payFailed'],
    });
    if (order) await work(order);
  }

  /** One pass of the background sync; answers how many orders it worked on. */
  async function runOnce(): Promise<number> {
    let worked = 0;
    for (let batch = 0; batch < BATCHES_PER_PASS; batch += 1) {
      const at = now();
      const orders = await leaseDueTaobaoIntOrders(db, { now: at, until: new Date(at.getTime() + LEASE_MS), limit: BATCH });
      for (const order of orders) await work(order);
      worked += orders.length;
      if (orders.length < BATCH) break;
    }
    return worked;
  }

  return { place, syncNow, runOnce };
}

export type TaobaoIntPlatform = ReturnType<typeof createTaobaoIntPlatform>;
