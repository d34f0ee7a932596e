import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Consignment } from '../../contract/consignment';
import { shipmentEstimate } from '../../contract/fees';
import type { PackageLookup } from '../../contract/packages';
import type { Product } from '../../contract/products';
import { defaultSettings } from '../../contract/settings';
import type { StaffPackage } from '../../contract/warehouse';
import { databases } from './helpers';
import { orderKit, productsFromShops } from './orderHelpers';
import { bulkyParcel, consignmentRequest, newTrackingCode, shippingKit } from './shippingHelpers';
import { useWalletApp } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
const [product] = productsFromShops(1) as [Product];
const codeOf = (response: { json: <T>() => T }) => response.json<{ code: string }>().code;

/** Warehouse work (/Staff/Package…): parcels scanned in China, matched, weighed, moved. */
describe.each(databases())('warehouse on $name', (kind) => {
  const { k, staff } = useWalletApp(kind);
  const s = shippingKit(k);
  const o = orderKit(k);

  it('matches a scanned parcel to the one consignment listing its code, and prices it: 10 kg × 26,000 on hn/normal', async () => {
    const customer = await k.customer();
    const code = newTrackingCode();
    const made = await s.consigned(customer.token, consignmentRequest([code, newTrackingCode()]));
    const scan = await s.received(staff().token, { trackingCode: code.toLowerCase(), note: 'Thùng móp một góc' });
    expect(scan.outcome).toBe('matched');
    expect(scan.package.code).toMatch(/^PK\d{6}[A-Z2-9]{4}$/);
    expect(scan.package).toMatchObject({
      status: 'inChina',
      trackingCode: code,
      userId: customer.id,
      customerCode: customer.customerCode,
      labelCustomerCode: null,
      volumetricGrams: 10_000,
      chargeableGrams: 10_000,
      order: { kind: 'shipping', id: made.id, code: made.code },
    });

    const after = await s.consignment(customer.token, made.id);
    expect(after.status).toBe('arrivedChina');
    expect(after.events.map((e) => [e.status, e.note])).toEqual([
      ['consigned', '2 mã vận đơn'],
      ['arrivedChina', 'Thùng móp một góc'],
    ]);
    expect(after.trackingCodes[0]).toEqual({ code, status: 'matched', receivedAt: scan.package.createdAt });
    expect(after.trackingCodes[1]).toMatchObject({ status: 'created', receivedAt: null });
    expect(after.feeLines).toEqual([{ kind: 'internationalShipping', amountVnd: 260_000 }]);
    expect(after.pending).toEqual([]);
    expect(after).toMatchObject({ totalVnd: 260_000, remainingVnd: 260_000, matchedCount: 1, packageCount: 1 });
    expect(after.packages.map((p) => p.code)).toEqual([scan.package.code]);
  });

  it('keeps a parcel nobody listed unclaimed, until a consignment listing its code claims it on creation', async () => {
    const customer = await k.customer();
    const code = newTrackingCode();
    const scan = await s.received(staff().token, { trackingCode: code });
    expect(scan.outcome).toBe('unclaimed');
    expect(scan.package).toMatchObject({ userId: null, customerCode: null, order: null, volumetricGrams: 10_000 });

    const unclaimed = (await k.get('/Staff/Package?unclaimed=true', staff().token)).json<Page<StaffPackage>>();
    expect(unclaimed.items.map((p) => p.id)).toContain(scan.package.id);
    // The customer's own lists show only parcels an order holds.
    expect((await k.get(`/Package/Lookup?code=${code}`, customer.token)).json<PackageLookup>().packages).toEqual([]);

    const made = await s.consigned(customer.token, consignmentRequest([code], { services: { crate: true, insurance: false } }));
    expect(made.status).toBe('arrivedChina');
    expect(made.trackingCodes).toEqual([{ code, status: 'matched', receivedAt: scan.package.createdAt }]);
    expect(made.events.map((e) => e.status)).toEqual(['consigned', 'arrivedChina']);
    const estimate = shipmentEstimate({
      packages: [{ actualGrams: 6_000, lengthCm: 50, widthCm: 40, heightCm: 30 }],
      warehouse: 'hn',
      line: 'normal',
      services: { crate: true, insurance: false },
      declaredValueVnd: made.declaredValueVnd,
      rateVndPerCny: defaultSettings.rates.orderRateVndPerCny,
      policy: defaultSettings.fees,
    });
    expect(made.feeLines).toEqual(estimate.lines);
    expect(made.feeLines.map((l) => l.kind)).toEqual(['internationalShipping', 'crate']);
    expect(made.totalVnd).toBe(estimate.totalVnd);
    expect(made.packages).toEqual([
      expect.objectContaining({ id: scan.package.id, order: { kind: 'shipping', id: made.id, code: made.code } }),
    ]);
    expect((await k.get(`/Package/Lookup?code=${code}`, customer.token)).json<PackageLookup>().packages).toHaveLength(1);
  });

  it('keeps a parcel labelled for customer X from customer Y, and gives it to X', async () => {
    const [x, y] = [await k.customer(), await k.customer()];
    const code = newTrackingCode();
    const yours = await s.consigned(y.token, consignmentRequest([code]));
    const scan = await s.received(staff().token, { trackingCode: code, labelCustomerCode: x.customerCode.toLowerCase() });
    // Y's consignment lists the code, but the label says X: nobody's match yet, X's parcel.
    expect(scan.outcome).toBe('unclaimed');
    expect(scan.package).toMatchObject({ userId: x.id, customerCode: x.customerCode, labelCustomerCode: x.customerCode, order: null });
    expect((await s.consignment(y.token, yours.id)).trackingCodes[0]?.status).toBe('created');

    const other = await k.customer();
    const again = await s.consigned(other.token, consignmentRequest([code]));
    expect(again).toMatchObject({ status: 'consigned', packageCount: 0 });
    expect(await k.get(`/Package/Lookup?code=${code}`, other.token).then((r) => r.json<PackageLookup>())).toEqual({
      code,
      packages: [],
      awaiting: [{ kind: 'shipping', id: again.id, code: again.code, status: 'consigned' }],
    });
    // Y only ever sees their own consignment waiting under the code, never X's parcel.
    expect((await k.get(`/Package/Lookup?code=${code}`, y.token)).json<PackageLookup>()).toEqual({
      code,
      packages: [],
      awaiting: [{ kind: 'shipping', id: yours.id, code: yours.code, status: 'consigned' }],
    });
    expect((await k.get(`/Package/Lookup?code=${scan.package.code}`, y.token)).json<PackageLookup>()).toEqual({
      code: scan.package.code,
      packages: [],
      awaiting: [],
    });
    // Staff cannot hand X's parcel to Y either.
    const wrongOwner = await s.match(staff().token, scan.package.id, yours.id);
    expect(wrongOwner.statusCode).toBe(409);
    expect(codeOf(wrongOwner)).toBe('invalid-state');

    const mine = await s.consigned(x.token, consignmentRequest([code]));
    expect(mine).toMatchObject({ status: 'arrivedChina', packageCount: 1, matchedCount: 1 });
  });

  it('leaves a parcel several customers listed to staff, who match it to one', async () => {
    const [a, b] = [await k.customer(), await k.customer()];
    const code = newTrackingCode();
    const first = await s.consigned(a.token, consignmentRequest([code]));
    const second = await s.consigned(b.token, consignmentRequest([code]));
    const scan = await s.received(staff().token, { trackingCode: code });
    expect(scan.outcome).toBe('ambiguous');
    expect(scan.package.order).toBeNull();
    for (const [who, made] of [
      [a, first],
      [b, second],
    ] as const) {
      const now = await s.consignment(who.token, made.id);
      expect(now.status).toBe('consigned');
      expect(now.trackingCodes[0]).toEqual({ code, status: 'received', receivedAt: scan.package.createdAt });
    }

    const notListed = await s.consigned(a.token, consignmentRequest([newTrackingCode()]));
    const wrongOrder = await s.match(staff().token, scan.package.id, notListed.id);
    expect(wrongOrder.statusCode).toBe(400);
    expect((await s.match(staff().token, scan.package.id, 999_999_999)).statusCode).toBe(404);

    const matched = await s.match(staff().token, scan.package.id, second.id);
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json<StaffPackage>()).toMatchObject({
      userId: b.id,
      customerCode: b.customerCode,
      order: { kind: 'shipping', id: second.id, code: second.code },
    });
    const theirs = await s.consignment(b.token, second.id);
    expect(theirs).toMatchObject({ status: 'arrivedChina', totalVnd: 260_000, matchedCount: 1 });
    expect(theirs.trackingCodes[0]?.status).toBe('matched');

    const twice = await s.match(staff().token, scan.package.id, first.id);
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe('invalid-state');
    // A cancelled consignment takes nothing.
    const loose = await s.received(staff().token, { trackingCode: newTrackingCode() });
    await s.cancel(a.token, notListed.id);
    expect(codeOf(await s.match(staff().token, loose.package.id, notListed.id))).toBe('invalid-transition');
  });

  it('weighs a parcel again and reprices its order, only while it is in China', async () => {
    const customer = await k.customer();
    const { consignment: made, packages } = await s.consignmentInChina(customer, staff().token, {
      parcels: [bulkyParcel, { weightGrams: 1_250, lengthCm: 20, widthCm: 20, heightCm: 10 }],
    });
    // 10 kg + 1.3 kg at 26,000 VND per kg.
    expect(made.totalVnd).toBe(293_800);
    const [bulky, small] = packages as [StaffPackage, StaffPackage];

    const remeasured = await s.measure(staff().token, bulky.id, { weightGrams: 12_000, lengthCm: 50, widthCm: 40, heightCm: 30 });
    expect(remeasured.statusCode, remeasured.body).toBe(200);
    expect(remeasured.json<StaffPackage>()).toMatchObject({ weightGrams: 12_000, volumetricGrams: 10_000, chargeableGrams: 12_000 });
    expect((await s.consignment(customer.token, made.id)).totalVnd).toBe(345_800);

    await s.moved(staff().token, [small.code], 'inTransit');
    const late = await s.measure(staff().token, small.id, bulkyParcel);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('invalid-transition');
    expect((await s.consignment(customer.token, made.id)).totalVnd).toBe(345_800);
    expect((await s.measure(staff().token, 999_999_999, bulkyParcel)).statusCode).toBe(404);
  });

  it('moves parcels all or nothing, never an unclaimed one, and the consignment follows them to transit and Vietnam', async () => {
    const customer = await k.customer();
    const { consignment: made, packages } = await s.consignmentInChina(customer, staff().token, { parcels: [bulkyParcel, bulkyParcel] });
    const [one, two] = packages as [StaffPackage, StaffPackage];

    const unknown = await s.move(staff().token, { codes: [one.code, 'PK000000ZZZZ'], to: 'inTransit' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual(['codes.1']);
    const tooFar = await s.move(staff().token, { codes: [one.code], to: 'inVietnam' });
    expect(codeOf(tooFar)).toBe('invalid-transition');
    const loose = await s.received(staff().token, { trackingCode: newTrackingCode() });
    const unclaimed = await s.move(staff().token, { codes: [one.code, loose.package.code], to: 'inTransit' });
    expect(unclaimed.statusCode).toBe(409);
    expect(codeOf(unclaimed)).toBe('package-unclaimed');
    // Nothing moved.
    expect((await s.consignment(customer.token, made.id)).packages.map((p) => p.status)).toEqual(['inChina', 'inChina']);

    // One parcel leaving is not the order leaving: it waits for its least advanced parcel.
    await s.moved(staff().token, [one.code.toLowerCase()], 'inTransit');
    expect((await s.consignment(customer.token, made.id)).status).toBe('arrivedChina');
    const moved = await s.moved(staff().token, [two.code], 'inTransit');
    expect(moved).toEqual([
      expect.objectContaining({ code: two.code, status: 'inTransit', order: { kind: 'shipping', id: made.id, code: made.code } }),
    ]);
    expect((await s.consignment(customer.token, made.id)).status).toBe('inTransit');

    const again = await s.move(staff().token, { codes: [one.code], to: 'inTransit' });
    expect(codeOf(again)).toBe('invalid-transition');
    const arrived = await s.move(staff().token, { codes: [one.code, two.code], to: 'inVietnam', note: 'Xe số 3' });
    expect(arrived.statusCode, arrived.body).toBe(200);
    const after = await s.consignment(customer.token, made.id);
    expect(after.status).toBe('awaitingDelivery');
    expect(after.events.map((e) => [e.status, e.note])).toEqual([
      ['consigned', '2 mã vận đơn'],
      ['arrivedChina', null],
      ['inTransit', null],
      ['awaitingDelivery', 'Xe số 3'],
    ]);
    expect(after.packages.map((p) => p.status)).toEqual(['inVietnam', 'inVietnam']);
  });

  it('moves a buy order’s parcels too, and the order follows them', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await o.orderedBy(customer, [{ product }]);
    await o.moved(staff().token, order.id, { to: 'purchasing' });
    await o.moved(staff().token, order.id, { to: 'purchased', invoiceCodes: ['HD1'], domesticShippingFen: 0 });
    await o.moved(staff().token, order.id, { to: 'sellerShipped', trackingCodes: [newTrackingCode()] });
    const arrived = await o.moved(staff().token, order.id, {
      to: 'arrivedChina',
      packages: [
        { weightGrams: 6_000, lengthCm: 50, widthCm: 40, heightCm: 30 },
        { weightGrams: 1_000, lengthCm: 10, widthCm: 10, heightCm: 10 },
      ],
    });
    const codes = arrived.packages.map((p) => p.code);
    const staffView = (await k.get(`/Staff/Package?q=${codes[0]}`, staff().token)).json<Page<StaffPackage>>();
    expect(staffView.items).toEqual([
      expect.objectContaining({
        code: codes[0],
        order: { kind: 'buy', id: order.id, code: order.code },
        customerCode: customer.customerCode,
      }),
    ]);

    // Weighed again in China: the buy order's shipping line follows.
    const before = arrived.totalVnd;
    await s.measure(staff().token, arrived.packages[1]!.id, { weightGrams: 2_000, lengthCm: 10, widthCm: 10, heightCm: 10 });
    expect((await o.order(customer.token, order.id)).totalVnd).toBe(before + 26_000);

    await s.moved(staff().token, codes, 'inTransit');
    const inTransit = await o.order(customer.token, order.id);
    expect(inTransit.status).toBe('inTransit');
    expect(inTransit.events.at(-1)?.status).toBe('inTransit');
    await s.moved(staff().token, codes, 'inVietnam');
    expect((await o.order(customer.token, order.id)).status).toBe('arrivedVietnam');
  });

  it('takes a parcel scanned under a seller’s tracking code into its buy-for-me order, which reaches China and is priced on it', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await o.orderedBy(customer, [{ product }]);
    const [first, second] = [newTrackingCode(), newTrackingCode()];
    await o.moved(staff().token, order.id, { to: 'purchasing' });
    await o.moved(staff().token, order.id, { to: 'purchased', invoiceCodes: ['HD1'], domesticShippingFen: 0 });
    // Staff typed the seller's codes in lower case; the scanner reads them in upper case.
    const shipped = await o.moved(staff().token, order.id, { to: 'sellerShipped', trackingCodes: [first.toLowerCase(), second] });

    const scan = await s.received(staff().token, { trackingCode: first, weightGrams: 6_000, lengthCm: 50, widthCm: 40, heightCm: 30 });
    expect(scan.outcome).toBe('matched');
    expect(scan.package).toMatchObject({
      userId: customer.id,
      customerCode: customer.customerCode,
      order: { kind: 'buy', id: order.id, code: order.code },
    });
    const inChina = await o.order(customer.token, order.id);
    expect(inChina.status).toBe('arrivedChina');
    expect(inChina.packages.map((p) => p.code)).toEqual([scan.package.code]);
    expect(inChina.events.at(-1)).toMatchObject({ status: 'arrivedChina', note: `Kiện: ${scan.package.code} (6000 g)` });
    // 50 × 40 × 30 cm is 10 kg by volume: the shipping line is priced on it.
    expect(inChina.totalVnd).toBeGreaterThan(shipped.totalVnd);

    // The second parcel of an order already in China joins it and is priced too.
    const next = await s.received(staff().token, { trackingCode: second, weightGrams: 2_000, lengthCm: 10, widthCm: 10, heightCm: 10 });
    expect(next.outcome).toBe('matched');
    const both = await o.order(customer.token, order.id);
    expect(both.status).toBe('arrivedChina');
    expect(both.packages).toHaveLength(2);
    expect(both.totalVnd).toBe(inChina.totalVnd + 2 * 26_000);
    await s.moved(staff().token, [scan.package.code, next.package.code], 'inTransit');
    expect((await o.order(customer.token, order.id)).status).toBe('inTransit');
  });

  it('leaves a parcel unclaimed when its code is on a buy-for-me order of another customer than the label names, or not shipped yet', async () => {
    const customer = await k.customer();
    const other = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await o.orderedBy(customer, [{ product }]);
    const code = newTrackingCode();
    await o.moved(staff().token, order.id, { to: 'purchasing' });
    const labelled = await s.received(staff().token, { trackingCode: code, labelCustomerCode: other.customerCode });
    expect(labelled.outcome).toBe('unclaimed');
    await o.moved(staff().token, order.id, { to: 'purchased', invoiceCodes: ['HD1'], domesticShippingFen: 0 });
    await o.moved(staff().token, order.id, { to: 'sellerShipped', trackingCodes: [code] });
    const wrongLabel = await s.received(staff().token, { trackingCode: code, labelCustomerCode: other.customerCode });
    expect(wrongLabel.outcome).toBe('unclaimed');
    expect((await o.order(customer.token, order.id)).status).toBe('sellerShipped');
  });

  it('matches a parcel scanned while its consignment is being made, whichever commits first', async () => {
    const customer = await k.customer();
    const codes = [newTrackingCode(), newTrackingCode(), newTrackingCode()];
    // Each code raced on its own: the scan and the create of the same code at the same moment.
    const results = await Promise.all(
      codes.map((code) =>
        Promise.all([s.received(staff().token, { trackingCode: code }), s.consigned(customer.token, consignmentRequest([code]))]),
      ),
    );
    for (const [scan, made] of results) {
      const now = await s.consignment(customer.token, made.id);
      expect(
        now.packages.map((p) => p.id),
        `${scan.outcome}`,
      ).toEqual([scan.package.id]);
      expect(now.status).toBe('arrivedChina');
    }
  });

  it('makes one package of a scan retried with the same Idempotency-Key', async () => {
    const code = newTrackingCode();
    const key = randomUUID();
    const first = await s.receive(staff().token, { trackingCode: code }, key);
    const retry = await s.receive(staff().token, { trackingCode: code }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.json<{ package: StaffPackage }>().package.id).toBe(first.json<{ package: StaffPackage }>().package.id);
    expect((await k.get(`/Staff/Package?q=${code}`, staff().token)).json<Page<StaffPackage>>().total).toBe(1);
  });

  it('lists every parcel for staff by status and claim, and keeps customers out', async () => {
    const customer = await k.customer();
    const code = newTrackingCode();
    const loose = await s.received(staff().token, { trackingCode: code });
    const list = (query: string) => k.get(`/Staff/Package${query}`, staff().token).then((r) => r.json<Page<StaffPackage>>());
    expect((await list(`?q=${code.toLowerCase()}&status=inChina&unclaimed=true`)).items.map((p) => p.id)).toEqual([loose.package.id]);
    expect((await list(`?q=${code}&unclaimed=false`)).total).toBe(0);
    expect((await list(`?q=${code}&status=inTransit`)).total).toBe(0);
    expect((await k.get('/Staff/Package?status=lost', staff().token)).statusCode).toBe(400);

    const made: Consignment = await s.consigned(customer.token, consignmentRequest([newTrackingCode()]));
    const forbidden = [
      await k.get('/Staff/Package', customer.token),
      await s.receive(customer.token, { trackingCode: newTrackingCode() }),
      await s.measure(customer.token, loose.package.id, bulkyParcel),
      await s.match(customer.token, loose.package.id, made.id),
      await s.move(customer.token, { codes: [loose.package.code], to: 'inTransit' }),
    ];
    expect(forbidden.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await k.get('/Staff/Package', '')).statusCode).toBe(401);
    // Nothing a customer sent was done.
    expect((await list(`?q=${loose.package.code}`)).items[0]).toMatchObject({ order: null, status: 'inChina' });
  });
});
