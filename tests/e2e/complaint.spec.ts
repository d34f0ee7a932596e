import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { creditWallet, expectNoAxeViolations, registeredCustomer, shot, staffConsole, staffToken } from './support';

/**
 * A complaint from the customer's phone to the money back in the wallet: about a paid
 * pay-on-behalf request, with a picture; staff take it, accept an amount and refund it in the
 * console; the customer reads the notification that tells of it and sees the wallet credited.
 * The request is made and paid through the API beforehand (its own walk is pob.spec.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

const request = {
  site: 'taobao',
  paymentLink: '【淘宝】帮我付一下 https://m.tb.cn/h.Kn2Complaint?tk=aBcD 点击链接直接打开',
  sellerOrderIds: ['3791234567890129999'],
  amountFen: 10_000,
};

test('a complaint with a picture is accepted and refunded in the console, and the customer is told and credited', async ({
  page,
  browser,
  request: api,
}) => {
  test.setTimeout(180_000);
  const { auth } = await registeredCustomer(page);
  expect((await creditWallet(api, auth, 1_000_000, 'complaint-e2e')).ok()).toBe(true);

  // ¥100 at the default 3,700 ₫ and 1 % fee: 373,700 ₫ paid.
  const quote = (await (await api.post('/api/OrderPob/Quote', { headers: auth, data: request })).json()) as { totalVnd: number };
  const made = await api.post('/api/OrderPob', {
    headers: { ...auth, 'Idempotency-Key': randomUUID() },
    data: { ...request, expectedTotalVnd: quote.totalVnd },
  });
  expect(made.ok()).toBe(true);
  const pob = (await made.json()) as { id: number; code: string };
  const staff = { Authorization: `Bearer ${await staffToken(api)}` };
  for (const [move, data] of [
    ['Take', {}],
    ['Pay', { alipayTradeNo: '2026112722001400000000000009' }],
  ] as const) {
    const moved = await api.post(`/api/Staff/OrderPob/${pob.id}/${move}`, { headers: { ...staff, 'Idempotency-Key': randomUUID() }, data });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  // The customer complains from the request's page, with a picture of what came.
  await page.goto(`/orderPob/${pob.id}`);
  await page.getByRole('link', { name: 'Khiếu nại', exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Khiếu nại về .*${pob.code}`) })).toBeVisible();
  await page.getByRole('radio', { name: 'Thiếu hàng' }).check();
  await page.getByLabel('Mô tả sự việc').fill('Người bán chỉ gửi 1 trong 2 chiếc áo đã trả tiền.');
  await page.getByLabel('Số tiền yêu cầu hoàn (₫)').fill('150000');
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 390, height: 300 } });
  await page.locator('input[type="file"]').setInputFiles({ name: 'hang-thieu.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText('hang-thieu.png')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'complaint-1-form');
  await page.getByRole('button', { name: 'Gửi khiếu nại' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Gửi khiếu nại' }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^Khiếu nại KN/ });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  const code = (await heading.textContent())!.replace('Khiếu nại', '').trim();
  await expect(page.getByRole('img', { name: /Ảnh 1\/1/ })).toBeVisible();
  await shot(page, 'complaint-2-filed');

  // Staff take it, accept 100,000 ₫ of it and refund that to the wallet.
  const desk = await staffConsole(browser);
  await desk.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' }).getByRole('link', { name: 'Khiếu nại', exact: true }).click();
  await desk.getByRole('link', { name: code }).click();
  await expect(desk.getByRole('img', { name: /Ảnh 1\/1/ })).toBeVisible();
  await desk.getByRole('button', { name: 'Tiếp nhận', exact: true }).click();
  await desk
    .getByRole('dialog', { name: `Tiếp nhận khiếu nại ${code}?` })
    .getByRole('button', { name: 'Tiếp nhận' })
    .click();
  await desk.getByRole('button', { name: 'Chấp nhận', exact: true }).click();
  const accept = desk.getByRole('dialog', { name: `Chấp nhận khiếu nại ${code}?` });
  await accept.getByLabel('Số tiền chấp nhận (₫)').fill('100000');
  await accept.getByLabel('Lời nhắn cho khách (khách sẽ đọc được)').fill('Hoàn tiền cho chiếc áo còn thiếu.');
  await accept.getByRole('button', { name: 'Chấp nhận' }).click();
  await expect(accept).toHaveCount(0);
  await desk.getByRole('button', { name: 'Hoàn tiền vào ví' }).click();
  await desk
    .getByRole('dialog', { name: /Hoàn 100\.000\s₫ vào ví của/ })
    .getByRole('button', { name: 'Hoàn tiền vào ví' })
    .click();
  await expect(desk.getByText(/Đã hoàn tiền; ví của khách được cộng 100\.000\s₫\./)).toBeVisible();
  await expectNoAxeViolations(desk);
  await shot(desk, 'complaint-3-refunded');

  // The customer is told, and the wallet has it: 1,000,000 − 373,700 + 100,000.
  await page.goto('/notification');
  await expect(page.getByText(`Khiếu nại ${code} đã hoàn tiền`)).toBeVisible();
  await expect(page.getByText(`Khiếu nại ${code} được chấp nhận`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'complaint-4-told');
  await page.getByText(`Khiếu nại ${code} đã hoàn tiền`).click();
  await expect(page).toHaveURL(/\/orderComplaint\/\d+$/);
  await expect(page.getByText('Hoàn tiền cho chiếc áo còn thiếu.')).toBeVisible();
  await page.goto('/transaction');
  await expect(page.getByText(/726\.300/).first()).toBeVisible();
  await expect(page.getByText(/\+100\.000/).first()).toBeVisible();
  await shot(page, 'complaint-5-wallet');
});
