import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectTimeline, newPerson, receiveInChinaWarehouse, register, shot, staffConsole } from './support';

/**
 * A whole buy-for-me order run by people only: the customer on the phone app, the staff at the
 * console on a desk (1366×900). The customer tops up, staff import the bank's statement, the
 * customer orders, staff buy, receive and weigh the parcel by scanning, move it to Vietnam, the
 * customer asks for delivery, staff hand it over and complete it. No API call in the test.
 */

/** Picks, property by property, the first value still on sale with what is already chosen. */
async function chooseAvailableSku(page: Page) {
  const groups = page.locator('form').getByRole('group');
  for (let index = 0; index < (await groups.count()); index += 1) {
    await groups
      .nth(index)
      .locator('.property__value:not(.property__value--sold-out):not(.property__value--unavailable) input')
      .first()
      .check({ force: true });
  }
}

test('a buy-for-me order from top-up to delivered, driven only through the app and the console', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const staff = await staffConsole(browser);
  const nav = staff.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' });

  // The customer asks to top up 2.000.000 ₫ and transfers with the memo shown.
  const person = newPerson();
  await register(page, person);
  await page.getByRole('link', { name: 'Nạp tiền vào ví' }).first().click();
  await page.getByRole('button', { name: '2.000.000 ₫' }).click();
  await page.getByRole('button', { name: 'Tạo mã nạp tiền' }).click();
  const memo = (await page.locator('.memo-warning__memo').first().textContent())?.trim();
  expect(memo).toMatch(/^NAP MH/);

  // Staff import the bank's statement export: the line is previewed, then recorded on confirm.
  await nav.getByRole('link', { name: 'Sao kê ngân hàng', exact: true }).click();
  const reference = `FT${Date.now()}`;
  const statement = [
    'SAO KE TAI KHOAN 1023456789',
    'Ngày giao dịch,Số tham chiếu,Số tiền ghi nợ,Số tiền ghi có,Nội dung chi tiết',
    `27/11/2026,${reference},,"2,000,000",MBVCB.5521.${memo!.replaceAll(' ', '')}.CT tu 0912345678`,
    `27/11/2026,${reference}-PHI,"11,000",,Phi SMS banking`,
  ].join('\r\n');
  const importPanel = staff.getByRole('region', { name: 'Nhập sao kê từ tệp CSV' });
  await importPanel
    .getByLabel('Tệp sao kê (CSV xuất từ ngân hàng)')
    .setInputFiles({ name: 'saoke.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${statement}`) });
  await expect(importPanel).toContainText('Đọc được 1 dòng tiền vào. Bỏ qua: 1 không phải tiền vào.');
  await importPanel.getByRole('button', { name: 'Xem trước' }).click();
  await expect(importPanel.getByRole('cell', { name: /^Ghi có lệnh nạp/ })).toBeVisible();
  await expectNoAxeViolations(staff);
  await shot(staff, 'flow-1-import-preview');
  await importPanel.getByRole('button', { name: 'Ghi 1 dòng mới' }).click();
  await expect(importPanel.getByText('Đã ghi 1/1 dòng: 1 dòng đã khớp và ghi có, 0 dòng chờ kiểm tra.')).toBeVisible();
  await expect(page.getByText('Đã nhận 2.000.000 ₫ vào ví')).toBeVisible({ timeout: 15_000 });

  // The customer finds a product, picks what is on sale, and orders it with a new address.
  await page.goto('/');
  await page.getByLabel('Tìm hoặc dán link sản phẩm').fill('áo');
  await page.keyboard.press('Enter');
  await page
    .getByRole('link', { name: /^Áo thun nữ cộc tay cotton/ })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: /^Chọn .* để xem giá và số hàng còn$/ })).toBeVisible();
  await chooseAvailableSku(page);
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByText('Đã thêm vào giỏ hàng')).toBeVisible();
  await page.getByRole('link', { name: 'Xem giỏ hàng' }).click();
  await page.getByRole('button', { name: 'Đặt hàng (1)' }).click();
  await page.getByRole('link', { name: 'Thêm địa chỉ' }).click();
  await page.getByLabel('Tên người nhận').fill(person.fullName);
  await page.getByLabel('Số điện thoại').fill('0912 345 678');
  await page.getByLabel('Tỉnh/Thành phố').selectOption({ label: 'Hà Nội' });
  await page.getByLabel('Phường/Xã').selectOption({ label: 'Phường Hoàn Kiếm' });
  await page.getByLabel('Địa chỉ (số nhà, tên đường)').fill('12 Tràng Tiền');
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByRole('button', { name: 'Xem phí và tiền cọc' }).click();
  await expect(page.getByRole('heading', { name: 'Kiểm tra và đặt cọc' })).toBeVisible();
  await page.getByRole('button', { name: /^Đặt cọc / }).click();
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible();
  await shot(page, 'flow-2-ordered');

  // Purchasing finds the order by the customer's code and buys it, step by step.
  const customerCode = memo!.split(' ')[1]!;
  await nav.getByRole('link', { name: 'Đơn mua hộ', exact: true }).click();
  await staff.getByRole('searchbox').fill(customerCode);
  await staff.getByRole('searchbox').press('Enter');
  const orderRow = staff.getByRole('row').filter({ hasText: customerCode });
  await expect(orderRow).toHaveCount(1);
  await orderRow.getByRole('link').first().click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Đơn / })).toBeVisible();
  const move = async (button: string, fill?: () => Promise<void>) => {
    await staff.getByRole('button', { name: button, exact: true }).first().click();
    await fill?.();
    await staff.locator('form.staff-move').getByRole('button', { name: button, exact: true }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Xác nhận' }).click();
    await expect(staff.getByRole('dialog')).toBeHidden();
  };
  await move('Nhận mua');
  await expect(staff.getByText('Đã chuyển đơn sang “Đang mua hàng”.')).toBeVisible();
  await move('Đã mua hàng', async () => {
    await staff.getByLabel('Mã hóa đơn của người bán (mỗi dòng một mã)').fill('TB20261127001');
    await staff.getByLabel('Phí ship nội địa Trung Quốc (¥)').fill('8');
  });
  const trackingCode = `YT${Date.now()}`;
  await move('Người bán đã giao', async () => {
    await staff.getByLabel('Mã vận đơn (mỗi dòng một mã)').fill(trackingCode);
  });
  await expect(staff.getByText(trackingCode).first()).toBeVisible();
  await expectNoAxeViolations(staff);
  await shot(staff, 'flow-3-order');

  // The China warehouse scans the seller's parcel: it joins the order, weighed and measured.
  await nav.getByRole('link', { name: 'Quét kiện', exact: true }).click();
  await receiveInChinaWarehouse(staff, { trackingCode, typed: trackingCode.toLowerCase() });
  const received = staff.getByRole('status').filter({ hasText: /^Đã nhận kiện PK\w+ vào Kho Trung Quốc, đã khớp đơn / });
  await expect(received).toBeVisible();
  const parcelCode = /kiện (PK\w+)/.exec((await received.textContent()) ?? '')![1]!;
  await expectNoAxeViolations(staff);
  await shot(staff, 'flow-4-received');

  // It leaves China in a batch, and the Vietnam warehouse checks it in by scanning.
  await nav.getByRole('link', { name: 'Chuyển kho', exact: true }).click();
  await staff.getByLabel('Rời kho Trung Quốc, đi Việt Nam').check();
  const batchBox = staff.getByLabel('Quét mã kiện hoặc mã vận đơn');
  await batchBox.fill(parcelCode);
  await batchBox.press('Enter');
  await expect(staff.getByText(`Đã thêm kiện ${parcelCode}.`)).toBeVisible();
  await staff.getByRole('button', { name: 'Chuyển 1 kiện' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Chuyển 1 kiện' }).click();
  await expect(staff.getByText('Đã chuyển 1 kiện rời kho Trung Quốc.')).toBeVisible();
  await nav.getByRole('link', { name: 'Quét kiện', exact: true }).click();
  await staff.getByLabel('Kho đang làm việc').selectOption({ label: 'Kho Việt Nam' });
  const scanBox = staff.getByLabel('Mã vận đơn hoặc mã kiện');
  await scanBox.fill(parcelCode);
  await scanBox.press('Enter');
  await staff.getByRole('button', { name: 'Nhận vào Kho Việt Nam' }).click();
  await expect(staff.getByText(`Kiện ${parcelCode} đã vào Kho Việt Nam.`)).toBeVisible();

  // The customer asks for delivery and pays what the order still owes with the carrier's fee.
  await page.goto('/delivery/create');
  await expect(page.getByText(parcelCode).first()).toBeVisible();
  await page.getByRole('button', { name: 'Xem phí giao hàng' }).click();
  await page.getByRole('button', { name: /^Xác nhận thanh toán / }).click();
  await expect(page.getByRole('heading', { name: 'Đã tạo yêu cầu giao hàng' })).toBeVisible();
  await shot(page, 'flow-5-delivery');

  // The delivery desk hands it to the carrier with its tracking code, then completes it.
  await nav.getByRole('link', { name: 'Giao hàng', exact: true }).click();
  const deliveryRow = staff.getByRole('row').filter({ hasText: customerCode });
  await deliveryRow.getByRole('button').first().click();
  const panel = staff.locator('#staff-delivery-panel');
  await panel.getByLabel('Đơn vị vận chuyển').fill('Giao Hàng Nhanh');
  await panel.getByLabel('Mã vận đơn').fill('GHN-8812345');
  await panel.getByRole('button', { name: 'Bàn giao' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Bàn giao' }).click();
  await expect(panel.getByText('Đã bàn giao cho đơn vị vận chuyển.')).toBeVisible();
  await expectNoAxeViolations(staff);
  await shot(staff, 'flow-6-hand-over');
  await panel.getByRole('button', { name: 'Hoàn tất' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Hoàn tất' }).click();
  await expect(panel.getByText('Đã hoàn tất giao hàng.')).toBeVisible();

  // The customer reads the whole story on the order: bought, in China, in Vietnam, received.
  await page.goto('/orderOrdering');
  await page
    .getByRole('link', { name: new RegExp(`^MH`) })
    .first()
    .click();
  await expectTimeline(page, ['Đã đặt cọc', 'Đã mua hàng', 'Người bán đã giao', 'Hàng về kho TQ', 'Hàng về kho VN', 'Đã nhận hàng']);
  await expectNoAxeViolations(page);
  await shot(page, 'flow-7-received');
});
