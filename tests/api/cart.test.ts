import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type AddCartItemRequest, type Cart, type CartItem } from '../../contract/cart';
import type { ApiErrorBody } from '../../contract/errors';
import type { Product, Sku } from '../../contract/products';
import type { CurrentUser } from '../../contract/user';
import { buildApp } from '../../server/app';
import { cartItems } from '../../server/db/schema';
import { memoryMailer } from '../../server/mail/memoryMailer';
import { defaultCatalog } from '../../server/modules/products/catalog/catalogSource';
import type { ProductSource } from '../../server/modules/products/productSource';
import { answered, apiCaller, bearer, useTestApp, databases, registerUser, statusCounts, testConfig, type TestApp } from './helpers';

/** Real products of the built-in catalog, the ProductSource the test app runs with. */
const products = defaultCatalog().entries.map((entry) => entry.product);
const inStock = (product: Product) => product.skus.filter((sku) => sku.stock > 0);
function pick(what: string, test: (product: Product) => boolean): Product {
  const found = products.find(test);
  if (!found) throw new Error(`the catalog has no ${what}`);
  return found;
}
/** A retail product with colours and sizes, several SKUs in stock and one sold out. */
const retail = pick(
  'retail product with a sold-out SKU',
  (p) => p.site === 'taobao' && p.properties.length === 2 && inStock(p).length >= 3 && p.skus.some((sku) => sku.stock === 0),
);
/** A 1688 offer with SKUs, a minimum above 1 and at least two quantity tiers. */
const wholesale = pick(
  '1688 offer with tiers',
  (p) => p.site === '1688' && p.skus.length > 0 && p.minQuantity > 1 && p.priceTiers.length >= 2,
);
/** A product without properties: its line has no SKU. */
const plain = pick('product without SKUs', (p) => p.skus.length === 0 && p.priceTiers.length === 0);

const skuOf = (product: Product, index: number): Sku => {
  const sku = inStock(product)[index];
  if (!sku) throw new Error(`${product.itemId} has no SKU ${index} in stock`);
  return sku;
};
const soldOut = retail.skus.find((sku) => sku.stock === 0)!;
const lineOf = (product: Product, sku: Sku | null, quantity: number, note?: string): AddCartItemRequest => ({
  site: product.site,
  itemId: product.itemId,
  skuId: sku?.skuId ?? null,
  quantity,
  ...(note === undefined ? {} : { note }),
});

