import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, getJson, registeredCustomer, shot, staffConsole } from './support';

/**
 * Chat between a customer (a phone) and staff (a desk) in two browsers, both live on the real
 * server: the customer asks in their support thread, staff find it under "chưa trả lời" and
 * answer with a note beside it; the answer appears on the phone without a reload, the note never
 * does, and the badge on "Thông báo" tells of the answer. A message written with no connection
 * waits on the phone and reaches staff once when the connection is back.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a customer and staff chat live; a message written offline is delivered once', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { auth } = await registeredCustomer(page);
  const me = await getJson<{ id: number; customerCode: string }>(request, '/api/CurrentUser', auth);
  const thread = `support-${me.id}`;

  // The customer writes from the support thread.
  await page.goto(`/chat/${thread}`);
  const composer = page.getByRole('textbox', { name: 'Tin nhắn', exact: true });
  await composer.fill('Chào shop, phí vận chuyển về Hà Nội tính thế nào?');
  await page.getByRole('button', { name: 'Gửi', exact: true }).click();
  await expect(page.getByText('Chào shop, phí vận chuyển về Hà Nội tính thế nào?')).toBeVisible();
  await expect(page.getByText('Đang gửi…')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'chat-1-customer-asks');

  // Staff find it among the unanswered and answer, with a note the customer never sees.
  const desk = await staffConsole(browser);
  await desk.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' }).getByRole('link', { name: 'Tin nhắn', exact: true }).click();
  await desk.getByRole('link', { name: 'Hỗ trợ chung' }).first().waitFor();
  await desk.goto(`/staff/chat/${thread}`);
  await expect(desk.getByText('Chào shop, phí vận chuyển về Hà Nội tính thế nào?')).toBeVisible();
  // Whose the thread is, with the way to the customer's page.
  await expect(desk.getByRole('link', { name: me.customerCode })).toHaveAttribute('href', `/staff/customers/${me.id}`);
  await desk.getByLabel('Ghi chú nội bộ (khách hàng không thấy)').check();
  await desk.getByRole('textbox', { name: 'Ghi chú', exact: true }).fill('Khách mới, gửi bảng giá');
  await desk.getByRole('button', { name: 'Lưu ghi chú' }).click();
  await expect(desk.getByText('Khách mới, gửi bảng giá')).toBeVisible();
  await desk.getByLabel('Ghi chú nội bộ (khách hàng không thấy)').uncheck();
  await desk.getByRole('textbox', { name: 'Tin nhắn', exact: true }).fill('Chào bạn, phí tính theo cân nặng, xem bảng giá nhé.');
  await desk.getByRole('button', { name: 'Gửi', exact: true }).click();
  await expectNoAxeViolations(desk);
  await shot(desk, 'chat-2-staff-answers');

  // The phone shows the answer as it comes, never the note, and the badge tells of it.
  await expect(page.getByText('Chào bạn, phí tính theo cân nặng, xem bảng giá nhé.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Khách mới, gửi bảng giá')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Thông báo, 1 chưa đọc', exact: true })).toBeVisible({ timeout: 10_000 });
  await shot(page, 'chat-3-customer-hears');

  // Offline: the message waits on the phone, then goes once the connection is back.
  await page.context().setOffline(true);
  await composer.fill('Tôi gửi lúc mất mạng');
  await page.getByRole('button', { name: 'Gửi', exact: true }).click();
  await expect(page.getByText('Đang chờ gửi, sẽ gửi khi có mạng')).toBeVisible();
  await shot(page, 'chat-4-waiting');
  await page.context().setOffline(false);
  await expect(page.getByText('Đang chờ gửi, sẽ gửi khi có mạng')).toHaveCount(0, { timeout: 20_000 });
  await expect(desk.getByText('Tôi gửi lúc mất mạng')).toHaveCount(1, { timeout: 10_000 });
  const staffAuth = { Authorization: `Bearer ${await desk.evaluate(() => window.localStorage.getItem('jwt_token'))}` };
  const stored = await getJson<{ items: { text: string }[] }>(request, `/api/Chat/${thread}/Messages`, staffAuth);
  expect(stored.items.filter((message) => message.text === 'Tôi gửi lúc mất mạng')).toHaveLength(1);

  // A thread of nothing is a plain not-found with the way back, nothing to retry or write in.
  await desk.goto('/staff/chat/order-999999');
  await expect(desk.getByRole('heading', { name: 'Không tìm thấy cuộc trò chuyện' })).toBeVisible();
  await expect(desk.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(desk);
  await page.goto('/chat/order-999999');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy cuộc trò chuyện' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thử lại' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Tin nhắn', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(`/chat/${thread}`);

  // The notification opens the thread.
  await page.getByRole('link', { name: 'Thông báo, 1 chưa đọc', exact: true }).click();
  await page.getByText('Nhân viên đã trả lời tin nhắn của bạn').click();
  await expect(page).toHaveURL(new RegExp(`/chat/${thread}$`));
});
