import { expect, test } from '@playwright/test';
import { decodeVietQr } from '../../contract/vietqr';
import { expectNoAxeViolations, newPerson, register, staffToken, storedToken } from './support';

test('a customer recharges by VietQR, the bank line is credited once, and the page says so', async ({ page, request }) => {
  const person = newPerson();
  await register(page, person);
  await page.getByRole('link', { name: 'Nạp tiền vào ví' }).first().click();
  await expect(page).toHaveURL(/\/wallet\/recharge$/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '500.000 ₫' }).click();
  await page.getByRole('button', { name: 'Tạo mã nạp tiền' }).click();
  await expect(page.getByRole('img', { name: 'Mã VietQR để chuyển khoản' })).toBeVisible();
  await expect(page).toHaveURL(/\/wallet\/recharge\?id=\d+$/);
  await expectNoAxeViolations(page);

  // What the QR carries is what the page shows: the server's payload, decoded.
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const token = await storedToken(page);
  const recharge = (await (await request.get(`/api/Wallet/Recharge/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    memo: string;
    qrPayload: string;
  };
  const qr = decodeVietQr(recharge.qrPayload);
  expect(qr).toMatchObject({ amountVnd: 500_000, memo: recharge.memo, crcValid: true });
  await expect(page.getByText(recharge.memo, { exact: true }).first()).toBeVisible();

  // The bank's statement line, as the bank writes it, delivered twice.
  const staff = await staffToken(request);
  const line = { amountVnd: 500_000, memo: `MBVCB.8812.${recharge.memo}.CT tu 0912345678`, bankReference: `FT${Date.now()}` };
  for (const expected of [201, 200]) {
    const delivered = await request.post('/api/Staff/BankTransfer', { headers: { Authorization: `Bearer ${staff}` }, data: line });
    expect(delivered.status()).toBe(expected);
  }

  await expect(page.getByText('Đã nhận 500.000 ₫ vào ví')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Xem lịch sử giao dịch' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  await expect(page.getByText('+500.000 ₫')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('a customer withdraws to a bank account, sees the amount held, and cancels it', async ({ page, request }) => {
  const person = newPerson();
  await register(page, person);
  const token = await storedToken(page);
  const me = (await (await request.get('/api/CurrentUser', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number };
  const staff = await staffToken(request);
  const funded = await request.post(`/api/Staff/Wallet/${me.id}/Adjust`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { amountVnd: 1_000_000, reason: 'Nạp thử cho kiểm thử e2e' },
  });
  expect(funded.status()).toBe(201);

  await page.goto('/wallet/withdraw');
  await page.getByRole('combobox', { name: 'Ngân hàng nhận tiền' }).fill('vietcom');
  await page.getByRole('option', { name: /^Vietcombank/ }).click();
  await page.getByLabel('Số tài khoản').fill('0011002345678');
  await page.getByLabel('Tên chủ tài khoản').fill('Nguyễn Thị Lan');
  await expect(page.getByLabel('Tên chủ tài khoản')).toHaveValue('NGUYEN THI LAN');
  await page.getByLabel('Số tiền muốn rút').fill('300000');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();

  await expect(page.getByRole('heading', { name: 'Xác nhận lệnh rút tiền' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Xác nhận rút tiền' }).click();
  await expect(page.getByRole('heading', { name: 'Đã gửi lệnh rút tiền' })).toBeVisible();

  const wallet = async () =>
    (await (await request.get('/api/Wallet', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      availableVnd: number;
      heldVnd: number;
    };
  expect(await wallet()).toMatchObject({ availableVnd: 700_000, heldVnd: 300_000 });

  await page.getByRole('button', { name: 'Hủy lệnh rút tiền 300.000 ₫' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Hủy lệnh' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Đã hủy').first()).toBeVisible();
  expect(await wallet()).toMatchObject({ availableVnd: 1_000_000, heldVnd: 0 });
});
