import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import type { StaffTaobaoIntOrder, TaobaoIntOrder, TaobaoIntRefund } from '../../contract/taobaoIntOrders';
import { createSimulatorClient } from '../../server/modules/taobaoGlobal/client/simulator/simulatorClient';
import { TaobaoGlobalError, type TaobaoGlobalClient } from '../../server/modules/taobaoGlobal/client/taobaoGlobalClient';
import { MAX_PAY_ATTEMPTS, PLACEMENT_GIVE_UP_MS } from '../../server/modules/taobaoIntOrders/taobaoIntPlatform';
import { answered, databases } from './helpers';
import { taobaoIntKit, taobaoProducts } from './taobaoIntOrderHelpers';
import { useWalletApp } from './walletHelpers';

const [goods] = taobaoProducts(1) as [ReturnType<typeof taobaoProducts>[number]];

/**
 * What the platform does wrong, as each test sets it: refuse or drop the creation (after making it,
 * or before), refuse payment, refuse a return. The app and the sync the tests run talk to the same
 * simulator over the test's database through this.
 */
const faults = {
  create: 'none' as 'none' | 'refuse' | 'timeoutBefore' | 'timeoutAfter',
  pay: 'none' as 'none' | 'refuse',
  returns: 'none' as 'none' | 'refuse',
  creations: 0,
};

function faulty(simulator: ReturnType<typeof createSimulatorClient>): TaobaoGlobalClient {
  return {
    ...simulator,
    createOrder: async (token, input) => {
      faults.creations += 1;
      if (faults.create === 'refuse') throw new TaobaoGlobalError('refused', 'PURCHASE_AMOUNT_NOT_ENOUGH', 'the price went up');
      if (faults.create === 'timeoutBefore') throw new TaobaoGlobalError('unavailable', null, 'no answer within 10000 ms');
      const created = await simulator.createOrder(token, input);
      if (faults.create === 'timeoutAfter') throw new TaobaoGlobalError('unavailable', null, 'no answer within 10000 ms');
      return created;
    },
    payOrders: async (token, ids) => {
      if (faults.pay === 'refuse')
        return { paying: [], failed: ids.map((purchaseId) => ({ purchaseId, code: 'BALANCE_NOT_ENOUGH', message: 'no balance' })) };
      return simulator.payOrders(token, ids);
    },
    requestReturn: async (token, input) => {
      if (faults.returns === 'refuse') throw new TaobaoGlobalError('refused', 'RETURN_NOT_SUPPORTED', 'returns are asked on the platform');
      return simulator.requestReturn(token, input);
    },
  };
}

function reset(): void {
  faults.create = 'none';
  faults.pay = 'none';
  faults.returns = 'none';
  faults.creations = 0;
}

