import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, newPerson, register } from './support';

test('an anonymous visitor to a protected page is sent to login', async ({ page }) => {
  await page.goto('/wallet/recharge');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page).toHaveTitle(/Đăng nhập/);
});

test('an unknown route says so', async ({ page }) => {
  await page.goto('/khong-ton-tai');
  await expect(page.getByText('Page not found: /khong-ton-tai')).toBeVisible();
});

test('public pages open without an account', async ({ page }) => {
  for (const [path, heading] of [
    ['/about', /Giới thiệu/],
    ['/article/policy', /Bài viết|Chính sách/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }
});

for (const path of ['/auth/login', '/auth/register', '/auth/forgotPassword', '/about']) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// Public pages whose text comes from the API: checked once it has come (a card or the empty state, the page's text).
for (const [path, ready] of [
  ['/article', '.article-card, .empty-state'],
  ['/staticPage/gioi-thieu', 'article.article'],
] as const) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(ready).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('signed-in pages and the home shortcuts have no accessibility violations', async ({ page }) => {
  await register(page, newPerson());
  await expectNoAxeViolations(page);
  for (const [path, ready] of [
    ['/orderOrdering', null],
    ['/orderPob', 'Bạn chưa có yêu cầu thanh toán hộ nào'],
    ['/orderPob/refund', 'Chưa có khoản hoàn tiền nào'],
    ['/taobaoIntToken', 'Bạn chưa liên kết tài khoản Taobao quốc tế nào'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (ready) await expect(page.getByText(ready)).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test.describe('the first-launch screens on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('step forward and back, then skip to login, with no accessibility violations', async ({ page }) => {
    await page.goto('/splashScreen');
    await expect(page.getByRole('heading', { level: 2, name: 'Mua hộ từ Taobao, Tmall, 1688' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Tiếp theo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ví tiền VND của riêng bạn' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Tiếp theo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Theo dõi hàng đến tận nhà' })).toBeFocused();
    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ví tiền VND của riêng bạn' })).toBeFocused();

    await page.getByRole('button', { name: 'Bỏ qua' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('muaho.splash-seen'))).not.toBeNull();
  });
});
