import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import type { StaffTaobaoIntOrder, StaffTaobaoIntRefund } from '../../contract/taobaoIntOrders';
import type { ReceivePackageResponse } from '../../contract/warehouse';
import { auditLog, users } from '../../server/db/schema';
import { simulatedTracking } from '../../server/modules/taobaoGlobal/client/simulator/simulatedGoods';
import { answered, databases } from './helpers';
import { taobaoIntKit, taobaoProducts } from './taobaoIntOrderHelpers';
import { useWalletApp } from './walletHelpers';

const [goods, other] = taobaoProducts(2) as [ReturnType<typeof taobaoProducts>[number], ReturnType<typeof taobaoProducts>[number]];

type Page<T> = { items: T[]; total: number };

describe.each(databases())('the Taobao Global desk on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const g = taobaoIntKit(k, t);

  it('is for purchasing staff and admins only', async () => {
    const actor = await g.buyer(staff().token);
    const order = await g.ordered(actor, g.request([goods]));
    const warehouse = await k.staff('staff', ['warehouse']);
    const purchasing = await k.staff('staff', ['purchasing']);
    const admin = await k.staff('admin');
    for (const [who, token] of [
      ['customer', actor.token],
      ['warehouse staff', warehouse.token],
    ] as const) {
      for (const [method, url] of [
        ['GET', '/Staff/TaobaoIntOrder'],
        ['GET', '/Staff/TaobaoIntOrder/Refund'],
        ['GET', `/Staff/TaobaoIntOrder/${order.id}`],
        ['POST', `/Staff/TaobaoIntOrder/${order.id}/Advance`],
      ] as const) {
        const answer = method === 'GET' ? await k.get(url, token) : await k.post(url, token);
        expect(answer.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
    expect((await k.get(`/Staff/TaobaoIntOrder/${order.id}`, purchasing.token)).statusCode).toBe(200);
    expect((await k.get(`/Staff/TaobaoIntOrder/${order.id}`, admin.token)).statusCode).toBe(200);
    expect((await k.get('/Staff/TaobaoIntOrder/Refund', purchasing.token)).statusCode).toBe(200);
    expect((await k.get('/Staff/TaobaoIntOrder/Refund', admin.token)).statusCode).toBe(200);
    // The customer's order did not move for any of the refused calls.
    expect((await g.order(actor, order.id)).status).toBe('paying');
  });

  it("lists every customer's orders with whose they are, found by order or customer code, and reads one", async () => {
    const actor = await g.buyer(staff().token);
    const order = await g.ordered(actor, g.request([goods]));
    const byCustomer = await answered<{ items: Array<{ id: number; customerCode: string; userId: number }> }>(
      k.get(`/Staff/TaobaoIntOrder?q=${actor.customerCode.slice(2).toLowerCase()}`, staff().token),
      200,
    );
    expect(byCustomer.items).toEqual([expect.objectContaining({ id: order.id, customerCode: actor.customerCode, userId: actor.id })]);
    const byCode = await answered<{ items: Array<{ id: number }> }>(
      k.get(`/Staff/TaobaoIntOrder?q=${order.code}&status=paying`, staff().token),
      200,
    );
    expect(byCode.items.map((item) => item.id)).toEqual([order.id]);

    const one = await answered<StaffTaobaoIntOrder>(k.get(`/Staff/TaobaoIntOrder/${order.id}`, staff().token), 200);
    expect(one).toMatchObject({ id: order.id, userId: actor.id, customerCode: actor.customerCode, lastSyncedAt: null, syncError: null });
    const [person] = await k.db.select().from(users).where(eq(users.id, actor.id));
    expect(one.customer).toEqual({ fullName: person!.fullName, phone: person!.phone, email: person!.email });
    // No parcel yet; the simulator plays the platform and took the payment, so the sellers may ship.
    expect(one).toMatchObject({ parcels: [], simulator: { next: 'ship' } });
    expect((await k.get('/Staff/TaobaoIntOrder/999999', staff().token)).statusCode).toBe(404);
  });

  it("advances the simulator's purchase orders a step at a time, syncs the order at once, and writes the audit log", async () => {
    const actor = await g.buyer(staff().token);
    const order = await g.ordered(actor, g.request([goods]));
    const advance = () => answered<StaffTaobaoIntOrder>(k.post(`/Staff/TaobaoIntOrder/${order.id}/Advance`, staff().token), 200);

    const expected = async () =>
      (await answered<{ packagesExpectedInChina: number }>(k.get('/Staff/Dashboard', staff().token), 200)).packagesExpectedInChina;
    const waiting = await expected();
    const shipped = await advance();
    // On its way to the China warehouse: a parcel to expect there, until the order is received.
    expect(await expected()).toBe(waiting + 1);
    const purchaseId = shipped.purchases[0]!.purchaseId;
    expect(shipped).toMatchObject({
      status: 'shipping',
      trackingCodes: [simulatedTracking(purchaseId).code],
      lastSyncedAt: expect.any(String),
      simulator: { next: 'finish' },
    });
    const received = await advance();
    expect(received).toMatchObject({ status: 'received', simulator: { next: null } });
    expect(await expected()).toBe(waiting);
    const nothingLeft = await k.post(`/Staff/TaobaoIntOrder/${order.id}/Advance`, staff().token);
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json<ApiErrorBody>().code).toBe('invalid-transition');

    const entries = await k.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'taobaoIntOrder'), eq(auditLog.objectId, String(order.id))))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.before, entry.after])).toEqual([
      ['taobaoIntOrder.advance', staff().id, { status: 'paying' }, { status: 'shipping', purchases: [purchaseId] }],
      ['taobaoIntOrder.advance', staff().id, { status: 'shipping' }, { status: 'received', purchases: [purchaseId] }],
    ]);
  });

  it('shows the parcels the China warehouse matched to the order under its tracking codes', async () => {
    const actor = await g.buyer(staff().token);
    const order = await g.ordered(actor, g.request([goods]));
    const shipped = await answered<StaffTaobaoIntOrder>(k.post(`/Staff/TaobaoIntOrder/${order.id}/Advance`, staff().token), 200);
    const scan = await answered<ReceivePackageResponse>(
      k.post(
        '/Staff/Package/Receive',
        staff().token,
        { trackingCode: shipped.trackingCodes[0]!, weightGrams: 1_200, lengthCm: 30, widthCm: 20, heightCm: 10 },
        randomUUID(),
      ),
      201,
    );
    const arrived = await answered<StaffTaobaoIntOrder>(k.get(`/Staff/TaobaoIntOrder/${order.id}`, staff().token), 200);
    expect(arrived.consignment).toMatchObject({ id: scan.package.order!.id });
    expect(arrived.parcels).toEqual([
      expect.objectContaining({
        id: scan.package.id,
        code: scan.package.code,
        trackingCode: shipped.trackingCodes[0],
        weightGrams: 1_200,
        status: 'inChina',
      }),
    ]);
    // Received by the warehouse, still shipped on the platform: the simulator can deliver it.
    expect(arrived).toMatchObject({ status: 'received', simulator: { next: 'finish' } });
  });

  it("lists every customer's refunds with whose they are, by status, found by order or customer code", async () => {
    const actor = await g.buyer(staff().token);
    const order = await g.synced(actor, (await g.ordered(actor, g.request([goods, other]))).id, 'awaitingShipment');
    const [first, second] = order.lines as [(typeof order.lines)[number], (typeof order.lines)[number]];
    await answered(k.post('/TaobaoIntOrder/Refund', actor.token, { lineId: first.id, reason: 'Đặt nhầm màu' }), 201);
    await g.sync(order.id);
    await answered(k.post('/TaobaoIntOrder/Refund', actor.token, { lineId: second.id, reason: 'Không cần nữa' }), 201);
    const bystander = await g.buyer(staff().token);
    await g.ordered(bystander, g.request([goods]));

    const list = (query: string) =>
      answered<Page<StaffTaobaoIntRefund>>(k.get(`/Staff/TaobaoIntOrder/Refund?${query}`, staff().token), 200);
    const byCustomer = await list(`q=${actor.customerCode.toLowerCase()}`);
    expect(byCustomer.total).toBe(2);
    // Newest first, each with its order, its line and its customer.
    expect(byCustomer.items.map((refund) => [refund.lineId, refund.status, refund.reason])).toEqual([
      [second.id, 'requested', 'Không cần nữa'],
      [first.id, 'refunded', 'Đặt nhầm màu'],
    ]);
    expect(byCustomer.items[1]).toMatchObject({
      orderId: order.id,
      orderCode: order.code,
      title: first.title,
      titleVi: first.titleVi,
      kind: 'refund',
      origin: 'customer',
      refundedAt: expect.any(String),
      userId: actor.id,
      customerCode: actor.customerCode,
    });
    // The line, and its seller's domestic shipping with it (the seller's only line).
    expect(byCustomer.items[1]!.amountFen).toBeGreaterThan(first.amountFen);
    const requested = await list(`q=${order.code.slice(-6)}&status=requested`);
    expect(requested).toMatchObject({ total: 1, items: [expect.objectContaining({ lineId: second.id })] });
    expect((await list('q=NOBODY')).total).toBe(0);
  });
});