describe.each(databases())('Taobao Global failures on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind, { taobaoGlobalClient: ({ db, now }) => faulty(createSimulatorClient({ db, now })) });
  const g = taobaoIntKit(k, t, { client: () => faulty(createSimulatorClient({ db: t().database.db, now: t().clock.now })) });

  async function orderWith(
    fault: Partial<typeof faults>,
  ): Promise<{ actor: Awaited<ReturnType<typeof g.buyer>>; order: TaobaoIntOrder; start: number }> {
    reset();
    const actor = await g.buyer(staff().token, 10_000_000);
    const start = (await k.wallet(actor.token)).balanceVnd;
    Object.assign(faults, fault);
    const order = await g.ordered(actor, g.request([goods]));
    return { actor, order, start };
  }

  it('gives the whole debit back once when the platform refuses to make the order', async () => {
    const { actor, order, start } = await orderWith({ create: 'refuse' });
    expect(order.status).toBe('payFailed');
    expect(order.events.at(-1)).toMatchObject({ status: 'payFailed', note: expect.stringContaining('PURCHASE_AMOUNT_NOT_ENOUGH') });
    expect(order.refundedVnd).toBe(order.paidVnd);
    await g.sync(order.id);
    await g.platform().runOnce();
    expect(await g.entriesOf(order.id)).toEqual([
      { type: 'payment', amountVnd: -order.totalVnd },
      { type: 'refund', amountVnd: order.totalVnd },
    ]);
    expect((await k.wallet(actor.token)).balanceVnd).toBe(start);
    await k.expectBooksBalanced(actor.id);
  });

  it('leaves an unanswered creation to the sync, which finds the order made under its code and pays it once', async () => {
    const { actor, order } = await orderWith({ create: 'timeoutAfter' });
    expect(order).toMatchObject({ status: 'awaitingPayment', purchases: [] });
    faults.create = 'none';
    await g.sync(order.id);
    const paid = await g.synced(actor, order.id, 'awaitingShipment');
    expect(paid.purchases).toHaveLength(1);
    // Asked twice under one code: the second answer was the first order, not a new one.
    expect(faults.creations).toBe(2);
    expect(await g.entriesOf(order.id)).toEqual([{ type: 'payment', amountVnd: -order.totalVnd }]);
  });

  it('gives up an order the platform could not be asked to make for hours, refunding it once', async () => {
    const { actor, order, start } = await orderWith({ create: 'timeoutBefore' });
    await g.sync(order.id);
    expect((await g.order(actor, order.id)).status).toBe('awaitingPayment');
    t().clock.advance(PLACEMENT_GIVE_UP_MS);
    try {
      await g.sync(order.id);
      await g.sync(order.id);
    } finally {
      t().clock.advance(-PLACEMENT_GIVE_UP_MS);
    }
    const ended = await g.order(actor, order.id);
    expect(ended).toMatchObject({ status: 'payFailed', refundedVnd: order.totalVnd });
    expect((await k.wallet(actor.token)).balanceVnd).toBe(start);
    expect(await g.entriesOf(order.id)).toHaveLength(2);
  });

  it('cancels a purchase order the platform would not take payment for, and refunds the order once when it closes unpaid', async () => {
    const { actor, order, start } = await orderWith({ pay: 'refuse' });
    expect(order.status).toBe('awaitingPayment');
    for (let turn = 1; turn < MAX_PAY_ATTEMPTS; turn += 1) await g.sync(order.id);
    expect((await g.order(actor, order.id)).status).toBe('awaitingPayment');
    await g.sync(order.id); // attempts spent: cancelled on the platform
    await g.sync(order.id); // seen closed, never paid
    await g.sync(order.id);
    const ended = await g.order(actor, order.id);
    expect(ended.status).toBe('payFailed');
    expect(ended.purchases[0]!.state).toBe('closed');
    expect(ended.refundedVnd).toBe(order.paidVnd);
    expect((await k.wallet(actor.token)).balanceVnd).toBe(start);
    const entries = await g.entriesOf(order.id);
    expect(entries.filter((entry) => entry.type === 'refund').reduce((sum, entry) => sum + entry.amountVnd, 0)).toBe(order.totalVnd);
    await k.expectBooksBalanced(actor.id);
  });

  it('answers a return the platform refuses with its words, and the line may be asked again', async () => {
    const { actor, order } = await orderWith({});
    await g.sync(order.id);
    await g.simulator().advance(order.purchases[0]!.purchaseId);
    await g.synced(actor, order.id, 'shipping');
    faults.returns = 'refuse';
    const refused = await k.post('/TaobaoIntOrder/Refund', actor.token, { lineId: order.lines[0]!.id, reason: 'hỏng' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiErrorBody>().code).toBe('taobao-global-refused');
    faults.returns = 'none';
    await answered<TaobaoIntRefund>(k.post('/TaobaoIntOrder/Refund', actor.token, { lineId: order.lines[0]!.id, reason: 'hỏng' }), 201);
  });

  it('tells staff that advancing needs the simulator when another platform is configured', async () => {
    const { order } = await orderWith({});
    const read = await answered<StaffTaobaoIntOrder>(k.get(`/Staff/TaobaoIntOrder/${order.id}`, staff().token), 200);
    expect(read.simulator).toBeNull();
    const answer = await k.post(`/Staff/TaobaoIntOrder/${order.id}/Advance`, staff().token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<ApiErrorBody>().code).toBe('taobao-global-simulator-only');
  });
});
