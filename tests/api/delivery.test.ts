import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Delivery, DeliverySummary, StaffDeliverySummary } from '../../contract/delivery';
import type { ApiErrorBody } from '../../contract/errors';
import { DAY_MS } from '../../contract/fees';
import type { Product } from '../../contract/products';
import type { SettingsVersion } from '../../contract/settings';
import { deliveryRequests, packages } from '../../server/db/schema';
import { answered, databases } from './helpers';
import { defaultDeliveryFee, deliveryKit, TEN_DAYS_MS, type Parcel } from './deliveryHelpers';
import { orderKit, productsFromShops } from './orderHelpers';
import { shippingKit } from './shippingHelpers';
import { useWalletApp, type Actor } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

const [product] = productsFromShops(1) as [Product];

/** One bulky parcel (billed by volume: 10 kg) and one small dense one (1.3 kg): 11.3 kg, 12 started kg. */
const parcels: Parcel[] = [
  { weightGrams: 6_000, lengthCm: 50, widthCm: 40, heightCm: 30 },
  { weightGrams: 1_250, lengthCm: 20, widthCm: 20, heightCm: 10 },
];
const parcelsFee = defaultDeliveryFee(11_300);

/** A 2.1 kg parcel (by weight: 0.5 kg by volume): 3 started kg of storage a day past the free ones. */
const smallParcel: Parcel = { weightGrams: 2_100, lengthCm: 20, widthCm: 15, heightCm: 10 };
const smallFee = defaultDeliveryFee(2_100);

const codeOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().code;

