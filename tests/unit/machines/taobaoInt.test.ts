import { describe, expect, it } from 'vitest';
import type {
  CreateTaobaoIntOrderRequest,
  TaobaoIntOrder,
  TaobaoIntQuote,
  TaobaoIntRenderRequest,
} from '../../../contract/taobaoIntOrders';
import { taobaoIntMachine, type TaobaoIntInput, type TaobaoIntLoaded } from '../../../machines/taobaoInt';
import {
  sampleNewTaobaoIntOrder,
  sampleShortTaobaoIntQuote,
  sampleTaobaoAccount,
  sampleTaobaoIntQuote,
  sampleTaobaoIntRender,
} from '../../fixtures/taobaoIntOrders';
import { apiError, startPayFlow } from './scriptedServer';

type Script = { loads?: Array<TaobaoIntLoaded | Error>; quotes?: Array<TaobaoIntQuote | Error>; creates?: Array<TaobaoIntOrder | Error> };

const goods = { goods: sampleTaobaoIntRender.goods! };
const linked: TaobaoIntLoaded = { accounts: [sampleTaobaoAccount], cartItemIds: [] };

/** The machine with a scripted server; every call and effect is recorded. */
function start(script: Script, input: TaobaoIntInput = { origin: goods }) {
  return startPayFlow<
    typeof taobaoIntMachine,
    TaobaoIntLoaded,
    TaobaoIntRenderRequest,
    TaobaoIntQuote,
    { request: CreateTaobaoIntOrderRequest; idempotencyKey: string },
    TaobaoIntOrder,
    'refreshAfterOrder'
  >(
    taobaoIntMachine,
    { load: 'loadTaobaoInt', quote: 'renderTaobaoInt', create: 'createTaobaoInt', refresh: 'refreshAfterOrder' },
    { ...script, loads: script.loads ?? [linked] },
    input,
  );
}

