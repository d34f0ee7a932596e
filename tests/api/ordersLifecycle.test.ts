import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import {
  chargeableWeight,
  countingFeeVnd,
  crateFen,
  domesticShippingVnd,
  fenToVnd,
  goodsVnd,
  insuranceFeeVnd,
  purchaseFeeVnd,
  shippingFeeVnd,
  type GoodsItem,
} from '../../contract/fees';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import { defaultSettings } from '../../contract/settings';
import type { Transaction } from '../../contract/ledger';
import { databases } from './helpers';
import { expectedDeposit, orderKit, productsFromShops, skuPrice } from './orderHelpers';
import { useWalletApp } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

const { orderRateVndPerCny: rate } = defaultSettings.rates;
const policy = defaultSettings.fees;
const [product] = productsFromShops(1) as [Product];
const priceOf = (sku: number) => skuPrice(product, sku);

/** Two parcels: one bulky (billed by volume), one small and dense (billed by weight). */
const parcels = [
  { trackingCode: 'YT1001', weightGrams: 6_000, lengthCm: 50, widthCm: 40, heightCm: 30 },
  { weightGrams: 1_250, lengthCm: 20, widthCm: 20, heightCm: 10 },
];

const refunds = async (k: ReturnType<typeof useWalletApp>['k'], token: string) =>
  (await k.get('/Transaction?type=refund&pageSize=100', token)).json<Page<Transaction>>().items;

