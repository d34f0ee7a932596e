import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, newPerson, register } from './support';

test('a customer searches in Vietnamese from home, opens a product and picks a colour and size', async ({ page }) => {
  await register(page, newPerson());
  await page.getByLabel('Tìm hoặc dán link sản phẩm').fill('ao hoodie');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chinaWebProduct\?q=ao\+hoodie$/);
  const cards = page.locator('a[href^="/chinaWebProduct/"]');
  await expect(cards.first()).toBeVisible();
  await expectNoAxeViolations(page);

  await cards.first().click();
  await expect(page).toHaveURL(/\/chinaWebProduct\/(taobao|tmall|1688|pinduoduo)-\d+$/);
  // The product's own title (level 2), not a search card's (level 3) still on screen while the page loads.
  await expect(page.getByRole('heading', { level: 2, name: /hoodie/i })).toBeVisible();
  // Before a choice the page asks for one; after it, the SKU's stock shows.
  // (The same words also explain the disabled "Thêm vào giỏ hàng" to screen readers, unseen.)
  const stockLine = page.getByRole('status').filter({ hasText: /^(Chọn .* để xem giá và số hàng còn|Còn \d+ sản phẩm|Hết hàng)$/ });
  await expect(stockLine).toHaveText(/^Chọn .* để xem giá và số hàng còn$/);
  for (const group of await page.locator('form').getByRole('group').all()) {
    await group.locator('input[type=radio]:not([disabled])').first().check({ force: true });
  }
  await expect(stockLine).toHaveText(/^(Còn \d+ sản phẩm|Hết hàng)$/);
  await expectNoAxeViolations(page);
});

test('a pasted product link opens the product; a short share link says what to do instead', async ({ page, request }) => {
  await register(page, newPerson());
  // A product the built-in catalog has, found the way the app finds it.
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  const search = await request.get('/api/ChinaWebProduct?q=hoodie&site=taobao', { headers: { Authorization: `Bearer ${token}` } });
  const { items } = (await search.json()) as { items: Array<{ itemId: string }> };
  const itemId = items[0]!.itemId;

  await page
    .getByLabel('Tìm hoặc dán link sản phẩm')
    .fill(`Chị ơi mua giúp em cái này https://item.taobao.com/item.htm?spm=a1z10&id=${itemId}。`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/chinaWebProduct/taobao-${itemId}$`));
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('Không tìm thấy sản phẩm')).toHaveCount(0);

  await page.goto('/chinaWebProduct');
  await page.getByLabel('Tìm hoặc dán link sản phẩm').fill('【淘宝】https://m.tb.cn/h.5xyz1AB?tk=abc CZ0001 「卫衣」点击链接直接打开');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('link rút gọn');
});