describe('ordering through Taobao Global', () => {
  it('renders the goods with the chosen route and services, and pays the accepted total only on the confirm', async () => {
    const t = start({ quotes: [sampleTaobaoIntQuote], creates: [sampleNewTaobaoIntOrder] });
    await t.settled();
    expect(t.value()).toBe('choosing');
    t.actor.send({ type: 'taobaoInt.change', choices: { warehouse: 'hcm', services: { crate: true, insurance: false }, note: 'Gói kỹ' } });
    t.actor.send({ type: 'taobaoInt.next' });
    await t.settled();
    expect(t.quoteCalls).toEqual([
      { ...goods, warehouse: 'hcm', line: 'normal', services: { crate: true, insurance: false }, note: 'Gói kỹ' },
    ]);
    expect(t.value()).toBe('reviewing');
    expect(t.createCalls).toEqual([]);

    t.actor.send({ type: 'taobaoInt.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.createCalls[0]).toEqual({
      request: { ...t.quoteCalls[0], expectedTotalVnd: sampleTaobaoIntQuote.totalVnd },
      idempotencyKey: 'key-1',
    });
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.actor.getSnapshot().context.created?.code).toBe(sampleNewTaobaoIntOrder.code);
    expect(t.forgetChoices).toHaveBeenCalledOnce();
    expect(t.refreshAfterOrder).toHaveBeenCalledOnce();
  });

  it('sends a person with no linked account to link one, keeping the choices, and starts again once linked', async () => {
    const t = start({ loads: [{ accounts: [], cartItemIds: [] }, linked] });
    await t.settled();
    expect(t.value()).toBe('unlinked');
    expect(t.saved).toEqual([{ choices: expect.objectContaining({ warehouse: 'hn' }), step: 'choose' }]);
    t.actor.send({ type: 'taobaoInt.retry', idempotencyKey: 'unused' });
    await t.settled();
    expect(t.value()).toBe('choosing');
  });

  it('asks to link again when the platform refuses the link, on the render and on the payment', async () => {
    const relink = apiError(409, 'taobao-global-relink-required');
    const t = start({ loads: [linked, linked], quotes: [relink, sampleTaobaoIntQuote], creates: [relink] });
    await t.settled();
    t.actor.send({ type: 'taobaoInt.next' });
    await t.settled();
    expect(t.value()).toBe('unlinked');
    expect(t.actor.getSnapshot().context.error?.code).toBe('taobao-global-relink-required');

    t.actor.send({ type: 'taobaoInt.retry', idempotencyKey: 'unused' });
    await t.settled();
    t.actor.send({ type: 'taobaoInt.next' });
    await t.settled();
    t.actor.send({ type: 'taobaoInt.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('unlinked');
    // Refused: nothing was debited, the next attempt is a new one.
    expect(t.actor.getSnapshot().context.idempotencyKey).toBeNull();
  });

  it('never pays for goods the platform will not sell, and names them', async () => {
    const unsold = { ...sampleTaobaoIntQuote, unavailable: [{ itemId: '6543210', skuId: 'sku-red-m', reason: 'Hết hàng' }] };
    const t = start({ quotes: [unsold] });
    await t.settled();
    t.actor.send({ type: 'taobaoInt.next' });
    await t.settled();
    expect(t.value()).toBe('reviewing');
    expect(t.actor.getSnapshot().can({ type: 'taobaoInt.confirm', idempotencyKey: 'key-1' })).toBe(false);
  });

  it('quotes again when a line stops selling between the figures and the payment', async () => {
    const unsold = { ...sampleTaobaoIntQuote, unavailable: [{ itemId: '6543210', skuId: 'sku-red-m', reason: 'Hết hàng' }] };
    const t = start({ quotes: [sampleTaobaoIntQuote, unsold], creates: [apiError(409, 'taobao-goods-unavailable')] });
    await t.settled();
    t.actor.send({ type: 'taobaoInt.next' });
    await t.settled();
    t.actor.send({ type: 'taobaoInt.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('reviewing');
    expect(t.actor.getSnapshot().context.quote?.unavailable).toHaveLength(1);
    expect(t.quoteCalls).toHaveLength(2);
  });

  it('goes straight to fresh figures with choices saved before a recharge, and shows the shortfall', async () => {
    const choices = {
      accountId: 1,
      warehouse: 'hcm' as const,
      line: 'fast' as const,
      services: { crate: false, insurance: true },
      note: '',
    };
    const t = start({ quotes: [sampleShortTaobaoIntQuote] }, { origin: goods, saved: { choices, step: 'review' } });
    await t.settled();
    expect(t.value()).toBe('shortfall');
    expect(t.quoteCalls[0]).toMatchObject({ accountId: 1, warehouse: 'hcm', line: 'fast' });
  });

  it('keeps the same key when a payment with no answer is tried again', async () => {
    const t = start({ quotes: [sampleTaobaoIntQuote], creates: [apiError(null, 'network-request-failed'), sampleNewTaobaoIntOrder] });
    await t.settled();
    t.actor.send({ type: 'taobaoInt.next' });
    await t.settled();
    t.actor.send({ type: 'taobaoInt.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('failed');
    t.actor.send({ type: 'taobaoInt.retry', idempotencyKey: 'key-2' });
    await t.settled();
    expect(t.createCalls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('says there is nothing to order when the address names no goods, or the cart has no Taobao or Tmall line selected', async () => {
    const none = start({}, { origin: null });
    await none.settled();
    expect(none.value()).toBe('empty');
    const cart = start({}, { origin: 'cart' });
    await cart.settled();
    expect(cart.value()).toBe('empty');
  });

  it('orders the cart’s selected Taobao and Tmall lines by their ids', async () => {
    const t = start(
      { loads: [{ accounts: [sampleTaobaoAccount], cartItemIds: [21, 23] }], quotes: [sampleTaobaoIntQuote] },
      { origin: 'cart' },
    );
    await t.settled();
    t.actor.send({ type: 'taobaoInt.next' });
    await t.settled();
    expect(t.quoteCalls[0]).toMatchObject({ cartItemIds: [21, 23] });
  });
});
