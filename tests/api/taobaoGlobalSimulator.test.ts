import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/products';
import type { Database } from '../../server/db/connect';
import { AppError } from '../../server/errors';
import { defaultCatalog } from '../../server/modules/products/catalog/catalogSource';
import { SOLD_OUT_PREFIX, simulatedGoods, simulatedTracking } from '../../server/modules/taobaoGlobal/client/simulator/simulatedGoods';
import {
  createSimulatorClient,
  simulatedAccount,
  type SimulatedTaobaoGlobal,
} from '../../server/modules/taobaoGlobal/client/simulator/simulatorClient';
import { TaobaoGlobalError } from '../../server/modules/taobaoGlobal/client/taobaoGlobalClient';
import { chinaWarehouse } from '../fixtures/taobaoGlobal';
import { databases, testClock } from './helpers';

/** A Taobao product of the built-in catalog with a SKU in stock and one sold out, when it has them. */
function catalogTaobaoProduct(): { product: Product; inStock: Product['skus'][number]; soldOut: Product['skus'][number] } {
  for (const { product } of defaultCatalog().entries) {
    if (product.site !== 'taobao') continue;
    const inStock = product.skus.find((sku) => sku.stock > 0);
    const soldOut = product.skus.find((sku) => sku.stock === 0);
    if (inStock && soldOut) return { product, inStock, soldOut };
  }
  throw new Error('the catalog has no Taobao product with both an in-stock and a sold-out SKU');
}

let serial = 0;
const outerId = () => `TG-TEST-${Date.now().toString(36)}-${(serial += 1)}`;

