import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Order } from '../../contract/orders';
import { productUrl } from '../../contract/productLinks';
import type { Product, ProductSearchResult } from '../../contract/products';
import { creditWallet, expectNoAxeViolations, expectTimeline, getJson, registeredCustomer, shot, staffToken } from './support';

/** A Taobao product with properties and a SKU in stock, found as the app finds it. */
async function productWithStock(request: APIRequestContext, token: string): Promise<{ product: Product; valueIds: string[] }> {
  const headers = { Authorization: `Bearer ${token}` };
  const { items } = await getJson<ProductSearchResult>(request, '/api/ChinaWebProduct?q=%C3%A1o&site=taobao', headers);
  for (const summary of items) {
    const product = await getJson<Product>(request, `/api/ChinaWebProduct/taobao-${summary.itemId}`, headers);
    const sku = product.skus.find((s) => s.stock > 0);
    if (sku && product.properties.length > 0 && product.minQuantity === 1) return { product, valueIds: sku.valueIds };
  }
  throw new Error('no Taobao product with a SKU in stock');
}

test('paste a link → product → cart → checkout with a new address → shortfall → deposit → staff moves it to "chờ giao" → the timeline', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, auth } = await registeredCustomer(page);
  const { product, valueIds } = await productWithStock(request, token);

  // Paste the product's link, as shared from the Taobao app, into the search box on home.
  await page.getByLabel('Tìm hoặc dán link sản phẩm').fill(`Mua giúp mình nhé ${productUrl(product)}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/chinaWebProduct/taobao-${product.itemId}$`));
  // The choice is live once the page asks for it (before that, a tap lands on a page still starting).
  await expect(page.getByRole('status').filter({ hasText: /^Chọn .* để xem giá và số hàng còn$/ })).toBeVisible();
  const groups = page.locator('form').getByRole('group');
  for (const [index, valueId] of valueIds.entries()) {
    await groups.nth(index).locator(`input[type=radio][value="${valueId}"]`).check({ force: true });
  }
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByText('Đã thêm vào giỏ hàng')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, '1-product');

  await page.getByRole('link', { name: 'Xem giỏ hàng' }).click();
  await expect(page).toHaveURL(/\/shoppingCart$/);
  await expect(page.getByText(product.titleVi ?? product.title).first()).toBeVisible();
  await expect(page.getByText('Đặt cọc dự kiến')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, '2-cart');
  await page.getByRole('button', { name: 'Đặt hàng (1)' }).click();

  // No address yet: the checkout sends the customer to add one and brings them back.
  await expect(page).toHaveURL(/\/orderOrdering\/create$/);
  await expect(page.getByText('Bạn chưa có địa chỉ nhận hàng')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Thêm địa chỉ' }).click();
  await expect(page).toHaveURL(/\/address\/create\?returnTo=/);
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(page.getByText('Vui lòng chọn khu vực nhận hàng').first()).toBeVisible();
  await page.getByLabel('Tên người nhận').fill('Nguyễn Thị Lan');
  await page.getByLabel('Số điện thoại').fill('0912 345 678');
  await page.getByLabel('Tỉnh/Thành phố').selectOption({ label: 'Hà Nội' });
  await page.getByLabel('Phường/Xã').selectOption({ label: 'Phường Hoàn Kiếm' });
  await page.getByLabel('Địa chỉ (số nhà, tên đường)').fill('12 Tràng Tiền');
  await expectNoAxeViolations(page);
  await shot(page, '3-address');
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();

  await expect(page).toHaveURL(/\/orderOrdering\/create\?address=\d+$/);
  await expect(page.getByText('12 Tràng Tiền', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByRole('heading', { name: 'Chọn dịch vụ và tuyến vận chuyển' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Xem phí và tiền cọc' }).click();

  // The wallet is empty: the exact shortfall, and the way to top up.
  await expect(page.getByRole('heading', { name: 'Số dư ví chưa đủ để đặt cọc' })).toBeVisible();
  // The server's own quote for the same lines and address: the page must show exactly its deposit.
  const cart = await getJson<{ items: { id: number }[] }>(request, '/api/ShoppingCart', auth);
  const addresses = await getJson<{ id: number }[]>(request, '/api/Address', auth);
  const quote = await request.post('/api/OrderOrdering/Quote', {
    headers: auth,
    data: {
      cartItemIds: cart.items.map((item) => item.id),
      addressId: addresses[0]!.id,
      services: { counting: false, crate: false, insurance: false },
      warehouse: 'hn',
      line: 'normal',
    },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const deposit = ((await quote.json()) as { depositVnd: number }).depositVnd;
  await expect(
    page.getByText(`Còn thiếu ${new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(deposit)}`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, '4-shortfall');

  // Money arrives (staff credit it, as a matched transfer would), and the checkout goes on.
  const funded = await creditWallet(request, auth, deposit + 100_000, 'e2e-fund');
  expect(funded.status()).toBe(201);
  await page.getByRole('button', { name: 'Tôi đã nạp tiền, kiểm tra lại' }).click();
  await expect(page.getByRole('heading', { name: 'Kiểm tra và đặt cọc' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, '5-review');
  await page.getByRole('button', { name: /^Đặt cọc / }).click();
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible();
  await shot(page, '6-done');

  const wallet = await getJson<{ availableVnd: number }>(request, '/api/Wallet', auth);
  expect(wallet.availableVnd).toBe(100_000);
  const list = await getJson<{ items: { id: number; code: string }[] }>(request, '/api/OrderOrdering', auth);
  expect(list.items).toHaveLength(1);
  const { id, code } = list.items[0]!;

  // Staff move the order along the lifecycle, with what each step brings.
  const staff = await staffToken(request);
  const move = async (body: object) => {
    const response = await request.post(`/api/Staff/OrderOrdering/${id}/Status`, {
      headers: { Authorization: `Bearer ${staff}`, 'Idempotency-Key': `e2e-${id}-${JSON.stringify(body).length}-${Date.now()}` },
      data: body,
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as Order;
  };
  await move({ to: 'purchasing' });
  await move({ to: 'purchased', invoiceCodes: ['TB20261122001'], domesticShippingFen: 800 });
  await move({ to: 'sellerShipped', trackingCodes: ['YT7788123456'] });
  await move({
    to: 'arrivedChina',
    packages: [{ trackingCode: 'YT7788123456', weightGrams: 1_200, lengthCm: 30, widthCm: 20, heightCm: 10 }],
  });
  await move({ to: 'inTransit' });
  await move({ to: 'arrivedVietnam' });
  const ready = await move({ to: 'awaitingDelivery' });
  expect(ready.status).toBe('awaitingDelivery');

  // The customer finds it under "Chờ giao" and reads its whole timeline.
  await page.goto('/orderOrdering');
  await page.getByRole('link', { name: 'Chờ giao', exact: true }).click();
  await expect(page).toHaveURL(/tab=awaitingDelivery/);
  const row = page.getByRole('link', { name: new RegExp(`^${code}`) });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, '7-orders');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/orderOrdering/${id}$`));
  const timeline = await expectTimeline(page, [
    'Đã đặt cọc',
    'Đang mua hàng',
    'Đã mua hàng',
    'Người bán đã giao',
    'Hàng về kho TQ',
    'Đang vận chuyển quốc tế',
    'Hàng về kho VN',
    'Chờ giao',
  ]);
  await expect(page.getByText('YT7788123456').first()).toBeVisible();
  await expect(timeline.getByText('Phí vận chuyển nội địa: 8,00 ¥')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hủy đơn' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, '8-order');

  // The parcel, among the customer's packages and by its tracking code.
  const parcel = ready.packages[0]!;
  await page.goto('/package');
  await expect(page.getByText(parcel.code, { exact: true })).toBeVisible();
  await expect(page.getByText(`Đơn mua hộ ${code}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, '9-packages');
  await page.goto('/orderShipping/measureCode');
  await page.getByLabel('Mã vận đơn hoặc mã kiện').fill('yt7788123456');
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page).toHaveURL(/code=yt7788123456/);
  await expect(page.getByText(parcel.code, { exact: true })).toBeVisible();
  await expect(page.getByText('1,2 kg').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, '10-lookup');
});
