import { expect, test } from '@playwright/test';
import { creditWallet, expectNoAxeViolations, getJson, registeredCustomer, shot, staffToken } from './support';

/**
 * An agency, end to end on a phone: an admin makes a registered account an agency (through the
 * staff API: the console's role form has specs of its own), the agency's wallet is funded, and the
 * agency makes an account for its customer, moves money to them and pays a seller on their behalf
 * from the customer's wallet.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an agency creates a customer, funds them and pays a seller on their behalf', async ({ page, request }) => {
  test.setTimeout(180_000);
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
});