/** The shopping cart, priced from the catalog and never from the request. */
describe.each(databases())('the cart on $name', (kind) => {
  const t = useTestApp(kind);

  const call = apiCaller(() => t.app);
  const customer = async () => (await registerUser(t.app)).token;
  const cart = async (token: string) => {
    const response = await call('GET', '/ShoppingCart', token);
    expect(response.statusCode).toBe(200);
    return response.json<Cart>().items;
  };
  async function add(token: string, body: object): Promise<CartItem> {
    return answered<CartItem>(call('POST', '/ShoppingCart', token, body), 201);
  }
  async function refused(response: Promise<LightMyRequestResponse>, status: number, code: string): Promise<ApiErrorBody> {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    const body = answer.json<ApiErrorBody>();
    expect(body.code).toBe(code);
    return body;
  }

  describe('adding', () => {
    it('copies title, image, shop, properties and price from the catalog, not from the request; the picture is the colour picked', async () => {
      const token = await customer();
      const sku = skuOf(retail, 0);
      const forged = {
        ...lineOf(retail, sku, 2, '  màu như ảnh  '),
        title: 'giả',
        skuPriceFen: 1,
        unitPriceFen: 1,
        priceTiers: [{ minQuantity: 1, priceFen: 1 }],
        minQuantity: 0,
      };
      const line = await add(token, forged);
      const [colour, size] = retail.properties;
      const colourValue = colour!.values.find((value) => value.id === sku.valueIds[0])!;
      const sizeValue = size!.values.find((value) => value.id === sku.valueIds[1])!;
      expect(colourValue.imageUrl, 'the catalog gives this colour a photo').toMatch(/^\/api\/ChinaWebProduct\/Image\//);
      expect(line).toMatchObject({
        site: retail.site,
        itemId: retail.itemId,
        skuId: sku.skuId,
        title: retail.title,
        titleVi: retail.titleVi,
        // The chosen colour's own photo when the seller gave one, else the product's first.
        imageUrl: colourValue.imageUrl ?? retail.images[0],
        shop: retail.shop,
        properties: [
          { name: '颜色分类', nameVi: 'Màu sắc', value: colourValue.name, valueVi: colourValue.nameVi },
          { name: size!.name, nameVi: size!.nameVi, value: sizeValue.name, valueVi: sizeValue.nameVi },
        ],
        skuPriceFen: sku.priceFen,
        priceTiers: [],
        minQuantity: 1,
        unitPriceFen: sku.priceFen,
        quantity: 2,
        note: 'màu như ảnh',
        selected: true,
      });
      const [stored] = await t.database.db.select().from(cartItems).where(eq(cartItems.id, line.id));
      expect(stored).toMatchObject({ skuPriceFen: sku.priceFen, title: retail.title, priceTiers: [], minQuantity: 1 });
      expect(await cart(token)).toEqual([line]);
    });

    it('adds to the line a SKU already has, keeping its note unless a new one is sent', async () => {
      const token = await customer();
      const sku = skuOf(retail, 1);
      const first = await add(token, lineOf(retail, sku, 1, 'size lớn'));
      const again = await add(token, lineOf(retail, sku, 2));
      expect(again).toMatchObject({ id: first.id, quantity: 3, note: 'size lớn' });
      const renoted = await add(token, lineOf(retail, sku, 1, 'đổi ý: size nhỏ'));
      expect(renoted).toMatchObject({ id: first.id, quantity: 4, note: 'đổi ý: size nhỏ' });
      const other = await add(token, lineOf(retail, skuOf(retail, 2), 1));
      expect(other.id).not.toBe(first.id);
      // Newest first.
      expect((await cart(token)).map((line) => [line.id, line.quantity])).toEqual([
        [other.id, 1],
        [first.id, 4],
      ]);
    });

    it('merges simultaneous additions of one SKU into one line', async () => {
      const token = await customer();
      const body = lineOf(retail, skuOf(retail, 0), 1);
      const responses = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/ShoppingCart', token, body)));
      expect(statusCounts(responses)).toEqual({ 201: 10 });
      expect((await cart(token)).map((line) => line.quantity)).toEqual([10]);
    });

    it('adds a product without properties with a null SKU, at the product’s price', async () => {
      const token = await customer();
      const line = await add(token, lineOf(plain, null, 1));
      expect(line).toMatchObject({ skuId: null, properties: [], skuPriceFen: plain.priceFen, unitPriceFen: plain.priceFen });
      expect((await add(token, lineOf(plain, null, 1))).quantity).toBe(2);
    });

    it.each([
      ['a product the catalog does not have', () => ({ ...lineOf(retail, skuOf(retail, 0), 1), itemId: '599999999999' })],
      ['an item id no site uses', () => ({ ...lineOf(retail, skuOf(retail, 0), 1), itemId: 'abc' })],
      ['a SKU the product does not have', () => ({ ...lineOf(retail, skuOf(retail, 0), 1), skuId: '5999999999999' })],
      ['a SKU of another product', () => ({ ...lineOf(retail, skuOf(wholesale, 0), 1), itemId: retail.itemId, site: retail.site })],
      ['a sold-out SKU', () => lineOf(retail, soldOut, 1)],
      ['no SKU for a product that has them', () => lineOf(retail, null, 1)],
      ['a SKU for a product that has none', () => ({ ...lineOf(plain, null, 1), skuId: '5123456789012' })],
    ])('refuses %s with 409 product-unavailable', async (_name, body) => {
      const token = await customer();
      const error = await refused(call('POST', '/ShoppingCart', token, body()), 409, 'product-unavailable');
      expect(error.message).toBe('Sản phẩm hoặc phân loại đã chọn không còn bán hoặc đã hết hàng');
      expect(await cart(token)).toEqual([]);
    });

    it.each([
      ['quantity 0', { quantity: 0 }],
      ['a fractional quantity', { quantity: 1.5 }],
      [`more than ${MAX_LINE_QUANTITY}`, { quantity: MAX_LINE_QUANTITY + 1 }],
      ['an unknown site', { site: 'amazon' }],
      ['a NUL character in the note', { note: 'màu\u0000đen' }],
    ])('refuses %s with 400', async (_name, change) => {
      const token = await customer();
      const body = await refused(
        call('POST', '/ShoppingCart', token, { ...lineOf(retail, skuOf(retail, 0), 1), ...change }),
        400,
        'validation-failed',
      );
      if ('quantity' in change)
        expect(body.details).toContainEqual(expect.objectContaining({ path: 'quantity', message: 'Số lượng phải từ 1 đến 9.999' }));
    });

    it(`refuses to grow a line past ${MAX_LINE_QUANTITY} pieces`, async () => {
      const token = await customer();
      const body = lineOf(retail, skuOf(retail, 0), MAX_LINE_QUANTITY);
      await add(token, body);
      const error = await refused(call('POST', '/ShoppingCart', token, { ...body, quantity: 1 }), 400, 'validation-failed');
      expect(error.details).toContainEqual(expect.objectContaining({ path: 'quantity', message: 'Số lượng phải từ 1 đến 9.999' }));
      expect((await cart(token)).map((line) => line.quantity)).toEqual([MAX_LINE_QUANTITY]);
    });

    it(`refuses line ${MAX_CART_LINES + 1} with cart-full, but still adds to a line it has`, async () => {
      const token = await customer();
      const me = (await call('GET', '/CurrentUser', token)).json<CurrentUser>();
      const kept = await add(token, lineOf(retail, skuOf(retail, 0), 1));
      const filler = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => ({
        userId: me.id,
        site: 'taobao' as const,
        itemId: String(600_000_000_000 + i),
        skuId: '',
        title: 'hàng mẫu',
        imageUrl: '',
        shop: retail.shop,
        properties: [],
        skuPriceFen: 100,
        priceTiers: [],
        quantity: 1,
      }));
      await t.database.db.insert(cartItems).values(filler);
      await refused(call('POST', '/ShoppingCart', token, lineOf(retail, skuOf(retail, 1), 1)), 409, 'cart-full');
      expect((await add(token, lineOf(retail, skuOf(retail, 0), 1))).id).toBe(kept.id);
      expect(await cart(token)).toHaveLength(MAX_CART_LINES);
    });
  });

  describe('1688 minimums and tiers', () => {
    const [firstTier, secondTier] = wholesale.priceTiers;

    it('refuses fewer pieces than the seller’s minimum, counting what the line already holds', async () => {
      const token = await customer();
      const sku = skuOf(wholesale, 0);
      await refused(call('POST', '/ShoppingCart', token, lineOf(wholesale, sku, wholesale.minQuantity - 1)), 409, 'quantity-below-minimum');
      const line = await add(token, lineOf(wholesale, sku, wholesale.minQuantity));
      expect(line).toMatchObject({
        minQuantity: wholesale.minQuantity,
        priceTiers: wholesale.priceTiers,
        unitPriceFen: firstTier!.priceFen,
      });
      // One more piece is fine once the line holds the minimum.
      expect((await add(token, lineOf(wholesale, sku, 1))).quantity).toBe(wholesale.minQuantity + 1);
    });

    it('re-prices the line by its tiers when the quantity changes, and refuses to go under the minimum', async () => {
      const token = await customer();
      const line = await add(token, lineOf(wholesale, skuOf(wholesale, 0), wholesale.minQuantity));
      const more = await call('PATCH', `/ShoppingCart/${line.id}`, token, { quantity: secondTier!.minQuantity });
      expect(more.statusCode, more.body).toBe(200);
      expect(more.json<CartItem>()).toMatchObject({
        quantity: secondTier!.minQuantity,
        skuPriceFen: line.skuPriceFen,
        unitPriceFen: secondTier!.priceFen,
      });
      expect(secondTier!.priceFen).toBeLessThan(firstTier!.priceFen);

      const back = await call('PATCH', `/ShoppingCart/${line.id}`, token, { quantity: secondTier!.minQuantity - 1 });
      expect(back.json<CartItem>().unitPriceFen).toBe(firstTier!.priceFen);

      await refused(
        call('PATCH', `/ShoppingCart/${line.id}`, token, { quantity: wholesale.minQuantity - 1 }),
        409,
        'quantity-below-minimum',
      );
      expect((await cart(token))[0]?.quantity).toBe(secondTier!.minQuantity - 1);
    });
  });

  describe('changing lines', () => {
    it('changes the note and selection, deletes with 204, and then answers 404', async () => {
      const token = await customer();
      const line = await add(token, lineOf(retail, skuOf(retail, 0), 1, 'ghi chú'));
      const changed = await call('PATCH', `/ShoppingCart/${line.id}`, token, { note: '', selected: false });
      expect(changed.json<CartItem>()).toMatchObject({ id: line.id, quantity: 1, note: '', selected: false });
      const unchanged = await call('PATCH', `/ShoppingCart/${line.id}`, token, {});
      expect(unchanged.json()).toEqual(changed.json());
      await refused(call('PATCH', `/ShoppingCart/${line.id}`, token, { note: 'a\u0000b' }), 400, 'validation-failed');

      const deleted = await call('DELETE', `/ShoppingCart/${line.id}`, token);
      expect(deleted.statusCode).toBe(204);
      expect(await cart(token)).toEqual([]);
      await refused(call('DELETE', `/ShoppingCart/${line.id}`, token), 404, 'not-found');
      await refused(call('PATCH', `/ShoppingCart/${line.id}`, token, { quantity: 2 }), 404, 'not-found');
    });

    it('selects and clears many lines at once, touching only the caller’s', async () => {
      const owner = await customer();
      const other = await customer();
      const a = await add(owner, lineOf(retail, skuOf(retail, 0), 1));
      const b = await add(owner, lineOf(retail, skuOf(retail, 1), 1));
      const c = await add(owner, lineOf(retail, skuOf(retail, 2), 1));
      const foreign = await add(other, lineOf(retail, skuOf(retail, 0), 1));

      const unknown = [999_999_999, 99_999_999_999, 0, -1];
      const response = await call('POST', '/ShoppingCart/Select', owner, { ids: [a.id, c.id, foreign.id, ...unknown], selected: false });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Cart>().items.map((line) => [line.id, line.selected])).toEqual([
        [c.id, false],
        [b.id, true],
        [a.id, false],
      ]);
      expect((await cart(other)).map((line) => line.selected)).toEqual([true]);

      const all = await call('POST', '/ShoppingCart/Select', owner, { ids: [a.id, b.id, c.id], selected: true });
      expect(all.json<Cart>().items.every((line) => line.selected)).toBe(true);
      expect(
        (await call('POST', '/ShoppingCart/Select', owner, { ids: unknown, selected: false }))
          .json<Cart>()
          .items.every((line) => line.selected),
      ).toBe(true);
      await refused(call('POST', '/ShoppingCart/Select', owner, { ids: [], selected: true }), 400, 'validation-failed');
    });

    it('answers 404 to another customer’s PATCH and DELETE and leaves the line alone', async () => {
      const owner = await customer();
      const other = await customer();
      const line = await add(owner, lineOf(retail, skuOf(retail, 0), 3));
      await refused(call('PATCH', `/ShoppingCart/${line.id}`, other, { quantity: 1, note: 'của tôi' }), 404, 'not-found');
      await refused(call('DELETE', `/ShoppingCart/${line.id}`, other), 404, 'not-found');
      expect(await cart(owner)).toEqual([line]);
      expect(await cart(other)).toEqual([]);
    });

    it('answers 400 for an id that is not one', async () => {
      const token = await customer();
      await refused(call('PATCH', '/ShoppingCart/abc', token, { quantity: 1 }), 400, 'validation-failed');
      await refused(call('DELETE', '/ShoppingCart/0', token), 400, 'validation-failed');
    });

    it.each([
      ['GET', '/ShoppingCart'],
      ['POST', '/ShoppingCart'],
      ['PATCH', '/ShoppingCart/1'],
      ['DELETE', '/ShoppingCart/1'],
      ['POST', '/ShoppingCart/Select'],
    ] as const)('answers 401 to %s %s without a token', async (method, url) => {
      const response = await t.app.inject({
        method,
        url: `/api${url}`,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('when the product source fails', () => {
    let broken: TestApp['app'];
    const failing: ProductSource = {
      search: () => Promise.reject(new Error('down')),
      get: () => Promise.reject(new Error('socket hang up')),
      resolveLink: () => Promise.reject(new Error('down')),
      image: () => null,
    };
    beforeAll(async () => {
      broken = await buildApp({
        db: t.database.db,
        sql: t.database.sql,
        config: testConfig(),
        mailer: memoryMailer(),
        logger: false,
        productSource: failing,
      });
      await broken.ready();
    });
    afterAll(() => broken.close());

    it('answers 503 product-source-unavailable and adds nothing', async () => {
      const { token } = await registerUser(broken);
      const response = await broken.inject({
        method: 'POST',
        url: '/api/ShoppingCart',
        headers: bearer(token),
        payload: lineOf(retail, skuOf(retail, 0), 1),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json<ApiErrorBody>().code).toBe('product-source-unavailable');
      expect((await broken.inject({ method: 'GET', url: '/api/ShoppingCart', headers: bearer(token) })).json()).toEqual({ items: [] });
    });
  });
});
