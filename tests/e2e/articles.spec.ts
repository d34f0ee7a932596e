import { expect, test } from '@playwright/test';
import { keptQueries, expectNoAxeViolations, shot, staffConsole } from './support';

/**
 * An article from the console to a reader's phone: staff write it with a cover and a picture in
 * the text, watch the server's preview, and publish it; a reader, not signed in, finds it under
 * /article, sees its picture, and can still read it once offline.
 */
test('staff publish an article with pictures in the console, and a reader reads it, offline too', async ({ browser, page, context }) => {
  test.setTimeout(180_000);
  const desk = await staffConsole(browser);
  await desk.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' }).getByRole('link', { name: 'Bài viết', exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Bài viết' })).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Bài viết' })).toBeVisible();
  await expectNoAxeViolations(desk);
  await shot(desk, 'articles-1-list');

  await desk.getByRole('link', { name: 'Viết bài mới' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Viết bài mới' })).toBeVisible();
  const title = `Hướng dẫn gom hàng ${Date.now()}`;
  // Saving nothing says what is missing, where it is missing.
  await desk.getByRole('button', { name: 'Lưu bài viết' }).click();
  await expect(desk.getByLabel('Tiêu đề')).toHaveAccessibleDescription(/Vui lòng nhập thông tin này/);
  await expectNoAxeViolations(desk);

  await desk.getByLabel('Tiêu đề').fill(title);
  await desk.getByLabel('Chuyên mục').selectOption({ label: 'Hướng dẫn' });
  await desk.getByLabel('Trạng thái').selectOption({ label: 'Đã đăng' });
  const picture = await desk.screenshot({ clip: { x: 0, y: 0, width: 600, height: 300 } });
  await desk.getByLabel('Tải ảnh bìa lên').setInputFiles({ name: 'bia.png', mimeType: 'image/png', buffer: picture });
  await expect(desk.getByRole('img', { name: 'Ảnh bìa đã chọn' })).toBeVisible();

  const text = desk.getByLabel('Nội dung (Markdown)');
  await text.fill('## Gom nhiều đơn\n\nGửi **một lần** cho rẻ.');
  await desk.getByLabel('Chèn ảnh vào bài').setInputFiles({ name: 'trong-bai.png', mimeType: 'image/png', buffer: picture });
  await expect(text).toHaveValue(/!\[\]\(\/api\/Article\/Image\/[A-Za-z0-9_-]{24}\)/);
  const preview = desk.getByRole('region', { name: 'Xem trước' });
  await expect(preview.getByRole('heading', { name: 'Gom nhiều đơn' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('một lần');
  await expect(preview.locator('img')).toBeVisible();
  await expectNoAxeViolations(desk);
  await shot(desk, 'articles-2-editor');

  await desk.getByRole('button', { name: 'Lưu bài viết' }).click();
  await expect(desk).toHaveURL(/\/staff\/articles\/\d+$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Sửa bài viết' })).toBeVisible();
  await expect(desk.getByText('Đã lưu.')).toBeVisible();

  // The static pages, bảng giá with its word on where its prices come from.
  await desk.goto('/staff/staticPages');
  await expect(desk.getByRole('table', { name: 'Trang tĩnh' })).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk
    .getByRole('row', { name: /bang-gia/ })
    .getByRole('link')
    .click();
  await expect(desk.getByText(/Trang bảng giá tự hiện các bảng/)).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Xem trước' }).locator('.prose')).toBeVisible();
  await expectNoAxeViolations(desk);
  await shot(desk, 'articles-3-price-page');

  // A reader on a phone, not signed in.
  await page.goto('/article');
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  const reading = page.getByRole('article', { name: title });
  await expect(reading.getByRole('heading', { name: 'Gom nhiều đơn' })).toBeVisible();
  const inText = reading.locator('.prose img');
  await expect(inText).toBeVisible();
  await expect.poll(() => inText.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page);
  await shot(page, 'articles-4-reader');
  await expect.poll(() => keptQueries(page), { timeout: 15_000 }).toContain(title);
  // Read once more with the service worker in control, as a returning reader does: it keeps the picture.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect.poll(() => inText.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(reading.getByRole('heading', { name: title })).toBeVisible();
    await expect(reading.getByText('Gửi một lần cho rẻ.')).toBeVisible();
    // The picture too, from the worker's cache: the server cannot be reached.
    await expect.poll(() => inText.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  } finally {
    await context.setOffline(false);
  }
});
