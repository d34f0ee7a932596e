import { expect, test, type Page } from '@playwright/test';
import type { ConsignmentSummary } from '../../contract/consignment';
import type { DeliverySummary } from '../../contract/delivery';
import { orderStatuses } from '../../contract/orderStatus';
import type { OrderSummary } from '../../contract/orderList';
import { consignmentStatuses, deliveryStatuses } from '../../contract/shipmentStatus';
import { registeredCustomer } from './support';

/**
 * Every label of a list row fits its card on the narrowest phone the app supports (320 px): a
 * long status ("Hàng về kho VN"), a code and a price side by side must wrap or shrink, never run
 * past the card's edge. The lists are answered with one row per status, so every badge is drawn.
 */

const page1 = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const at = '2026-11-01T03:00:00.000Z';

const orders: OrderSummary[] = orderStatuses.map((status, i) => ({
  id: 300 + i,
  code: `MH2611-${String(300 + i).padStart(4, '0')}`,
  status,
  site: 'taobao',
  shop: { id: 'shop-1', name: '杭州服饰旗舰店', nameVi: 'Cửa hàng thời trang Hàng Châu chính hãng' },
  imageUrl: '/brand/icon.svg',
  title: 'Áo khoác nữ dáng dài hai hàng khuy, vải dạ ép cao cấp, mùa thu đông',
  lineCount: 12,
  pieceCount: 1_250,
  totalVnd: 123_456_789,
  paidVnd: 100_000_000,
  createdAt: at,
  updatedAt: at,
}));

const consignments: ConsignmentSummary[] = consignmentStatuses.map((status, i) => ({
  id: 400 + i,
  code: `KG261122X4T${i}`,
  status,
  goods: 'Quần áo trẻ em, giày dép, đồ chơi bằng nhựa và sách tranh, tổng cộng 45 món',
  warehouse: 'hcm',
  line: 'fast',
  trackingCodeCount: 50,
  matchedCount: 48,
  packageCount: 12,
  totalVnd: 98_765_432,
  remainingVnd: 12_345_678,
  createdAt: at,
  updatedAt: at,
}));

const deliveries: DeliverySummary[] = deliveryStatuses.map((status, i) => ({
  id: 500 + i,
  code: `GH2611-${String(500 + i).padStart(4, '0')}`,
  status,
  payment: i % 2 === 0 ? 'cod' : 'wallet',
  packageCount: 12,
  totalVnd: 87_654_321,
  addressLine: 'Nguyễn Thị Phương Thảo · Phường Bến Thành, Hồ Chí Minh',
  createdAt: at,
  updatedAt: at,
}));

/** Each element of a list card whose right edge passes the card's, as "class: text". */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll('ol.card')) {
      const edge = card.getBoundingClientRect().right;
      for (const element of card.querySelectorAll('*')) {
        if (element.closest('.visually-hidden')) continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > edge + 0.5) {
          out.push(
            `${element.getAttribute('class') ?? element.tagName}: “${element.textContent?.trim().slice(0, 30)}” ${box.right} > ${edge}`,
          );
        }
      }
    }
    return out;
  });
}

test('every label of the order, consignment and delivery lists fits its card at 320 × 640, in Vietnamese and English', async ({ page }) => {
  await registeredCustomer(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.route(/\/api\/OrderOrdering\?/, (route) => route.fulfill({ json: page1(orders) }));
  await page.route(/\/api\/OrderShipping\?/, (route) => route.fulfill({ json: page1(consignments) }));
  await page.route(/\/api\/Delivery\?/, (route) => route.fulfill({ json: page1(deliveries) }));

  for (const locale of ['vi', 'en']) {
    await page.evaluate((value) => window.localStorage.setItem('muaho.locale', value), locale);
    for (const [path, rows, badge] of [
      ['/orderOrdering', orders.length, locale === 'vi' ? 'Hàng về kho VN' : null],
      ['/orderShipping', consignments.length, null],
      ['/delivery', deliveries.length, null],
    ] as const) {
      await page.goto(path);
      const list = page.locator('ol.card');
      await expect(list.locator(':scope > li')).toHaveCount(rows);
      if (badge) await expect(list.getByText(badge, { exact: true })).toBeVisible();
      expect(await overflowing(page), `${locale} ${path}`).toEqual([]);
    }
  }
});
