import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPathsOf, createHttpTaobaoGlobalClient } from '../../server/modules/taobaoGlobal/client/http/httpClient';
import { parseJsonKeepingIds } from '../../server/modules/taobaoGlobal/client/http/jsonIds';
import { signRequest } from '../../server/modules/taobaoGlobal/client/http/signature';
import { TaobaoGlobalError } from '../../server/modules/taobaoGlobal/client/taobaoGlobalClient';
import { chinaWarehouse } from '../fixtures/taobaoGlobal';

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, 'taobao-global-fixtures', `${name}.json`), 'utf8');

const APP_KEY = '500123';
const APP_SECRET = 'helloworld';
const ACCESS_TOKEN = '50000601c30atpedfgu3LVvik87Ixlsvle3mSoB7701ceb156fPunYZ43GBg';
const NOW = new Date(1_735_689_600_000);

/** What the fake platform answers, by API path: recorded text, or a function for failures. */
type Answer = string | ((init: RequestInit | undefined) => Promise<Response>);

interface Call {
  url: string;
  method: string | undefined;
  contentType: string | null;
  params: Record<string, string>;
}

function platform(answers: Partial<Record<string, Answer>>) {
  const calls: Call[] = [];
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({
      url,
      method: init?.method,
      contentType: new Headers(init?.headers).get('content-type'),
      params: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))),
    });
    const answer = answers[new URL(url).pathname.replace(/^\/rest/, '')];
    if (answer === undefined) return new Response('{"code":"InvalidApiPath","type":"ISV","message":"no fixture"}', { status: 200 });
    if (typeof answer === 'function') return answer(init);
    return new Response(answer, { status: 200, headers: { 'content-type': 'application/json;charset=UTF-8' } });
  };
  const client = createHttpTaobaoGlobalClient({
    baseUrl: 'https://api.taobao.global.test/rest/',
    appKey: APP_KEY,
    appSecret: APP_SECRET,
    timeoutMs: 50,
    fetch: fakeFetch as typeof fetch,
    now: () => NOW,
  });
  return { client, calls, last: () => calls.at(-1)! };
}

/** Never answers; gives up only when the client's timeout aborts it. */
const hang = (init: RequestInit | undefined) =>
  new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

/** The signature a call must carry, computed here by hand: path, then sorted name+value pairs. */
function expectedSign(path: string, params: Record<string, string>): string {
  const text =
    path +
    Object.keys(params)
      .filter((name) => name !== 'sign')
      .sort()
      .map((name) => name + params[name])
      .join('');
  return createHmac('sha256', APP_SECRET).update(text).digest('hex').toUpperCase();
}