/** Delivery requests settle what is owed, then staff hand over and complete them. */
describe.each(databases())('delivery requests on $name', (kind) => {
  const { k, staff } = useWalletApp(kind);
  const o = orderKit(k);
  const d = deliveryKit(k, o);
  const s = shippingKit(k);

  /** A customer with an address, a buy order whose two parcels wait in Vietnam, and `balanceVnd` left. */
  async function customerWithParcels(balanceVnd = 10_000_000, withParcels: Parcel[] = parcels) {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await d.orderWithParcels(customer, staff(), { product, parcels: withParcels });
    await d.setBalance(staff(), customer, balanceVnd);
    const addressId = await o.address(customer.id);
    return { customer, order, addressId, packageIds: order.packages.map((p) => p.id) };
  }

  describe('deliverable packages and the quote', () => {
    it('lists only the caller’s packages waiting in Vietnam, oldest first', async () => {
      const { customer, order, packageIds } = await customerWithParcels();
      const inTransit = await d.orderWithParcels(customer, staff(), { product, parcels: [parcels[1]!], until: 'inTransit' });
      const other = await customerWithParcels();

      const response = await k.get('/Delivery/Packages', customer.token);
      expect(response.statusCode, response.body).toBe(200);
      const listed = response.json<{ packages: Delivery['packages'] }>().packages;
      expect(listed.map((p) => p.id)).toEqual(packageIds);
      expect(listed).toMatchObject([
        { code: `PK${order.id}-1`, status: 'inVietnam', chargeableGrams: 10_000, order: { kind: 'buy', id: order.id, code: order.code } },
        { code: `PK${order.id}-2`, status: 'inVietnam', chargeableGrams: 1_300, order: { kind: 'buy', id: order.id, code: order.code } },
      ]);
      expect(listed.map((p) => p.id)).not.toContain(inTransit.packages[0]?.id);
      expect(await d.deliverableIds(other.customer.token)).toEqual(other.packageIds);
    });

    it('quotes the order’s remaining balance, the fee (base + each started kg) and the total, with the shortfall; no storage on arrival', async () => {
      const { customer, order, addressId, packageIds } = await customerWithParcels(0);
      expect(order.remainingVnd).toBe(order.totalVnd - order.depositVnd);
      expect(order.remainingVnd).toBeGreaterThan(0);
      const quote = await d.quote(customer.token, d.request(packageIds, addressId));
      expect(quote).toEqual({
        packages: expect.any(Array),
        orders: [{ kind: 'buy', id: order.id, code: order.code, amountVnd: order.remainingVnd }],
        owedVnd: order.remainingVnd,
        chargeableGrams: 11_300,
        feeVnd: 30_000 + 12 * 2_000,
        storage: [],
        storageVnd: 0,
        totalVnd: order.remainingVnd + parcelsFee,
        availableVnd: 0,
        shortfallVnd: order.remainingVnd + parcelsFee,
        codAllowed: false,
        settingsVersion: expect.any(Number),
      });
      expect(quote.packages.map((p) => [p.id, p.chargeableGrams])).toEqual([
        [packageIds[0], 10_000],
        [packageIds[1], 1_300],
      ]);

      // One package alone: the whole order is still owed, the fee is on its weight only.
      const one = await d.quote(customer.token, d.request([packageIds[1]!], addressId));
      expect(one).toMatchObject({ owedVnd: order.remainingVnd, chargeableGrams: 1_300, feeVnd: 30_000 + 2 * 2_000 });

      await k.fund(staff().token, customer.id, 100_000);
      expect(await d.quote(customer.token, d.request(packageIds, addressId))).toMatchObject({
        availableVnd: 100_000,
        shortfallVnd: order.remainingVnd + parcelsFee - 100_000,
      });
    });

    it('answers 404 for another customer’s or a missing package, 409 package-not-ready for one not in Vietnam, 400 for another’s address', async () => {
      const { customer, addressId, packageIds } = await customerWithParcels();
      const other = await customerWithParcels();
      const inTransit = await d.orderWithParcels(customer, staff(), { product, parcels: [parcels[1]!], until: 'inTransit' });
      const transitId = inTransit.packages[0]!.id;

      for (const ids of [[packageIds[0]!, other.packageIds[0]!], [999_999], [0]]) {
        const response = await d.postQuote(customer.token, d.request(ids, addressId));
        expect(response.statusCode, response.body).toBe(404);
        expect(codeOf(response)).toBe('not-found');
      }

      const notReady = await d.postQuote(customer.token, d.request([packageIds[0]!, transitId], addressId));
      expect(notReady.statusCode).toBe(409);
      expect(notReady.json<ApiErrorBody>()).toMatchObject({
        code: 'package-not-ready',
        details: [{ path: 'packageIds.1', code: 'package-not-ready' }],
      });

      const address = await d.postQuote(customer.token, d.request(packageIds, other.addressId));
      expect(address.statusCode).toBe(400);
      expect(address.json<ApiErrorBody>()).toMatchObject({
        code: 'validation-failed',
        details: [{ path: 'addressId', code: 'address-choose' }],
      });

      const create = await d.create(customer.token, d.request([transitId], addressId), 1);
      expect(create.statusCode).toBe(409);
      expect(codeOf(create)).toBe('package-not-ready');
      expect(await d.requestCount(customer.id)).toBe(0);
    });

    it('refuses cash on delivery while settings do not allow it', async () => {
      const { customer, addressId, packageIds } = await customerWithParcels();
      const quote = await d.postQuote(customer.token, d.request(packageIds, addressId, 'cod'));
      expect(quote.statusCode).toBe(409);
      expect(codeOf(quote)).toBe('cod-not-allowed');
      const create = await d.create(customer.token, d.request(packageIds, addressId, 'cod'), 100_000);
      expect(create.statusCode).toBe(409);
      expect(codeOf(create)).toBe('cod-not-allowed');
      expect(await d.requestCount(customer.id)).toBe(0);
    });
  });

  describe('asking and paying from the wallet', () => {
    it('pays each order’s balance and the fee, settles the order and moves packages and order to awaitingDelivery', async () => {
      const { customer, order, addressId, packageIds } = await customerWithParcels(10_000_000);
      const before = await k.wallet(customer.token);
      const entriesBefore = await d.entryCount(customer.id);
      const { totalVnd } = await d.quote(customer.token, d.request(packageIds, addressId));
      const response = await d.create(customer.token, d.request(packageIds, addressId), totalVnd, { note: 'Gọi trước khi giao' });
      expect(response.statusCode, response.body).toBe(201);
      const delivery = response.json<Delivery>();

      expect(delivery).toMatchObject({
        status: 'requested',
        payment: 'wallet',
        packageCount: 2,
        orders: [{ kind: 'buy', id: order.id, code: order.code, amountVnd: order.remainingVnd }],
        owedVnd: order.remainingVnd,
        feeVnd: parcelsFee,
        totalVnd: order.remainingVnd + parcelsFee,
        paidVnd: order.remainingVnd + parcelsFee,
        codVnd: 0,
        note: 'Gọi trước khi giao',
        address: { receiverName: 'Nguyễn Văn An', provinceCode: '01' },
        handedOverAt: null,
        deliveredAt: null,
        cancelledAt: null,
      });
      expect(delivery.code).toMatch(/^GH\d{6}[A-HJ-NP-Z2-9]{4}$/);
      expect(delivery.addressLine).toBe(`Nguyễn Văn An · ${delivery.address.wardName}, ${delivery.address.provinceName}`);
      expect(delivery.packages.map((p) => [p.id, p.status])).toEqual([
        [packageIds[0], 'awaitingDelivery'],
        [packageIds[1], 'awaitingDelivery'],
      ]);

      expect((await k.wallet(customer.token)).balanceVnd).toBe(before.balanceVnd - totalVnd);
      const entries = (await d.transactions(customer.token)).slice(entriesBefore);
      expect(entries.map(({ type, amountVnd, cause, note }) => ({ type, amountVnd, cause, note }))).toEqual([
        { type: 'payment', amountVnd: -order.remainingVnd, cause: { type: 'order', id: order.id }, note: order.code },
        { type: 'payment', amountVnd: -parcelsFee, cause: { type: 'delivery', id: delivery.id }, note: delivery.code },
      ]);
      const after = await o.order(customer.token, order.id);
      expect(after).toMatchObject({ status: 'awaitingDelivery', remainingVnd: 0, paidVnd: order.paidVnd + order.remainingVnd });
      expect(after.packages.map((p) => p.status)).toEqual(['awaitingDelivery', 'awaitingDelivery']);
      expect(after.events.at(-1)).toMatchObject({ status: 'awaitingDelivery', note: `Yêu cầu giao ${delivery.code}` });
      expect(await d.deliverableIds(customer.token)).toEqual([]);
      const taken = await d.postQuote(customer.token, d.request([packageIds[1]!], addressId));
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ApiErrorBody>()).toMatchObject({ code: 'package-not-ready', details: [{ path: 'packageIds.0' }] });
      await k.expectBooksBalanced(customer.id);

      expect(await d.delivery(customer.token, delivery.id)).toEqual(delivery);
      const list = await k.get('/Delivery', customer.token);
      expect(list.json<Page<DeliverySummary>>()).toMatchObject({
        total: 1,
        items: [{ id: delivery.id, packageCount: 2, addressLine: delivery.addressLine }],
      });
    });

    it('refuses with insufficient-funds and writes nothing; the quote shows the shortfall', async () => {
      const { customer, order, addressId, packageIds } = await customerWithParcels(0);
      const short = 10_000;
      const { totalVnd } = await d.quote(customer.token, d.request(packageIds, addressId));
      await k.fund(staff().token, customer.id, totalVnd - short);
      const quote = await d.quote(customer.token, d.request(packageIds, addressId));
      expect(quote).toMatchObject({ availableVnd: totalVnd - short, shortfallVnd: short });
      const entries = await d.entryCount(customer.id);

      const response = await d.create(customer.token, d.request(packageIds, addressId), totalVnd);
      expect(response.statusCode).toBe(409);
      expect(codeOf(response)).toBe('insufficient-funds');
      expect((await k.wallet(customer.token)).balanceVnd).toBe(totalVnd - short);
      expect(await d.entryCount(customer.id)).toBe(entries);
      expect(await d.requestCount(customer.id)).toBe(0);
      const unchanged = await o.order(customer.token, order.id);
      expect(unchanged).toMatchObject({ status: 'arrivedVietnam', paidVnd: order.paidVnd, remainingVnd: order.remainingVnd });
      expect(unchanged.packages.map((p) => p.status)).toEqual(['inVietnam', 'inVietnam']);
      expect(await d.deliverableIds(customer.token)).toEqual(packageIds);
    });

    it('makes one request and pays once when retried with the same Idempotency-Key', async () => {
      const { customer, addressId, packageIds } = await customerWithParcels();
      const { totalVnd } = await d.quote(customer.token, d.request(packageIds, addressId));
      const key = randomUUID();
      const first = await d.create(customer.token, d.request(packageIds, addressId), totalVnd, { key });
      const again = await d.create(customer.token, d.request(packageIds, addressId), totalVnd, { key });
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json<Delivery>()).toEqual(first.json<Delivery>());
      expect(await d.requestCount(customer.id)).toBe(1);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(10_000_000 - totalVnd);
      await k.expectBooksBalanced(customer.id);
    });

    it('answers quote-changed when the total is not the one quoted, or settings changed since, and writes nothing', async () => {
      const { customer, addressId, packageIds } = await customerWithParcels();
      const { totalVnd } = await d.quote(customer.token, d.request(packageIds, addressId));
      const wrong = await d.create(customer.token, d.request(packageIds, addressId), totalVnd - 1);
      expect(wrong.statusCode).toBe(409);
      expect(codeOf(wrong)).toBe('quote-changed');

      await k.setSettings((settings) => {
        settings.delivery.perKgVnd = 3_000;
      });
      try {
        const moved = await d.create(customer.token, d.request(packageIds, addressId), totalVnd);
        expect(moved.statusCode).toBe(409);
        expect(codeOf(moved)).toBe('quote-changed');
        expect((await d.quote(customer.token, d.request(packageIds, addressId))).feeVnd).toBe(30_000 + 12 * 3_000);
      } finally {
        await k.setSettings(() => {});
      }
      expect(await d.requestCount(customer.id)).toBe(0);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(10_000_000);
    });

    it('lets exactly one of two simultaneous requests for the same package through; the other is package-not-ready', async () => {
      const { customer, addressId, packageIds } = await customerWithParcels();
      const { totalVnd: both } = await d.quote(customer.token, d.request(packageIds, addressId));
      const { totalVnd: one } = await d.quote(customer.token, d.request([packageIds[0]!], addressId));
      const responses = await Promise.all([
        d.create(customer.token, d.request(packageIds, addressId), both),
        d.create(customer.token, d.request([packageIds[0]!], addressId), one),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const loser = responses.find((r) => r.statusCode === 409)!;
      expect(codeOf(loser)).toBe('package-not-ready');
      const winner = responses.find((r) => r.statusCode === 201)!.json<Delivery>();
      expect(await d.requestCount(customer.id)).toBe(1);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(10_000_000 - winner.totalVnd);
      await k.expectBooksBalanced(customer.id);
    });

    it('races a staff move of the same order without a deadlock: packages are always locked before their order', async () => {
      for (let round = 0; round < 4; round += 1) {
        const { customer, order, addressId, packageIds } = await customerWithParcels();
        const { totalVnd } = await d.quote(customer.token, d.request(packageIds, addressId));
        const [asked, moved] = await Promise.all([
          d.create(customer.token, d.request(packageIds, addressId), totalVnd),
          o.move(staff().token, order.id, { to: 'awaitingDelivery' }),
        ]);
        expect(asked.statusCode, asked.body).toBe(201);
        // The delivery may have taken the order to "chờ giao" first; then the staff move is late, not broken.
        expect([200, 409], moved.body).toContain(moved.statusCode);
        expect((await o.order(customer.token, order.id)).status).toBe('awaitingDelivery');
        await k.expectBooksBalanced(customer.id);
      }
    });

    it('never overspends: two requests for different orders racing on money for one', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 10_000_000);
      const first = await d.orderWithParcels(customer, staff(), { product, parcels: [parcels[0]!] });
      const second = await d.orderWithParcels(customer, staff(), { product, parcels: [parcels[0]!] });
      const addressId = await o.address(customer.id);
      const [a, b] = [d.request([first.packages[0]!.id], addressId), d.request([second.packages[0]!.id], addressId)];
      const [quoteA, quoteB] = [await d.quote(customer.token, a), await d.quote(customer.token, b)];
      // Enough for the dearer of the two, not for both.
      await d.setBalance(staff(), customer, Math.max(quoteA.totalVnd, quoteB.totalVnd));
      const responses = await Promise.all([d.create(customer.token, a, quoteA.totalVnd), d.create(customer.token, b, quoteB.totalVnd)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(codeOf(responses.find((r) => r.statusCode === 409)!)).toBe('insufficient-funds');
      expect(await d.requestCount(customer.id)).toBe(1);
      expect((await k.wallet(customer.token)).balanceVnd).toBeGreaterThanOrEqual(0);
      await k.expectBooksBalanced(customer.id);
    });
  });

  describe('storage in the Vietnam warehouse', () => {
    /** What the one small parcel owes after ten started days: 3 days past the 7 free × 3 kg × 1,000. */
    const tenDaysStorage = 3 * 3 * 1_000;

    it('is free through the free days, then quoted per package and paid from the wallet with the fee in one entry', async () => {
      const { customer, order, addressId, packageIds } = await customerWithParcels(10_000_000, [smallParcel]);
      const body = d.request(packageIds, addressId);
      const code = `PK${order.id}-1`;

      await d.waited(packageIds, 7 * DAY_MS - 60_000);
      const free = await d.quote(customer.token, body);
      expect(free).toMatchObject({ storage: [], storageVnd: 0, totalVnd: order.remainingVnd + smallFee });

      const before = (await k.wallet(customer.token)).balanceVnd;
      const entries = await d.entryCount(customer.id);
      await d.waited(packageIds, TEN_DAYS_MS - (7 * DAY_MS - 60_000));
      const quote = await d.quote(customer.token, body);
      expect(quote).toMatchObject({
        feeVnd: smallFee,
        storage: [{ packageId: packageIds[0], code, days: 3, amountVnd: tenDaysStorage }],
        storageVnd: tenDaysStorage,
        totalVnd: order.remainingVnd + smallFee + tenDaysStorage,
      });
      const response = await d.create(customer.token, body, quote.totalVnd);
      expect(response.statusCode, response.body).toBe(201);
      const delivery = response.json<Delivery>();
      const totalVnd = order.remainingVnd + smallFee + tenDaysStorage;
      expect(delivery).toMatchObject({
        feeVnd: smallFee,
        storage: [{ packageId: packageIds[0], code, days: 3, amountVnd: tenDaysStorage }],
        storageVnd: tenDaysStorage,
        totalVnd,
        paidVnd: totalVnd,
        codVnd: 0,
      });
      expect((await k.wallet(customer.token)).balanceVnd).toBe(before - totalVnd);
      const written = (await d.transactions(customer.token)).slice(entries);
      expect(written.map(({ type, amountVnd, cause, note }) => ({ type, amountVnd, cause, note }))).toEqual([
        { type: 'payment', amountVnd: -order.remainingVnd, cause: { type: 'order', id: order.id }, note: order.code },
        { type: 'payment', amountVnd: -(smallFee + tenDaysStorage), cause: { type: 'delivery', id: delivery.id }, note: delivery.code },
      ]);
      await k.expectBooksBalanced(customer.id);
      expect(await d.delivery(customer.token, delivery.id)).toEqual(delivery);
      const [row] = await k.db.select().from(deliveryRequests).where(eq(deliveryRequests.id, delivery.id));
      expect(row).toMatchObject({ storageVnd: tenDaysStorage, storage: delivery.storage });
    });

    it('answers quote-changed when a day passed between the quote and the confirmation, and writes nothing', async () => {
      const { customer, addressId, packageIds } = await customerWithParcels(10_000_000, [smallParcel]);
      const body = d.request(packageIds, addressId);
      await d.waited(packageIds, TEN_DAYS_MS);
      const quoted = await d.quote(customer.token, body);
      expect(quoted.storageVnd).toBe(tenDaysStorage);
      const entries = await d.entryCount(customer.id);
      await d.waited(packageIds, DAY_MS);
      const response = await d.create(customer.token, body, quoted.totalVnd);
      expect(response.statusCode).toBe(409);
      expect(codeOf(response)).toBe('quote-changed');
      expect(await d.requestCount(customer.id)).toBe(0);
      expect(await d.entryCount(customer.id)).toBe(entries);
      // A day later: a fourth day past the free ones.
      expect((await d.quote(customer.token, body)).storageVnd).toBe(4 * 3 * 1_000);
    });

    it('gives the storage back with the fee on cancel, and the next request charges it again from arrival', async () => {
      const { customer, order, addressId, packageIds } = await customerWithParcels(10_000_000, [smallParcel]);
      const body = d.request(packageIds, addressId);
      await d.waited(packageIds, TEN_DAYS_MS);
      const delivery = await d.requested(customer.token, body);
      expect(delivery).toMatchObject({ storageVnd: tenDaysStorage, paidVnd: order.remainingVnd + smallFee + tenDaysStorage });
      const balance = (await k.wallet(customer.token)).balanceVnd;

      const response = await k.post(`/Delivery/${delivery.id}/Cancel`, customer.token, undefined, randomUUID());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Delivery>()).toMatchObject({ status: 'cancelled', paidVnd: order.remainingVnd, storageVnd: tenDaysStorage });
      expect((await k.wallet(customer.token)).balanceVnd).toBe(balance + smallFee + tenDaysStorage);
      expect((await d.transactions(customer.token)).at(-1)).toMatchObject({
        type: 'refund',
        amountVnd: smallFee + tenDaysStorage,
        cause: { type: 'delivery', id: delivery.id },
      });
      await k.expectBooksBalanced(customer.id);

      const again = await d.requested(customer.token, body);
      expect(again).toMatchObject({ owedVnd: 0, storageVnd: tenDaysStorage, totalVnd: smallFee + tenDaysStorage });
      expect((await k.wallet(customer.token)).balanceVnd).toBe(balance);
      await k.expectBooksBalanced(customer.id);
    });

    it('prices each package by its own order’s locked policy, even after settings change the storage price', async () => {
      const { customer, order, addressId, packageIds } = await customerWithParcels(10_000_000, [smallParcel]);
      await k.setSettings((settings) => {
        settings.fees.storage = { freeDays: 7, perKgPerDayVnd: 5_000 };
      });
      try {
        const newer = await d.orderWithParcels(customer, staff(), { product, parcels: [smallParcel] });
        const newerId = newer.packages[0]!.id;
        await d.waited([packageIds[0]!, newerId], TEN_DAYS_MS);
        const quote = await d.quote(customer.token, d.request([packageIds[0]!, newerId], addressId));
        expect(quote.storage).toEqual([
          { packageId: packageIds[0], code: `PK${order.id}-1`, days: 3, amountVnd: tenDaysStorage },
          { packageId: newerId, code: `PK${newer.id}-1`, days: 3, amountVnd: 3 * 3 * 5_000 },
        ]);
        expect(quote.storageVnd).toBe(tenDaysStorage + 3 * 3 * 5_000);
        expect(quote.totalVnd).toBe(quote.owedVnd + defaultDeliveryFee(4_200) + quote.storageVnd);
      } finally {
        await k.setSettings(() => {});
      }
    });

    it('charges a consignment parcel from its warehouse move to Vietnam', async () => {
      const { customer, addressId } = await customerWithParcels();
      const {
        packages: [parcel],
      } = await s.consignmentInVietnam(customer, staff().token);
      const [row] = await k.db.select({ arrivedVietnamAt: packages.arrivedVietnamAt }).from(packages).where(eq(packages.id, parcel!.id));
      expect(row?.arrivedVietnamAt).toBeInstanceOf(Date);
      await d.waited([parcel!.id], TEN_DAYS_MS);
      const quote = await d.quote(customer.token, d.request([parcel!.id], addressId));
      // 10 kg by volume: 3 days × 10 kg × 1,000.
      expect(quote.storage).toEqual([{ packageId: parcel!.id, code: parcel!.code, days: 3, amountVnd: 30_000 }]);
    });
  });

  describe('consignments', () => {
    it('delivers a consignment’s package with a buy order’s, settling each order’s remaining balance', async () => {
      const { customer, order, addressId, packageIds } = await customerWithParcels();
      const {
        consignment,
        packages: [parcel],
      } = await s.consignmentInVietnam(customer, staff().token);
      expect(consignment).toMatchObject({ status: 'awaitingDelivery', totalVnd: 260_000, paidVnd: 0, remainingVnd: 260_000 });
      expect(await d.deliverableIds(customer.token)).toEqual([...packageIds, parcel!.id]);

      const ids = [packageIds[0]!, parcel!.id];
      const quote = await d.quote(customer.token, d.request(ids, addressId));
      expect(quote).toMatchObject({
        orders: [
          { kind: 'buy', id: order.id, code: order.code, amountVnd: order.remainingVnd },
          { kind: 'shipping', id: consignment.id, code: consignment.code, amountVnd: 260_000 },
        ],
        owedVnd: order.remainingVnd + 260_000,
        chargeableGrams: 20_000,
        feeVnd: defaultDeliveryFee(20_000),
      });
      expect(quote.packages.map((p) => p.order)).toEqual([
        { kind: 'buy', id: order.id, code: order.code },
        { kind: 'shipping', id: consignment.id, code: consignment.code },
      ]);

      const entries = await d.entryCount(customer.id);
      const delivery = await d.requested(customer.token, d.request(ids, addressId));
      const written = (await d.transactions(customer.token)).slice(entries);
      expect(written.map(({ amountVnd, cause }) => ({ amountVnd, cause }))).toEqual([
        { amountVnd: -order.remainingVnd, cause: { type: 'order', id: order.id } },
        { amountVnd: -260_000, cause: { type: 'shipping', id: consignment.id } },
        { amountVnd: -quote.feeVnd, cause: { type: 'delivery', id: delivery.id } },
      ]);
      expect(await s.consignment(customer.token, consignment.id)).toMatchObject({
        status: 'awaitingDelivery',
        paidVnd: 260_000,
        remainingVnd: 0,
      });

      await d.staffMoved(staff().token, delivery.id, 'HandOver');
      expect((await s.consignment(customer.token, consignment.id)).status).toBe('delivering');
      await d.staffMoved(staff().token, delivery.id, 'Complete');
      expect((await s.consignment(customer.token, consignment.id)).status).toBe('received');
      // The buy order's other parcel is still in the warehouse: the order is where that one is.
      expect((await o.order(customer.token, order.id)).status).toBe('arrivedVietnam');
      await k.expectBooksBalanced(customer.id);
    });
  });

  describe('cancelling, handing over and completing', () => {
    it('cancels a new request: the fee comes back, the orders stay paid and the packages can be asked for again', async () => {
      const { customer, order, addressId, packageIds } = await customerWithParcels();
      const delivery = await d.requested(customer.token, d.request(packageIds, addressId));
      const balance = (await k.wallet(customer.token)).balanceVnd;

      const response = await k.post(`/Delivery/${delivery.id}/Cancel`, customer.token, undefined, randomUUID());
      expect(response.statusCode, response.body).toBe(200);
      const cancelled = response.json<Delivery>();
      expect(cancelled).toMatchObject({ status: 'cancelled', paidVnd: delivery.owedVnd, feeVnd: parcelsFee });
      expect(cancelled.cancelledAt).not.toBeNull();
      expect((await k.wallet(customer.token)).balanceVnd).toBe(balance + parcelsFee);
      expect((await d.transactions(customer.token)).at(-1)).toMatchObject({
        type: 'refund',
        amountVnd: parcelsFee,
        cause: { type: 'delivery', id: delivery.id },
      });
      expect(await o.order(customer.token, order.id)).toMatchObject({ remainingVnd: 0, status: 'awaitingDelivery' });
      expect(cancelled.packages.map((p) => p.status)).toEqual(['awaitingDelivery', 'awaitingDelivery']);
      expect(await d.deliverableIds(customer.token)).toEqual(packageIds);

      const again = await k.post(`/Delivery/${delivery.id}/Cancel`, customer.token, undefined, randomUUID());
      expect(again.statusCode).toBe(409);
      expect(codeOf(again)).toBe('invalid-transition');

      // Asked again, only the fee is due: the order was settled by the first request.
      const second = await d.requested(customer.token, d.request(packageIds, addressId));
      expect(second).toMatchObject({ orders: [{ id: order.id, amountVnd: 0 }], owedVnd: 0, totalVnd: parcelsFee });
      await k.expectBooksBalanced(customer.id);
    });

    it('hands over and completes: packages and the buy order go delivering, then delivered and received', async () => {
      const { customer, order, addressId, packageIds } = await customerWithParcels();
      const delivery = await d.requested(customer.token, d.request(packageIds, addressId));
      const balance = (await k.wallet(customer.token)).balanceVnd;

      const handed = await d.staffMoved(staff().token, delivery.id, 'HandOver', { note: 'GHN 123456' });
      expect(handed).toMatchObject({ status: 'processing', deliveredAt: null });
      expect(handed.handedOverAt).not.toBeNull();
      expect(handed.packages.map((p) => p.status)).toEqual(['delivering', 'delivering']);
      const delivering = await o.order(customer.token, order.id);
      expect(delivering.status).toBe('delivering');
      expect(delivering.events.at(-1)?.note).toBe(`Yêu cầu giao ${delivery.code}\nGHN 123456`);

      const cancel = await k.post(`/Delivery/${delivery.id}/Cancel`, customer.token, undefined, randomUUID());
      expect(cancel.statusCode).toBe(409);
      expect(codeOf(cancel)).toBe('invalid-transition');
      const handAgain = await d.staffMove(staff().token, delivery.id, 'HandOver');
      expect(handAgain.statusCode).toBe(409);

      const done = await d.staffMoved(staff().token, delivery.id, 'Complete');
      expect(done).toMatchObject({ status: 'delivered', paidVnd: delivery.totalVnd });
      expect(done.deliveredAt).not.toBeNull();
      expect(done.packages.map((p) => p.status)).toEqual(['delivered', 'delivered']);
      expect((await o.order(customer.token, order.id)).status).toBe('received');
      expect((await k.wallet(customer.token)).balanceVnd).toBe(balance);

      const twice = await d.staffMove(staff().token, delivery.id, 'Complete');
      expect(twice.statusCode).toBe(409);
      expect(codeOf(twice)).toBe('invalid-transition');
      expect(await d.delivery(customer.token, delivery.id)).toEqual(done);
    });

    it('keeps the carrier and its tracking code given at hand-over, for the customer and in the console', async () => {
      const { customer, addressId, packageIds } = await customerWithParcels();
      const delivery = await d.requested(customer.token, d.request(packageIds, addressId));
      const handed = await d.staffMoved(staff().token, delivery.id, 'HandOver', {
        carrier: '  Giao Hàng Nhanh ',
        trackingCode: ' GHN-5XK2 ',
      });
      expect(handed).toMatchObject({ status: 'processing', carrier: 'Giao Hàng Nhanh', trackingCode: 'GHN-5XK2', note: '' });
      expect(await d.delivery(customer.token, delivery.id)).toMatchObject({ carrier: 'Giao Hàng Nhanh', trackingCode: 'GHN-5XK2' });

      const row = await answered<StaffDeliverySummary>(k.get(`/Staff/Delivery/${delivery.id}`, staff().token), 200);
      expect(row).toEqual({
        id: delivery.id,
        code: delivery.code,
        status: 'processing',
        payment: 'wallet',
        packageCount: 2,
        totalVnd: delivery.totalVnd,
        addressLine: delivery.addressLine,
        createdAt: delivery.createdAt,
        updatedAt: handed.updatedAt,
        customerCode: customer.customerCode,
        carrier: 'Giao Hàng Nhanh',
        trackingCode: 'GHN-5XK2',
      });
      const listed = await answered<Page<StaffDeliverySummary>>(k.get(`/Staff/Delivery?q=${delivery.code}`, staff().token), 200);
      expect(listed.items).toEqual([row]);
    });

    it('hands over without a carrier as before: none is kept, and blanks are none', async () => {
      const { customer, addressId, packageIds } = await customerWithParcels();
      const delivery = await d.requested(customer.token, d.request(packageIds, addressId));
      const handed = await d.staffMoved(staff().token, delivery.id, 'HandOver', { carrier: ' ', trackingCode: '' });
      expect(handed).toMatchObject({ status: 'processing', carrier: null, trackingCode: null });
    });

    it('refuses a malformed tracking code or a carrier too long with Vietnamese details, and hands nothing over', async () => {
      const { customer, addressId, packageIds } = await customerWithParcels();
      const delivery = await d.requested(customer.token, d.request(packageIds, addressId));
      for (const [body, path, message] of [
        [{ trackingCode: 'GHN 123/45' }, 'trackingCode', 'Mã vận đơn chỉ gồm chữ, số và dấu gạch ngang, tối đa 60 ký tự'],
        [{ trackingCode: 'A'.repeat(61) }, 'trackingCode', 'Mã vận đơn chỉ gồm chữ, số và dấu gạch ngang, tối đa 60 ký tự'],
        [{ carrier: 'x'.repeat(61) }, 'carrier', 'Nội dung quá dài'],
      ] as const) {
        const refused = await d.staffMove(staff().token, delivery.id, 'HandOver', body);
        expect(refused.statusCode, refused.body).toBe(400);
        const error = refused.json<ApiErrorBody>();
        expect(error).toMatchObject({ code: 'validation-failed', message: 'Dữ liệu không hợp lệ' });
        expect(error.details).toContainEqual(expect.objectContaining({ path, message }));
      }
      expect(await d.delivery(customer.token, delivery.id)).toMatchObject({ status: 'requested', carrier: null, trackingCode: null });
    });

    it('completes only what was handed over, and answers 404 for a request that does not exist', async () => {
      const { customer, addressId, packageIds } = await customerWithParcels();
      const delivery = await d.requested(customer.token, d.request(packageIds, addressId));
      const early = await d.staffMove(staff().token, delivery.id, 'Complete');
      expect(early.statusCode).toBe(409);
      expect(codeOf(early)).toBe('invalid-transition');
      expect((await d.staffMove(staff().token, 999_999, 'HandOver')).statusCode).toBe(404);
    });
  });

  describe('who sees what', () => {
    it('keeps requests to their customer, lists every customer’s for staff, and answers 403 to customers on staff routes', async () => {
      const a = await customerWithParcels();
      const b = await customerWithParcels();
      const ofA = await d.requested(a.customer.token, d.request(a.packageIds, a.addressId));
      const ofB = await d.requested(b.customer.token, d.request(b.packageIds, b.addressId));

      const hidden = await k.get(`/Delivery/${ofB.id}`, a.customer.token);
      expect(hidden.statusCode).toBe(404);
      expect(codeOf(hidden)).toBe('not-found');
      const cancelOther = await k.post(`/Delivery/${ofB.id}/Cancel`, a.customer.token, undefined, randomUUID());
      expect(cancelOther.statusCode).toBe(404);
      expect((await k.get('/Delivery', a.customer.token)).json<Page<DeliverySummary>>().items.map((item) => item.id)).toEqual([ofA.id]);

      const staffList = await k.get('/Staff/Delivery?status=requested&pageSize=50', staff().token);
      expect(staffList.statusCode, staffList.body).toBe(200);
      const ids = staffList.json<Page<DeliverySummary>>().items.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([ofA.id, ofB.id]));
      expect(ids.indexOf(ofB.id)).toBeLessThan(ids.indexOf(ofA.id));

      const one = await answered<StaffDeliverySummary>(k.get(`/Staff/Delivery/${ofA.id}`, staff().token), 200);
      expect(one).toMatchObject({ id: ofA.id, code: ofA.code, status: 'requested', customerCode: a.customer.customerCode, carrier: null });
      expect(staffList.json<Page<StaffDeliverySummary>>().items.find((item) => item.id === ofB.id)?.customerCode).toBe(
        b.customer.customerCode,
      );
      const missing = await k.get('/Staff/Delivery/999999999', staff().token);
      expect(missing.statusCode).toBe(404);
      expect(codeOf(missing)).toBe('not-found');

      const purchasing = await k.staff('staff', ['purchasing', 'warehouse', 'money', 'care']);
      for (const response of [
        await k.get('/Staff/Delivery', a.customer.token),
        await k.get(`/Staff/Delivery/${ofA.id}`, a.customer.token),
        await k.get(`/Staff/Delivery/${ofA.id}`, purchasing.token),
        await d.staffMove(a.customer.token, ofA.id, 'HandOver'),
        await d.staffMove(a.customer.token, ofA.id, 'Complete'),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(codeOf(response)).toBe('forbidden');
      }
      expect((await d.delivery(a.customer.token, ofA.id)).status).toBe('requested');
    });
  });
});

