import { expect, test } from '@playwright/test';
import { keptQueries, newPerson, register } from './support';

test('pages opened before show their data offline with its time; a page never opened offers "Thử lại"', async ({ page, context }) => {
  await register(page, newPerson());
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null);

  await page.goto('/orderOrdering');
  await expect(page.getByText('Bạn chưa có đơn mua hộ nào')).toBeVisible();
  // The cache is written a moment after a change (the persister throttles): wait for it before leaving the page.
  await expect.poll(() => keptQueries(page), { timeout: 15_000 }).toContain('"orders"');
  await page.goto('/address/create');
  await expect(page.getByLabel('Tỉnh/Thành phố')).toBeVisible();
  await expect.poll(() => keptQueries(page), { timeout: 15_000 }).toContain('"provinces"');
  expect(await keptQueries(page)).toContain('"orders"');

  await context.setOffline(true);
  try {
    await page.goto('/orderOrdering');
    await expect(page.getByText('Bạn chưa có đơn mua hộ nào')).toBeVisible();
    await expect(page.getByText(/^Dữ liệu lúc .+, đang ngoại tuyến$/)).toBeVisible();

    await page.reload();
    await expect(page.getByText(/^Dữ liệu lúc .+, đang ngoại tuyến$/)).toBeVisible();

    await page.goto('/address/create');
    await expect(page.getByLabel('Tỉnh/Thành phố')).toBeVisible();
    await page.getByLabel('Tên người nhận').fill('Lê Văn Cường');
    await expect(page.getByLabel('Tên người nhận')).toHaveValue('Lê Văn Cường');

    await page.goto('/orderShipping');
    await expect(page.getByText('Trang này cần kết nối mạng để tải lần đầu.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