/** Staff drive an order from the deposit to the customer's door, and the money follows. */
describe.each(databases())('the buy-for-me lifecycle on $name', (kind) => {
  const { k, staff } = useWalletApp(kind);
  const o = orderKit(k);

  it('goes from deposited to received by staff moves and the customer confirming, with fees, packages and timeline', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await o.orderedBy(
      customer,
      [
        { product, sku: 0, quantity: 2 },
        { product, sku: 1, quantity: 1 },
      ],
      { services: { counting: true, crate: true, insurance: true }, warehouse: 'hcm', line: 'fast' },
    );
    const goods: GoodsItem[] = [
      { unitPriceFen: priceOf(0), quantity: 2 },
      { unitPriceFen: priceOf(1), quantity: 1 },
    ];
    const goodsLine = goodsVnd(goods, rate);
    const known = [
      { kind: 'goods', amountVnd: goodsLine },
      { kind: 'domesticShipping', amountVnd: domesticShippingVnd(1_250, rate) },
      { kind: 'purchaseFee', amountVnd: purchaseFeeVnd(goodsLine, policy) },
      { kind: 'counting', amountVnd: countingFeeVnd(3, policy) },
      { kind: 'insurance', amountVnd: insuranceFeeVnd(goodsLine, policy) },
    ];

    await o.moved(staff().token, order.id, { to: 'purchasing', note: 'đã liên hệ shop' });
    const purchased = await o.moved(staff().token, order.id, {
      to: 'purchased',
      invoiceCodes: ['2611220001', '2611220002'],
      domesticShippingFen: 1_250,
    });
    expect(purchased).toMatchObject({
      invoiceCodes: ['2611220001', '2611220002'],
      feeLines: known,
      pending: ['crate', 'internationalShipping'],
      refundedVnd: 0,
    });
    expect(purchased.items.map((item) => [item.quantityBought, item.actualUnitPriceFen])).toEqual([
      [2, priceOf(0)],
      [1, priceOf(1)],
    ]);

    const shipped = await o.moved(staff().token, order.id, { to: 'sellerShipped', trackingCodes: ['YT1001'] });
    expect(shipped.trackingCodes).toEqual(['YT1001']);

    const arrived = await o.moved(staff().token, order.id, { to: 'arrivedChina', packages: parcels });
    const weights = parcels.map((p) =>
      chargeableWeight({ actualGrams: p.weightGrams, lengthCm: p.lengthCm, widthCm: p.widthCm, heightCm: p.heightCm }, 6_000),
    );
    expect(weights.map((w) => w.chargeableGrams)).toEqual([10_000, 1_300]);
    expect(arrived.packages).toMatchObject([
      {
        code: `PK${order.id}-1`,
        trackingCode: 'YT1001',
        weightGrams: 6_000,
        volumetricGrams: 10_000,
        chargeableGrams: 10_000,
        status: 'inChina',
      },
      { code: `PK${order.id}-2`, trackingCode: null, weightGrams: 1_250, chargeableGrams: 1_300, status: 'inChina' },
    ]);
    const final = [
      ...known,
      { kind: 'crate', amountVnd: fenToVnd(crateFen(10_000, policy) + crateFen(1_300, policy), rate) },
      { kind: 'internationalShipping', amountVnd: shippingFeeVnd(11_300, 'hcm', 'fast', policy) },
    ];
    const total = final.reduce((sum, line) => sum + line.amountVnd, 0);
    expect(arrived).toMatchObject({
      feeLines: final,
      pending: [],
      totalVnd: total,
      paidVnd: order.depositVnd,
      remainingVnd: total - order.depositVnd,
    });
    expect(arrived.estimatedFeeLines).toEqual(order.feeLines);

    const early = await k.post(`/OrderOrdering/${order.id}/ConfirmReceipt`, customer.token);
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiErrorBody>().code).toBe('invalid-transition');

    const steps = [
      ['inTransit', 'inTransit'],
      ['arrivedVietnam', 'inVietnam'],
      ['awaitingDelivery', 'awaitingDelivery'],
      ['delivering', 'delivering'],
    ] as const;
    for (const [to, packageStatus] of steps) {
      const after = await o.moved(staff().token, order.id, { to });
      expect(after.status).toBe(to);
      expect(after.packages.map((p) => p.status)).toEqual([packageStatus, packageStatus]);
    }
    const confirmed = await k.post(`/OrderOrdering/${order.id}/ConfirmReceipt`, customer.token, undefined, randomUUID());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const received = confirmed.json<Order>();
    expect(received.status).toBe('received');
    expect(received.packages.map((p) => p.status)).toEqual(['delivered', 'delivered']);

    expect(received.events.map((event) => event.status)).toEqual([
      'deposited',
      'purchasing',
      'purchased',
      'sellerShipped',
      'arrivedChina',
      'inTransit',
      'arrivedVietnam',
      'awaitingDelivery',
      'delivering',
      'received',
    ]);
    const notes = received.events.map((event) => event.note);
    expect(notes[1]).toBe('đã liên hệ shop');
    expect(notes[2]).toContain('2611220001, 2611220002');
    expect(notes[3]).toContain('YT1001');
    expect(notes[4]).toContain(`PK${order.id}-1`);
    expect(notes[9]).toBeNull();
    const times = received.events.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await o.order(customer.token, order.id)).toEqual(received);
    expect(await refunds(k, customer.token)).toEqual([]);
    await k.expectBooksBalanced(customer.id);
  });

  it('refuses moves the lifecycle does not allow with invalid-transition, and leaves the order as it was', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 5_000_000);
    const order = await o.orderedBy(customer, [{ product }]);
    for (const body of [
      { to: 'purchased', invoiceCodes: ['X'], domesticShippingFen: 0 },
      { to: 'arrivedChina', packages: parcels },
      { to: 'received' },
      { to: 'lost' },
    ]) {
      const response = await o.move(staff().token, order.id, body);
      expect(response.statusCode, body.to).toBe(409);
      expect(response.json<ApiErrorBody>().code).toBe('invalid-transition');
    }
    await o.moved(staff().token, order.id, { to: 'outOfStock' });
    for (const body of [{ to: 'purchasing' }, { to: 'outOfStock' }, { to: 'lost' }]) {
      expect((await o.move(staff().token, order.id, body)).json<ApiErrorBody>().code).toBe('invalid-transition');
    }
    const after = await o.order(customer.token, order.id);
    expect(after.events.map((event) => event.status)).toEqual(['deposited', 'outOfStock']);
    expect((await o.move(staff().token, 999_999_999, { to: 'purchasing' })).statusCode).toBe(404);
    expect((await o.move(customer.token, order.id, { to: 'purchasing' })).statusCode).toBe(403);
    expect((await o.move(staff().token, order.id, { to: 'shipped' })).statusCode).toBe(400);
  });

  it('refunds the deposit a partial purchase no longer needs, once even when the move is retried', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await o.orderedBy(customer, [
      { product, sku: 0, quantity: 4 },
      { product, sku: 1, quantity: 2 },
    ]);
    expect(order.depositVnd).toBe(
      expectedDeposit(
        [
          { unitPriceFen: priceOf(0), quantity: 4 },
          { unitPriceFen: priceOf(1), quantity: 2 },
        ],
        rate,
        policy,
      ),
    );
    await o.moved(staff().token, order.id, { to: 'purchasing' });
    const [first, second] = order.items as [Order['items'][number], Order['items'][number]];

    const invalid = [
      [{ id: first.id, quantityBought: 5 }],
      [{ id: 123_456_789, quantityBought: 1 }],
      [
        { id: first.id, quantityBought: 1 },
        { id: first.id, quantityBought: 1 },
      ],
      [
        { id: first.id, quantityBought: 0 },
        { id: second.id, quantityBought: 0 },
      ],
    ];
    for (const items of invalid) {
      const response = await o.move(staff().token, order.id, { to: 'purchased', invoiceCodes: ['A1'], domesticShippingFen: 0, items });
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      expect(response.json<ApiErrorBody>().code).toBe('validation-failed');
    }

    const cheaper = priceOf(1) - 100;
    const body = {
      to: 'purchased',
      invoiceCodes: ['A1'],
      domesticShippingFen: 800,
      items: [
        { id: first.id, quantityBought: 1 },
        { id: second.id, quantityBought: 2, actualUnitPriceFen: cheaper },
      ],
    };
    const bought: GoodsItem[] = [
      { unitPriceFen: priceOf(0), quantity: 1 },
      { unitPriceFen: cheaper, quantity: 2 },
    ];
    const newDeposit = expectedDeposit(bought, rate, policy);
    const refund = order.depositVnd - newDeposit;
    expect(refund).toBeGreaterThan(0);

    const key = randomUUID();
    const response = await o.move(staff().token, order.id, body, key);
    expect(response.statusCode, response.body).toBe(200);
    const again = await o.move(staff().token, order.id, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(response.json());

    const purchased = response.json<Order>();
    const goodsLine = goodsVnd(bought, rate);
    expect(purchased).toMatchObject({
      status: 'purchased',
      paidVnd: order.depositVnd,
      refundedVnd: refund,
      depositVnd: newDeposit,
      feeLines: [
        { kind: 'goods', amountVnd: goodsLine },
        { kind: 'domesticShipping', amountVnd: domesticShippingVnd(800, rate) },
        { kind: 'purchaseFee', amountVnd: purchaseFeeVnd(goodsLine, policy) },
      ],
    });
    expect(purchased.remainingVnd).toBe(Math.max(0, purchased.totalVnd - (order.depositVnd - refund)));
    expect(purchased.items.map((item) => [item.quantity, item.quantityBought, item.actualUnitPriceFen])).toEqual([
      [4, 1, priceOf(0)],
      [2, 2, cheaper],
    ]);
    expect(purchased.pieceCount).toBe(3);
    expect((await k.wallet(customer.token)).balanceVnd).toBe(10_000_000 - order.depositVnd + refund);
    expect((await refunds(k, customer.token)).map((entry) => [entry.amountVnd, entry.cause])).toEqual([
      [refund, { type: 'order', id: order.id }],
    ]);
    await k.expectBooksBalanced(customer.id);

    // Lost later: what was paid and not yet given back is the compensation.
    await o.moved(staff().token, order.id, { to: 'sellerShipped', trackingCodes: ['SF1'] });
    const lost = await o.moved(staff().token, order.id, { to: 'lost', note: 'thất lạc ở kho TQ' });
    expect(lost).toMatchObject({ status: 'lost', refundedVnd: order.depositVnd });
    expect(lost.events.at(-1)?.note).toContain('thất lạc ở kho TQ');
    expect((await k.wallet(customer.token)).balanceVnd).toBe(10_000_000);
    await k.expectBooksBalanced(customer.id);
  });

  it('gives the whole deposit back when the goods are out of stock, from deposited or while buying', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const waiting = await o.orderedBy(customer, [{ product, quantity: 2 }]);
    const buying = await o.orderedBy(customer, [{ product, sku: 1 }]);
    await o.moved(staff().token, buying.id, { to: 'purchasing' });
    for (const order of [waiting, buying]) {
      const closed = await o.moved(staff().token, order.id, { to: 'outOfStock', note: 'shop hết hàng' });
      expect(closed).toMatchObject({ status: 'outOfStock', paidVnd: order.depositVnd, refundedVnd: order.depositVnd, remainingVnd: 0 });
    }
    expect((await k.wallet(customer.token)).balanceVnd).toBe(10_000_000);
    expect((await refunds(k, customer.token)).map((entry) => entry.amountVnd).sort()).toEqual(
      [waiting.depositVnd, buying.depositVnd].sort(),
    );
    await k.expectBooksBalanced(customer.id);
  });

  it('lets only one of a customer cancel and a staff move racing on one order win, and refunds at most once', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 5_000_000);
    const order = await o.orderedBy(customer, [{ product }]);
    // Each of these ends the order (cancelled and outOfStock are final), so whichever lands first
    // makes the other two illegal. ('purchasing' would not do: outOfStock may follow it.)
    const responses = await Promise.all([
      k.post(`/OrderOrdering/${order.id}/Cancel`, customer.token),
      o.move(staff().token, order.id, { to: 'outOfStock' }),
      k.post(`/OrderOrdering/${order.id}/Cancel`, customer.token),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const after = await o.order(customer.token, order.id);
    expect(['cancelled', 'outOfStock']).toContain(after.status);
    expect(after.events).toHaveLength(2);
    expect((await k.wallet(customer.token)).balanceVnd).toBe(5_000_000);
    await k.expectBooksBalanced(customer.id);
  });
});

