import { expect, test, type Response } from '@playwright/test';
import { decodeJwt } from 'jose';
import { ADMIN, newPerson, openProfileForm, register, storedToken } from './support';

// The e2e server runs with JWT_TTL=70s (playwright.config.ts): short enough to outlive here.

test('a disabled account is signed out by its very next request, and told why', async ({ page, request }) => {
  const person = newPerson();
  await register(page, person);
  await openProfileForm(page, person);
  const userId = Number(decodeJwt((await storedToken(page))!).sub);

  const admin = await request.post('/api/auth/login', { data: ADMIN });
  const { token: adminToken } = (await admin.json()) as { token: string };
  const disabled = await request.post(`/api/Admin/Users/${userId}/Disable`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(disabled.ok()).toBe(true);

  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(response);
  });
  await page.getByLabel('Họ và tên').fill('Ai Đó');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Tài khoản của bạn đã bị khoá. Vui lòng liên hệ bộ phận hỗ trợ.');
  expect(await storedToken(page)).toBeNull();
  // One request did it: the save itself, answered 401 user-disabled; nothing was retried.
  expect(answers.map((a) => `${a.request().method()} ${new URL(a.url()).pathname} ${a.status()}`)).toEqual([
    'PUT /api/CurrentUser/ChangeInformation 401',
  ]);
  expect(((await answers[0]!.json()) as { code: string }).code).toBe('user-disabled');
});

test("a page left open past its token's expiry keeps working after the refresh", async ({ page, request }) => {
  test.setTimeout(180_000);
  const person = newPerson();
  await register(page, person);
  await page.getByRole('link', { name: 'Tài khoản' }).click();
  await page.getByRole('link', { name: 'Sửa thông tin cá nhân' }).click();
  const first = (await storedToken(page))!;
  const { exp, iat } = decodeJwt(first) as { exp: number; iat: number };
  expect(exp - iat).toBe(70);

  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/refresh') refreshes.push(response.status());
  });
  // Sit on the page until the first token is past its expiry (server time), plus a margin.
  await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now()) + 3_000);
  const expired = await request.get('/api/CurrentUser', { headers: { Authorization: `Bearer ${first}` } });
  expect(expired.status()).toBe(401);
  expect(((await expired.json()) as { code: string }).code).toBe('user-token-expired');

  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  expect(await storedToken(page)).not.toBe(first);

  await page.getByLabel('Họ và tên').fill('Nguyễn Thị Lan Anh');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu thông tin của bạn.' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/changeInfo$/);
});
