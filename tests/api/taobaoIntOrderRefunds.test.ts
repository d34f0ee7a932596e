import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import { fenToVnd } from '../../contract/fees';
import { defaultSettings } from '../../contract/settings';
import type { TaobaoIntOrder, TaobaoIntRefund } from '../../contract/taobaoIntOrders';
import { taobaoIntPurchases } from '../../server/db/schema';
import { defaultCatalog } from '../../server/modules/products/catalog/catalogSource';
import { answered, databases } from './helpers';
import { taobaoIntKit } from './taobaoIntOrderHelpers';
import { useWalletApp, type Actor } from './walletHelpers';

const RATE = defaultSettings.rates.orderRateVndPerCny;
const DAY = 24 * 3600_000;

/** A Taobao product with two SKUs in stock: two lines of one seller, so one can be refunded while the other stays. */
function twoSkuProduct() {
  for (const { product } of defaultCatalog().entries) {
    if (product.site !== 'taobao') continue;
    const skus = product.skus.filter((sku) => sku.stock > 0);
    if (skus.length >= 2) return { product, skus: [skus[0]!, skus[1]!] as const };
  }
  throw new Error('the catalog has no Taobao product with two SKUs in stock');
}

const { product, skus } = twoSkuProduct();

describe.each(databases())('Taobao Global refunds on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const g = taobaoIntKit(k, t);

  /** An order of two lines of one seller, paid on the platform. */
  async function paidOrder(): Promise<{ actor: Actor; order: TaobaoIntOrder }> {
    const actor = await g.buyer(staff().token);
    const made = await g.ordered(actor, {
      goods: skus.map((sku) => ({ site: 'taobao' as const, itemId: product.itemId, skuId: sku.skuId, quantity: 1 })),
      warehouse: 'hn',
      line: 'normal',
    });
    return { actor, order: await g.synced(actor, made.id, 'awaitingShipment') };
  }

  /** The same order, shipped by the seller. */
  async function shippedOrder(): Promise<{ actor: Actor; order: TaobaoIntOrder }> {
    const { actor, order } = await paidOrder();
    await g.simulator().advance(order.purchases[0]!.purchaseId);
    return { actor, order: await g.synced(actor, order.id, 'shipping') };
  }

  const ask = (actor: Actor, lineId: number, reason = 'Không cần nữa') => k.post('/TaobaoIntOrder/Refund', actor.token, { lineId, reason });

  it("refunds a line before shipment: the line is cancelled on the platform and the wallet credited once, at the order's rate", async () => {
    const { actor, order } = await paidOrder();
    const [line, kept] = order.lines as [TaobaoIntOrder['lines'][number], TaobaoIntOrder['lines'][number]];
    const before = (await k.wallet(actor.token)).balanceVnd;

    const asked = await answered<TaobaoIntRefund>(ask(actor, line.id), 201);
    expect(asked).toMatchObject({
      orderId: order.id,
      lineId: line.id,
      kind: 'refund',
      status: 'requested',
      origin: 'customer',
      amountVnd: null,
    });
    const again = await ask(actor, line.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().code).toBe('taobao-refund-exists');

    await g.sync(order.id);
    await g.sync(order.id);
    const after = await g.order(actor, order.id);
    const amountVnd = fenToVnd(line.amountFen, RATE);
    expect(after.lines[0]!.refund).toMatchObject({
      status: 'refunded',
      amountFen: line.amountFen,
      amountVnd,
      refundedAt: expect.any(String),
    });
    expect(after.lines[1]!.refund).toBeNull();
    expect(after.lines[1]!.refundable).toEqual({ kind: 'refund', until: null });
    expect(after).toMatchObject({ status: 'awaitingShipment', refundedVnd: amountVnd });
    expect(await g.entriesOf(order.id)).toEqual([
      { type: 'payment', amountVnd: -order.totalVnd },
      { type: 'refund', amountVnd },
    ]);
    expect((await k.wallet(actor.token)).balanceVnd).toBe(before + amountVnd);

    const list = await answered<{ items: TaobaoIntRefund[] }>(k.get(`/TaobaoIntOrder/Refund?orderId=${order.id}`, actor.token), 200);
    expect(list.items.map((refund) => [refund.lineId, refund.status])).toEqual([[line.id, 'refunded']]);
    expect(kept.id).not.toBe(line.id);
    await k.expectBooksBalanced(actor.id);
  });

  it('takes a return after shipment and credits once when the platform refunds, however many syncs see it', async () => {
    const { actor, order } = await shippedOrder();
    const line = order.lines[1]!;
    const asked = await answered<TaobaoIntRefund>(ask(actor, line.id, 'Sai màu'), 201);
    expect(asked).toMatchObject({ kind: 'returnAndRefund', status: 'requested' });
    await g.sync(order.id);
    expect((await g.order(actor, order.id)).lines[1]!.refund).toMatchObject({ status: 'requested', amountVnd: null });
    expect(await g.entriesOf(order.id)).toHaveLength(1);

    await g.simulator().settleRefund(line.subOrderId!, 'refunded');
    t().clock.advance(10 * 60_000);
    try {
      await Promise.all([g.platform().runOnce(), g.sync(order.id), g.sync(order.id), g.platform().runOnce()]);
      await g.sync(order.id);
    } finally {
      t().clock.advance(-10 * 60_000);
    }
    const amountVnd = fenToVnd(line.amountFen, RATE);
    const after = await g.order(actor, order.id);
    expect(after.lines[1]!.refund).toMatchObject({ status: 'refunded', amountVnd });
    expect(after.refundedVnd).toBe(amountVnd);
    expect(await g.entriesOf(order.id)).toEqual([
      { type: 'payment', amountVnd: -order.totalVnd },
      { type: 'refund', amountVnd },
    ]);
    await k.expectBooksBalanced(actor.id);
  });

  it('keeps a return the seller refused, with nothing credited', async () => {
    const { actor, order } = await shippedOrder();
    const line = order.lines[0]!;
    await answered<TaobaoIntRefund>(ask(actor, line.id), 201);
    await g.simulator().settleRefund(line.subOrderId!, 'refused');
    await g.sync(order.id);
    const after = await g.order(actor, order.id);
    expect(after.lines[0]!.refund).toMatchObject({ status: 'refused', amountVnd: null });
    expect(after.refundedVnd).toBe(0);
    expect(await g.entriesOf(order.id)).toHaveLength(1);
  });

  it('refuses a return after the window, saying the day it closed', async () => {
    const { actor, order } = await shippedOrder();
    // Shipped eight days ago, with a window of seven.
    const shippedAt = new Date(t().clock.now().getTime() - 8 * DAY);
    await k.db.update(taobaoIntPurchases).set({ shippedAt }).where(eq(taobaoIntPurchases.orderId, order.id));
    const closedAt = new Date(shippedAt.getTime() + defaultSettings.taobaoGlobal.refundWindowDays * DAY);

    const late = await ask(actor, order.lines[0]!.id);
    expect(late.statusCode).toBe(400);
    const day = new Intl.DateTimeFormat('vi-VN', {
      timeZone: 'Asia/Ho_Chi_Minh',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(closedAt);
    expect(late.json<ApiErrorBody>().details).toEqual([
      { path: 'lineId', code: 'taobao-refund-window-closed', message: `Đã quá hạn trả hàng hoàn tiền: hạn yêu cầu đã đóng ngày ${day}` },
    ]);
    expect((await g.order(actor, order.id)).lines[0]).toMatchObject({ refundable: null, refundClosedAt: closedAt.toISOString() });
    expect(await g.entriesOf(order.id)).toHaveLength(1);

    // Shipped six days ago: still open.
    await k.db
      .update(taobaoIntPurchases)
      .set({ shippedAt: new Date(t().clock.now().getTime() - 6 * DAY) })
      .where(eq(taobaoIntPurchases.orderId, order.id));
    expect((await ask(actor, order.lines[0]!.id)).statusCode).toBe(201);
  });

  it('refuses a refund of a line the platform has not been paid for yet', async () => {
    const actor = await g.buyer(staff().token);
    const order = await g.ordered(actor, g.request([{ product, skuId: skus[0].skuId }]));
    expect(order.status).toBe('paying');
    const early = await ask(actor, order.lines[0]!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiErrorBody>().code).toBe('taobao-refund-not-allowed');
  });
});
