import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Product, ProductSearchResult } from '../../contract/products';
import { creditWallet, expectNoAxeViolations, getJson, registeredCustomer } from './support';

/** Where the screenshots go, to be looked at by a person (never compared). */
const SCREENS = '.tmp/screens';

/** A Taobao product in stock put in the cart through the API, as "Thêm vào giỏ hàng" would. */
async function addToCart(request: APIRequestContext, auth: { Authorization: string }) {
  const { items } = await getJson<ProductSearchResult>(request, '/api/ChinaWebProduct?q=%C3%A1o&site=taobao', auth);
  for (const summary of items) {
    const product = await getJson<Product>(request, `/api/ChinaWebProduct/taobao-${summary.itemId}`, auth);
    const sku = product.skus.find((s) => s.stock >= product.minQuantity);
    if (!sku) continue;
    const response = await request.post('/api/ShoppingCart', {
      headers: auth,
      data: { site: 'taobao', itemId: product.itemId, skuId: sku.skuId, quantity: product.minQuantity },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return;
  }
  throw new Error('no Taobao product in stock');
}

/**
 * One placed order for the signed-in customer, made through the API as the checkout would: a
 * product in the cart, an address, the deposit credited by staff, then the order at the quoted
 * deposit. Another product is left in the cart, so the cart page has a line to show.
 */
async function placeOrder(request: APIRequestContext, auth: { Authorization: string }): Promise<number> {
  await addToCart(request, auth);
  const wards = await getJson<{ code: string }[]>(request, '/api/Address/Provinces/01/Wards', auth);
  const address = await request.post('/api/Address', {
    headers: auth,
    data: { receiverName: 'Nguyễn Thị Lan', phone: '0912345678', provinceCode: '01', wardCode: wards[0]!.code, street: '12 Tràng Tiền' },
  });
  expect(address.status(), await address.text()).toBe(201);
  const addressId = ((await address.json()) as { id: number }).id;

  const cart = await getJson<{ items: { id: number }[] }>(request, '/api/ShoppingCart', auth);
  const checkout = {
    cartItemIds: cart.items.map((item) => item.id),
    addressId,
    services: { counting: false, crate: false, insurance: false },
    warehouse: 'hn',
    line: 'normal',
  };
  const quote = await request.post('/api/OrderOrdering/Quote', { headers: auth, data: checkout });
  expect(quote.status(), await quote.text()).toBe(200);
  const deposit = ((await quote.json()) as { depositVnd: number }).depositVnd;

  const funded = await creditWallet(request, auth, deposit + 250_000, 'e2e-desktop-fund');
  expect(funded.status()).toBe(201);

  const me = await getJson<{ id: number }>(request, '/api/CurrentUser', auth);

  const created = await request.post('/api/OrderOrdering', {
    headers: { ...auth, 'Idempotency-Key': `e2e-desktop-order-${me.id}` },
    data: { ...checkout, expectedDepositVnd: deposit },
  });
  expect(created.status(), await created.text()).toBe(201);
  await addToCart(request, auth);
  return ((await created.json()) as { orders: { id: number }[] }).orders[0]!.id;
}

/** Nothing reaches past the window's right edge (a page that scrolls sideways is broken on a desktop too). */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The pages a customer uses most, each with what shows it has finished loading. */
const pages = (orderId: number) =>
  [
    { name: 'home', path: '/', ready: (page: Page) => page.getByRole('heading', { name: /^Xin chào/ }) },
    { name: 'search', path: '/chinaWebProduct?q=%C3%A1o', ready: (page: Page) => page.locator('.product-grid li').first() },
    { name: 'cart', path: '/shoppingCart', ready: (page: Page) => page.getByRole('checkbox').first() },
    { name: 'orders', path: '/orderOrdering', ready: (page: Page) => page.locator('.list-row').first() },
    { name: 'order', path: `/orderOrdering/${orderId}`, ready: (page: Page) => page.getByRole('heading', { name: /^Đơn / }) },
    { name: 'wallet', path: '/wallet/recharge', ready: (page: Page) => page.getByRole('button').first() },
    { name: 'transactions', path: '/transaction', ready: (page: Page) => page.locator('.transaction').first() },
    { name: 'deliveries', path: '/delivery', ready: (page: Page) => page.getByRole('link', { name: 'Tạo yêu cầu giao hàng' }).first() },
    { name: 'parcels', path: '/package', ready: (page: Page) => page.getByRole('heading', { name: 'Tất cả kiện hàng' }) },
    { name: 'profile', path: '/profile', ready: (page: Page) => page.getByRole('link', { name: 'Sửa thông tin cá nhân' }) },
    { name: 'address', path: '/address/create', ready: (page: Page) => page.getByLabel('Tên người nhận') },
  ] as const;

/** Opens each of `pages` in turn, waits until it has loaded, and checks it with its main navigation. */
async function visitEach(page: Page, orderId: number, check: (name: string, nav: Locator) => Promise<void>) {
  for (const { name, path, ready } of pages(orderId)) {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await check(name, page.getByRole('navigation', { name: 'Điều hướng chính' }));
  }
}

test.describe('at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('every main page has the side navigation, a content column up to 1200 px, no sideways scroll and no accessibility violations', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { auth } = await registeredCustomer(page);
    const orderId = await placeOrder(request, auth);

    await visitEach(page, orderId, async (name, nav) => {
      // The main navigation is the side column (top to bottom at the left edge), not a bar at the bottom.
      await expect(nav).toBeVisible();
      await expect(nav.getByText('MuaHộ')).toBeVisible();
      const navBox = (await nav.boundingBox())!;
      expect(navBox.x, name).toBe(0);
      expect(navBox.width, name).toBeLessThan(320);
      expect(navBox.height, name).toBeGreaterThanOrEqual(900);
      const current = nav.locator('[aria-current="page"]');
      if (['home', 'cart', 'orders', 'order', 'profile'].includes(name)) await expect(current, name).toHaveCount(1);

      // The page's title heads a top bar beside the navigation.
      const headerBox = (await page.locator('header.app-header').boundingBox())!;
      expect(headerBox.x, name).toBeGreaterThanOrEqual(navBox.width - 1);
      expect(headerBox.y, name).toBe(0);

      // Wider than a phone's column, never wider than the content's 1200 px; a form keeps to 640 px.
      const content = (await page.locator('main .page').first().boundingBox())!;
      expect(content.width, name).toBeGreaterThan(560);
      expect(content.width, name).toBeLessThanOrEqual(['address', 'profile', 'wallet'].includes(name) ? 640 : 1200);
      expect(content.x, name).toBeGreaterThanOrEqual(navBox.width);

      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SCREENS}/desktop-${name}.png`, fullPage: true });
    });
  });

  test('lists are several columns of cards, and an order shows its fees beside its items', async ({ page, request }) => {
    const { auth } = await registeredCustomer(page);
    const orderId = await placeOrder(request, auth);

    await page.goto(`/orderOrdering/${orderId}`);
    const items = page.getByRole('heading', { name: 'Sản phẩm' });
    const fees = page.getByRole('heading', { name: 'Chi phí' });
    await expect(fees).toBeVisible();
    const itemsBox = (await items.boundingBox())!;
    const feesBox = (await fees.boundingBox())!;
    expect(feesBox.x).toBeGreaterThan(itemsBox.x + 400);

    await page.goto('/orderOrdering');
    const list = page.locator('.row-list');
    await expect(list.locator('.list-row').first()).toBeVisible();
    const columns = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBeGreaterThanOrEqual(2);
  });
});

test.describe('at 1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: false });

  test('the desktop layout starts: side navigation, no sideways scroll', async ({ page }) => {
    await registeredCustomer(page);
    for (const path of ['/', '/orderOrdering', '/transaction', '/profile']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
      await expect(nav.getByText('MuaHộ')).toBeVisible();
      expect((await nav.boundingBox())!.x).toBe(0);
      await expectNoSidewaysScroll(page);
    }
    await page.screenshot({ path: `${SCREENS}/desktop-1024-profile.png`, fullPage: true });
  });
});

test.describe('at 390×844', () => {
  test('a phone keeps the bottom tab bar and its one column', async ({ page, request }) => {
    const { auth } = await registeredCustomer(page);
    const orderId = await placeOrder(request, auth);
    await visitEach(page, orderId, async (name, nav) => {
      await expect(nav.getByText('MuaHộ')).toBeHidden();
      const navBox = (await nav.boundingBox())!;
      expect(navBox.width, name).toBe(390);
      expect(navBox.y + navBox.height, name).toBeCloseTo(844, 0);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SCREENS}/phone-${name}.png`, fullPage: true });
    });
  });
});
