import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Complaint } from '../../contract/complaints';
import type { Product } from '../../contract/products';
import { wardsOf } from '../../server/modules/addresses/adminUnits';
import { answered, bearer, databases } from './helpers';
import { orderKit, productsFromShops } from './orderHelpers';
import { colouredPicture } from './pictures';
import { pobKit } from './pobHelpers';
import { consignmentRequest, newTrackingCode, shippingKit } from './shippingHelpers';
import { useWalletApp } from './walletHelpers';

/**
 * Every object belongs to someone. A customer with a little of everything (an address, a cart
 * line, an order and its chat, a recharge, ledger entries, a consignment, a pay-on-behalf request
 * and a complaint about it) and a stranger who has nothing: every route of the API reference that
 * names an object in its path, asked by the stranger with each of the owner's ids, answers 404
 * (403 on the agency routes, which a customer may not use at all), and nothing of the owner's
 * changes. A route added later is swept as soon as it is registered.
 */

type Paths = Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;

/** Routes with a path parameter that name no one's object, each with why. */
const sharedOnPurpose = [
  // The product catalog and the address book's wards are the same for everyone.
  /^GET \/api\/ChinaWebProduct\/\{key\}$/,
  /^GET \/api\/Address\/Provinces\/\{code\}\/Wards$/,
  // Staff and admin routes reach anyone's objects by design; their guards have suites of their own.
  /^\w+ \/api\/(Staff|Admin)\//,
];

const [product] = productsFromShops(1) as [Product];

describe.each(databases())("another customer's objects on $name", (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const o = orderKit(k);
  const p = pobKit(k, staff);
  const s = shippingKit(k);

  it('answer 404 to a stranger on every route that names one by id, and stay as they were', { timeout: 120_000 }, async () => {
    const owner = await k.customer();
    await k.fund(staff().token, owner.id, 20_000_000);
    const addressId = await o.address(owner.id);
    // Another SKU than the order's: one cart line per SKU.
    const cartLineId = await o.cartLine(owner.id, product, { sku: 1 });
    const order = await o.orderedBy(owner, [{ product }]);
    await answered(
      k.post(`/Chat/order-${order.id}/Messages`, owner.token, { clientId: randomUUID(), text: 'Shop ơi, khi nào mua hàng?' }),
      201,
    );
    const recharge = await k.recharge(owner.token, 500_000);
    const consignment = await s.consigned(owner.token, consignmentRequest([newTrackingCode()]));
    const pob = await p.paid(owner);
    const complaint = await answered<Complaint>(
      k.post(
        '/OrderComplaint',
        owner.token,
        { subject: { type: 'pob', id: pob.id }, reason: 'missing', description: 'Người bán giao thiếu hàng', amountVnd: 50_000 },
        randomUUID(),
      ),
      201,
    );
    const ids = [addressId, cartLineId, order.id, recharge.id, consignment.id, pob.id, complaint.id];
    const ledger = await answered<{ items: { id: number }[] }>(k.get('/Transaction?page=1&pageSize=50', owner.token), 200);
    ids.push(...ledger.items.map((entry) => entry.id));
    const notifications = await answered<{ items: { id: number }[] }>(k.get('/Notification?page=1&pageSize=50', owner.token), 200);
    ids.push(...notifications.items.map((notification) => notification.id));
    const keys = [`order-${order.id}`, `consignment-${consignment.id}`, `pob-${pob.id}`, `complaint-${complaint.id}`];

    const picture = await colouredPicture(1).jpeg().toBuffer();
    const before = await ownerView(owner.token);
    const stranger = await k.customer();
    const paths = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Paths }>().paths;
    const wrong: string[] = [];
    let asked = 0;
    for (const [path, operations] of Object.entries(paths)) {
      const parameter = /\{(\w+)\}/.exec(path)?.[1];
      if (!parameter) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (operation.security?.length === 0 || sharedOnPurpose.some((pattern) => pattern.test(route))) continue;
        const expected = path.startsWith('/api/Agency/') ? 403 : 404;
        for (const value of parameter === 'key' ? keys : [...new Set(ids)].map(String)) {
          const url = path.replace(`{${parameter}}`, value);
          // A write gets a body it would take, so only the owner check stands between it and the object.
          const body = operation.requestBody ? bodyFor(route, picture) : undefined;
          const response = await t().app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: {
              ...bearer(stranger.token),
              'idempotency-key': randomUUID(),
              ...(body ? { 'content-type': Buffer.isBuffer(body) ? 'image/jpeg' : 'application/json' } : {}),
            },
            ...(body ? { payload: Buffer.isBuffer(body) ? body : JSON.stringify(body) } : {}),
          });
          asked++;
          if (response.statusCode !== expected)
            wrong.push(`${method.toUpperCase()} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(asked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
    expect(await ownerView(owner.token)).toEqual(before);
  });

  /** What the owner sees of their own things: what a stranger's write would have changed. */
  async function ownerView(token: string) {
    const read = async (url: string) => (await k.get(url, token)).json<unknown>();
    return Promise.all(
      [
        '/Address',
        '/ShoppingCart',
        '/OrderOrdering?page=1&pageSize=50',
        '/Wallet',
        '/OrderShipping?page=1&pageSize=50',
        '/OrderPob?page=1&pageSize=50',
      ].map(read),
    );
  }
});

/** A body each write route would accept from its owner, so that a 404 is the owner check's and not the schema's. */
function bodyFor(route: string, picture: Buffer): object | Buffer {
  if (/\/(Photo|Image)$/.test(route)) return picture;
  if (/\/Chat\/\{key\}\/Messages$/.test(route)) return { clientId: randomUUID(), text: 'Xin chào' };
  if (/\/Chat\/\{key\}\/Read$/.test(route)) return { upTo: 1 };
  if (/^PATCH \/api\/ShoppingCart\//.test(route)) return { quantity: 2 };
  if (/^PUT \/api\/Address\//.test(route))
    return { receiverName: 'Người Lạ', phone: '0912345678', provinceCode: '01', wardCode: wardsOf('01')![0]!.code, street: '1 Tràng Tiền' };
  return {};
}