/** COD is off by default; these tests turn it on, so they have an app (and database) of their own. */
describe.each(databases())('cash-on-delivery requests on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const o = orderKit(k);
  const d = deliveryKit(k, o);

  async function allowCod(admin: Actor) {
    const headers = { authorization: `Bearer ${admin.token}` };
    const current = (await t().app.inject({ method: 'GET', url: '/api/Admin/Settings', headers })).json<SettingsVersion>();
    const settings = { ...current.settings, delivery: { ...current.settings.delivery, codAllowed: true } };
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/Admin/Settings',
      headers,
      payload: { settings, baseVersion: current.version },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('is allowed once an admin enables it: nothing is debited until staff complete, then cash in and payments out, net 0', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await d.orderWithParcels(customer, staff(), { product, parcels });
    await d.setBalance(staff(), customer, 0);
    const addressId = await o.address(customer.id);
    const packageIds = order.packages.map((p) => p.id);
    await allowCod(await k.staff('admin'));

    const quote = await d.quote(customer.token, d.request(packageIds, addressId, 'cod'));
    expect(quote).toMatchObject({ codAllowed: true, availableVnd: 0, shortfallVnd: 0, totalVnd: order.remainingVnd + parcelsFee });
    const entries = await d.entryCount(customer.id);
    const delivery = await d.requested(customer.token, d.request(packageIds, addressId, 'cod'));
    expect(delivery).toMatchObject({ payment: 'cod', paidVnd: 0, codVnd: quote.totalVnd, totalVnd: quote.totalVnd });
    expect(await d.entryCount(customer.id)).toBe(entries);
    expect(await o.order(customer.token, order.id)).toMatchObject({ status: 'awaitingDelivery', remainingVnd: order.remainingVnd });

    await d.staffMoved(staff().token, delivery.id, 'HandOver');
    const done = await d.staffMoved(staff().token, delivery.id, 'Complete');
    expect(done).toMatchObject({ status: 'delivered', paidVnd: quote.totalVnd, codVnd: quote.totalVnd });

    const written = (await d.transactions(customer.token)).slice(entries);
    expect(written.map(({ type, amountVnd, cause, note }) => ({ type, amountVnd, cause, note }))).toEqual([
      {
        type: 'recharge',
        amountVnd: quote.totalVnd,
        cause: { type: 'delivery', id: delivery.id },
        note: 'Thu tiền mặt khi giao hàng (COD)',
      },
      { type: 'payment', amountVnd: -order.remainingVnd, cause: { type: 'order', id: order.id }, note: order.code },
      { type: 'payment', amountVnd: -parcelsFee, cause: { type: 'delivery', id: delivery.id }, note: delivery.code },
    ]);
    expect((await k.wallet(customer.token)).balanceVnd).toBe(0);
    expect(await o.order(customer.token, order.id)).toMatchObject({
      status: 'received',
      remainingVnd: 0,
      paidVnd: order.paidVnd + order.remainingVnd,
    });
    await k.expectBooksBalanced(customer.id);
  });

  it('collects storage with the rest: in the cash the carrier brings and in the request’s payment on completion', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await d.orderWithParcels(customer, staff(), { product, parcels: [smallParcel] });
    await d.setBalance(staff(), customer, 0);
    const addressId = await o.address(customer.id);
    const body = d.request(
      order.packages.map((p) => p.id),
      addressId,
      'cod',
    );
    await allowCod(await k.staff('admin'));

    const entries = await d.entryCount(customer.id);
    await d.waited(body.packageIds, TEN_DAYS_MS);
    const delivery = await d.requested(customer.token, body);
    const totalVnd = order.remainingVnd + smallFee + 9_000;
    expect(delivery).toMatchObject({ storageVnd: 9_000, totalVnd, codVnd: totalVnd, paidVnd: 0 });
    expect(await d.entryCount(customer.id)).toBe(entries);

    await d.staffMoved(staff().token, delivery.id, 'HandOver');
    const done = await d.staffMoved(staff().token, delivery.id, 'Complete');
    expect(done).toMatchObject({ status: 'delivered', paidVnd: totalVnd, storageVnd: 9_000 });
    const written = (await d.transactions(customer.token)).slice(entries);
    expect(written.map(({ type, amountVnd, cause }) => ({ type, amountVnd, cause }))).toEqual([
      { type: 'recharge', amountVnd: totalVnd, cause: { type: 'delivery', id: delivery.id } },
      { type: 'payment', amountVnd: -order.remainingVnd, cause: { type: 'order', id: order.id } },
      { type: 'payment', amountVnd: -(smallFee + 9_000), cause: { type: 'delivery', id: delivery.id } },
    ]);
    expect((await k.wallet(customer.token)).balanceVnd).toBe(0);
    await k.expectBooksBalanced(customer.id);
  });

  it('does not ask twice for an order an open COD request is already collecting', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000_000);
    const order = await d.orderWithParcels(customer, staff(), { product, parcels });
    await d.setBalance(staff(), customer, 0);
    const addressId = await o.address(customer.id);
    const [first, second] = order.packages.map((p) => p.id) as [number, number];
    const entries = await d.entryCount(customer.id);
    const codRequest = await d.requested(customer.token, d.request([first], addressId, 'cod'));
    expect(codRequest.owedVnd).toBe(order.remainingVnd);
    const next = await d.quote(customer.token, d.request([second], addressId, 'cod'));
    expect(next).toMatchObject({ orders: [{ id: order.id, amountVnd: 0 }], owedVnd: 0, totalVnd: defaultDeliveryFee(1_300) });

    // Cancelled, the COD request collects nothing: the order's balance is owed again.
    const cancelled = await k.post(`/Delivery/${codRequest.id}/Cancel`, customer.token, undefined, randomUUID());
    expect(cancelled.json<Delivery>()).toMatchObject({ status: 'cancelled', paidVnd: 0 });
    expect((await d.quote(customer.token, d.request([second], addressId, 'cod'))).owedVnd).toBe(order.remainingVnd);
    expect(await d.entryCount(customer.id)).toBe(entries);
    const [row] = await k.db.select().from(deliveryRequests).where(eq(deliveryRequests.id, codRequest.id));
    expect(row?.status).toBe('cancelled');
    const statuses = await k.db.select({ status: packages.status }).from(packages).where(eq(packages.id, first));
    expect(statuses).toEqual([{ status: 'awaitingDelivery' }]);
  });
});
