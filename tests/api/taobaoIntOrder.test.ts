import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import { fenToVnd } from '../../contract/fees';
import { defaultSettings } from '../../contract/settings';
import type { TaobaoIntOrder } from '../../contract/taobaoIntOrders';
import type { ReceivePackageResponse } from '../../contract/warehouse';
import { cartItems, packages, taobaoIntOrders } from '../../server/db/schema';
import { simulatedShippingFen, simulatedTracking } from '../../server/modules/taobaoGlobal/client/simulator/simulatedGoods';
import { answered, databases, statusCounts } from './helpers';
import { taobaoIntKit, taobaoProducts } from './taobaoIntOrderHelpers';
import { useWalletApp } from './walletHelpers';

const RATE = defaultSettings.rates.orderRateVndPerCny;
const [first, second] = taobaoProducts(2) as [ReturnType<typeof taobaoProducts>[number], ReturnType<typeof taobaoProducts>[number]];

describe.each(databases())('Taobao Global orders on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const g = taobaoIntKit(k, t);

  describe('render', () => {
    it("prices the goods through the person's linked account: per seller in ¥, the total in VND at the order rate, the shortfall", async () => {
      const actor = await k.customer();
      await k.fund(staff().token, actor.id, 100_000);
      const account = await g.link(actor);
      const quote = await g.quoted(actor, g.request([first, second], 2));

      const goods = [first, second].map(({ priceFen }) => priceFen * 2);
      const shipping = [first, second].map(({ product }) => simulatedShippingFen(product.shop.name));
      expect(quote.account).toEqual({ id: account.id, accountName: account.accountName });
      expect(quote.suppliers.map((order) => [order.supplier, order.goodsFen, order.domesticShippingFen])).toEqual([
        [first.product.shop.name, goods[0], shipping[0]],
        [second.product.shop.name, goods[1], shipping[1]],
      ]);
      expect(quote.suppliers[0]!.lines[0]).toMatchObject({
        itemId: first.product.itemId,
        skuId: first.skuId,
        quantity: 2,
        title: first.product.title,
      });
      const goodsFen = goods[0]! + goods[1]!;
      const shippingFen = shipping[0]! + shipping[1]!;
      expect(quote).toMatchObject({ goodsFen, domesticShippingFen: shippingFen, totalFen: goodsFen + shippingFen, rateVndPerCny: RATE });
      expect(quote.feeLines).toEqual([
        { kind: 'goods', amountVnd: fenToVnd(goodsFen, RATE) },
        { kind: 'domesticShipping', amountVnd: fenToVnd(shippingFen, RATE) },
      ]);
      expect(quote.totalVnd).toBe(fenToVnd(goodsFen, RATE) + fenToVnd(shippingFen, RATE));
      expect(quote.availableVnd).toBe(100_000);
      expect(quote.shortfallVnd).toBe(quote.totalVnd - 100_000);
      expect(quote.unavailable).toEqual([]);
    });

    it('names goods the platform will not sell, and prices only the rest', async () => {
      const actor = await g.buyer(staff().token);
      const request = g.request([first]);
      request.goods!.push({ site: 'taobao', itemId: '99912345678', skuId: null, quantity: 1 });
      const quote = await g.quoted(actor, request);
      expect(quote.unavailable).toEqual([{ itemId: '99912345678', skuId: null, reason: 'sold out' }]);
      expect(quote.goodsFen).toBe(first.priceFen);
      const refused = await g.create(actor, { ...request, expectedTotalVnd: quote.totalVnd });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiErrorBody>()).toMatchObject({ code: 'taobao-goods-unavailable', details: [{ path: 'goods.1' }] });
    });

    it('asks to link an account first, and takes only Taobao and Tmall lines of the cart', async () => {
      const actor = await k.customer();
      const unlinked = await g.render(actor, g.request([first]));
      expect(unlinked.statusCode).toBe(409);
      expect(unlinked.json<ApiErrorBody>().code).toBe('taobao-global-not-linked');

      await g.link(actor);
      const [row] = await k.db
        .insert(cartItems)
        .values({
          userId: actor.id,
          site: '1688',
          itemId: '60012345678',
          skuId: '',
          title: 'x',
          imageUrl: '',
          shop: { id: 's', name: 's', nameVi: null },
          properties: [],
          skuPriceFen: 100,
          priceTiers: [],
          quantity: 1,
        })
        .returning();
      const other = await g.render(actor, { cartItemIds: [row!.id], warehouse: 'hn', line: 'normal' });
      expect(other.statusCode).toBe(400);
      expect(other.json<ApiErrorBody>().details).toEqual([expect.objectContaining({ path: 'cartItemIds.0', code: 'taobao-sites-only' })]);

      const both = await g.render(actor, { ...g.request([first]), cartItemIds: [row!.id] });
      expect(both.statusCode).toBe(400);
      expect(both.json<ApiErrorBody>().details).toEqual([expect.objectContaining({ path: 'goods', code: 'taobao-goods-required' })]);
    });
  });

  describe('ordering', () => {
    it('debits the total once, makes the purchase orders on the platform and pays them, and takes the cart lines ordered', async () => {
      const actor = await g.buyer(staff().token, 5_000_000);
      const [row] = await k.db
        .insert(cartItems)
        .values({
          userId: actor.id,
          site: 'taobao',
          itemId: first.product.itemId,
          skuId: first.skuId,
          title: first.product.title,
          imageUrl: '',
          shop: first.product.shop,
          properties: [],
          skuPriceFen: first.priceFen,
          priceTiers: [],
          quantity: 3,
        })
        .returning();
      const request = { cartItemIds: [row!.id], warehouse: 'hcm' as const, line: 'fast' as const, note: 'gói kỹ' };
      const quote = await g.quoted(actor, request);
      const order = await answered<TaobaoIntOrder>(g.create(actor, { ...request, expectedTotalVnd: quote.totalVnd }), 201);

      expect(order).toMatchObject({
        status: 'paying',
        totalVnd: quote.totalVnd,
        paidVnd: quote.totalVnd,
        refundedVnd: 0,
        rateVndPerCny: RATE,
      });
      expect(order.code).toMatch(/^TB\d{6}[A-Z2-9]{4}$/);
      expect(order.purchases).toHaveLength(1);
      expect(order.lines[0]).toMatchObject({ quantity: 3, purchaseId: order.purchases[0]!.purchaseId, subOrderId: expect.any(String) });
      expect(order.events.map((event) => event.status)).toEqual(['awaitingPayment', 'paying']);
      expect((await k.wallet(actor.token)).balanceVnd).toBe(5_000_000 - quote.totalVnd);
      expect(await g.entriesOf(order.id)).toEqual([{ type: 'payment', amountVnd: -quote.totalVnd }]);
      expect(await k.db.select().from(cartItems).where(eq(cartItems.userId, actor.id))).toEqual([]);
      await k.expectBooksBalanced(actor.id);
    });

    it('refuses a total other than the one accepted, a wallet short of it, and a request without a key, writing nothing', async () => {
      const actor = await g.buyer(staff().token, 10_000);
      const request = g.request([first]);
      const quote = await g.quoted(actor, request);
      const changed = await g.create(actor, { ...request, expectedTotalVnd: quote.totalVnd - 1 });
      expect(changed.statusCode).toBe(409);
      expect(changed.json<ApiErrorBody>().code).toBe('quote-changed');
      const short = await g.create(actor, { ...request, expectedTotalVnd: quote.totalVnd });
      expect(short.statusCode).toBe(409);
      expect(short.json<ApiErrorBody>().code).toBe('insufficient-funds');
      const keyless = await k.post('/TaobaoIntOrder', actor.token, { ...request, expectedTotalVnd: quote.totalVnd });
      expect(keyless.statusCode).toBe(400);
      expect(keyless.json<ApiErrorBody>().code).toBe('idempotency-key-invalid');
      expect(await k.db.select().from(taobaoIntOrders).where(eq(taobaoIntOrders.userId, actor.id))).toEqual([]);
      expect((await k.wallet(actor.token)).balanceVnd).toBe(10_000);
    });

    it('makes one order and debits once for 50 requests at once under one key', async () => {
      const actor = await g.buyer(staff().token, 50_000_000);
      const request = g.request([first]);
      const quote = await g.quoted(actor, request);
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => g.create(actor, { ...request, expectedTotalVnd: quote.totalVnd }, key)),
      );
      // A request that met the first one still running is told to retry; none makes a second order.
      expect(Object.keys(statusCounts(responses)).every((status) => status === '201' || status === '409')).toBe(true);
      const ids = new Set(
        responses.filter((response) => response.statusCode === 201).map((response) => response.json<TaobaoIntOrder>().id),
      );
      expect(ids.size).toBe(1);
      const rows = await k.db.select().from(taobaoIntOrders).where(eq(taobaoIntOrders.userId, actor.id));
      expect(rows).toHaveLength(1);
      expect(await g.entriesOf(rows[0]!.id)).toEqual([{ type: 'payment', amountVnd: -quote.totalVnd }]);
      expect((await k.wallet(actor.token)).balanceVnd).toBe(50_000_000 - quote.totalVnd);
      await k.expectBooksBalanced(actor.id);
    });

    it("answers another person's order as not found", async () => {
      const owner = await g.buyer(staff().token);
      const order = await g.ordered(owner, g.request([first]));
      const stranger = await k.customer();
      expect((await k.get(`/TaobaoIntOrder/${order.id}`, stranger.token)).statusCode).toBe(404);
      expect((await k.get(`/TaobaoIntOrder/${order.id + 100_000}`, owner.token)).statusCode).toBe(404);
      const list = await answered<{ items: Array<{ id: number }> }>(k.get('/TaobaoIntOrder', stranger.token), 200);
      expect(list.items).toEqual([]);
      const refund = await k.post('/TaobaoIntOrder/Refund', stranger.token, { lineId: order.lines[0]!.id, reason: 'của tôi?' });
      expect(refund.statusCode).toBe(404);
      const huge = await k.post('/TaobaoIntOrder/Refund', owner.token, { lineId: 2 ** 40, reason: 'không có' });
      expect(huge.statusCode).toBe(404);
      const elsewhere = await g.render(owner, { ...g.request([first]), accountId: 2 ** 40 });
      expect(elsewhere.statusCode).toBe(404);
    });
  });

  describe('the background sync', () => {
    it('moves the order with the platform, records tracking codes, and lists and finds it', async () => {
      const actor = await g.buyer(staff().token);
      const order = await g.ordered(actor, g.request([first]));
      const paid = await g.synced(actor, order.id, 'awaitingShipment');
      const purchaseId = paid.purchases[0]!.purchaseId;
      expect(paid.purchases[0]).toMatchObject({ state: 'awaitingShipment', trackingCodes: [] });
      expect(paid.lines[0]!.refundable).toEqual({ kind: 'refund', until: null });

      await g.simulator().advance(purchaseId);
      const shipped = await g.synced(actor, order.id, 'shipping');
      const { code, carrier } = simulatedTracking(purchaseId);
      expect(shipped.trackingCodes).toEqual([code]);
      expect(shipped.purchases[0]!.trackingCodes).toEqual([{ code, carrier, shippedAt: expect.any(String) }]);
      expect(shipped.events.at(-1)).toMatchObject({ status: 'shipping', note: `Mã vận đơn: ${code}` });
      expect(shipped.lines[0]!.refundable).toMatchObject({ kind: 'returnAndRefund', until: expect.any(String) });

      await g.simulator().advance(purchaseId);
      const received = await g.synced(actor, order.id, 'received');
      expect(received.events.map((event) => event.status)).toEqual([
        'awaitingPayment',
        'paying',
        'awaitingShipment',
        'shipping',
        'received',
      ]);

      const list = await answered<{ items: Array<{ id: number; status: string }>; total: number }>(
        k.get(`/TaobaoIntOrder?status=received&q=${order.code.slice(2, 8)}`, actor.token),
        200,
      );
      expect(list.items.map((item) => [item.id, item.status])).toContainEqual([order.id, 'received']);
      const none = await answered<{ total: number }>(k.get('/TaobaoIntOrder?status=shipping', actor.token), 200);
      expect(none.total).toBe(0);
    });

    it('takes each due order once when several servers sync at the same moment', async () => {
      const actor = await g.buyer(staff().token);
      const orders = [await g.ordered(actor, g.request([first])), await g.ordered(actor, g.request([second]))];
      t().clock.advance(10 * 60_000);
      try {
        // Three servers, each asking the platform through its own client: every question is counted.
        const asked: string[] = [];
        const server = () => {
          const client = g.simulator();
          return g.platform({
            ...client,
            queryOrders: (token, query) => {
              asked.push(...(query.purchaseIds ?? []));
              return client.queryOrders(token, query);
            },
          });
        };
        const worked = await Promise.all([server().runOnce(), server().runOnce(), server().runOnce()]);
        // Earlier tests' orders are due too: these two were each asked about once, by one of the three.
        expect(worked.reduce((a, b) => a + b, 0)).toBe(new Set(asked).size);
        for (const order of orders) expect(asked.filter((id) => id === order.purchases[0]!.purchaseId)).toHaveLength(1);
        for (const order of orders) expect((await g.order(actor, order.id)).status).toBe('awaitingShipment');
        const rows = await k.db.select().from(taobaoIntOrders).where(eq(taobaoIntOrders.userId, actor.id));
        expect(rows.every((row) => row.leasedUntil === null && row.nextSyncAt !== null)).toBe(true);
      } finally {
        t().clock.advance(-10 * 60_000);
      }
    });

    it('lets a parcel scanned in China under the tracking code join the order, through a consignment on its terms', async () => {
      const actor = await g.buyer(staff().token);
      const order = await g.ordered(actor, {
        ...g.request([first], 2),
        warehouse: 'hcm',
        line: 'fast',
        services: { crate: true, insurance: false },
      });
      await g.sync(order.id);
      await g.simulator().advance(order.purchases[0]!.purchaseId);
      const shipped = await g.synced(actor, order.id, 'shipping');

      const scan = await answered<ReceivePackageResponse>(
        k.post(
          '/Staff/Package/Receive',
          staff().token,
          { trackingCode: shipped.trackingCodes[0]!.toLowerCase(), weightGrams: 1_200, lengthCm: 30, widthCm: 20, heightCm: 10 },
          randomUUID(),
        ),
        201,
      );
      expect(scan.outcome).toBe('matched');
      expect(scan.package.order).toMatchObject({ kind: 'shipping' });

      const arrived = await g.order(actor, order.id);
      expect(arrived.status).toBe('received');
      expect(arrived.events.at(-1)).toMatchObject({ status: 'received', note: 'Kho Trung Quốc đã nhận hàng' });
      expect(arrived.consignment).toMatchObject({ id: scan.package.order!.id, code: scan.package.order!.code, status: 'arrivedChina' });
      const [parcel] = await k.db.select().from(packages).where(eq(packages.id, scan.package.id));
      expect(parcel).toMatchObject({ userId: actor.id, shippingOrderId: arrived.consignment!.id });
      const consignment = await answered<{
        warehouse: string;
        line: string;
        services: object;
        trackingCodes: Array<{ code: string; status: string }>;
      }>(k.get(`/OrderShipping/${arrived.consignment!.id}`, actor.token), 200);
      expect(consignment).toMatchObject({ warehouse: 'hcm', line: 'fast', services: { crate: true, insurance: false } });
      expect(consignment.trackingCodes).toEqual([expect.objectContaining({ code: shipped.trackingCodes[0], status: 'matched' })]);
    });
  });

  describe('with the background loop on', () => {
    const loop = useWalletApp(kind, { env: { TAOBAO_GLOBAL_SYNC_SECONDS: '1' } });
    const l = taobaoIntKit(loop.k, loop.t);

    it('follows orders by itself once they are due, with no request asking', async () => {
      const actor = await l.buyer(loop.staff().token);
      const order = await l.ordered(actor, l.request([first]));
      expect(order.status).toBe('paying');
      // Due 30 seconds after it was placed; the loop looks every second.
      loop.t().clock.advance(60_000);
      try {
        await expect.poll(async () => (await l.order(actor, order.id)).status, { timeout: 5_000, interval: 200 }).toBe('awaitingShipment');
      } finally {
        loop.t().clock.advance(-60_000);
      }
    });
  });
});
