import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRefSchema } from '../../contract/productLinks';
import { productPath, type ProductRef } from '../../contract/productPath';
import { productSchema, productSearchResultSchema, type Product, type ProductSearchResult } from '../../contract/products';
import { fold } from '../../server/modules/products/catalog/search';
import { bearer, buildTestApp, databases, injectError, registerUser, type TestApp } from './helpers';

// The product endpoints read no database: one run on the first database is enough.
const [kind] = databases();

describe('products from the built-in catalog', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(kind!);
    token = (await registerUser(t.app)).token;
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/ChinaWebProduct?${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ProductSearchResult>();
    expect(productSearchResultSchema.safeParse(body).success).toBe(true);
    return body;
  };
  const getProduct = (key: string) => t.app.inject({ method: 'GET', url: `/api/ChinaWebProduct/${key}`, headers: bearer(token) });
  const parseLink = (text: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/ChinaWebProduct/ParseLink', headers: bearer(token), payload: { text } });
  const q = (text: string) => `q=${encodeURIComponent(text)}`;

  describe('search', () => {
    it('finds Vietnamese titles typed without accents or capitals', async () => {
      const result = await search(`${q('ao hoodie')}&pageSize=50`);
      expect(result.total).toBeGreaterThanOrEqual(3);
      expect(result.items.some((item) => item.titleVi?.startsWith('Áo hoodie'))).toBe(true);
      for (const item of result.items) expect(item.title).toContain('卫衣');
      const upper = await search(`${q('ÁO HOODIE')}&pageSize=50`);
      expect(upper.items).toEqual(result.items);
    });

    it('finds the same goods by their Chinese name, whole or in pieces', async () => {
      const vietnamese = await search(`${q('ao hoodie')}&pageSize=50`);
      const chinese = await search(`${q('卫衣')}&pageSize=50`);
      expect(new Set(chinese.items.map(productPath))).toEqual(new Set(vietnamese.items.map(productPath)));
      const phrase = await search(`${q('加厚卫衣女')}&pageSize=50`);
      expect(phrase.items.length).toBeGreaterThan(0);
      expect(phrase.items[0]?.title).toContain('加厚');
    });

    it('matches shop names and choices such as a phone model', async () => {
      const shop = await search(q('旗舰店'));
      expect(shop.total).toBeGreaterThan(0);
      for (const item of shop.items) expect(item.shop.name).toContain('旗舰店');
      const model = await search(`${q('op iphone 16')}&pageSize=50`);
      expect(model.total).toBeGreaterThan(0);
      for (const item of model.items) expect(item.title).toContain('手机壳');
    });

    it('ranks the products whose titles hold every word first, then by sales', async () => {
      const result = await search(`${q('giày chạy bộ')}&pageSize=50`);
      const full = (title: string | null) =>
        ['giay', 'chay', 'bo'].every((word) =>
          fold(title ?? '')
            .split(/\s|,/)
            .some((w) => w.startsWith(word)),
        );
      const firstPartial = result.items.findIndex((item) => !full(item.titleVi));
      const lastFull = result.items.map((item) => full(item.titleVi)).lastIndexOf(true);
      expect(lastFull).toBeGreaterThanOrEqual(0);
      if (firstPartial >= 0) expect(lastFull).toBeLessThan(firstPartial);
      const fullSales = result.items.filter((item) => full(item.titleVi)).map((item) => item.sales ?? 0);
      expect(fullSales).toEqual([...fullSales].sort((a, b) => b - a));
    });

    it('filters by site', async () => {
      const all = await search(`${q('túi')}&pageSize=50`);
      const only = await search(`${q('túi')}&site=1688&pageSize=50`);
      expect(only.total).toBeGreaterThan(0);
      expect(only.total).toBeLessThan(all.total);
      for (const item of only.items) expect(item.site).toBe('1688');
    });

    it('sorts by price both ways and by sales', async () => {
      const ascending = (await search(`${q('áo')}&sort=price-asc&pageSize=50`)).items.map((item) => item.priceFen);
      expect(ascending.length).toBeGreaterThan(10);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = (await search(`${q('áo')}&sort=price-desc&pageSize=50`)).items.map((item) => item.priceFen);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      const sales = (await search(`${q('áo')}&sort=sales&pageSize=50`)).items.map((item) => item.sales ?? 0);
      expect(sales).toEqual([...sales].sort((a, b) => b - a));
    });

    it('pages without overlap, and answers an empty page past the end', async () => {
      const ten = await search(`${q('áo')}&pageSize=10`);
      const first = await search(`${q('áo')}&pageSize=5&page=1`);
      const second = await search(`${q('áo')}&pageSize=5&page=2`);
      expect(first).toMatchObject({ page: 1, pageSize: 5, total: ten.total });
      expect(second).toMatchObject({ page: 2, pageSize: 5, total: ten.total });
      expect([...first.items, ...second.items]).toEqual(ten.items);
      const past = await search(`${q('áo')}&pageSize=50&page=100`);
      expect(past).toMatchObject({ items: [], total: ten.total, page: 100 });
    });

    it('answers nothing found with an empty page', async () => {
      expect(await search(q('xyzzy qwfpg'))).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    });

    it.each([
      ['no q', ''],
      ['a blank q', q('   ')],
      ['an unknown site', `${q('áo')}&site=amazon`],
      ['an unknown sort', `${q('áo')}&sort=cheapest`],
      ['page 0', `${q('áo')}&page=0`],
      ['a page size over 50', `${q('áo')}&pageSize=51`],
      ['a q over 200 characters', q('a'.repeat(201))],
    ])('refuses %s with 400', async (_name, query) => {
      const { status, body } = await injectError(t.app, { method: 'GET', url: `/api/ChinaWebProduct?${query}`, headers: bearer(token) });
      expect(status).toBe(400);
      expect(body.code).toBe('validation-failed');
    });
  });

  describe('a product by key', () => {
    it('answers the product a search card names, with its SKUs, valid against the contract', async () => {
      const [card] = (await search(`${q('ao hoodie')}&site=taobao`)).items;
      const response = await getProduct(productPath(card!));
      expect(response.statusCode).toBe(200);
      const product = response.json<Product>();
      expect(productSchema.safeParse(product).success).toBe(true);
      expect(product).toMatchObject({
        site: card!.site,
        itemId: card!.itemId,
        title: card!.title,
        priceFen: card!.priceFen,
        shop: card!.shop,
      });
      expect(product.properties.map((property) => property.nameVi)).toEqual(['Màu sắc', 'Kích cỡ']);
      expect(product.skus.length).toBeGreaterThan(1);
      // Invented goods: no page on the real site to send anyone to.
      expect(product.url).toBeNull();
    });

    it('gives 1688 products their minimum quantity and price tiers', async () => {
      const [card] = (await search(`${q('áo')}&site=1688`)).items;
      const product = (await getProduct(productPath(card!))).json<Product>();
      expect(product.minQuantity).toBeGreaterThan(1);
      expect(product.priceTiers.length).toBeGreaterThanOrEqual(2);
    });

    it('answers 404 for a product the catalog does not have', async () => {
      const { status, body } = await injectError(t.app, {
        method: 'GET',
        url: '/api/ChinaWebProduct/taobao-100000000001',
        headers: bearer(token),
      });
      expect(status).toBe(404);
      expect(body.code).toBe('not-found');
    });

    it.each(['taobao-abc', 'amazon-655512345678', '655512345678', 'taobao-123', 'ParseLink'])('answers 400 for the key %s', async (key) => {
      const { status, body } = await injectError(t.app, { method: 'GET', url: `/api/ChinaWebProduct/${key}`, headers: bearer(token) });
      expect(status).toBe(400);
      expect(body.code).toBe('validation-failed');
    });
  });

  describe('reading a pasted link', () => {
    let product: ProductRef;
    beforeAll(async () => {
      const [card] = (await search(`${q('túi')}&site=tmall`)).items;
      product = { site: card!.site, itemId: card!.itemId };
    });

    it('reads an item link inside a Vietnamese message', async () => {
      const response = await parseLink(`Shop ơi mua giúp em https://detail.tmall.com/item.htm?spm=a1z10&id=${product.itemId} màu đen nhé`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(product);
      expect(productRefSchema.safeParse(response.json()).success).toBe(true);
    });

    it.each([
      ['a 1688 mobile link', 'https://m.1688.com/offer/612345678901.html?spm=a26g8', { site: '1688', itemId: '612345678901' }],
      [
        'a Pinduoduo share link',
        'https://mobile.yangkeduo.com/goods2.html?_wvx=10&goods_id=51234567890&page_from=35',
        { site: 'pinduoduo', itemId: '51234567890' },
      ],
      ['a Taobao mobile link', 'https://a.m.taobao.com/i655512345678.htm?sid=1', { site: 'taobao', itemId: '655512345678' }],
    ])('answers the ref of %s even when the catalog lacks the product', async (_name, text, ref) => {
      const response = await parseLink(text);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ref);
    });

    it.each([
      ['a Taobao share text with a short link', '【淘宝】限时特惠 https://m.tb.cn/h.5xYz1AB?tk=abc 「韩版卫衣女」点击链接直接打开'],
      ['a Taobao password', '￥AbCd1234Xy￥ 复制这条信息打开手机淘宝'],
      ['a 1688 short link', '打开阿里巴巴 https://qr.1688.com/s/AbCdEf12'],
    ])('answers 422 product-link-unresolved for %s', async (_name, text) => {
      const response = await parseLink(text);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'product-link-unresolved' });
    });

    it.each([
      ['text without a link', 'Shop ơi còn hàng không ạ?'],
      ['a link to another site', 'https://shopee.vn/product/123/4567890123'],
      ['a Taobao shop page', 'https://shop123456.taobao.com/?spm=a1z10'],
    ])('answers 422 product-link-not-found for %s', async (_name, text) => {
      const response = await parseLink(text);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'product-link-not-found', message: expect.stringContaining('Taobao') });
    });

    it('refuses an empty text with 400', async () => {
      const response = await parseLink('  ');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation-failed' });
    });
  });

  describe('catalog images', () => {
    it('serves a product image to anyone, as an SVG cached for a year', async () => {
      const [card] = (await search(q('gấu bông'))).items;
      expect(card!.imageUrl).toMatch(/^\/api\/ChinaWebProduct\/Image\/[a-z]+-[0-9a-f]{16}\.svg$/);
      const response = await t.app.inject({ method: 'GET', url: card!.imageUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    });

    it.each(['bear-0000000000000000.svg', 'bear.svg', '..%2F..%2Fpackage.json', 'BEAR-0000000000000000.SVG'])(
      'answers 404 for the image %s',
      async (name) => {
        const { status, body } = await injectError(t.app, { method: 'GET', url: `/api/ChinaWebProduct/Image/${name}` });
        expect(status).toBe(404);
        expect(body.code).toBe('not-found');
      },
    );
  });

  it.each([
    ['search', 'GET', `/api/ChinaWebProduct?${q('áo')}`],
    ['a product', 'GET', '/api/ChinaWebProduct/taobao-655512345678'],
    ['link reading', 'POST', '/api/ChinaWebProduct/ParseLink'],
  ] as const)('answers 401 to %s without a token', async (_name, method, url) => {
    const { status, body } = await injectError(t.app, { method, url, payload: method === 'POST' ? { text: 'x' } : undefined });
    expect(status).toBe(401);
    expect(body.code).toBe('unauthorized');
  });
});