describe.each(databases())('an order keeps the rate and fee policy of its deposit on $name', (kind) => {
  const { k, staff } = useWalletApp(kind);
  const o = orderKit(k);

  it('prices purchase and packages with the locked settings after a new version, and new quotes with the new one', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 20_000_000);
    const order = await o.orderedBy(customer, [{ product, quantity: 3 }], { services: { counting: false, crate: true, insurance: false } });
    const body = o.checkout([await o.cartLine(customer.id, product, { sku: 1 })], await o.address(customer.id));
    const before = await o.quote(customer.token, body);

    await k.setSettings((settings) => {
      settings.rates.orderRateVndPerCny = 4_100;
      settings.fees.depositBps = 9_000;
      settings.fees.purchaseFeeTiers = [{ fromVnd: 0, bps: 900 }];
      settings.fees.volumetricDivisor = 4_000;
      settings.fees.crate = { firstKgFen: 9_000, nextKgFen: 900 };
      settings.fees.shippingPrices = settings.fees.shippingPrices.map((price) => ({ ...price, tiers: [{ fromKg: 0, perKgVnd: 99_000 }] }));
    });
    const after = await o.quote(customer.token, body);
    expect(after).toMatchObject({ rateVndPerCny: 4_100, settingsVersion: 2 });
    expect(after.depositVnd).not.toBe(before.depositVnd);
    const stale = await o.create(customer.token, body, before.depositVnd);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ApiErrorBody>().code).toBe('quote-changed');

    await o.moved(staff().token, order.id, { to: 'purchasing' });
    const [item] = order.items as [Order['items'][number]];
    const purchased = await o.moved(staff().token, order.id, {
      to: 'purchased',
      invoiceCodes: ['L1'],
      domesticShippingFen: 500,
      items: [{ id: item.id, quantityBought: 2 }],
    });
    const bought = [{ unitPriceFen: priceOf(0), quantity: 2 }];
    const newDeposit = expectedDeposit(bought, rate, policy);
    expect(purchased).toMatchObject({
      rateVndPerCny: rate,
      settingsVersion: 1,
      depositVnd: newDeposit,
      refundedVnd: order.depositVnd - newDeposit,
    });
    await o.moved(staff().token, order.id, { to: 'sellerShipped', trackingCodes: ['T1'] });
    const arrived = await o.moved(staff().token, order.id, { to: 'arrivedChina', packages: [parcels[0]!] });
    const goodsLine = goodsVnd(bought, rate);
    expect(arrived.packages[0]).toMatchObject({ volumetricGrams: 10_000, chargeableGrams: 10_000 });
    expect(arrived.feeLines).toEqual([
      { kind: 'goods', amountVnd: goodsLine },
      { kind: 'domesticShipping', amountVnd: domesticShippingVnd(500, rate) },
      { kind: 'purchaseFee', amountVnd: purchaseFeeVnd(goodsLine, policy) },
      { kind: 'crate', amountVnd: fenToVnd(crateFen(10_000, policy), rate) },
      { kind: 'internationalShipping', amountVnd: shippingFeeVnd(10_000, 'hn', 'normal', policy) },
    ]);
    await k.expectBooksBalanced(customer.id);
  });
});
