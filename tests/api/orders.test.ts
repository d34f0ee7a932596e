import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import { goodsVnd, purchaseFeeVnd } from '../../contract/fees';
import type { CreateOrdersResponse, Order, StaffOrder } from '../../contract/orders';
import type { OrderSummary } from '../../contract/orderList';
import { unitPriceFen } from '../../contract/products';
import { defaultSettings } from '../../contract/settings';
import type { Transaction } from '../../contract/ledger';
import { ledgerEntries } from '../../server/db/schema';
import { answered, databases } from './helpers';
import { expectedDeposit, orderKit, productsFromShops, skuPrice, wholesaleProduct } from './orderHelpers';
import { useWalletApp } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

const { orderRateVndPerCny: rate } = defaultSettings.rates;
const policy = defaultSettings.fees;
const [shopA, shopB] = productsFromShops(2) as [
  NonNullable<ReturnType<typeof productsFromShops>[number]>,
  NonNullable<ReturnType<typeof productsFromShops>[number]>,
];

/** Checkout, the deposit, and the customer's orders. */
describe.each(databases())('buy-for-me orders on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const o = orderKit(k);

  describe('quote', () => {
    it('makes one order per shop, priced with contract/fees.ts at the settings in force', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 123_456);
      const a1 = await o.cartLine(customer.id, shopA, { sku: 0, quantity: 2 });
      const b1 = await o.cartLine(customer.id, shopB, { sku: 0, quantity: 1 });
      const a2 = await o.cartLine(customer.id, shopA, { sku: 1, quantity: 3 });
      const quote = await o.quote(
        customer.token,
        o.checkout([a1, b1, a2], await o.address(customer.id), { services: { counting: true, crate: true, insurance: false } }),
      );

      expect(quote.orders.map((order) => order.shop.id)).toEqual([shopA.shop.id, shopB.shop.id]);
      const [first, second] = quote.orders;
      expect(first?.items.map((item) => [item.cartItemId, item.quantity, item.unitPriceFen])).toEqual([
        [a1, 2, skuPrice(shopA, 0)],
        [a2, 3, skuPrice(shopA, 1)],
      ]);
      const goodsA = goodsVnd(
        [
          { unitPriceFen: skuPrice(shopA, 0), quantity: 2 },
          { unitPriceFen: skuPrice(shopA, 1), quantity: 3 },
        ],
        rate,
      );
      const feeA = purchaseFeeVnd(goodsA, policy);
      expect(first?.feeLines).toEqual([
        { kind: 'goods', amountVnd: goodsA },
        { kind: 'purchaseFee', amountVnd: feeA },
        { kind: 'counting', amountVnd: 5 * 3_500 },
      ]);
      expect(first?.pending).toEqual(['domesticShipping', 'crate', 'internationalShipping']);
      expect(first?.estimatedTotalVnd).toBe(goodsA + feeA + 17_500);
      const depositA = expectedDeposit(
        [
          { unitPriceFen: skuPrice(shopA, 0), quantity: 2 },
          { unitPriceFen: skuPrice(shopA, 1), quantity: 3 },
        ],
        rate,
        policy,
      );
      const depositB = expectedDeposit([{ unitPriceFen: skuPrice(shopB, 0), quantity: 1 }], rate, policy);
      expect([first?.depositVnd, second?.depositVnd]).toEqual([depositA, depositB]);
      expect(quote).toMatchObject({ depositVnd: depositA + depositB, availableVnd: 123_456, rateVndPerCny: rate, settingsVersion: 1 });
      expect(quote.shortfallVnd).toBe(Math.max(0, depositA + depositB - 123_456));
    });

    it('prices a 1688 line at the tier its quantity reaches', async () => {
      const customer = await k.customer();
      const product = wholesaleProduct();
      const quantity = Math.max(product.minQuantity, ...product.priceTiers.map((tier) => tier.minQuantity));
      const id = await o.cartLine(customer.id, product, { quantity });
      const quote = await o.quote(customer.token, o.checkout([id], await o.address(customer.id)));
      const price = unitPriceFen(product, skuPrice(product), quantity);
      expect(quote.orders[0]?.items[0]?.unitPriceFen).toBe(price);
      expect(quote.depositVnd).toBe(expectedDeposit([{ unitPriceFen: price, quantity }], rate, policy));
      expect(quote.shortfallVnd).toBe(quote.depositVnd);
    });

    it("answers cart-changed for a line that is gone or another customer's, and addressId for another's address", async () => {
      const customer = await k.customer();
      const other = await k.customer();
      const mine = await o.cartLine(customer.id, shopA);
      const theirs = await o.cartLine(other.id, shopA);
      const addressId = await o.address(customer.id);
      for (const ids of [
        [mine, theirs],
        [mine, 2_000_000_000],
        [mine, 99_999_999_999],
      ]) {
        const response = await k.post('/OrderOrdering/Quote', customer.token, o.checkout(ids, addressId));
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json<ApiErrorBody>().code).toBe('cart-changed');
      }
      const wrongAddress = await k.post('/OrderOrdering/Quote', customer.token, o.checkout([mine], await o.address(other.id)));
      expect(wrongAddress.statusCode).toBe(400);
      expect(wrongAddress.json<ApiErrorBody>()).toMatchObject({
        code: 'validation-failed',
        details: [{ path: 'addressId', code: 'address-choose' }],
      });
    });
  });

  describe('create', () => {
    it('debits the deposit per order, makes the orders deposited with their timeline, and empties those cart lines', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 5_000_000);
      const a = await o.cartLine(customer.id, shopA, { quantity: 2, note: 'màu đen' });
      const b = await o.cartLine(customer.id, shopB);
      const kept = await o.cartLine(customer.id, shopB, { sku: 1 });
      const body = o.checkout([a, b], await o.address(customer.id), { note: 'giao giờ hành chính' });
      const quote = await o.quote(customer.token, body);
      const response = await o.create(customer.token, body, quote.depositVnd);
      expect(response.statusCode, response.body).toBe(201);
      const { orders } = response.json<CreateOrdersResponse>();

      expect(orders).toHaveLength(2);
      for (const [index, order] of orders.entries()) {
        const quoted = quote.orders[index];
        expect(order.code).toMatch(/^MH\d{6}[A-HJ-NP-Z2-9]{4}$/);
        expect(order).toMatchObject({
          status: 'deposited',
          shop: quoted?.shop,
          rateVndPerCny: rate,
          settingsVersion: 1,
          warehouse: 'hn',
          line: 'normal',
          note: 'giao giờ hành chính',
          estimatedFeeLines: quoted?.feeLines,
          feeLines: quoted?.feeLines,
          pending: quoted?.pending,
          totalVnd: quoted?.estimatedTotalVnd,
          depositVnd: quoted?.depositVnd,
          paidVnd: quoted?.depositVnd,
          refundedVnd: 0,
          remainingVnd: (quoted?.estimatedTotalVnd ?? 0) - (quoted?.depositVnd ?? 0),
          invoiceCodes: [],
          trackingCodes: [],
          packages: [],
          address: {
            receiverName: 'Nguyễn Văn An',
            phone: '+84912345678',
            provinceCode: '01',
            provinceName: 'Hà Nội',
            street: '12 Lê Lợi',
          },
        });
        expect(order.events).toEqual([{ status: 'deposited', at: order.createdAt, note: null }]);
      }
      expect(orders[0]?.items).toMatchObject([
        { itemId: shopA.itemId, skuId: shopA.skus[0]?.skuId, quantity: 2, quantityBought: null, note: 'màu đen' },
      ]);

      expect(await k.wallet(customer.token)).toMatchObject({ balanceVnd: 5_000_000 - quote.depositVnd });
      const deposits = (await k.get('/Transaction?type=deposit', customer.token)).json<Page<Transaction>>().items;
      expect(deposits.map((entry) => [entry.amountVnd, entry.cause]).reverse()).toEqual(
        orders.map((order) => [-order.depositVnd, { type: 'order', id: order.id }]),
      );
      expect(await o.cartIds(customer.id)).toEqual([kept]);
      expect(await o.order(customer.token, orders[0]!.id)).toEqual(orders[0]);
      await k.expectBooksBalanced(customer.id);
    });

    it('refuses with insufficient-funds and creates nothing when the wallet is short by exactly the shortfall', async () => {
      const customer = await k.customer();
      const ids = [await o.cartLine(customer.id, shopA, { quantity: 3 }), await o.cartLine(customer.id, shopB)];
      const body = o.checkout(ids, await o.address(customer.id));
      const full = await o.quote(customer.token, body);
      await k.fund(staff().token, customer.id, full.depositVnd - 1);
      const quote = await o.quote(customer.token, body);
      expect(quote).toMatchObject({ availableVnd: full.depositVnd - 1, shortfallVnd: 1 });

      const refused = await o.create(customer.token, body, quote.depositVnd);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiErrorBody>().code).toBe('insufficient-funds');
      expect(await o.orderCount(customer.id)).toBe(0);
      expect(await o.cartIds(customer.id)).toEqual(ids);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(full.depositVnd - 1);

      await k.fund(staff().token, customer.id, 1);
      expect((await o.quote(customer.token, body)).shortfallVnd).toBe(0);
      expect((await o.create(customer.token, body, quote.depositVnd)).statusCode).toBe(201);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(0);
      await k.expectBooksBalanced(customer.id);
    });

    it('answers quote-changed when the deposit differs from the one accepted, and changes nothing', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 10_000_000);
      const ids = [await o.cartLine(customer.id, shopA, { quantity: 2 })];
      const body = o.checkout(ids, await o.address(customer.id));
      const quote = await o.quote(customer.token, body);
      const refused = await o.create(customer.token, body, quote.depositVnd + 1);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiErrorBody>().code).toBe('quote-changed');
      expect(await o.orderCount(customer.id)).toBe(0);
      expect(await o.cartIds(customer.id)).toEqual(ids);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(10_000_000);
    });

    it('makes one order set and debits once when retried with the same Idempotency-Key', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 10_000_000);
      const body = o.checkout([await o.cartLine(customer.id, shopA), await o.cartLine(customer.id, shopB)], await o.address(customer.id));
      const { depositVnd } = await o.quote(customer.token, body);
      const key = randomUUID();
      const first = await o.create(customer.token, body, depositVnd, key);
      const again = await o.create(customer.token, body, depositVnd, key);
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await o.orderCount(customer.id)).toBe(2);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(10_000_000 - depositVnd);
      // A new key for the same (now empty) lines is a new checkout: the lines are gone.
      const fresh = await o.create(customer.token, body, depositVnd);
      expect(fresh.json<ApiErrorBody>().code).toBe('cart-changed');
      await k.expectBooksBalanced(customer.id);
    });

    it('lets only one of two simultaneous checkouts whose deposits exceed the balance pass; the other leaves its cart', async () => {
      const customer = await k.customer();
      const addressId = await o.address(customer.id);
      const first = o.checkout([await o.cartLine(customer.id, shopA, { quantity: 2 })], addressId);
      const second = o.checkout([await o.cartLine(customer.id, shopB, { quantity: 2 })], addressId);
      const [quoteA, quoteB] = [await o.quote(customer.token, first), await o.quote(customer.token, second)];
      await k.fund(staff().token, customer.id, Math.max(quoteA.depositVnd, quoteB.depositVnd));
      const responses = await Promise.all([
        o.create(customer.token, first, quoteA.depositVnd),
        o.create(customer.token, second, quoteB.depositVnd),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const loser = responses.findIndex((r) => r.statusCode === 409);
      expect(responses[loser]?.json<ApiErrorBody>().code).toBe('insufficient-funds');
      expect(await o.orderCount(customer.id)).toBe(1);
      expect(await o.cartIds(customer.id)).toEqual([first, second][loser]?.cartItemIds);
      const winner = [quoteA, quoteB][1 - loser]!;
      expect((await k.wallet(customer.token)).balanceVnd).toBe(Math.max(quoteA.depositVnd, quoteB.depositVnd) - winner.depositVnd);
      await k.expectBooksBalanced(customer.id);
    });

    it('makes the same lines into orders once when two checkouts of them race with enough money for both', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 50_000_000);
      const body = o.checkout([await o.cartLine(customer.id, shopA)], await o.address(customer.id));
      const { depositVnd } = await o.quote(customer.token, body);
      const responses = await Promise.all([o.create(customer.token, body, depositVnd), o.create(customer.token, body, depositVnd)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.statusCode === 409)?.json<ApiErrorBody>().code).toBe('cart-changed');
      expect(await o.orderCount(customer.id)).toBe(1);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(50_000_000 - depositVnd);
      await k.expectBooksBalanced(customer.id);
    });
  });

  describe('cancel and other customers', () => {
    it('cancels a deposited order with the whole deposit back at once; a second cancel is invalid-transition', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 2_000_000);
      const order = await o.orderedBy(customer, [{ product: shopA, quantity: 2 }]);
      const response = await k.post(`/OrderOrdering/${order.id}/Cancel`, customer.token, undefined, randomUUID());
      expect(response.statusCode, response.body).toBe(200);
      const cancelled = response.json<Order>();
      expect(cancelled).toMatchObject({ status: 'cancelled', paidVnd: order.depositVnd, refundedVnd: order.depositVnd, remainingVnd: 0 });
      expect(cancelled.events.map((event) => event.status)).toEqual(['deposited', 'cancelled']);
      expect(cancelled.events[1]?.note).toContain('Hoàn');
      expect((await k.wallet(customer.token)).balanceVnd).toBe(2_000_000);
      const [refund] = (await k.get('/Transaction?type=refund', customer.token)).json<Page<Transaction>>().items;
      expect(refund).toMatchObject({ amountVnd: order.depositVnd, cause: { type: 'order', id: order.id } });

      const again = await k.post(`/OrderOrdering/${order.id}/Cancel`, customer.token);
      expect(again.statusCode).toBe(409);
      expect(again.json<ApiErrorBody>().code).toBe('invalid-transition');
      await k.expectBooksBalanced(customer.id);
    });

    it('refuses to cancel once staff started buying', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 2_000_000);
      const order = await o.orderedBy(customer, [{ product: shopA }]);
      await o.moved(staff().token, order.id, { to: 'purchasing' });
      const response = await k.post(`/OrderOrdering/${order.id}/Cancel`, customer.token);
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorBody>().code).toBe('invalid-transition');
    });

    it("answers 404 for another customer's order on get, cancel and confirm, and changes nothing", async () => {
      const owner = await k.customer();
      const other = await k.customer();
      await k.fund(staff().token, owner.id, 2_000_000);
      const order = await o.orderedBy(owner, [{ product: shopA }]);
      for (const [method, url] of [
        ['GET', `/OrderOrdering/${order.id}`],
        ['POST', `/OrderOrdering/${order.id}/Cancel`],
        ['POST', `/OrderOrdering/${order.id}/ConfirmReceipt`],
        ['GET', '/OrderOrdering/999999999'],
      ] as const) {
        const response = method === 'GET' ? await k.get(url, other.token) : await k.post(url, other.token);
        expect(response.statusCode, url).toBe(404);
        expect(response.json<ApiErrorBody>().code).toBe('not-found');
      }
      expect((await o.order(owner.token, order.id)).status).toBe('deposited');
      expect((await k.get('/OrderOrdering/abc', owner.token)).statusCode).toBe(400);
    });
  });

  describe('lists', () => {
    it('lists by tab, finds by part of the code in any case, newest first, in pages; staff see every customer', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 20_000_000);
      const made: Order[] = [];
      for (let i = 0; i < 3; i += 1) made.push(await o.orderedBy(customer, [{ product: i % 2 === 0 ? shopA : shopB, quantity: i + 1 }]));
      await o.moved(staff().token, made[0]!.id, { to: 'purchasing' });
      await k.post(`/OrderOrdering/${made[1]!.id}/Cancel`, customer.token);

      const list = async (query: string) => {
        return answered<Page<OrderSummary>>(k.get(`/OrderOrdering?${query}`, customer.token), 200);
      };
      const all = await list('');
      expect(all.items.map((order) => order.id)).toEqual(made.map((order) => order.id).reverse());
      expect(all.items[0]).toMatchObject({
        code: made[2]!.code,
        lineCount: 1,
        pieceCount: 3,
        imageUrl: shopA.images[0],
        title: shopA.titleVi,
      });
      expect((await list('tab=deposited')).items.map((order) => order.id)).toEqual([made[2]!.id]);
      expect((await list('tab=buying')).items.map((order) => order.id)).toEqual([made[0]!.id]);
      expect((await list('tab=closed')).items.map((order) => order.id)).toEqual([made[1]!.id]);
      expect((await list('tab=received')).total).toBe(0);
      const tail = made[1]!.code.slice(-6).toLowerCase();
      expect((await list(`q=${tail}`)).items.map((order) => order.id)).toEqual([made[1]!.id]);
      expect((await list('q=%25')).total).toBe(0);
      const page2 = await list('page=2&pageSize=2');
      expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.items.map((order) => order.id)).toEqual([made[0]!.id]);
      expect((await k.get('/OrderOrdering?tab=nope', customer.token)).statusCode).toBe(400);

      const other = await k.customer();
      expect((await k.get('/OrderOrdering', other.token)).json<Page<OrderSummary>>().total).toBe(0);
      const staffList = await k.get(`/Staff/OrderOrdering?q=${made[2]!.code}`, staff().token);
      expect(staffList.json<Page<OrderSummary>>().items.map((order) => order.id)).toEqual([made[2]!.id]);
      expect((await k.get('/Staff/OrderOrdering', customer.token)).statusCode).toBe(403);
      expect((await t().app.inject({ method: 'GET', url: '/api/OrderOrdering' })).statusCode).toBe(401);
    });
  });

  describe('one order for staff', () => {
    it('answers any customer’s order in full with whose it is, as its customer reads it', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 3_000_000);
      const order = await o.orderedBy(customer, [{ product: shopA, quantity: 2 }]);
      await o.moved(staff().token, order.id, { to: 'purchasing' });
      await o.moved(staff().token, order.id, { to: 'purchased', invoiceCodes: ['TB-778899'], domesticShippingFen: 1_250 });
      await o.moved(staff().token, order.id, { to: 'sellerShipped', trackingCodes: ['YT1234567890'] });

      const read = await answered<StaffOrder>(k.get(`/Staff/OrderOrdering/${order.id}`, staff().token), 200);
      expect(read).toEqual({ ...(await o.order(customer.token, order.id)), userId: customer.id, customerCode: customer.customerCode });
      expect(read.items).toHaveLength(1);
      expect(read.items[0]).toMatchObject({ itemId: shopA.itemId, quantity: 2 });
      expect(read).toMatchObject({ invoiceCodes: ['TB-778899'], trackingCodes: ['YT1234567890'] });
      expect(read.feeLines).toContainEqual({ kind: 'domesticShipping', amountVnd: Math.round((1_250 * rate) / 100) });
      expect(read.events.map((event) => event.status)).toEqual(['deposited', 'purchasing', 'purchased', 'sellerShipped']);
    });

    it('answers 404 for an order that does not exist, and 403 to customers and to staff without the purchasing duty', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 2_000_000);
      const order = await o.orderedBy(customer, [{ product: shopB }]);

      const missing = await k.get('/Staff/OrderOrdering/999999999', staff().token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ApiErrorBody>().code).toBe('not-found');
      expect((await k.get('/Staff/OrderOrdering/abc', staff().token)).statusCode).toBe(400);

      const delivery = await k.staff('staff', ['delivery', 'warehouse', 'money', 'care']);
      for (const token of [customer.token, delivery.token]) {
        const refused = await k.get(`/Staff/OrderOrdering/${order.id}`, token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json<ApiErrorBody>().code).toBe('forbidden');
      }
    });
  });

  it('writes a ledger entry per order, each caused by its order', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 3_000_000);
    const order = await o.orderedBy(customer, [{ product: shopB, quantity: 2 }]);
    const entries = await k.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, customer.id), eq(ledgerEntries.causeType, 'order')));
    expect(entries.map((entry) => [entry.type, entry.amountVnd, entry.causeId, entry.note])).toEqual([
      ['deposit', -order.depositVnd, order.id, order.code],
    ]);
  });
});