/** Every call carries the common parameters and a signature over all the others. */
function expectSigned(call: Call, path: string, { token = true } = {}) {
  expect(call.url).toBe(`https://api.taobao.global.test/rest${path}`);
  expect(call.method).toBe('POST');
  expect(call.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  expect(call.params).toMatchObject({ app_key: APP_KEY, sign_method: 'sha256', timestamp: '1735689600000' });
  if (token) expect(call.params.access_token).toBe(ACCESS_TOKEN);
  else expect(call.params).not.toHaveProperty('access_token');
  expect(call.params.sign).toMatch(/^[0-9A-F]{64}$/);
  expect(call.params.sign).toBe(expectedSign(path, call.params));
  expect(JSON.stringify(call.params)).not.toContain(APP_SECRET);
}

describe('the Taobao Global signature', () => {
  const params = {
    app_key: APP_KEY,
    sign_method: 'sha256',
    timestamp: '1735689600000',
    access_token: ACCESS_TOKEN,
    page_no: '1',
    page_size: '20',
  };

  it('is HMAC-SHA256 with the app secret over the path and the sorted name-value pairs, in upper-case hex', () => {
    const text =
      '/purchase/orders/query' +
      `access_token${ACCESS_TOKEN}` +
      'app_key500123' +
      'page_no1' +
      'page_size20' +
      'sign_methodsha256' +
      'timestamp1735689600000';
    const byHand = createHmac('sha256', 'helloworld').update(text, 'utf8').digest('hex').toUpperCase();
    expect(signRequest('/purchase/orders/query', params, 'helloworld')).toBe(byHand);
  });

  it('matches fixed vectors computed outside Node', () => {
    expect(signRequest('/purchase/orders/query', params, 'helloworld')).toBe(
      'BDCB944E96B624F3B17E21F25B7DB3057EC0C3D2B44E412A23FCC42990818D3F',
    );
    const tokenParams = { app_key: APP_KEY, sign_method: 'sha256', timestamp: '1735689600000', code: '0_500123_AbCdEf0123456789' };
    expect(signRequest('/auth/token/create', tokenParams, 'helloworld')).toBe(
      '23271925B9BD9BAE5C4C911EEA6AA22539BCC984048C2DE59FA8C6FF984F1377',
    );
  });

  it('leaves a sign already present out of what it signs, whatever the order the parameters came in', () => {
    const reversed = Object.fromEntries(Object.entries(params).reverse());
    expect(signRequest('/purchase/orders/query', { ...reversed, sign: 'OLD' }, 'helloworld')).toBe(
      signRequest('/purchase/orders/query', params, 'helloworld'),
    );
  });
});

describe('ids longer than a JavaScript number holds', () => {
  it('come out of an answer as their exact digits, strings and small numbers untouched', () => {
    expect(
      parseJsonKeepingIds(
        '{"a":2080123456789012345,"b":[-12345678901234567,3],"c":"9007199254740993x","d":1.5e3,"e":"x\\"1234567890123456"}',
      ),
    ).toEqual({
      a: '2080123456789012345',
      b: ['-12345678901234567', 3],
      c: '9007199254740993x',
      d: 1500,
      e: 'x"1234567890123456',
    });
  });
});

describe('the Taobao Global HTTP client (answers from fixtures)', () => {
  it('renders an order: goods as JSON, the warehouse as receiver, prices per supplier in fen, unavailable goods named', async () => {
    const { client, last } = platform({ [apiPathsOf.render]: fixture('render') });
    const rendered = await client.renderOrder(ACCESS_TOKEN, {
      goods: [
        { itemId: '2048153758314474', skuId: '3357413213162', quantity: 2 },
        { itemId: '2048153758314475', skuId: '3357413213170', quantity: 1 },
        { itemId: '2048153758319999', skuId: null, quantity: 3 },
      ],
      address: chinaWarehouse,
    });
    expectSigned(last(), apiPathsOf.render);
    expect(JSON.parse(last().params.render_item_List!)).toEqual([
      { item_id: '2048153758314474', sku_id: '3357413213162', quantity: 2 },
      { item_id: '2048153758314475', sku_id: '3357413213170', quantity: 1 },
      { item_id: '2048153758319999', quantity: 3 },
    ]);
    expect(JSON.parse(last().params.receiver_address!)).toMatchObject({ name: chinaWarehouse.name, state: '广东省', zip: '510000' });
    expect(last().params.warehouse_address).toBe(last().params.receiver_address);
    expect(rendered).toEqual({
      orders: [
        {
          supplier: '小鹿酱韩系女装',
          goods: [
            { itemId: '2048153758314474', skuId: '3357413213162', quantity: 2, unitPriceFen: 8900, amountFen: 16800 },
            { itemId: '2048153758314475', skuId: '3357413213170', quantity: 1, unitPriceFen: 9500, amountFen: 9500 },
          ],
          goodsFen: 26300,
          domesticShippingFen: 800,
          totalFen: 27100,
        },
        {
          supplier: '保温杯工厂店',
          goods: [{ itemId: '2048153758319999', skuId: null, quantity: 3, unitPriceFen: 2590, amountFen: 7770 }],
          goodsFen: 7770,
          domesticShippingFen: 0,
          totalFen: 7770,
        },
      ],
      unavailable: [{ itemId: '2048153758310001', skuId: '3357413210001', reason: '库存不足' }],
      domesticShippingFen: 800,
      totalFen: 34870,
    });
  });

  it('creates an order with our id, the amount accepted and the lines, and keeps 19-digit ids exact', async () => {
    const { client, last } = platform({ [apiPathsOf.create]: fixture('create') });
    const created = await client.createOrder(ACCESS_TOKEN, {
      outerPurchaseId: 'TG2601010001',
      totalFen: 27100,
      lines: [
        { lineNo: '1', itemId: '2048153758314474', skuId: '3357413213162', quantity: 2, unitPriceFen: 8900, title: 'Áo hoodie' },
        { lineNo: '2', itemId: '2048153758314475', skuId: '3357413213170', quantity: 1, unitPriceFen: 9500, title: 'Áo nỉ' },
      ],
      address: chinaWarehouse,
    });
    expectSigned(last(), apiPathsOf.create);
    expect(last().params).toMatchObject({ outer_purchase_id: 'TG2601010001', purchase_amount: '27100', support_partial_success: 'false' });
    expect(JSON.parse(last().params.order_line_list!)[0]).toEqual({
      item_id: '2048153758314474',
      sku_id: '3357413213162',
      quantity: 2,
      price: 8900,
      currency: 'CNY',
      title: 'Áo hoodie',
      order_line_no: '1',
    });
    expect(created).toEqual({
      outerPurchaseId: 'TG2601010001',
      orders: [
        {
          purchaseId: '2080123456789012345',
          supplier: '小鹿酱韩系女装',
          estimateFen: 27100,
          lines: [
            {
              subOrderId: '2080123456789012346',
              lineNo: '1',
              itemId: '2048153758314474',
              skuId: '3357413213162',
              quantity: 2,
              estimateFen: 16800,
            },
            {
              subOrderId: '2080123456789012347',
              lineNo: '2',
              itemId: '2048153758314475',
              skuId: '3357413213170',
              quantity: 1,
              estimateFen: 9500,
            },
          ],
        },
      ],
    });
  });

  it('reports a creation the platform refused inside its data as refused, with its code', async () => {
    const { client } = platform({ [apiPathsOf.create]: fixture('create-refused') });
    const error = await client
      .createOrder(ACCESS_TOKEN, { outerPurchaseId: 'TG2601010002', totalFen: 1, lines: [], address: chinaWarehouse })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TaobaoGlobalError);
    expect(error).toMatchObject({ kind: 'refused', platformCode: 'PURCHASE_AMOUNT_NOT_ENOUGH' });
    expect((error as Error).message).toContain('采购金额不足');
  });

  it('pays a batch, the ids written as exact numbers, and tells which will be paid and which failed', async () => {
    const { client, last } = platform({ [apiPathsOf.pay]: fixture('batch-pay') });
    const result = await client.payOrders(ACCESS_TOKEN, ['2080123456789012345', '2080123456789099999', '2080123456789088888']);
    expectSigned(last(), apiPathsOf.pay);
    expect(last().params.purchaseOrderIdList).toBe('[2080123456789012345,2080123456789099999,2080123456789088888]');
    expect(result).toEqual({
      paying: ['2080123456789012345'],
      failed: [
        { purchaseId: '2080123456789099999', code: 'BALANCE_NOT_ENOUGH', message: '账户余额不足' },
        { purchaseId: '2080123456789088888', code: '', message: '' },
      ],
    });
  });

  it('refuses to send an id that is not digits', async () => {
    const { client, calls } = platform({ [apiPathsOf.pay]: fixture('batch-pay') });
    await expect(client.payOrders(ACCESS_TOKEN, ['1,2'])).rejects.toMatchObject({ kind: 'refused' });
    expect(calls).toHaveLength(0);
  });

  it('asks for a cancellation with the reason and the sub-orders', async () => {
    const { client, last } = platform({ [apiPathsOf.cancel]: fixture('cancel') });
    await client.cancelOrder(ACCESS_TOKEN, { purchaseId: '2080123456789012345', reason: '客户取消', subOrderIds: ['2080123456789012347'] });
    expectSigned(last(), apiPathsOf.cancel);
    expect(last().params).toMatchObject({
      purchase_id: '2080123456789012345',
      cancel_reason: '客户取消',
      sub_purchase_orderId_list: '["2080123456789012347"]',
    });
  });

  it('refuses a return without calling the platform: the API it follows has no return request', async () => {
    const { client, calls } = platform({});
    await expect(
      client.requestReturn(ACCESS_TOKEN, { purchaseId: '2080123456789012345', subOrderId: '2080123456789012347', reason: '不合适' }),
    ).rejects.toMatchObject({ kind: 'refused', platformCode: 'RETURN_NOT_SUPPORTED' });
    expect(calls).toHaveLength(0);
  });

  it('queries purchase orders and maps states, amounts, tracking codes and refunds into our words', async () => {
    const { client, last } = platform({ [apiPathsOf.orders]: fixture('orders-query') });
    const page = await client.queryOrders(ACCESS_TOKEN, {
      purchaseIds: ['2080123456789012345', '2080123456789022222'],
      state: 'shipped',
      modifiedFrom: new Date(1_735_600_000_000),
    });
    expectSigned(last(), apiPathsOf.orders);
    expect(last().params).toMatchObject({
      page_no: '1',
      page_size: '20',
      status: 'WAIT_BUYER_CONFIRM_GOODS',
      purchase_ids: '[2080123456789012345,2080123456789022222]',
      modify_time_start: '1735600000000',
    });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    const [shipped, unpaid, unknown] = page.orders;
    expect(shipped).toEqual({
      purchaseId: '2080123456789012345',
      outerPurchaseId: 'TG2601010001',
      state: 'shipped',
      platformState: 'WAIT_BUYER_CONFIRM_GOODS',
      supplier: '小鹿酱韩系女装',
      goodsFen: 26300,
      domesticShippingFen: 800,
      payFen: 27100,
      createdAt: new Date(1_735_689_600_000),
      paidAt: new Date(1_735_689_660_000),
      modifiedAt: new Date(1_735_776_000_000),
      subOrders: [
        {
          subOrderId: '2080123456789012346',
          itemId: '2048153758314474',
          skuId: '3357413213162',
          title: '2025秋冬新款韩版宽松加厚连帽卫衣女',
          quantity: 2,
          state: 'shipped',
          platformState: 'WAIT_BUYER_CONFIRM_GOODS',
          amountFen: 16800,
          closeReason: null,
          trackingCodes: [{ carrier: '中通快递', code: 'ZT78901234567', shippedAt: new Date(1_735_740_000_000) }],
          refund: null,
        },
        {
          subOrderId: '2080123456789012347',
          itemId: '2048153758314475',
          skuId: '3357413213170',
          title: '加绒卫衣 米白色 M',
          quantity: 1,
          state: 'closed',
          platformState: 'TRADE_CLOSED',
          amountFen: 9500,
          closeReason: '缺货',
          trackingCodes: [],
          refund: { refundId: '9012345678901234', state: 'refunded' },
        },
      ],
    });
    expect(unpaid).toMatchObject({
      purchaseId: '2080123456789022222',
      state: 'awaitingPayment',
      goodsFen: 7770,
      payFen: null,
      paidAt: null,
    });
    expect(unpaid!.subOrders[0]).toMatchObject({ skuId: null, quantity: 3, amountFen: 7770, state: 'awaitingPayment' });
    // A state the platform added later is kept as it came, not guessed.
    expect(unknown).toMatchObject({ state: null, platformState: 'SOMETHING_NEW' });
  });

  it('reads the parcels of a sub-order with their events on China time', async () => {
    const { client, last } = platform({ [apiPathsOf.logistics]: fixture('logistics-detail') });
    const parcels = await client.logisticsDetail(ACCESS_TOKEN, '2080123456789012346');
    expectSigned(last(), apiPathsOf.logistics);
    expect(last().params.purchase_order_line_id).toBe('2080123456789012346');
    expect(parcels).toEqual([
      {
        trackingCode: 'ZT78901234567',
        carrier: '中通快递',
        state: 'inTransit',
        description: '运输中',
        events: [
          { at: new Date('2025-01-01T14:00:00Z'), description: '快件已被中通快递揽收' },
          { at: new Date('2025-01-02T00:30:00Z'), description: '快件已到达广州转运中心' },
        ],
        goods: [{ title: '2025秋冬新款韩版宽松加厚连帽卫衣女', quantity: 2 }],
      },
    ]);
  });

  it('reads a refund', async () => {
    const { client, last } = platform({ [apiPathsOf.refund]: fixture('refund-query') });
    const refund = await client.queryRefund(ACCESS_TOKEN, '9012345678901234');
    expectSigned(last(), apiPathsOf.refund);
    expect(last().params.refundId).toBe('9012345678901234');
    expect(refund).toEqual({
      refundId: '9012345678901234',
      subOrderId: '2080123456789012347',
      state: 'refunded',
      amountFen: 9500,
      reason: '缺货',
      refusal: null,
    });
  });

  it('creates and refreshes tokens without an access token, expiries counted from now', async () => {
    const { client, calls } = platform({
      [apiPathsOf.createToken]: fixture('token-create'),
      [apiPathsOf.refreshToken]: fixture('token-refresh'),
    });
    const created = await client.createToken('0_500123_AbCdEf0123456789');
    expectSigned(calls[0]!, apiPathsOf.createToken, { token: false });
    expect(calls[0]!.params.code).toBe('0_500123_AbCdEf0123456789');
    // The fixed vector above, reached through the client.
    expect(calls[0]!.params.sign).toBe('23271925B9BD9BAE5C4C911EEA6AA22539BCC984048C2DE59FA8C6FF984F1377');
    expect(created).toEqual({
      accessToken: ACCESS_TOKEN,
      refreshToken: '50001600230cVBnqskYq1dGx5B3wydeQy3eJ1bBZ7a1c3a4ccfmgwaHiFEXe',
      expiresAt: new Date(NOW.getTime() + 2_592_000_000),
      refreshExpiresAt: new Date(NOW.getTime() + 5_184_000_000),
      account: 'muaho_agent',
    });

    const refreshed = await client.refreshToken(created.refreshToken!);
    expectSigned(calls[1]!, apiPathsOf.refreshToken, { token: false });
    expect(calls[1]!.params.refresh_token).toBe(created.refreshToken);
    expect(refreshed).toMatchObject({ accessToken: '50000601d41bqwerty9LVvik87Ixlsvle3mSoB7701ceb156fPunYZ43Zzz' });
  });
});

