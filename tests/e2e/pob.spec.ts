import { expect, test, type Page } from '@playwright/test';
import { creditWallet, expectNoAxeViolations, getJson, registeredCustomer, shot, staffConsole } from './support';

/**
 * Pay on behalf, end to end: the customer (a phone) pastes a Taobao share text and pays from the
 * wallet; staff (a desk) take the request and record the Alipay payment in the console; the seller
 * refunds part of it, staff record it, and the customer's wallet is credited at the locked rate.
 * The wallet is funded through the staff API beforehand: crediting a transfer has its own specs.
 */
test.use({ viewport: { width: 390, height: 844 } });

const shareText = '【淘宝】帮我付一下 https://m.tb.cn/h.5Xy1AbC?tk=aBcD 点击链接直接打开，或者复制这段描述后打开手机淘宝';

/** The figure of a summary row, by its label. */
const figure = (page: Page, label: string) => page.locator('.summary-list__row', { hasText: label }).locator('dd');

test('a customer pays a seller through us by a pasted share text; staff pay it and record the seller’s refund', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { auth } = await registeredCustomer(page);
  const funded = await creditWallet(request, auth, 1_000_000, 'pob-e2e');
  expect(funded.ok()).toBe(true);

  // The customer: the form finds the link in the share text and prices the request.
  await page.goto('/orderPob/create');
  await expect(page.getByRole('heading', { name: 'Yêu cầu thanh toán hộ', exact: true })).toBeVisible();
  await page.getByLabel('Link hoặc nội dung chia sẻ yêu cầu thanh toán').fill(shareText);
  await expect(page.getByText('Link sẽ gửi: https://m.tb.cn/h.5Xy1AbC?tk=aBcD')).toBeVisible();
  await page.getByLabel('Mã đơn hàng của người bán').fill('3791234567890123456\n3791234567890123457');
  await page.getByLabel('Số tiền cần thanh toán (¥)').fill('100');
  await expectNoAxeViolations(page);
  await shot(page, 'pob-1-form');
  await page.getByRole('button', { name: 'Xem số tiền' }).click();

  // ¥100 at 3,700 ₫ is 370,000 ₫, and the 1 % fee 3,700 ₫: 373,700 ₫ in all (the default settings).
  await expect(page.getByRole('heading', { name: 'Kiểm tra và xác nhận' })).toBeVisible();
  await expect(figure(page, 'Tổng thanh toán')).toHaveText(/373\.700/);
  await expectNoAxeViolations(page);
  await shot(page, 'pob-2-review');
  await page.getByRole('button', { name: /Xác nhận thanh toán 373\.700/ }).click();
  await expect(page.getByRole('heading', { name: 'Đã gửi yêu cầu thanh toán hộ' })).toBeVisible();
  const code = (await page.locator('.pob-done__code strong').textContent())!.trim();
  await page.getByRole('link', { name: `Xem yêu cầu ${code}` }).click();
  await expect(page.getByText('Chờ tiếp nhận').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff take it and record the Alipay payment in the console.
  const desk = await staffConsole(browser);
  await desk
    .getByRole('navigation', { name: 'Điều hướng quầy nhân viên' })
    .getByRole('link', { name: 'Thanh toán hộ', exact: true })
    .click();
  await desk.getByRole('link', { name: code }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Yêu cầu ${code}` })).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.getByRole('button', { name: 'Tiếp nhận', exact: true }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Tiếp nhận', exact: true }).click();
  await expect(desk.getByRole('dialog')).toHaveCount(0);
  await desk.getByRole('button', { name: 'Đã thanh toán', exact: true }).click();
  const pay = desk.getByRole('dialog');
  await pay.getByLabel('Mã giao dịch Alipay').fill('2026112722001412345678901234');
  await expectNoAxeViolations(desk);
  await pay.getByRole('button', { name: 'Xác nhận đã thanh toán' }).click();
  await expect(desk.getByRole('dialog')).toHaveCount(0);
  await shot(desk, 'pob-3-console-paid');

  // The customer sees it paid, with the number to check against.
  await page.reload();
  await expect(page.locator('.detail-header').getByText('Đã thanh toán')).toBeVisible();
  await expect(page.locator('.detail-header').getByText('Mã giao dịch Alipay: 2026112722001412345678901234')).toBeVisible();

  // The seller refunds ¥20 of it: staff record it, the wallet gets 20 × 3,700 = 74,000 ₫.
  await desk.getByRole('button', { name: 'Ghi nhận hoàn tiền', exact: true }).click();
  const refund = desk.getByRole('dialog');
  await refund.getByLabel('Số tiền người bán hoàn (¥)').fill('20');
  await refund.getByLabel('Lý do (khách sẽ đọc được)').fill('Người bán hết một mẫu, hoàn 20 tệ');
  await expect(refund.getByText(/74\.000/)).toBeVisible();
  await refund.getByRole('button', { name: 'Ghi nhận hoàn tiền' }).click();
  await expect(desk.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(/Đã hoàn 74\.000\s₫ vào ví/)).toBeVisible();
  await expect(figure(page, 'Đã hoàn vào ví')).toHaveText(/74\.000/);
  const wallet = await getJson<{ availableVnd: number }>(request, '/api/Wallet', auth);
  expect(wallet.availableVnd).toBe(1_000_000 - 373_700 + 74_000);
  await expectNoAxeViolations(page);
  await shot(page, 'pob-4-refunded');
});
