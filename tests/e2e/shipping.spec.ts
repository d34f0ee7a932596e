import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Consignment } from '../../contract/consignment';
import type { ReceivePackageResponse } from '../../contract/warehouse';
import { expectNoAxeViolations, getJson, registeredCustomer, shot, staffToken } from './support';

/** A 1×1 PNG, as a warehouse camera would send a (much larger) photo. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A tracking code no other run has used (the e2e database lives for the whole run). */
const trackingCode = () => `YT${Date.now()}${Math.floor(Math.random() * 90 + 10)}`;
const vnd = (amount: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);

async function staffPost(request: APIRequestContext, token: string, url: string, data: object, key: string) {
  const response = await request.post(url, { headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': key }, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

test('consign two codes → staff receive and weigh a parcel → it reaches Vietnam → the customer asks for delivery and pays → staff deliver it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { auth } = await registeredCustomer(page);
  const me = await getJson<{ id: number; customerCode: string }>(request, '/api/CurrentUser', auth);
  const staff = await staffToken(request);
  // An address to deliver to (the address form has its own e2e in buyForMe.spec.ts).
  const wards = await getJson<{ code: string }[]>(request, '/api/Address/Provinces/01/Wards', auth);
  const address = await request.post('/api/Address', {
    headers: auth,
    data: { receiverName: 'Nguyễn Thị Lan', phone: '0912345678', provinceCode: '01', wardCode: wards[0]!.code, street: '12 Tràng Tiền' },
  });
  expect(address.status(), await address.text()).toBe(201);

  // The customer consigns two codes pasted in one go; a duplicate is caught before sending.
  const [first, second] = [trackingCode(), trackingCode()];
  await page.goto('/orderShipping/create');
  await expect(page.getByText(me.customerCode).first()).toBeVisible();
  const codes = page.getByRole('textbox', { name: 'Mã vận đơn' });
  await codes.fill(`${first}\n${first.toLowerCase()}, ${second}`);
  await expect(page.getByText(`Mã ${first} bị nhập trùng`)).toBeVisible();
  await codes.fill(`${first}\n${second}`);
  await expect(page.getByText('Đã nhận 2 mã hợp lệ')).toBeVisible();
  await page.getByLabel('Mô tả hàng hóa').fill('Áo khoác nữ, 3 chiếc');
  await page.getByRole('textbox', { name: 'Giá trị hàng khai báo' }).fill('1500000');
  await expectNoAxeViolations(page);
  await shot(page, 'ship-1-create');
  await page.getByRole('button', { name: 'Tạo đơn ký gửi' }).click();
  await expect(page).toHaveURL(/\/orderShipping\/\d+$/);
  const consignmentId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText(first).first()).toBeVisible();
  await expect(page.getByText('Đã khởi tạo').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'ship-2-consigned');

  // The China warehouse scans the first parcel (label with the customer's code) and weighs it:
  // The example carton, 50×40×30 cm and 6 kg, is billed as 10 kg × 26,000.
  const received = (await staffPost(
    request,
    staff,
    '/api/Staff/Package/Receive',
    { trackingCode: first, labelCustomerCode: me.customerCode, weightGrams: 6_000, lengthCm: 50, widthCm: 40, heightCm: 30 },
    `e2e-receive-${first}`,
  )) as ReceivePackageResponse;
  expect(received.outcome).toBe('matched');
  // …and photographs it: the customer sees the photo on the order.
  const photo = await request.post(`/api/Staff/Package/${received.package.id}/Photo`, {
    headers: { Authorization: `Bearer ${staff}`, 'Content-Type': 'image/png' },
    data: ONE_PIXEL_PNG,
  });
  expect(photo.status(), await photo.text()).toBe(201);
  await page.reload();
  const image = page.getByRole('img', { name: `Ảnh 1/1 của kiện ${received.package.code}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(page.getByText('Đã khớp đơn').first()).toBeVisible();
  await expect(page.getByText(received.package.code).first()).toBeVisible();
  await expect(page.getByText(vnd(260_000)).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'ship-3-received');

  // It leaves China and reaches Vietnam; the order follows its parcel.
  for (const to of ['inTransit', 'inVietnam']) {
    await staffPost(
      request,
      staff,
      '/api/Staff/Package/Move',
      { codes: [received.package.code], to },
      `e2e-move-${received.package.code}-${to}`,
    );
  }
  const consignment = await getJson<Consignment>(request, `/api/OrderShipping/${consignmentId}`, auth);
  expect(consignment.status).toBe('awaitingDelivery');
  expect(consignment.remainingVnd).toBe(260_000);

  // Among the customer's packages, with its consignment.
  await page.goto('/package');
  await expect(page.getByText(received.package.code, { exact: true })).toBeVisible();
  await expect(page.getByText(`Đơn ký gửi ${consignment.code}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'ship-4-packages');

  // Money for the delivery: what the consignment owes plus the fee (30,000 + 10 started kg × 2,000).
  const feeVnd = 30_000 + 10 * 2_000;
  const totalVnd = 260_000 + feeVnd;
  await staffPost(
    request,
    staff,
    `/api/Staff/Wallet/${me.id}/Adjust`,
    { amountVnd: totalVnd + 40_000, reason: 'Nạp thử cho kiểm thử e2e' },
    `e2e-fund-ship-${me.id}`,
  );

  await page.goto('/delivery/create');
  await expect(page.getByText(received.package.code).first()).toBeVisible();
  await expect(page.getByText('12 Tràng Tiền').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'ship-5-choose');
  await page.getByRole('button', { name: 'Xem phí giao hàng' }).click();
  const confirm = page.getByRole('button', { name: `Xác nhận thanh toán ${vnd(totalVnd)}` });
  await expect(confirm).toBeVisible();
  await expect(page.getByText(vnd(feeVnd)).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'ship-6-review');
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Đã tạo yêu cầu giao hàng' })).toBeVisible();
  await shot(page, 'ship-7-done');

  const wallet = await getJson<{ availableVnd: number }>(request, '/api/Wallet', auth);
  expect(wallet.availableVnd).toBe(40_000);
  const deliveries = await getJson<{ items: { id: number; code: string }[] }>(request, '/api/Delivery', auth);
  expect(deliveries.items).toHaveLength(1);
  const delivery = deliveries.items[0]!;

  // Staff hand it to the carrier and complete it: parcel and order are delivered.
  await staffPost(request, staff, `/api/Staff/Delivery/${delivery.id}/HandOver`, {}, `e2e-handover-${delivery.id}`);
  await staffPost(request, staff, `/api/Staff/Delivery/${delivery.id}/Complete`, {}, `e2e-complete-${delivery.id}`);

  await page.goto('/delivery');
  const row = page.getByRole('button', { name: new RegExp(delivery.code) });
  await expect(row).toContainText('Đã giao');
  await expectNoAxeViolations(page);
  await row.click();
  await expect(page.getByText(received.package.code).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'ship-8-delivered');

  await page.goto(`/orderShipping/${consignmentId}`);
  await expect(page.getByText('Đã nhận hàng').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'ship-9-order');
});
