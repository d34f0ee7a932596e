import { expect, test } from '@playwright/test';
import type { CheckoutQuote } from '../../contract/orders';
import type { Product, ProductSearchResult } from '../../contract/products';
import { creditWallet, expectNoAxeViolations, getJson, registeredCustomer, shot, staffToken } from './support';

/**
 * An agency, end to end on a phone: an admin makes a registered account an agency (through the
 * staff API: the console's role form has specs of its own), the agency's wallet is funded, and the
 * agency makes an account for its customer, moves money to them, pays a seller on their behalf
 * from the customer's wallet, and orders its cart for them.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an agency creates a customer, funds them, pays a seller and orders for them', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { auth } = await registeredCustomer(page);
  const me = await getJson<{ id: number }>(request, '/api/CurrentUser', auth);
  const staff = await staffToken(request);
  const promoted = await request.put(`/api/Admin/Users/${me.id}`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { role: 'agency', duties: [] },
  });
  expect(promoted.ok()).toBe(true);
  expect((await creditWallet(request, auth, 2_000_000, 'agency-e2e')).ok()).toBe(true);

  // The home: the wallet, no customers yet, the prices of everyone.
  await page.goto('/agency');
  await expect(page.getByRole('region', { name: 'Ví đại lý' }).getByText('2.000.000')).toBeVisible();
  await expect(page.getByText('Theo bảng giá chung của MuaHộ.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A new customer: a bad code is refused by the field, then the account is made.
  await page.getByRole('link', { name: 'Khách hàng của đại lý' }).click();
  await expect(page.getByText('Đại lý chưa có khách hàng nào')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByText('Tạo khách hàng mới').click();
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Tạo khách hàng' }) });
  const suffix = String(Date.now()).slice(-7);
  await form.getByLabel('Họ và tên').fill('Trần Thị Lan');
  await form.getByLabel('Số điện thoại').fill(`091${suffix}`);
  await form.getByLabel('Email').fill(`lan.${suffix}@example.com`);
  await form.getByLabel(/Mã khách hàng của đại lý/).fill('LAN 01');
  await form.getByRole('button', { name: 'Tạo khách hàng' }).click();
  await expect(form.getByLabel(/Mã khách hàng của đại lý/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await shot(page, 'agency-1-new-customer-error');
  await form.getByLabel(/Mã khách hàng của đại lý/).fill('LAN-01');
  await form.getByRole('button', { name: 'Tạo khách hàng' }).click();

  // The customer's page: a transfer asked for again with both balances, then made once.
  await expect(page.getByRole('heading', { level: 2, name: 'Trần Thị Lan' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Số tiền chuyển').fill('500000');
  await page.getByRole('button', { name: 'Chuyển tiền', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/2\.000\.000\s₫ → 1\.500\.000\s₫/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'agency-2-transfer-confirm');
  await dialog.getByRole('button', { name: /Xác nhận chuyển 500\.000/ }).click();
  await expect(page.getByText(/Đã chuyển 500\.000/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ví của khách' }).getByText('500.000').first()).toBeVisible();

  // Pay on behalf for this customer, from their wallet.
  await page.getByRole('link', { name: 'Thanh toán hộ cho khách' }).click();
  await expect(page.getByText(/Cho khách/)).toContainText('LAN-01');
  await page.getByRole('radio', { name: 'Ví khách hàng' }).check();
  await expect(page).toHaveURL(/payer=customer/);
  await page.getByLabel('Link hoặc nội dung chia sẻ yêu cầu thanh toán').fill('https://m.tb.cn/h.5Xy1AbC?tk=aBcD');
  await page.getByLabel('Mã đơn hàng của người bán').fill('3791234567890123456');
  await page.getByLabel('Số tiền cần thanh toán (¥)').fill('100');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Xem số tiền' }).click();
  await expect(page.getByRole('heading', { name: 'Kiểm tra và xác nhận' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'agency-3-pob-review');
  await page.getByRole('button', { name: /^Xác nhận thanh toán/ }).click();
  await expect(page.getByRole('heading', { name: 'Đã gửi yêu cầu thanh toán hộ cho khách' })).toBeVisible();
  await page.getByRole('link', { name: 'Tất cả yêu cầu cho khách' }).click();
  await expect(page.getByText('LAN-01 · Trần Thị Lan')).toBeVisible();
  await expect(page.getByText(/trả bằng Ví khách hàng/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Buy-for-me for the customer: ten of a Taobao product in the agency's cart, an address of its own.
  const { items } = await getJson<ProductSearchResult>(request, '/api/ChinaWebProduct?q=%C3%A1o&site=taobao', auth);
  let added = false;
  for (const summary of items) {
    const product = await getJson<Product>(request, `/api/ChinaWebProduct/taobao-${summary.itemId}`, auth);
    const sku = product.skus.find((s) => s.stock >= 10);
    if (!sku) continue;
    const line = await request.post('/api/ShoppingCart', {
      headers: auth,
      data: { site: 'taobao', itemId: product.itemId, skuId: sku.skuId, quantity: Math.max(10, product.minQuantity) },
    });
    expect(line.ok(), await line.text()).toBe(true);
    added = true;
    break;
  }
  expect(added, 'a Taobao product with ten in stock').toBe(true);
  const wards = await getJson<{ code: string }[]>(request, '/api/Address/Provinces/01/Wards', auth);
  const address = await request.post('/api/Address', {
    headers: auth,
    data: { receiverName: 'Đại lý Minh Anh', phone: '0912345678', provinceCode: '01', wardCode: wards[0]!.code, street: '5 Hàng Bài' },
  });
  expect(address.status(), await address.text()).toBe(201);

  await page.goto('/shoppingCart');
  await page.getByRole('button', { name: 'Đặt cho khách của đại lý (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Đặt hàng cho khách nào?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /LAN-01/ }).click();
  await expect(page).toHaveURL(/\/agency\/order\/create\?customerId=\d+/);
  await expect(page.getByText(/Cho khách/)).toContainText('LAN-01');
  await expect(page.getByText('5 Hàng Bài', { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByRole('button', { name: 'Xem phí và tiền cọc' }).click();

  // The customer's wallet is short after paying the seller: the agency moves money, then checks again.
  await expect(page.getByRole('heading', { name: 'Ví của khách chưa đủ để đặt cọc' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chuyển tiền cho khách' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'agency-4-order-shortfall');
  const customerId = Number(new URL(page.url()).searchParams.get('customerId'));
  const cart = await getJson<{ items: { id: number }[] }>(request, '/api/ShoppingCart', auth);
  const addresses = await getJson<{ id: number }[]>(request, '/api/Address', auth);
  const quote = await request.post('/api/Agency/Order/Quote', {
    headers: auth,
    data: {
      customerId,
      cartItemIds: cart.items.map((item) => item.id),
      addressId: addresses[0]!.id,
      services: { counting: false, crate: false, insurance: false },
      warehouse: 'hn',
      line: 'normal',
    },
  });
  const { shortfallVnd } = (await quote.json()) as CheckoutQuote;
  expect(shortfallVnd).toBeGreaterThan(0);
  expect((await creditWallet(request, auth, shortfallVnd, `agency-order-${suffix}`)).ok()).toBe(true);
  const moved = await request.post(`/api/Agency/Customer/${customerId}/Transfer`, {
    headers: { ...auth, 'Idempotency-Key': `agency-order-${suffix}` },
    data: { amountVnd: shortfallVnd },
  });
  expect(moved.status(), await moved.text()).toBe(201);
  await page.getByRole('button', { name: 'Đã chuyển tiền, kiểm tra lại' }).click();
  await expect(page.getByRole('heading', { name: 'Kiểm tra và đặt cọc' })).toBeVisible();
  // The balances and the deposit are the customer's wallet's, and the review says so.
  await expect(page.getByText('Số dư khả dụng của khách')).toBeVisible();
  await expect(page.getByText(/trừ từ ví của khách ngay khi đặt/)).toBeVisible();
  // Checking again read the customer's wallet anew: the line atop the page says what the review says.
  const available = await page.getByText('Số dư khả dụng của khách').locator('xpath=following-sibling::*[1]').innerText();
  await expect(page.getByText(`ví khách khả dụng ${available}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'agency-5-order-review');
  await page.getByRole('button', { name: /^Đặt cọc / }).click();
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible();
  await page.getByRole('link', { name: 'Tất cả đơn đặt cho khách' }).click();
  await expect(page.getByText(/LAN-01/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('link', { name: /LAN-01/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Xem khách hàng' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'agency-6-order');
  // The customer's wallet paid the deposit to the last đồng.
  const customer = await getJson<{ wallet: { availableVnd: number } }>(request, `/api/Agency/Customer/${customerId}`, auth);
  expect(customer.wallet.availableVnd).toBe(0);
});
