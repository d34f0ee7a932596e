import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema, type Product, type ProductSearchResult } from '../../contract/products';
import { buildApp } from '../../server/app';
import { ConfigError, envVars, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/connect';
import { memoryMailer } from '../../server/mail/memoryMailer';
import { createHttpProductSource } from '../../server/modules/products/http/httpSource';
import { bearer, buildTestApp, databases, injectError, registerUser, testConfig } from './helpers';

const [kind] = databases();
const fixture = (name: string): string => readFileSync(join(import.meta.dirname, 'products-fixtures', `${name}.json`), 'utf8');

/** What the fake API answers, by `{api}/{endpoint}/{num_iid or q}`: recorded text, or a function for failures. */
type Answer = string | ((init: RequestInit | undefined) => Promise<Response>);

function replay(answers: Record<string, Answer>) {
  const calls: URL[] = [];
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push(url);
    const [, api, endpoint] = url.pathname.split('/');
    const answer = answers[`${api}/${endpoint}/${url.searchParams.get('num_iid') ?? url.searchParams.get('q')}`];
    if (answer === undefined) return new Response('{"error":"no fixture"}', { status: 404 });
    if (typeof answer === 'function') return answer(init);
    return new Response(answer, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
  };
  return { calls, fetch: fakeFetch as typeof fetch };
}

/** Never answers; gives up only when the source's timeout aborts it. */
const hang = (init: RequestInit | undefined) =>
  new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

describe('products from a product data API (recorded answers)', () => {
  let app: FastifyInstance;
  let database: Database;
  let token: string;
  const errorsSeen: unknown[] = [];
  const api = replay({
    'taobao/item_get/652874751412': fixture('taobao-item_get'),
    '1688/item_get/712345678901': fixture('1688-item_get'),
    'pinduoduo/item_get/51234567890': fixture('pinduoduo-item_get-not_found'),
    'taobao/item_get/652874751413': fixture('taobao-item_get-malformed'),
    'taobao/item_get/652874751414': fixture('taobao-item_get-over_limit'),
    'taobao/item_get/652874751415': async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
    'taobao/item_get/652874751416': async () => new Response('{"item": {"num_iid": ', { status: 200 }),
    'taobao/item_get/652874751417': hang,
    'taobao/item_get/652874751418': async () => {
      throw new TypeError('fetch failed');
    },
    'taobao/item_search/卫衣': fixture('taobao-item_search'),
    '1688/item_search/保温杯': JSON.stringify({
      items: { page: '1', real_total_results: 0, page_size: 20, item: [] },
      error_code: '0000',
      reason: '',
    }),
  });

  beforeAll(async () => {
    database = await kind!.open();
    const source = createHttpProductSource({
      baseUrl: 'https://api.example.test/',
      apiKey: 'test-key',
      apiSecret: 'test-secret',
      timeoutMs: 50,
      fetch: api.fetch,
      onError: (error) => errorsSeen.push(error),
    });
    app = await buildApp({
      db: database.db,
      sql: database.sql,
      config: testConfig(),
      mailer: memoryMailer(),
      logger: false,
      productSource: source,
    });
    await app.ready();
    token = (await registerUser(app)).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const getProduct = (key: string) => app.inject({ method: 'GET', url: `/api/ChinaWebProduct/${key}`, headers: bearer(token) });
  const lastCall = () => api.calls.at(-1)!;

  it('asks item_get for a Taobao item with the key, the secret and the id', async () => {
    const response = await getProduct('taobao-652874751412');
    expect(response.statusCode, response.body).toBe(200);
    expect(lastCall().origin + lastCall().pathname).toBe('https://api.example.test/taobao/item_get/');
    expect(Object.fromEntries(lastCall().searchParams)).toEqual({
      key: 'test-key',
      secret: 'test-secret',
      num_iid: '652874751412',
      is_promotion: '1',
    });
  });

  it('maps the item: properties from props_list, SKUs from their pid:vid pairs, prices in fen, https images', async () => {
    const product = (await getProduct('taobao-652874751412')).json<Product>();
    expect(productSchema.safeParse(product).success).toBe(true);
    expect(product).toMatchObject({
      site: 'taobao',
      itemId: '652874751412',
      title: '2025秋冬新款韩版宽松加厚连帽卫衣女学生百搭外套',
      titleVi: null,
      shop: { id: '2201234567890', name: '小鹿酱韩系女装', nameVi: null },
      priceFen: 8900,
      priceMaxFen: 9500,
      priceTiers: [],
      minQuantity: 1,
      sales: 2000,
      url: 'https://item.taobao.com/item.htm?id=652874751412',
    });
    expect(product.images).toEqual([
      'https://img.alicdn.com/imgextra/i4/2201234567890/O1CN01abcDEF1xYzAbCdEfG_!!2201234567890.jpg',
      'https://img.alicdn.com/imgextra/i2/2201234567890/O1CN01ghiJKL1xYzAbCdEfH_!!2201234567890.jpg',
      'https://img.alicdn.com/imgextra/i1/2201234567890/O1CN01mnoPQR1xYzAbCdEfI_!!2201234567890.jpg',
    ]);
    expect(product.properties).toEqual([
      {
        id: '1627207',
        name: '颜色分类',
        nameVi: null,
        values: [
          {
            id: '28320',
            name: '黑色',
            nameVi: null,
            imageUrl: 'https://img.alicdn.com/imgextra/i3/2201234567890/O1CN01black1xYzAbCdEfJ_!!2201234567890.jpg',
          },
          {
            id: '28341',
            name: '米白色',
            nameVi: null,
            imageUrl: 'https://img.alicdn.com/imgextra/i3/2201234567890/O1CN01white1xYzAbCdEfK_!!2201234567890.jpg',
          },
        ],
      },
      {
        id: '20509',
        name: '尺码',
        nameVi: null,
        values: ['S', 'M', 'L'].map((size, index) => ({ id: String(28314 + index), name: size, nameVi: null, imageUrl: null })),
      },
    ]);
    // The SKU of a colour no longer listed is left out rather than offered without a name.
    expect(product.skus).toHaveLength(6);
    expect(product.skus[2]).toEqual({ skuId: '5012345678903', valueIds: ['28320', '28316'], priceFen: 9200, stock: 0 });
    expect(product.stock).toBe(210 + 180 + 0 + 95 + 120 + 64);
    expect(product.description).toContain('面料: 棉95% 聚氨酯弹性纤维(氨纶)5%');
  });

  it('asks the Taobao endpoint for a Tmall item and keeps it a Tmall product', async () => {
    const response = await getProduct('tmall-652874751412');
    expect(response.statusCode).toBe(200);
    expect(lastCall().pathname).toBe('/taobao/item_get/');
    expect(response.json<Product>()).toMatchObject({ site: 'tmall', url: 'https://detail.tmall.com/item.htm?id=652874751412' });
  });

  it('maps a 1688 offer with its minimum order and quantity prices', async () => {
    const response = await getProduct('1688-712345678901');
    expect(response.statusCode).toBe(200);
    expect(lastCall().pathname).toBe('/1688/item_get/');
    const product = response.json<Product>();
    expect(productSchema.safeParse(product).success).toBe(true);
    expect(product).toMatchObject({
      site: '1688',
      minQuantity: 3,
      priceTiers: [
        { minQuantity: 3, priceFen: 1280 },
        { minQuantity: 100, priceFen: 1150 },
        { minQuantity: 1000, priceFen: 1020 },
      ],
      priceFen: 1280,
      priceMaxFen: 1280,
      sales: 35000,
      stock: 58000,
      shop: { id: 'b2b-2211223344abcde', name: '义乌市佳乐日用品有限公司' },
    });
    expect(product.properties.map((property) => property.values.map((value) => value.name))).toEqual([['黑色', '白色']]);
  });

  it('answers 404 when the API says the item does not exist', async () => {
    const { status, body } = await injectError(app, {
      method: 'GET',
      url: '/api/ChinaWebProduct/pinduoduo-51234567890',
      headers: bearer(token),
    });
    expect(lastCall().pathname).toBe('/pinduoduo/item_get/');
    expect(status).toBe(404);
    expect(body.code).toBe('not-found');
  });

  it.each([
    ['a malformed answer (a price that is not a number)', '652874751413'],
    ['an API error (the key is over its limit)', '652874751414'],
    ['an HTTP error status', '652874751415'],
    ['a body that is not JSON', '652874751416'],
    ['no answer before the timeout', '652874751417'],
    ['a network failure', '652874751418'],
  ])('answers 503 product-source-unavailable for %s, and logs why', async (_name, itemId) => {
    const before = errorsSeen.length;
    const { status, body } = await injectError(app, {
      method: 'GET',
      url: `/api/ChinaWebProduct/taobao-${itemId}`,
      headers: bearer(token),
    });
    expect(status).toBe(503);
    expect(body).toEqual({
      code: 'product-source-unavailable',
      message: 'Nguồn dữ liệu sản phẩm đang không phản hồi, vui lòng thử lại sau',
    });
    expect(errorsSeen.length).toBe(before + 1);
  });

  it('searches through item_search with the query, page and sort, and maps the cards', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/ChinaWebProduct?q=${encodeURIComponent('卫衣')}&sort=price-asc`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(lastCall().pathname).toBe('/taobao/item_search/');
    expect(Object.fromEntries(lastCall().searchParams)).toMatchObject({ q: '卫衣', page: '1', sort: 'bid' });
    const result = response.json<ProductSearchResult>();
    // The provider's pages: its total and page size. The advert without an item id is left out.
    expect(result).toMatchObject({ total: 1752, page: 1, pageSize: 44 });
    expect(result.items).toEqual([
      {
        site: 'taobao',
        itemId: '652874751412',
        title: '2025秋冬新款韩版宽松加厚连帽卫衣女',
        titleVi: null,
        imageUrl: 'https://g-search3.alicdn.com/img/bao/uploaded/i4/i2/2201234567890/O1CN01hoodie1AbCdEf_!!2201234567890.jpg',
        priceFen: 8900,
        priceMaxFen: 8900,
        sales: 2000,
        shop: { id: '2201234567890', name: '小鹿酱韩系女装', nameVi: null },
      },
      expect.objectContaining({ site: 'tmall', itemId: '701234567890', priceFen: 15900, sales: 10000 }),
      expect.objectContaining({ site: 'taobao', itemId: '612345678905', priceFen: 4590, sales: 300 }),
    ]);
  });

  it('searches the site asked for, and sends no sort for relevance', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/ChinaWebProduct?q=${encodeURIComponent('保温杯')}&site=1688`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(lastCall().pathname).toBe('/1688/item_search/');
    expect(lastCall().searchParams.has('sort')).toBe(false);
    expect(response.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('reads pasted links the same way, and serves no catalog images', async () => {
    const parsed = await app.inject({
      method: 'POST',
      url: '/api/ChinaWebProduct/ParseLink',
      headers: bearer(token),
      payload: { text: 'https://detail.1688.com/offer/712345678901.html' },
    });
    expect(parsed.json()).toEqual({ site: '1688', itemId: '712345678901' });
    const short = await app.inject({
      method: 'POST',
      url: '/api/ChinaWebProduct/ParseLink',
      headers: bearer(token),
      payload: { text: 'https://m.tb.cn/h.5xYz1AB' },
    });
    expect(short.statusCode).toBe(422);
    const image = await app.inject({ method: 'GET', url: '/api/ChinaWebProduct/Image/bear-0123456789abcdef.svg' });
    expect(image.statusCode).toBe(404);
  });
});

describe('choosing the product source from the environment', () => {
  const http = { PRODUCT_SOURCE: 'http', PRODUCT_API_URL: 'https://api-gw.onebound.cn', PRODUCT_API_KEY: 'k' };

  it('uses the built-in catalog by default, and the API with PRODUCT_SOURCE=http', () => {
    expect(testConfig().products).toEqual({ kind: 'catalog' });
    expect(testConfig(http).products).toEqual({
      kind: 'http',
      baseUrl: 'https://api-gw.onebound.cn',
      apiKey: 'k',
      apiSecret: undefined,
      timeoutMs: 8000,
    });
    expect(testConfig({ ...http, PRODUCT_API_SECRET: 's', PRODUCT_API_TIMEOUT_MS: '2500' }).products).toMatchObject({
      apiSecret: 's',
      timeoutMs: 2500,
    });
  });

  it.each([
    [{ PRODUCT_SOURCE: 'taobao' }],
    [{ PRODUCT_SOURCE: 'http', PRODUCT_API_KEY: 'k' }],
    [{ PRODUCT_SOURCE: 'http', PRODUCT_API_URL: 'ftp://example.com', PRODUCT_API_KEY: 'k' }],
    [{ PRODUCT_SOURCE: 'http', PRODUCT_API_URL: 'https://example.com' }],
    [{ ...http, PRODUCT_API_TIMEOUT_MS: 'soon' }],
  ])('refuses %o with a ConfigError', (env) => {
    expect(() => loadConfig({ DATA_DIR: '.tmp/never-written', JWT_SECRET: 's'.repeat(32), ...env })).toThrow(ConfigError);
  });

  it('documents every PRODUCT_ variable in the README table', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    const names = envVars.map((variable) => variable.name).filter((name) => name.startsWith('PRODUCT_'));
    expect(names).toHaveLength(5);
    for (const name of names) expect(readme).toContain(`| \`${name}\` |`);
  });

  it('builds the app on the API source the environment names, which reports itself unavailable when unreachable', async () => {
    // Port 9 (discard) on this machine: refused at once, no outside network.
    const t = await buildTestApp(kind!, { env: { ...http, PRODUCT_API_URL: 'http://127.0.0.1:9', PRODUCT_API_TIMEOUT_MS: '300' } });
    try {
      const { token } = await registerUser(t.app);
      const { status, body } = await injectError(t.app, { method: 'GET', url: '/api/ChinaWebProduct?q=abc', headers: bearer(token) });
      expect(status).toBe(503);
      expect(body.code).toBe('product-source-unavailable');
    } finally {
      await t.close();
    }
  });
});
