import { expect, test } from '@playwright/test';
import { ADMIN, deskPage, expectNoAxeViolations, newPerson, register, shot, signIn } from './support';

/**
 * The staff console at a desk (1366×900): the admin makes a money clerk, the clerk credits a
 * customer's bank transfer and pays out a withdrawal, all through the console's pages while the
 * customer uses the app. No API call in the test: only what people click and type.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test('a customer gets the 403 page at /staff, never the console', async ({ page }) => {
  await register(page, newPerson());
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the admin makes a money clerk, who credits a bank transfer and pays a withdrawal from the console', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The admin signs in and lands in the console, every page of it on the side.
  await signIn(page, ADMIN.userName, ADMIN.password);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();
  await expect(page.getByText('Lệnh rút cần chi')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'console-1-dashboard');

  const nav = page.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' });
  for (const name of [
    'Sao kê ngân hàng',
    'Nạp tiền',
    'Rút tiền',
    'Đơn mua hộ',
    'Thanh toán hộ',
    'Hoàn tiền thanh toán hộ',
    'Quét kiện',
    'Kiện hàng',
    'Chuyển kho',
    'Giao hàng',
    'Khách hàng',
    'Tài khoản nhân viên',
    'Cài đặt',
    'Nhật ký',
    'Xuất dữ liệu',
  ]) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `console-page-${name}`);
  }

  // A new clerk with the money duty only.
  const clerk = newPerson();
  await page.goto('/staff/users/new');
  await page.getByLabel('Vai trò').selectOption({ label: 'Nhân viên' });
  await page.getByLabel('Tên đăng nhập').fill(clerk.userName);
  await page.getByLabel('Họ tên').fill('Lê Thu Ngân');
  await page.getByLabel('Email').fill(clerk.email);
  await page.getByLabel('Mật khẩu ban đầu').fill(clerk.password);
  await page.getByLabel('Tài chính').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page).toHaveURL(/\/staff\/users\/\d+$/);
  await shot(page, 'console-2-clerk');

  // The customer asks to top up 500.000 ₫ and is shown the memo to transfer with.
  const customerPage = await deskPage(browser);
  await register(customerPage, newPerson());
  await customerPage.getByRole('link', { name: 'Nạp tiền vào ví' }).first().click();
  await customerPage.getByRole('button', { name: '500.000 ₫' }).click();
  await customerPage.getByRole('button', { name: 'Tạo mã nạp tiền' }).click();
  await expect(customerPage.getByRole('img', { name: 'Mã VietQR để chuyển khoản' })).toBeVisible();
  const memo = (await customerPage.locator('.memo-warning__memo').first().textContent())?.trim();
  expect(memo).toMatch(/^NAP /);

  // The clerk signs in: only the money queues and pages are theirs.
  const clerkPage = await deskPage(browser);
  await signIn(clerkPage, clerk.userName, clerk.password);
  await expect(clerkPage).toHaveURL(/\/staff$/);
  await expect(clerkPage.getByText('Sao kê chưa khớp')).toBeVisible();
  await expect(clerkPage.getByText('Kiện cần chuyển kho')).toHaveCount(0);
  const clerkNav = clerkPage.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' });
  await expect(clerkNav.getByRole('link', { name: 'Kiện hàng', exact: true })).toHaveCount(0);
  await expect(clerkNav.getByRole('link', { name: 'Tài khoản nhân viên', exact: true })).toHaveCount(0);

  // The bank line arrives: the clerk types it in, and it credits the recharge by its memo.
  await clerkNav.getByRole('link', { name: 'Sao kê ngân hàng', exact: true }).click();
  await clerkPage.getByLabel('Số tham chiếu', { exact: true }).fill(`FT${Date.now()}`);
  await clerkPage.getByLabel('Số tiền', { exact: true }).fill('500000');
  await clerkPage.getByLabel('Nội dung chuyển khoản', { exact: true }).fill(`MBVCB.8812.${memo}.CT tu 0912345678`);
  await clerkPage.getByRole('button', { name: 'Ghi dòng sao kê' }).click();
  await expect(clerkPage.getByText('Đã khớp và ghi có 500.000 ₫ vào lệnh nạp.')).toBeVisible();
  await expectNoAxeViolations(clerkPage);
  await shot(clerkPage, 'console-3-bank-line');
  await expect(customerPage.getByText('Đã nhận 500.000 ₫ vào ví')).toBeVisible({ timeout: 15_000 });

  // The customer withdraws 300.000 ₫; the clerk pays it out with the transfer's reference.
  await customerPage.goto('/wallet/withdraw');
  await customerPage.getByRole('combobox', { name: 'Ngân hàng nhận tiền' }).fill('vietcom');
  await customerPage.getByRole('option', { name: /^Vietcombank/ }).click();
  await customerPage.getByLabel('Số tài khoản').fill('0011002345678');
  await customerPage.getByLabel('Tên chủ tài khoản').fill('Nguyễn Thị Lan');
  await customerPage.getByLabel('Số tiền muốn rút').fill('300000');
  await customerPage.getByRole('button', { name: 'Tiếp tục' }).click();
  await customerPage.getByRole('button', { name: 'Xác nhận rút tiền' }).click();
  await expect(customerPage.getByRole('heading', { name: 'Đã gửi lệnh rút tiền' })).toBeVisible();

  await clerkPage.goto('/staff');
  await clerkPage.getByRole('link', { name: /Lệnh rút cần chi/ }).click();
  await expect(clerkPage).toHaveURL(/\/staff\/withdrawals\?state=pending/);
  const row = clerkPage.getByRole('row').filter({ hasText: 'NGUYEN THI LAN' }).first();
  await row.getByRole('button', { name: 'Đã chi' }).click();
  const dialog = clerkPage.getByRole('dialog');
  await dialog.getByLabel('Mã giao dịch chuyển khoản').fill('FT26331998877');
  // The bank's receipt as the clerk's screenshot of it: a real PNG, re-encoded by the server.
  const receipt = await clerkPage.screenshot({ clip: { x: 0, y: 0, width: 480, height: 320 } });
  await dialog.getByLabel('Ảnh chứng từ chuyển khoản').setInputFiles({ name: 'bien-lai.png', mimeType: 'image/png', buffer: receipt });
  await expect(dialog.getByRole('img', { name: 'Ảnh chứng từ đã chọn' })).toBeVisible();
  await expectNoAxeViolations(clerkPage);
  await shot(clerkPage, 'console-4-pay');
  await dialog.getByRole('button', { name: 'Xác nhận đã chi' }).click();
  await expect(dialog).toBeHidden();

  await customerPage.goto('/wallet/withdraw');
  await expect(customerPage.getByText('Đã chuyển').first()).toBeVisible();
  // The receipt reaches its owner, loaded for real (a broken image has no natural width).
  const shown = customerPage.getByRole('img', { name: /^Ảnh chứng từ 1\/1 của lệnh rút 300\.000/ });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await shot(customerPage, 'console-4b-receipt');

  // The admin reads who did it in the audit log.
  await page.goto('/staff/audit');
  await expect(page.getByText('Chi trả lệnh rút').first()).toBeVisible();
  await expect(page.getByText('Đính kèm chứng từ chi trả').first()).toBeVisible();
  await expect(page.getByText(/Lê Thu Ngân/).first()).toBeVisible();
  await shot(page, 'console-5-audit');
});
