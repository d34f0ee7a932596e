import { randomUUID } from 'node:crypto';
import type { Address } from '../../contract/addresses';
import type { Cart } from '../../contract/cart';
import type { CheckoutQuote } from '../../contract/orders';
import type { Product, ProductSearchResult } from '../../contract/products';
import { log } from './env';
import { benchCall as call } from './ledger';
import { benchAdmin, type BenchUser } from './server';

/** What the product search load asks for: a Vietnamese keyword with many matches in the catalog. */
export const benchSearchQuery = 'áo';

/**
 * Gives the user `count` buy-for-me orders through the real flow (address, cart line, quote,
 * create with an Idempotency-Key), so GET /OrderOrdering is measured on a real history.
 */
export async function fillOrders(origin: string, user: BenchUser, count: number): Promise<void> {
  log(`placing ${count} orders for ${user.userName}`);
  const { items } = await call<ProductSearchResult>(origin, `/ChinaWebProduct?q=${encodeURIComponent(benchSearchQuery)}&pageSize=20`, {
    token: user.token,
  });
  const summary = items.find((item) => item.site !== '1688') ?? items[0];
  if (!summary) throw new Error(`no product matches "${benchSearchQuery}"`);
  const product = await call<Product>(origin, `/ChinaWebProduct/${summary.site}-${summary.itemId}`, { token: user.token });
  const sku = product.skus.find((s) => s.stock > 0);

  const address = await call<Address>(origin, '/Address', {
    token: user.token,
    method: 'POST',
    body: {
      receiverName: 'Nguyễn Văn Bench',
      phone: '0912345678',
      provinceCode: '01',
      wardCode: await firstWard(origin, user, '01'),
      street: '1 Tràng Tiền',
    },
  });
  await fund(origin, user, 500_000_000);

  for (let i = 0; i < count; i++) {
    const line = await call<Cart['items'][number]>(origin, '/ShoppingCart', {
      token: user.token,
      method: 'POST',
      body: { site: product.site, itemId: product.itemId, skuId: sku?.skuId ?? null, quantity: product.minQuantity },
    });
    const checkout = {
      cartItemIds: [line.id],
      addressId: address.id,
      services: { counting: false, crate: false, insurance: false },
      warehouse: 'hn',
      line: 'normal',
    };
    const quote = await call<CheckoutQuote>(origin, '/OrderOrdering/Quote', { token: user.token, method: 'POST', body: checkout });
    await call(origin, '/OrderOrdering', {
      token: user.token,
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: { ...checkout, expectedDepositVnd: quote.depositVnd },
    });
  }
  const { total } = await call<{ total: number }>(origin, '/OrderOrdering?page=1&pageSize=20', { token: user.token });
  if (total !== count) throw new Error(`expected ${count} orders, GET /OrderOrdering reports ${total}`);
}

async function firstWard(origin: string, user: BenchUser, provinceCode: string): Promise<string> {
  const wards = await call<{ code: string }[]>(origin, `/Address/Provinces/${provinceCode}/Wards`, { token: user.token });
  if (!wards[0]) throw new Error(`province ${provinceCode} has no wards`);
  return wards[0].code;
}

async function fund(origin: string, user: BenchUser, amountVnd: number): Promise<void> {
  const { token: adminToken } = await call<{ token: string }>(origin, '/auth/login', { method: 'POST', body: benchAdmin });
  const { id } = await call<{ id: number }>(origin, '/CurrentUser', { token: user.token });
  await call(origin, `/Staff/Wallet/${id}/Adjust`, {
    token: adminToken,
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: { amountVnd, reason: 'bench orders' },
  });
}
