import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Product, ProductSearchResult } from '../../contract/products';
import { fenToVnd } from '../../contract/fees';
import { defaultSettings, type SettingsVersion } from '../../contract/settings';
import {
  creditWallet,
  expectNoAxeViolations,
  getJson,
  receiveInChinaWarehouse,
  registeredCustomer,
  shot,
  staffConsole,
  staffToken,
} from './support';

/**
 * A Taobao Global order, end to end against the server's built-in simulator of the platform: the
 * customer (a phone) links a distributor account, orders a Taobao product through it and pays
 * from the wallet; staff (a desk) play the seller shipping it and scan the parcel into the China
 * warehouse; the customer follows it on the order's page and asks to send a line back once the
 * return window has closed, which is refused with the day it closed. The wallet is funded through
 * the staff API beforehand: crediting a transfer has its own specs.
 */

const DAY_MS = 24 * 3600_000;
const vnDay = (at: Date) =>
  new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
const vnd = (amount: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);

/** A Taobao product with properties and a SKU in stock, found as the app finds it: the simulator sells it at the catalog's price. */
async function taobaoProductInStock(request: APIRequestContext, auth: { Authorization: string }) {
  const { items } = await getJson<ProductSearchResult>(request, '/api/ChinaWebProduct?q=%C3%A1o&site=taobao', auth);
  for (const summary of items) {
    const product = await getJson<Product>(request, `/api/ChinaWebProduct/taobao-${summary.itemId}`, auth);
    const sku = product.skus.find((s) => s.stock > 0);
    if (sku && product.properties.length > 0 && product.minQuantity === 1) return { product, sku };
  }
  throw new Error('no Taobao product with a SKU in stock');
}

/**
 * Sets the days a shipped line may be sent back (admin settings): the server judges the window
 * from the shipment against this, so a window of 0 days is what a week passing would do. Answers
 * the days it was.
 */