describe('the Taobao Global HTTP client when things go wrong', () => {
  const query = (answer: Answer) => platform({ [apiPathsOf.orders]: answer }).client.queryOrders(ACCESS_TOKEN, {});
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error as TaobaoGlobalError,
    );

  it('maps an expired or revoked token to invalid-token', async () => {
    const error = await failure(query(fixture('error-illegal-access-token')));
    expect(error).toBeInstanceOf(TaobaoGlobalError);
    expect(error).toMatchObject({ kind: 'invalid-token', platformCode: 'IllegalAccessToken' });
    const refresh = await failure(platform({ [apiPathsOf.refreshToken]: fixture('error-illegal-refresh-token') }).client.refreshToken('x'));
    expect(refresh).toMatchObject({ kind: 'invalid-token', platformCode: 'IllegalRefreshToken' });
  });

  it('maps a business refusal to refused, with the platform code and words', async () => {
    const error = await failure(query(fixture('error-business')));
    expect(error).toMatchObject({ kind: 'refused', platformCode: 'ITEM_NOT_FOUND' });
    expect(error.message).toContain('商品不存在或已下架');
  });

  it('maps a busy platform (call limit, ISP errors) to unavailable', async () => {
    expect(await failure(query(fixture('error-api-call-limit')))).toMatchObject({ kind: 'unavailable', platformCode: 'ApiCallLimit' });
  });

  it('maps an unknown gateway error to refused with its code', async () => {
    const error = await failure(query('{"type":"ISV","code":"MissingParameter","message":"page_no is missing"}'));
    expect(error).toMatchObject({ kind: 'refused', platformCode: 'MissingParameter' });
  });

  it.each([
    ['an HTTP error', async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }), /HTTP 502/],
    ['an answer that is not JSON', async () => new Response('{"code": "0", "data": ', { status: 200 }), /not JSON/],
    ['a network failure', async () => Promise.reject(new TypeError('fetch failed')), /fetch failed/],
  ] as const)('maps %s to unavailable', async (_name, answer, words) => {
    const error = await failure(query(answer));
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(error.message).toMatch(words);
  });

  it('maps an answer of the wrong shape to unavailable', async () => {
    expect(await failure(query(fixture('malformed')))).toMatchObject({ kind: 'unavailable' });
  });

  it('maps an amount in another currency to unavailable rather than pricing it as fen of ¥', async () => {
    const usd = fixture('render').replaceAll('"CNY"', '"USD"');
    const error = await failure(
      platform({ [apiPathsOf.render]: usd }).client.renderOrder(ACCESS_TOKEN, { goods: [], address: chinaWarehouse }),
    );
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(error.message).toContain('USD');
  });

  it('gives up after its timeout and says so', async () => {
    const started = Date.now();
    const error = await failure(query(hang));
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(error.message).toContain('no answer within 50 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
