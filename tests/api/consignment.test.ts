import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consignmentLabel, type Consignment, type ConsignmentSummary } from '../../contract/consignment';
import { insuranceFeeVnd } from '../../contract/fees';
import type { PackageLookup } from '../../contract/packages';
import { defaultSettings } from '../../contract/settings';
import { type ChinaWarehouse } from '../../contract/publicSettings';
import { databases } from './helpers';
import { consignmentRequest, newTrackingCode, shippingKit } from './shippingHelpers';
import { useWalletApp } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The warehouse this suite's settings name, so the label is seen to come from the settings in force. */
const warehouse: ChinaWarehouse = { receiver: 'MUAHO 仓库 测试', phone: '13900139000', address: '浙江省义乌市稠城街道 88 号' };

/** Consignments (/OrderShipping) as the customer sees them. */
describe.each(databases())('consignments on $name', (kind) => {
  // hcm / fast is not priced in this suite: a consignment on it could never be charged.
  const { k, staff } = useWalletApp(kind, {
    settings: (settings) => {
      settings.fees.shippingPrices = settings.fees.shippingPrices.filter((p) => !(p.warehouse === 'hcm' && p.line === 'fast'));
      settings.chinaWarehouse = warehouse;
    },
  });
  const s = shippingKit(k);

  it('makes a consignment of many codes, upper-cased and trimmed, with the rate, policy and label locked in', async () => {
    const customer = await k.customer();
    const codes = Array.from({ length: 12 }, () => newTrackingCode('yt'));
    const response = await s.consign(customer.token, {
      ...consignmentRequest(codes.map((code) => `  ${code.toLowerCase()} `)),
      services: { crate: true, insurance: true },
      declaredValueVnd: 2_500_000,
      note: 'Hàng dễ vỡ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json<Consignment>();
    expect(made.code).toMatch(/^KG\d{6}[A-Z2-9]{4}$/);
    expect(made).toMatchObject({
      status: 'consigned',
      goods: 'Áo khoác nữ, 3 chiếc',
      warehouse: 'hn',
      line: 'normal',
      declaredValueVnd: 2_500_000,
      note: 'Hàng dễ vỡ',
      rateVndPerCny: defaultSettings.rates.orderRateVndPerCny,
      trackingCodeCount: 12,
      matchedCount: 0,
      packageCount: 0,
      packages: [],
      paidVnd: 0,
    });
    expect(made.settingsVersion).toBeGreaterThan(1);
    expect(made.trackingCodes).toEqual(codes.map((code) => ({ code, status: 'created', receivedAt: null })));
    // Only insurance can be priced before anything is weighed; it is a share of the declared value.
    const insurance = insuranceFeeVnd(2_500_000, defaultSettings.fees);
    expect(insurance).toBe(75_000);
    expect(made.feeLines).toEqual([{ kind: 'insurance', amountVnd: insurance }]);
    expect(made.pending).toEqual(['internationalShipping', 'crate']);
    expect(made.totalVnd).toBe(insurance);
    expect(made.remainingVnd).toBe(insurance);
    expect(made.label).toBe(consignmentLabel(customer.customerCode, warehouse));
    expect(made.label).toContain(customer.customerCode);
    expect(made.label).toContain(warehouse.address);
    expect(made.events).toEqual([{ status: 'consigned', at: expect.any(String), note: '12 mã vận đơn' }]);
    expect(await s.consignment(customer.token, made.id)).toEqual(made);
  });

  it('refuses duplicate, malformed and missing codes, an unpriced route and missing goods, in Vietnamese', async () => {
    const customer = await k.customer();
    const code = newTrackingCode();
    const twice = await s.consign(customer.token, consignmentRequest([code, code.toLowerCase()]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ details: { message: string }[] }>().details.map((d) => d.message)).toContain('Có mã vận đơn bị nhập trùng');

    const malformed = await s.consign(customer.token, consignmentRequest([code, 'SF 12', 'ab']));
    expect(malformed.statusCode).toBe(400);
    const details = malformed.json<{ details: { path: string; message: string }[] }>().details;
    expect(details).toContainEqual(
      expect.objectContaining({ path: 'trackingCodes.1', message: 'Mã vận đơn chỉ gồm chữ, số và dấu gạch ngang, dài 8–30 ký tự' }),
    );
    expect(details.map((d) => d.path)).toContain('trackingCodes.2');

    const none = await s.consign(customer.token, consignmentRequest([]));
    expect(none.statusCode).toBe(400);
    expect(none.json<{ details: { message: string }[] }>().details[0]?.message).toBe('Vui lòng nhập ít nhất một mã vận đơn');

    const tooMany = await s.consign(customer.token, consignmentRequest(Array.from({ length: 51 }, () => newTrackingCode())));
    expect(tooMany.statusCode).toBe(400);

    const unpriced = await s.consign(customer.token, consignmentRequest([code], { warehouse: 'hcm', line: 'fast' }));
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual(['line']);

    const noGoods = await s.consign(customer.token, consignmentRequest([code], { goods: '   ' }));
    expect(noGoods.statusCode).toBe(400);
    expect(noGoods.json<{ details: { message: string }[] }>().details[0]?.message).toBe('Vui lòng mô tả hàng hóa trong kiện');

    // None of those made anything.
    expect((await k.get('/OrderShipping', customer.token)).json<Page<ConsignmentSummary>>().total).toBe(0);
    expect((await s.consign(customer.token, consignmentRequest([code], { warehouse: 'hcm', line: 'normal' }))).statusCode).toBe(201);
  });

  it('refuses a code already on one of the customer’s open consignments, until that one is cancelled; others’ codes are not looked at', async () => {
    const customer = await k.customer();
    const [a, b, c] = [newTrackingCode(), newTrackingCode(), newTrackingCode()];
    const first = await s.consigned(customer.token, consignmentRequest([a, b]));

    const again = await s.consign(customer.token, consignmentRequest([c, b, a]));
    expect(again.statusCode).toBe(409);
    const body = again.json<{ code: string; message: string; details: { path: string; message: string }[] }>();
    expect(body.code).toBe('tracking-code-in-use');
    expect(body.message).toBe('Mã vận đơn này đã có trong một đơn ký gửi khác của bạn');
    expect(body.details.map((d) => d.path).sort()).toEqual(['trackingCodes.1', 'trackingCodes.2']);

    // Another customer may list the same codes (their parcel is told apart by the label).
    const other = await k.customer();
    expect((await s.consign(other.token, consignmentRequest([a, b]))).statusCode).toBe(201);

    const cancelled = await s.cancel(customer.token, first.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Consignment>()).toMatchObject({ status: 'cancelled', remainingVnd: 0 });
    expect(cancelled.json<Consignment>().events.map((e) => e.status)).toEqual(['consigned', 'cancelled']);
    expect((await s.consign(customer.token, consignmentRequest([c, b, a]))).statusCode).toBe(201);

    // Cancelled is final.
    const twice = await s.cancel(customer.token, first.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ code: string }>().code).toBe('invalid-transition');
  });

  it('makes one of two creates racing with the same code', async () => {
    const customer = await k.customer();
    const code = newTrackingCode();
    const both = await Promise.all([
      s.consign(customer.token, consignmentRequest([code])),
      s.consign(customer.token, consignmentRequest([code])),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await k.get('/OrderShipping', customer.token)).json<Page<ConsignmentSummary>>().total).toBe(1);
  });

  it('answers another customer’s consignment, detail or cancel, as not found', async () => {
    const owner = await k.customer();
    const made = await s.consigned(owner.token, consignmentRequest([newTrackingCode()]));
    const stranger = await k.customer();
    expect((await k.get(`/OrderShipping/${made.id}`, stranger.token)).statusCode).toBe(404);
    expect((await s.cancel(stranger.token, made.id)).statusCode).toBe(404);
    expect((await k.get('/OrderShipping/999999999', owner.token)).statusCode).toBe(404);
    expect((await k.get('/OrderShipping/abc', owner.token)).statusCode).toBe(400);
    expect((await s.consignment(owner.token, made.id)).status).toBe('consigned');
  });

  it('lists the customer’s consignments newest first, by tab, searched by order or tracking code, a page at a time', async () => {
    const customer = await k.customer();
    const codes = [newTrackingCode('JT'), newTrackingCode('YT'), newTrackingCode('ZT')];
    const made: Consignment[] = [];
    for (const code of codes) made.push(await s.consigned(customer.token, consignmentRequest([code, newTrackingCode()])));
    await s.cancel(customer.token, made[0]!.id);
    const { consignment: inChina } = await s.consignmentInChina(customer, staff().token);

    const list = (query = '') => k.get(`/OrderShipping${query}`, customer.token).then((r) => r.json<Page<ConsignmentSummary>>());
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.items.map((item) => item.id)).toEqual([inChina.id, made[2]!.id, made[1]!.id, made[0]!.id]);
    expect(all.items[0]).toMatchObject({
      status: 'arrivedChina',
      trackingCodeCount: 1,
      matchedCount: 1,
      packageCount: 1,
      totalVnd: 260_000,
      remainingVnd: 260_000,
    });
    expect(all.items[1]).toMatchObject({
      status: 'consigned',
      trackingCodeCount: 2,
      matchedCount: 0,
      packageCount: 0,
      totalVnd: 0,
      remainingVnd: 0,
    });

    expect((await list('?tab=consigned')).items.map((item) => item.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect((await list('?tab=cancelled')).items.map((item) => item.id)).toEqual([made[0]!.id]);
    expect((await list('?tab=inChina')).items.map((item) => item.id)).toEqual([inChina.id]);
    expect((await list('?tab=awaitingDelivery')).total).toBe(0);
    expect((await k.get('/OrderShipping?tab=lost', customer.token)).statusCode).toBe(400);

    // Part of the order code, and part of a tracking code typed in lower case.
    expect((await list(`?q=${made[1]!.code.slice(2).toLowerCase()}`)).items.map((item) => item.id)).toEqual([made[1]!.id]);
    expect((await list(`?q=${codes[2]!.slice(0, -2).toLowerCase()}`)).items.map((item) => item.id)).toEqual([made[2]!.id]);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);

    const second = await list('?pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((item) => item.id)).toEqual([made[0]!.id]);

    // Nobody else's are listed.
    expect((await k.get('/OrderShipping', (await k.customer()).token)).json<Page<ConsignmentSummary>>().total).toBe(0);
  });

  it('makes one consignment of a create retried with the same Idempotency-Key', async () => {
    const customer = await k.customer();
    const body = consignmentRequest([newTrackingCode()]);
    const key = randomUUID();
    const first = await s.consign(customer.token, body, key);
    const retry = await s.consign(customer.token, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<Consignment>().id).toBe(first.json<Consignment>().id);
    expect((await k.get('/OrderShipping', customer.token)).json<Page<ConsignmentSummary>>().total).toBe(1);
    // The same key with another body is a mistake, not a new order.
    expect((await s.consign(customer.token, consignmentRequest([newTrackingCode()]), key)).statusCode).toBe(422);
  });

  it('cannot be cancelled once a parcel is the order’s', async () => {
    const customer = await k.customer();
    const { consignment: made } = await s.consignmentInChina(customer, staff().token);
    const response = await s.cancel(customer.token, made.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('invalid-transition');
  });

  it('looks a code up among the customer’s consignments: awaiting until scanned, then the parcel; others’ codes answer like unknown ones', async () => {
    const customer = await k.customer();
    const code = newTrackingCode();
    const made = await s.consigned(customer.token, consignmentRequest([code]));
    const lookup = (token: string, text: string) => k.get(`/Package/Lookup?code=${text}`, token).then((r) => r.json<PackageLookup>());

    expect(await lookup(customer.token, code.toLowerCase())).toEqual({
      code: code.toLowerCase(),
      packages: [],
      awaiting: [{ kind: 'shipping', id: made.id, code: made.code, status: 'consigned' }],
    });

    const { package: parcel } = await s.received(staff().token, { trackingCode: code });
    const found = await lookup(customer.token, code);
    expect(found.awaiting).toEqual([]);
    expect(found.packages).toEqual([
      expect.objectContaining({
        code: parcel.code,
        trackingCode: code,
        volumetricGrams: 10_000,
        chargeableGrams: 10_000,
        order: { kind: 'shipping', id: made.id, code: made.code },
      }),
    ]);
    expect((await lookup(customer.token, parcel.code)).packages).toHaveLength(1);

    const page = (await k.get('/Package', customer.token)).json<Page<{ code: string; order: { kind: string } }>>();
    expect(page.items).toEqual([expect.objectContaining({ code: parcel.code, order: { kind: 'shipping', id: made.id, code: made.code } })]);

    const stranger = await k.customer();
    expect(await lookup(stranger.token, code)).toEqual({ code, packages: [], awaiting: [] });
    expect(await lookup(stranger.token, parcel.code)).toEqual({ code: parcel.code, packages: [], awaiting: [] });
  });
});