async function setRefundWindowDays(request: APIRequestContext, days: number): Promise<number> {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const current = await getJson<SettingsVersion>(request, '/api/Admin/Settings', headers);
  const response = await request.put('/api/Admin/Settings', {
    headers,
    data: {
      baseVersion: current.version,
      settings: { ...current.settings, taobaoGlobal: { ...current.settings.taobaoGlobal, refundWindowDays: days } },
      note: 'Kiểm thử e2e: hạn trả hàng Taobao quốc tế',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return current.settings.taobaoGlobal.refundWindowDays;
}

/** A summary row's figure, by its label. */
const figure = (scope: Page, label: string | RegExp) => scope.locator('.summary-list__row', { hasText: label }).locator('dd');

test('a customer links a Taobao Global account, orders a product through it from the wallet, follows it to the China warehouse; a late return is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { auth } = await registeredCustomer(page);
  const funded = await creditWallet(request, auth, 5_000_000, 'tbg-e2e');
  expect(funded.ok()).toBe(true);
  const { product, sku } = await taobaoProductInStock(request, auth);

  // The customer links their distributor account with the tokens of the platform's authorisation page.
  const accessToken = `e2e${Date.now()}tok9f3a`;
  const expiry = new Date(Date.now() + 30 * DAY_MS);
  await page.goto('/taobaoIntToken');
  await expect(page.getByText('Bạn chưa liên kết tài khoản Taobao quốc tế nào')).toBeVisible();
  await page.getByLabel('Tên tài khoản').fill('lan-phan-phoi');
  await page.getByLabel('Mã truy cập (access token)', { exact: true }).fill(accessToken);
  // Vietnam time, as the form says (UTC+7).
  await page.getByLabel('Hạn dùng của mã truy cập').fill(new Date(expiry.getTime() + 7 * 3600_000).toISOString().slice(0, 16));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Liên kết', exact: true }).click();
  await expect(page.getByText('Đã liên kết lan-phan-phoi.')).toBeVisible();
  const account = page.locator('.taobao-account', { hasText: 'lan-phan-phoi' });
  await expect(account).toContainText('Mặc định');
  // Only the token's last characters show, and when it expires.
  await expect(account).toContainText(`Mã ••••${accessToken.slice(-4)} · hết hạn`);
  await expect(account).toContainText(vnDay(expiry));
  await expect(page.getByText(accessToken)).toHaveCount(0);
  await shot(page, 'tbg-1-linked');

  // A Taobao product, one SKU chosen, ordered through Taobao Global instead of the cart.
  await page.goto(`/chinaWebProduct/taobao-${product.itemId}`);
  await expect(page.getByRole('status').filter({ hasText: /^Chọn .* để xem giá và số hàng còn$/ })).toBeVisible();
  const groups = page.locator('form').getByRole('group');
  for (const [index, valueId] of sku.valueIds.entries()) {
    await groups.nth(index).locator(`input[type=radio][value="${valueId}"]`).check({ force: true });
  }
  await page.getByRole('link', { name: 'Đặt qua Taobao quốc tế' }).click();
  await expect(page).toHaveURL(/\/taobaoIntOrder\/create\?/);
  await expect(page.getByRole('heading', { name: 'Thông tin đặt hàng' })).toBeVisible();
  await expect(page.getByText(product.titleVi ?? product.title).first()).toBeVisible();
  await expect(page.locator('.tbg-account-line')).toContainText('Đặt qua tài khoản lan-phan-phoi');
  await page.getByRole('radio', { name: 'Kho TP.HCM' }).check();
  await page.getByRole('radio', { name: 'Tuyến nhanh' }).check();
  await page.getByRole('checkbox', { name: /^Đóng gỗ/ }).check();
  await page.getByLabel('Lời nhắn cho người bán (không bắt buộc)').fill('Gói kỹ giúp em');
  await expectNoAxeViolations(page);
  await shot(page, 'tbg-2-choose');
  await page.getByRole('button', { name: 'Xem giá và thanh toán' }).click();

  // The platform's figures: the goods at the SKU's price in ¥ and in ₫ at the order rate, the
  // seller's shipping, the wallet before and after.
  await expect(page.getByRole('heading', { name: 'Kiểm tra và thanh toán' })).toBeVisible();
  await expect(page.getByText('Kho TP.HCM · Tuyến nhanh · Đóng gỗ')).toBeVisible();
  const rate = defaultSettings.rates.orderRateVndPerCny;
  const goodsVnd = fenToVnd(sku.priceFen, rate);
  await expect(figure(page, /^Tiền hàng/).first()).toHaveText(vnd(goodsVnd));
  await expect(figure(page, 'Số dư khả dụng')).toHaveText(vnd(5_000_000));
  const confirm = page.getByRole('button', { name: /^Thanh toán / });
  const totalRow = figure(page, new RegExp(`^Tổng thanh toán \\([\\d.,]+\\s¥ × ${vnd(rate)}/¥\\)`));
  const totalText = (await totalRow.textContent())!.trim();
  const totalVnd = Number(totalText.replace(/\D/g, ''));
  // The total is the two lines in ₫, as a calculator would add them.
  const shippingVnd = Number(
    (await figure(page, /^Phí vận chuyển nội địa TQ/)
      .first()
      .textContent())!.replace(/\D/g, ''),
  );
  expect(totalVnd).toBe(goodsVnd + shippingVnd);
  await expect(figure(page, 'Số dư sau khi thanh toán')).toHaveText(vnd(5_000_000 - totalVnd));
  await expect(confirm).toHaveText(`Thanh toán ${totalText}`);
  await expectNoAxeViolations(page);
  await shot(page, 'tbg-3-review');
  await confirm.click();

  await expect(page.getByRole('heading', { name: 'Đã đặt đơn Taobao quốc tế' })).toBeVisible();
  await expect(page.getByText(`Đã trừ ${totalText} từ ví.`, { exact: false })).toBeVisible();
  const code = (await page.locator('.tbg-done__code strong').textContent())!.trim();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Xem đơn ${code}` }).click();
  await expect(page).toHaveURL(/\/taobaoIntOrder\/\d+$/);
  await expect(page.getByRole('heading', { name: `Đơn ${code}` })).toBeVisible();
  await expect(figure(page, 'Đã trừ từ ví')).toHaveText(totalText);
  const wallet = await getJson<{ availableVnd: number }>(request, '/api/Wallet', auth);
  expect(wallet.availableVnd).toBe(5_000_000 - totalVnd);

  // Staff play the seller on the simulator: the paid order ships with a tracking code.
  const desk = await staffConsole(browser);
  await desk
    .getByRole('navigation', { name: 'Điều hướng quầy nhân viên' })
    .getByRole('link', { name: 'Đơn Taobao quốc tế', exact: true })
    .click();
  await desk.getByRole('link', { name: code, exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Đơn ${code}` })).toBeVisible();
  await desk.getByRole('button', { name: 'Người bán giao hàng', exact: true }).click();
  const ship = desk.getByRole('dialog');
  await expect(ship).toContainText(`Cho người bán giao hàng đơn ${code}?`);
  await ship.getByRole('button', { name: 'Người bán giao hàng', exact: true }).click();
  await expect(desk.getByText('Đã chuyển bước; đơn đang ở trạng thái “Đang giao hàng”.')).toBeVisible();
  await expectNoAxeViolations(desk);
  await shot(desk, 'tbg-4-console-shipped');

  // The customer sees it on its way, with the seller's tracking code.
  await page.reload();
  const header = page.locator('.detail-header');
  await expect(header.getByText('Đang giao hàng', { exact: true })).toBeVisible();
  await expect(header.getByText('Người bán đã gửi hàng tới kho Trung Quốc. Mã vận đơn ở bên dưới.')).toBeVisible();
  await expect(page.locator('.tbg-seller__state')).toHaveText('Người bán đã giao');
  const trackingCode = (await page.locator('.tbg-code__value').first().textContent())!.trim();
  expect(trackingCode).toMatch(/^(SF|ZTO|YT)\d{12}$/);
  const route = page.getByRole('region', { name: 'Vận chuyển', exact: true });
  await expect(route).toContainText(`Mã vận đơn: ${trackingCode}`);

  // The China warehouse scans the parcel under that code: it joins the order through a consignment.
  await desk.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' }).getByRole('link', { name: 'Quét kiện', exact: true }).click();
  await receiveInChinaWarehouse(desk, { trackingCode });
  const received = desk.getByRole('status').filter({ hasText: /^Đã nhận kiện PK[\w-]+ vào Kho Trung Quốc, đã khớp đơn \w+\.$/ });
  await expect(received).toBeVisible();
  const [, parcelCode, consignmentCode] = /kiện (PK[\w-]+) .* đơn (\w+)\.$/.exec((await received.textContent()) ?? '')!;
  await shot(desk, 'tbg-5-received');

  // The customer sees the goods in the China warehouse, carried on by that consignment.
  await page.reload();
  await expect(header.getByText('Đã nhận hàng', { exact: true })).toBeVisible();
  await expect(header.getByText('Kho Trung Quốc đã nhận hàng; hàng tiếp tục về Việt Nam theo đơn ký gửi.')).toBeVisible();
  const carry = page.getByRole('region', { name: 'Về Việt Nam', exact: true });
  await expect(carry.getByRole('link', { name: `Đơn ký gửi ${consignmentCode!}` })).toBeVisible();
  await expect(carry.getByText(parcelCode!).first()).toBeVisible();
  await expect(route).toContainText('Kho TP.HCM · Tuyến nhanh · Đóng gỗ');
  await expect(route).toContainText('Lời nhắn cho người bán: Gói kỹ giúp em');
  await expect(page.getByRole('region', { name: 'Lịch sử', exact: true }).getByText('Kho Trung Quốc đã nhận hàng')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'tbg-6-in-china');

  // Within the window the line may go back: the form says until when (a week after the shipment).
  await page.getByRole('button', { name: 'Yêu cầu hoàn tiền', exact: true }).click();
  const form = page.getByRole('form', { name: 'Trả hàng hoàn tiền' });
  await expect(form).toContainText(`Hạn yêu cầu đến`);
  await expect(form).toContainText(vnDay(new Date(Date.now() + 7 * DAY_MS)));
  await form.getByLabel('Lý do').fill('Sai màu so với ảnh');
  await expectNoAxeViolations(page);

  // The window closes before it is sent (the admin narrows it to 0 days, as a week passing would):
  // the request is refused, with the day the window closed, and the line says so from then on.
  const windowDays = await setRefundWindowDays(request, 0);
  try {
    const closedOn = vnDay(new Date());
    await form.getByRole('button', { name: 'Gửi yêu cầu hoàn tiền' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `Đã quá hạn trả hàng hoàn tiền: hạn yêu cầu đã đóng ngày ${closedOn}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yêu cầu hoàn tiền', exact: true })).toHaveCount(0);
    await shot(page, 'tbg-7-refused');
    // Read again, the line names the same day as the refusal (the server's) and offers no request any more.
    await page.reload();
    await expect(page.getByText(`Đã quá hạn trả hàng hoàn tiền: hạn yêu cầu đã đóng ngày ${closedOn}.`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yêu cầu hoàn tiền', exact: true })).toHaveCount(0);
    await expect(figure(page, 'Đã hoàn vào ví')).toHaveText(vnd(0));
    await expectNoAxeViolations(page);
  } finally {
    await setRefundWindowDays(request, windowDays);
  }
});
