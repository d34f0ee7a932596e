import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import type { StaffTaobaoIntOrder } from '../../contract/taobaoIntOrders';
import { auditLog } from '../../server/db/schema';
import { simulatedTracking } from '../../server/modules/taobaoGlobal/client/simulator/simulatedGoods';
import { answered, databases } from './helpers';
import { taobaoIntKit, taobaoProducts } from './taobaoIntOrderHelpers';
import { useWalletApp } from './walletHelpers';

const [goods] = taobaoProducts(1) as [ReturnType<typeof taobaoProducts>[number]];

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
        ['GET', `/Staff/TaobaoIntOrder/${order.id}`],
        ['POST', `/Staff/TaobaoIntOrder/${order.id}/Advance`],
      ] as const) {
        const answer = method === 'GET' ? await k.get(url, token) : await k.post(url, token);
        expect(answer.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
    expect((await k.get(`/Staff/TaobaoIntOrder/${order.id}`, purchasing.token)).statusCode).toBe(200);
    expect((await k.get(`/Staff/TaobaoIntOrder/${order.id}`, admin.token)).statusCode).toBe(200);
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
    });
    const received = await advance();
    expect(received.status).toBe('received');
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
});