describe.each(databases())('the Taobao Global simulator on %s', (kind) => {
  let database: Database;
  let client: SimulatedTaobaoGlobal;
  const clock = testClock();
  let token: string;

  beforeAll(async () => {
    database = await kind.open();
    client = createSimulatorClient({ db: database.db, now: clock.now });
    token = (await client.createToken(`code-${kind.name}`)).accessToken;
  });
  afterAll(() => database.close());

  const order = (goods: Array<{ itemId: string; skuId: string | null; quantity: number }>, totalFen = 100_000_000) =>
    client.createOrder(token, {
      outerPurchaseId: outerId(),
      totalFen,
      lines: goods.map((line, index) => ({ ...line, lineNo: String(index + 1), unitPriceFen: 0, title: '' })),
      address: chinaWarehouse,
    });

  const stateOf = async (purchaseId: string, accessToken = token) =>
    (await client.queryOrders(accessToken, { purchaseIds: [purchaseId] })).orders[0];

  it("prices the built-in catalog's goods at its SKU price and shop, so a cart priced from it renders the same", async () => {
    const { product, inStock, soldOut } = catalogTaobaoProduct();
    const rendered = await client.renderOrder(token, {
      goods: [
        { itemId: product.itemId, skuId: inStock.skuId, quantity: 2 },
        { itemId: product.itemId, skuId: soldOut.skuId, quantity: 1 },
      ],
      address: chinaWarehouse,
    });
    expect(rendered.orders).toHaveLength(1);
    expect(rendered.orders[0]).toMatchObject({
      supplier: product.shop.name,
      goods: [
        { itemId: product.itemId, skuId: inStock.skuId, quantity: 2, unitPriceFen: inStock.priceFen, amountFen: inStock.priceFen * 2 },
      ],
      goodsFen: inStock.priceFen * 2,
    });
    expect(rendered.orders[0]!.totalFen).toBe(rendered.orders[0]!.goodsFen + rendered.orders[0]!.domesticShippingFen);
    expect(rendered.unavailable).toEqual([{ itemId: product.itemId, skuId: soldOut.skuId, reason: 'sold out' }]);
  });

  it('prices any other item from its ids, the same every time, one order per supplier with its shipping', async () => {
    const goods = [
      { itemId: '2048153758314474', skuId: '3357413213162', quantity: 3 },
      { itemId: '652874751499', skuId: null, quantity: 1 },
      { itemId: `${SOLD_OUT_PREFIX}12345`, skuId: null, quantity: 1 },
    ];
    const first = await client.renderOrder(token, { goods, address: chinaWarehouse });
    const second = await client.renderOrder(token, { goods, address: chinaWarehouse });
    expect(second).toEqual(first);
    const priced = first.orders.flatMap((supplierOrder) => supplierOrder.goods);
    expect(priced).toHaveLength(2);
    for (const line of priced) {
      expect(line.unitPriceFen).toBeGreaterThanOrEqual(500);
      expect(line.unitPriceFen).toBeLessThanOrEqual(50_000);
      expect(line.amountFen).toBe(line.unitPriceFen * line.quantity);
    }
    expect(first.unavailable).toEqual([{ itemId: `${SOLD_OUT_PREFIX}12345`, skuId: null, reason: 'sold out' }]);
    expect(first.totalFen).toBe(
      first.orders.reduce((sum, supplierOrder) => sum + supplierOrder.goodsFen + supplierOrder.domesticShippingFen, 0),
    );
    expect(first.domesticShippingFen).toBe(first.orders.reduce((sum, supplierOrder) => sum + supplierOrder.domesticShippingFen, 0));
  });

  it('creates an order awaiting payment, and the same outer id again answers the same order', async () => {
    const outerPurchaseId = outerId();
    const input = {
      outerPurchaseId,
      totalFen: 100_000_000,
      lines: [{ lineNo: 'A', itemId: '2048153758314474', skuId: '3357413213162', quantity: 2, unitPriceFen: 1, title: 'x' }],
      address: chinaWarehouse,
    };
    const created = await client.createOrder(token, input);
    const again = await client.createOrder(token, input);
    expect(again).toEqual(created);
    expect(created.outerPurchaseId).toBe(outerPurchaseId);
    const [purchase] = created.orders;
    const price = simulatedGoods('2048153758314474', '3357413213162');
    if (!price.available) throw new Error('expected a priced item');
    expect(purchase!.lines).toEqual([
      {
        subOrderId: expect.stringMatching(/^\d+$/),
        lineNo: 'A',
        itemId: '2048153758314474',
        skuId: '3357413213162',
        quantity: 2,
        estimateFen: price.unitPriceFen * 2,
      },
    ]);
    const stored = await stateOf(purchase!.purchaseId);
    expect(stored).toMatchObject({ state: 'awaitingPayment', platformState: 'WAIT_BUYER_P', outerPurchaseId, paidAt: null });
    expect(stored!.payFen).toBe(purchase!.estimateFen);
  });

  it('refuses an order costing more than the amount offered, or with goods it does not sell', async () => {
    await expect(order([{ itemId: '2048153758314474', skuId: '1', quantity: 1 }], 1)).rejects.toMatchObject({
      kind: 'refused',
      platformCode: 'PURCHASE_AMOUNT_NOT_ENOUGH',
    });
    await expect(order([{ itemId: `${SOLD_OUT_PREFIX}1`, skuId: null, quantity: 1 }])).rejects.toMatchObject({
      kind: 'refused',
      platformCode: 'ITEM_UNAVAILABLE',
    });
  });

  it('pays unpaid orders only, and tells which failed and why', async () => {
    const { orders } = await order([{ itemId: '2048153758314474', skuId: '1', quantity: 1 }]);
    const purchaseId = orders[0]!.purchaseId;
    clock.advance(1000);
    expect(await client.payOrders(token, [purchaseId, '999999999', 'abc'])).toEqual({
      paying: [purchaseId],
      failed: [
        { purchaseId: '999999999', code: 'PURCHASE_ORDER_NOT_FOUND', message: 'no such purchase order' },
        { purchaseId: 'abc', code: 'PURCHASE_ORDER_NOT_FOUND', message: 'no such purchase order' },
      ],
    });
    expect(await stateOf(purchaseId)).toMatchObject({ state: 'awaitingShipment', platformState: 'WAIT_SELLER_SEND_GOODS' });
    const again = await client.payOrders(token, [purchaseId]);
    expect(again.failed).toEqual([
      { purchaseId, code: 'PURCHASE_ORDER_STATUS_ERROR', message: expect.stringContaining('awaitingShipment') },
    ]);
  });

  it('ships when staff advance it, with a tracking code derived from the order, then finishes it', async () => {
    const { orders } = await order([
      { itemId: '2048153758314474', skuId: '1', quantity: 1 },
      { itemId: '2048153758314474', skuId: '2', quantity: 2 },
    ]);
    const purchaseId = orders[0]!.purchaseId;
    await expect(client.advance(purchaseId)).rejects.toMatchObject({ status: 409, code: 'invalid-transition' });
    await client.payOrders(token, [purchaseId]);

    const shipped = await client.advance(purchaseId);
    const tracking = simulatedTracking(purchaseId);
    expect(tracking.code).toMatch(/^[A-Z0-9-]{8,30}$/);
    expect(shipped).toMatchObject({ state: 'shipped', platformState: 'WAIT_BUYER_CONFIRM_GOODS' });
    for (const line of shipped.subOrders)
      expect(line.trackingCodes).toEqual([{ carrier: tracking.carrier, code: tracking.code, shippedAt: expect.any(Date) }]);

    const parcels = await client.logisticsDetail(token, shipped.subOrders[0]!.subOrderId);
    expect(parcels).toEqual([
      {
        trackingCode: tracking.code,
        carrier: tracking.carrier,
        state: 'inTransit',
        description: '运输中',
        events: [{ at: expect.any(Date), description: expect.stringContaining('已揽收') }],
        goods: shipped.subOrders.map((line) => ({ title: line.title, quantity: line.quantity })),
      },
    ]);

    expect(await client.advance(purchaseId)).toMatchObject({ state: 'finished', platformState: 'TRADE_FINISHED' });
    expect((await client.logisticsDetail(token, shipped.subOrders[0]!.subOrderId))[0]).toMatchObject({ state: 'delivered' });
    await expect(client.advance(purchaseId)).rejects.toBeInstanceOf(AppError);
    await expect(client.advance('123456789')).rejects.toMatchObject({ status: 404, code: 'not-found' });
    await expect(client.cancelOrder(token, { purchaseId, reason: 'late' })).rejects.toMatchObject({
      kind: 'refused',
      platformCode: 'PURCHASE_ORDER_CANNOT_CANCEL',
    });
  });

  it('cancels an unpaid order without a refund', async () => {
    const { orders } = await order([{ itemId: '2048153758314474', skuId: '1', quantity: 1 }]);
    const purchaseId = orders[0]!.purchaseId;
    await client.cancelOrder(token, { purchaseId, reason: 'khách hủy' });
    const closed = await stateOf(purchaseId);
    expect(closed).toMatchObject({ state: 'closed', platformState: 'TRADE_CLOSED' });
    expect(closed!.subOrders[0]).toMatchObject({ closeReason: 'khách hủy', refund: null });
    // Asking again changes nothing.
    await client.cancelOrder(token, { purchaseId, reason: 'again' });
    expect((await stateOf(purchaseId))!.subOrders[0]!.closeReason).toBe('khách hủy');
  });

  it('cancels a paid order before shipment and refunds all that was paid, the shipping with the first line', async () => {
    const { orders } = await order([
      { itemId: '2048153758314474', skuId: '1', quantity: 2 },
      { itemId: '2048153758314474', skuId: '2', quantity: 1 },
    ]);
    const purchaseId = orders[0]!.purchaseId;
    await client.payOrders(token, [purchaseId]);
    await client.cancelOrder(token, { purchaseId, reason: 'hết hàng' });
    const closed = (await stateOf(purchaseId))!;
    expect(closed.state).toBe('closed');
    const refunds = await Promise.all(closed.subOrders.map((line) => client.queryRefund(token, line.refund!.refundId)));
    expect(refunds.map((refund) => refund.state)).toEqual(['refunded', 'refunded']);
    expect(refunds[0]).toMatchObject({ subOrderId: closed.subOrders[0]!.subOrderId, reason: 'hết hàng', refusal: null });
    expect(refunds[0]!.amountFen).toBe(closed.subOrders[0]!.amountFen + closed.domesticShippingFen);
    expect(refunds[1]!.amountFen).toBe(closed.subOrders[1]!.amountFen);
    expect(refunds.reduce((sum, refund) => sum + refund.amountFen, 0)).toBe(closed.payFen);
    await expect(client.queryRefund(token, '999999999')).rejects.toMatchObject({ platformCode: 'REFUND_NOT_FOUND' });
  });

  it('cancels some lines of a paid order before shipment, refunding each; the last one closes it with the shipping', async () => {
    const { orders } = await order([
      { itemId: '2048153758314474', skuId: '1', quantity: 2 },
      { itemId: '2048153758314474', skuId: '2', quantity: 1 },
    ]);
    const purchaseId = orders[0]!.purchaseId;
    const [first, second] = orders[0]!.lines.map((line) => line.subOrderId) as [string, string];
    await expect(client.cancelOrder(token, { purchaseId, reason: 'x', subOrderIds: [first] })).rejects.toMatchObject({
      platformCode: 'PURCHASE_ORDER_CANNOT_CANCEL',
    });
    await client.payOrders(token, [purchaseId]);

    await client.cancelOrder(token, { purchaseId, reason: 'đổi ý', subOrderIds: [first] });
    const partly = (await stateOf(purchaseId))!;
    expect(partly.state).toBe('awaitingShipment');
    expect(partly.subOrders.map((line) => line.refund?.state ?? null)).toEqual(['refunded', null]);
    expect((await client.queryRefund(token, first)).amountFen).toBe(partly.subOrders[0]!.amountFen);

    await client.cancelOrder(token, { purchaseId, reason: 'đổi ý', subOrderIds: [second] });
    const closed = (await stateOf(purchaseId))!;
    expect(closed.state).toBe('closed');
    expect((await client.queryRefund(token, second)).amountFen).toBe(closed.subOrders[1]!.amountFen + closed.domesticShippingFen);
  });

  it('takes a return of shipped goods for the seller to decide, once, and refunds the line when accepted', async () => {
    const { orders } = await order([
      { itemId: '2048153758314474', skuId: '1', quantity: 1 },
      { itemId: '2048153758314474', skuId: '2', quantity: 1 },
    ]);
    const purchaseId = orders[0]!.purchaseId;
    const [first, second] = orders[0]!.lines.map((line) => line.subOrderId) as [string, string];
    await client.payOrders(token, [purchaseId]);
    await expect(client.requestReturn(token, { purchaseId, subOrderId: first, reason: 'lỗi' })).rejects.toMatchObject({
      platformCode: 'REFUND_NOT_ALLOWED',
    });
    await client.advance(purchaseId);

    await client.requestReturn(token, { purchaseId, subOrderId: first, reason: 'lỗi' });
    await client.requestReturn(token, { purchaseId, subOrderId: second, reason: 'sai màu' });
    await expect(client.requestReturn(token, { purchaseId, subOrderId: first, reason: 'lỗi' })).rejects.toMatchObject({
      platformCode: 'REFUND_ALREADY_EXISTS',
    });
    expect(await client.queryRefund(token, first)).toMatchObject({ state: 'requested', amountFen: 0 });

    await client.settleRefund(first, 'refunded');
    await client.settleRefund(second, 'refused');
    await expect(client.settleRefund(first, 'refused')).rejects.toBeInstanceOf(AppError);
    const shipped = (await stateOf(purchaseId))!;
    expect(shipped.state).toBe('shipped');
    expect(shipped.subOrders.map((line) => line.refund?.state)).toEqual(['refunded', 'refused']);
    expect((await client.queryRefund(token, first)).amountFen).toBe(shipped.subOrders[0]!.amountFen);
  });

  it("keeps each account's orders to the tokens of that account, renewed ones included", async () => {
    const { orders } = await order([{ itemId: '2048153758314474', skuId: '1', quantity: 1 }]);
    const purchaseId = orders[0]!.purchaseId;
    const stranger = (await client.createToken('someone else')).accessToken;
    expect(simulatedAccount(stranger)).not.toBe(simulatedAccount(token));
    expect(await stateOf(purchaseId, stranger)).toBeUndefined();
    await expect(client.cancelOrder(stranger, { purchaseId, reason: 'x' })).rejects.toMatchObject({
      platformCode: 'PURCHASE_ORDER_NOT_FOUND',
    });
    await expect(client.logisticsDetail(stranger, orders[0]!.lines[0]!.subOrderId)).rejects.toBeInstanceOf(TaobaoGlobalError);

    const issued = await client.createToken(`code-${kind.name}`);
    const renewed = await client.refreshToken(issued.refreshToken!);
    expect(renewed.accessToken).not.toBe(token);
    expect((await stateOf(purchaseId, renewed.accessToken))?.purchaseId).toBe(purchaseId);
    // A token from anywhere else is an account of its own, the same one each time.
    expect(simulatedAccount('pasted-token-1234')).toBe(simulatedAccount('pasted-token-1234'));
  });

  it('issues tokens for a week that renew for a month, and refuses an empty code or token', async () => {
    const issued = await client.createToken('another code');
    expect(issued.expiresAt.getTime() - clock.now().getTime()).toBeCloseTo(7 * 24 * 3600 * 1000, -4);
    expect(issued.refreshExpiresAt!.getTime() - clock.now().getTime()).toBeCloseTo(30 * 24 * 3600 * 1000, -4);
    await expect(client.createToken(' ')).rejects.toMatchObject({ kind: 'refused' });
    await expect(client.refreshToken('')).rejects.toMatchObject({ kind: 'invalid-token' });
    await expect(client.queryOrders('', {})).rejects.toMatchObject({ kind: 'invalid-token' });
  });

  it('finds orders by outer id and state, newest first, a page at a time', async () => {
    const own = (await client.createToken(`pages-${kind.name}`)).accessToken;
    const made = [];
    for (let index = 0; index < 3; index += 1)
      made.push(
        await client.createOrder(own, {
          outerPurchaseId: `PAGE-${index}`,
          totalFen: 100_000_000,
          lines: [{ lineNo: '1', itemId: '2048153758314474', skuId: '1', quantity: 1, unitPriceFen: 1, title: '' }],
          address: chinaWarehouse,
        }),
      );
    const ids = made.map((created) => created.orders[0]!.purchaseId);
    await client.payOrders(own, [ids[0]!]);
    const page = await client.queryOrders(own, { page: 1, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.orders.map((found) => found.purchaseId)).toEqual([ids[2], ids[1]]);
    expect((await client.queryOrders(own, { page: 2, pageSize: 2 })).orders.map((found) => found.purchaseId)).toEqual([ids[0]]);
    expect((await client.queryOrders(own, { state: 'awaitingShipment' })).orders.map((found) => found.purchaseId)).toEqual([ids[0]]);
    expect((await client.queryOrders(own, { outerPurchaseId: 'PAGE-1' })).orders.map((found) => found.purchaseId)).toEqual([ids[1]]);
  });
});

describe.each(databases())('the Taobao Global simulator with a shipping delay on %s', (kind) => {
  let database: Database;
  const clock = testClock();

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it('ships a paid order by itself once the delay has passed, dated when it would have shipped', async () => {
    const client = createSimulatorClient({ db: database.db, now: clock.now, shipAfterMinutes: 30 });
    const token = (await client.createToken('delay')).accessToken;
    const { orders } = await client.createOrder(token, {
      outerPurchaseId: 'DELAY-1',
      totalFen: 100_000_000,
      lines: [{ lineNo: '1', itemId: '2048153758314474', skuId: '1', quantity: 1, unitPriceFen: 1, title: '' }],
      address: chinaWarehouse,
    });
    const purchaseId = orders[0]!.purchaseId;
    await client.payOrders(token, [purchaseId]);
    const read = async () => (await client.queryOrders(token, { purchaseIds: [purchaseId] })).orders[0]!;
    const paidAt = (await read()).paidAt!;

    clock.advance(29 * 60_000);
    expect((await read()).state).toBe('awaitingShipment');
    expect(await client.logisticsDetail(token, orders[0]!.lines[0]!.subOrderId)).toEqual([]);

    clock.advance(2 * 60_000);
    const shipped = await read();
    expect(shipped.state).toBe('shipped');
    expect(shipped.subOrders[0]!.trackingCodes[0]).toEqual({
      ...simulatedTracking(purchaseId),
      shippedAt: new Date(paidAt.getTime() + 30 * 60_000),
    });
  });
});
