import { describe, expect, it } from 'vitest';
import type { CustomerPackage, PackageLookup } from '../../contract/packages';
import type { Product } from '../../contract/products';
import { databases } from './helpers';
import { orderKit, productsFromShops } from './orderHelpers';
import { useWalletApp } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
const [product] = productsFromShops(1) as [Product];

/** /package and /orderShipping/measureCode over the parcels buy-for-me orders bring. */
describe.each(databases())('packages on $name', (kind) => {
  const { k, staff } = useWalletApp(kind);
  const o = orderKit(k);

  /** A customer whose order reached the China warehouse as two weighed parcels, plus one order shipped but not received. */
  async function customerWithParcels() {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await o.orderedBy(customer, [{ product }]);
    await o.moved(staff().token, order.id, { to: 'purchasing' });
    await o.moved(staff().token, order.id, { to: 'purchased', invoiceCodes: ['HD1'], domesticShippingFen: 0 });
    await o.moved(staff().token, order.id, { to: 'sellerShipped', trackingCodes: [`YT${customer.id}A`] });
    const arrived = await o.moved(staff().token, order.id, {
      to: 'arrivedChina',
      packages: [
        { trackingCode: `YT${customer.id}A`, weightGrams: 6_000, lengthCm: 50, widthCm: 40, heightCm: 30 },
        { weightGrams: 1_250, lengthCm: 20, widthCm: 20, heightCm: 10 },
      ],
    });
    const waiting = await o.orderedBy(customer, [{ product, sku: 1 }]);
    await o.moved(staff().token, waiting.id, { to: 'purchasing' });
    await o.moved(staff().token, waiting.id, { to: 'purchased', invoiceCodes: ['HD2'], domesticShippingFen: 0 });
    await o.moved(staff().token, waiting.id, { to: 'sellerShipped', trackingCodes: [`SF${customer.id}B`] });
    return { customer, order: arrived, waiting };
  }

  it('lists the customer’s parcels newest first with their order, weights and status, filtered and searched', async () => {
    const { customer, order } = await customerWithParcels();
    const page = (await k.get('/Package', customer.token)).json<Page<CustomerPackage>>();
    expect(page.total).toBe(2);
    expect(page.items.map((p) => p.code)).toEqual([...order.packages.map((p) => p.code)].reverse());
    const bulky = page.items.find((p) => p.trackingCode === `YT${customer.id}A`)!;
    expect(bulky).toMatchObject({
      status: 'inChina',
      weightGrams: 6_000,
      volumetricGrams: 10_000,
      chargeableGrams: 10_000,
      order: { kind: 'buy', id: order.id, code: order.code },
    });

    expect((await k.get(`/Package?q=yt${customer.id}`, customer.token)).json<Page<CustomerPackage>>().items).toHaveLength(1);
    expect((await k.get('/Package?status=inVietnam', customer.token)).json<Page<CustomerPackage>>().total).toBe(0);
    await o.moved(staff().token, order.id, { to: 'inTransit' });
    expect((await k.get('/Package?status=inTransit', customer.token)).json<Page<CustomerPackage>>().total).toBe(2);
    expect((await k.get('/Package?status=lost', customer.token)).statusCode).toBe(400);
  });

  it('looks a code up among the customer’s own goods only: parcels by package or tracking code, or shipped and not yet received', async () => {
    const { customer, order, waiting } = await customerWithParcels();
    const byTracking = (await k.get(`/Package/Lookup?code=yt${customer.id}a`, customer.token)).json<PackageLookup>();
    expect(byTracking.packages.map((p) => p.code)).toEqual([order.packages[0]!.code]);
    expect(byTracking.awaiting).toEqual([]);

    const byCode = (await k.get(`/Package/Lookup?code=${order.packages[1]!.code}`, customer.token)).json<PackageLookup>();
    expect(byCode.packages).toHaveLength(1);

    const shipped = (await k.get(`/Package/Lookup?code=SF${customer.id}B`, customer.token)).json<PackageLookup>();
    expect(shipped).toEqual({
      code: `SF${customer.id}B`,
      packages: [],
      awaiting: [{ kind: 'buy', id: waiting.id, code: waiting.code, status: 'sellerShipped' }],
    });

    // Someone else's code answers exactly like a code nobody has.
    const stranger = await k.customer();
    const theirs = (await k.get(`/Package/Lookup?code=YT${customer.id}A`, stranger.token)).json<PackageLookup>();
    const nobody = (await k.get('/Package/Lookup?code=YT000000', stranger.token)).json<PackageLookup>();
    expect(theirs).toEqual({ code: `YT${customer.id}A`, packages: [], awaiting: [] });
    expect(nobody).toEqual({ code: 'YT000000', packages: [], awaiting: [] });
    expect((await k.get('/Package', stranger.token)).json<Page<CustomerPackage>>().total).toBe(0);
  });

  it('asks for a code, and for a sign-in', async () => {
    const customer = await k.customer();
    const empty = await k.get('/Package/Lookup?code=%20', customer.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ details: { message: string }[] }>().details[0]?.message).toBe('Vui lòng điền thông tin này');
    expect((await k.get('/Package', '')).statusCode).toBe(401);
  });
});
