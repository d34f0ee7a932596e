import { describe, expect, it } from 'vitest';
import { addressFormSearch } from '../../src/features/address/search';
import { productSearch } from '../../src/features/chinaWebProduct/search';
import { checkoutSearch, orderListSearch } from '../../src/features/orders/search';
import {
  taobaoAccountsSearch,
  taobaoIntCreateSearch,
  taobaoIntOrderListSearch,
  taobaoIntRefundListSearch,
} from '../../src/features/taobaoGlobal/search';
import { rechargeSearch, transactionSearch } from '../../src/features/wallet/search';
import { pathIdOf, safeReturnTo } from '../../src/lib/searchParams';

/**
 * The router lays a route's `validateSearch` result over the raw search, so a refused value must
 * come back as an own key set to undefined: left out, the raw (hand-typed) value would survive.
 */
const routes = [
  { name: 'recharge', validate: rechargeSearch, bad: { id: 'x', amount: '-5', returnTo: '//evil.example.com' } },
  { name: 'transaction', validate: transactionSearch, bad: { type: 'gift', from: '2026-13-40', to: 'yesterday' } },
  { name: 'address form', validate: addressFormSearch, bad: { returnTo: 'https://evil.example.com' } },
  { name: 'product search', validate: productSearch, bad: { q: '   ', site: 'amazon', sort: 'random' } },
  { name: 'order list', validate: orderListSearch, bad: { tab: 'everything', q: 'x'.repeat(41) } },
  { name: 'checkout', validate: checkoutSearch, bad: { address: '12abc' } },
  { name: 'Taobao Global orders', validate: taobaoIntOrderListSearch, bad: { status: 'shipped', q: 'x'.repeat(101) } },
  { name: 'Taobao Global refunds', validate: taobaoIntRefundListSearch, bad: { status: 'pending' } },
  { name: 'Taobao Global accounts', validate: taobaoAccountsSearch, bad: { returnTo: '//evil.example.com' } },
  {
    name: 'Taobao Global ordering',
    validate: taobaoIntCreateSearch,
    bad: { product: '1688-655500000003', sku: 'x'.repeat(65), qty: '0', from: 'wishlist' },
  },
] as const;

describe('search params of the routes', () => {
  it.each(routes)('$name names every key it refuses, so the raw value cannot leak through', ({ validate, bad }) => {
    const result = validate(bad) as Record<string, unknown>;
    for (const key of Object.keys(bad)) {
      expect(Object.hasOwn(result, key), key).toBe(true);
      expect(result[key], key).toBeUndefined();
    }
  });

  it('follows only paths of this app', () => {
    expect(safeReturnTo('/orderOrdering/create')).toBe('/orderOrdering/create');
    for (const value of [
      '//evil.example.com',
      '/\\evil.example.com',
      'https://evil.example.com',
      '/\t/evil.example.com',
      'orderOrdering',
      42,
      undefined,
    ]) {
      expect(safeReturnTo(value), String(value)).toBeUndefined();
    }
  });

  it('reads the id in a page’s path, and anything else as an id no page finds', () => {
    expect(pathIdOf('12')).toBe(12);
    expect(pathIdOf('999999999')).toBe(999_999_999);
    for (const param of ['abc', '12abc', '', '-3', '1.5', '1234567890']) {
      expect(pathIdOf(param), param).toBe(-1);
    }
    expect(pathIdOf('0')).toBeLessThanOrEqual(0);
  });

  it('reads what "Đặt qua Taobao quốc tế" orders: a product’s SKU and quantity, or cart lines', () => {
    expect(taobaoIntCreateSearch({ product: 'tmall-6543210', sku: 'sku-red-m', qty: 2 })).toEqual({
      product: 'tmall-6543210',
      sku: 'sku-red-m',
      qty: 2,
      from: undefined,
    });
    expect(taobaoIntCreateSearch({ from: 'cart' })).toMatchObject({ from: 'cart', product: undefined });
    expect(taobaoIntCreateSearch({ product: 'tmall-123', qty: 10_000 })).toMatchObject({ product: undefined, qty: undefined });
  });
});
