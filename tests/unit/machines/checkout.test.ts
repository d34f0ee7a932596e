import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contract/addresses';
import type { CartItem } from '../../../contract/cart';
import type { CheckoutQuote, CreateOrdersRequest, Order } from '../../../contract/orders';
import { sampleAddress, sampleCartItem, sampleMovedQuote, sampleOrder, sampleQuote, sampleShortQuote } from '../../fixtures/checkout';
import { apiError, payFlowChecks, startPayFlow } from './scriptedServer';
import { checkoutMachine, sameAttempt, type CheckoutChoices, type CheckoutInput } from '../../../machines/checkout';

type Loaded = { items: CartItem[]; addresses: Address[] };
type Script = { loads?: Array<Loaded | Error>; quotes?: Array<CheckoutQuote | Error>; creates?: Array<Order[] | Error> };

/** The machine with a scripted server; every call and effect is recorded. */
function start(script: Script, input?: CheckoutInput) {
  const loaded: Loaded = { items: [sampleCartItem], addresses: [sampleAddress] };
  return startPayFlow<
    typeof checkoutMachine,
    Loaded,
    Omit<CreateOrdersRequest, 'expectedDepositVnd'>,
    CheckoutQuote,
    { request: CreateOrdersRequest; idempotencyKey: string },
    Order[],
    'refreshAfterOrders'
  >(
    checkoutMachine,
    { load: 'loadCheckout', quote: 'quoteCheckout', create: 'createOrders', refresh: 'refreshAfterOrders' },
    { ...script, loads: script.loads ?? [loaded] },
    input,
  );
}

/** From a fresh start to the review of `sampleQuote` (or whatever the first quote is). */
async function toReview(t: ReturnType<typeof start>) {
  await t.settled();
  t.actor.send({ type: 'checkout.next' });
  t.actor.send({ type: 'checkout.next' });
  await t.settled();
}

describe('the checkout flow', () => {
  it('loads the selection, picks the default address, quotes, and pays only after the confirm', async () => {
    const t = start({ quotes: [sampleQuote], creates: [[sampleOrder]] });
    await t.settled();
    expect(t.value()).toBe('address');
    expect(t.actor.getSnapshot().context.choices.addressId).toBe(5);

    t.actor.send({ type: 'checkout.next' });
    expect(t.value()).toBe('services');
    t.actor.send({
      type: 'checkout.change',
      choices: { services: { counting: true, crate: false, insurance: true }, warehouse: 'hcm', line: 'fast' },
    });
    t.actor.send({ type: 'checkout.next' });
    await t.settled();
    expect(t.value()).toBe('reviewing');
    expect(t.quoteCalls).toEqual([
      {
        cartItemIds: [11],
        addressId: 5,
        services: { counting: true, crate: false, insurance: true },
        warehouse: 'hcm',
        line: 'fast',
        note: '',
      },
    ]);
    // Nothing is created before the explicit confirm.
    expect(t.createCalls).toEqual([]);

    t.actor.send({ type: 'checkout.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('done');
    expect(t.createCalls).toHaveLength(1);
    expect(t.createCalls[0]).toMatchObject({
      idempotencyKey: 'key-1',
      request: { expectedDepositVnd: sampleQuote.depositVnd, warehouse: 'hcm' },
    });
    expect(t.actor.getSnapshot().context.created).toEqual([sampleOrder]);
    expect(t.forgetChoices).toHaveBeenCalledTimes(1);
    expect(t.refreshAfterOrders).toHaveBeenCalledTimes(1);
  });

  it('chooses an address just added on the way, over the saved and the default one', async () => {
    const added = { ...sampleAddress, id: 9, isDefault: false, receiverName: 'Trần Thị Bình' };
    const t = start(
      { loads: [{ items: [sampleCartItem], addresses: [sampleAddress, added] }] },
      {
        saved: {
          choices: {
            addressId: 5,
            services: { counting: false, crate: false, insurance: false },
            warehouse: 'hn',
            line: 'normal',
            note: '',
          },
          step: 'address',
        },
        addressId: 9,
      },
    );
    await t.settled();
    expect(t.actor.getSnapshot().context.choices.addressId).toBe(9);

    // An id that is not among the customer's addresses (hand-edited) falls back to the default.
    const stray = start({}, { addressId: 12345 });
    await stray.settled();
    expect(stray.actor.getSnapshot().context.choices.addressId).toBe(5);
  });

  it('saves the choices as they change, and marks them to resume at the review once quoting', async () => {
    const t = start({ quotes: [sampleQuote] });
    await toReview(t);
    expect(t.saved.at(-1)).toMatchObject({ step: 'review', choices: { addressId: 5 } });
  });

  it('shows an empty checkout when nothing is selected, and a way to add an address when there is none', async () => {
    const empty = start({ loads: [{ items: [], addresses: [sampleAddress] }] });
    await empty.settled();
    expect(empty.value()).toBe('empty');

    const noAddress = start({
      loads: [
        { items: [sampleCartItem], addresses: [] },
        { items: [sampleCartItem], addresses: [sampleAddress] },
      ],
    });
    await noAddress.settled();
    expect(noAddress.value()).toBe('noAddress');
    expect(noAddress.actor.getSnapshot().can({ type: 'checkout.next' })).toBe(false);
    noAddress.actor.send({ type: 'checkout.retry', idempotencyKey: 'unused' });
    await noAddress.settled();
    expect(noAddress.value()).toBe('address');
  });

  it('refuses an address that is not in the book', async () => {
    const t = start({});
    await t.settled();
    t.actor.send({ type: 'checkout.chooseAddress', addressId: 999 });
    expect(t.actor.getSnapshot().context.choices.addressId).toBe(5);
  });

  it('retries a failed load', async () => {
    const t = start({ loads: [apiError(null, 'network-request-failed'), { items: [sampleCartItem], addresses: [sampleAddress] }] });
    await t.settled();
    expect(t.value()).toBe('loadFailed');
    t.actor.send({ type: 'checkout.retry', idempotencyKey: 'unused' });
    await t.settled();
    expect(t.value()).toBe('address');
  });

  it('goes to the shortfall with the exact amount, and re-quotes into the review after a recharge', async () => {
    const t = start({ quotes: [sampleShortQuote, sampleQuote] });
    await toReview(t);
    await payFlowChecks.shortfallThenReview(t, 'checkout', 315_825);
  });

  it('resumes a saved checkout after a reload by quoting again with the saved choices', async () => {
    const choices: CheckoutChoices = {
      addressId: 5,
      services: { counting: true, crate: true, insurance: false },
      warehouse: 'hcm',
      line: 'normal',
      note: 'Gói kỹ',
    };
    const t = start({ quotes: [sampleQuote] }, { saved: { choices, step: 'review' } });
    await t.settled();
    expect(t.value()).toBe('reviewing');
    expect(t.quoteCalls).toEqual([{ cartItemIds: [11], ...choices }]);
  });

  it('resumes at the services step, and falls back to the default address when the saved one is gone', async () => {
    const choices: CheckoutChoices = {
      addressId: 77,
      services: { counting: true, crate: false, insurance: false },
      warehouse: 'hn',
      line: 'fast',
      note: '',
    };
    const t = start({}, { saved: { choices, step: 'services' } });
    await t.settled();
    expect(t.value()).toBe('services');
    expect(t.actor.getSnapshot().context.choices).toMatchObject({ addressId: 5, line: 'fast' });
  });

  it('keeps the key when a payment with an unknown outcome is retried', async () => {
    const t = start({ quotes: [sampleQuote], creates: [apiError(null, 'timeout'), apiError(503, 'internal'), [sampleOrder]] });
    await toReview(t);
    await payFlowChecks.sameKeyThroughRetries(t, 'checkout', 'timeout');
  });

  it('takes a new key when the request changes after a failure', async () => {
    const t = start({ quotes: [sampleQuote, sampleQuote], creates: [apiError(null, 'timeout'), [sampleOrder]] });
    await toReview(t);
    t.actor.send({ type: 'checkout.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    t.actor.send({ type: 'checkout.back' });
    t.actor.send({ type: 'checkout.change', choices: { line: 'fast' } });
    t.actor.send({ type: 'checkout.next' });
    await t.settled();
    t.actor.send({ type: 'checkout.confirm', idempotencyKey: 'key-2' });
    await t.settled();
    expect(t.createCalls.map((c) => [c.idempotencyKey, c.request.line])).toEqual([
      ['key-1', 'normal'],
      ['key-2', 'fast'],
    ]);
  });

  it('keeps the key when the same request is confirmed again after going back without a change', async () => {
    const t = start({ quotes: [sampleQuote, sampleQuote], creates: [apiError(null, 'timeout'), [sampleOrder]] });
    await toReview(t);
    t.actor.send({ type: 'checkout.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    t.actor.send({ type: 'checkout.back' });
    t.actor.send({ type: 'checkout.next' });
    await t.settled();
    t.actor.send({ type: 'checkout.confirm', idempotencyKey: 'key-2' });
    await t.settled();
    expect(t.createCalls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('drops the key of a refused payment', async () => {
    const t = start({ quotes: [sampleQuote], creates: [apiError(400, 'validation-failed'), [sampleOrder]] });
    await toReview(t);
    t.actor.send({ type: 'checkout.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('failed');
    t.actor.send({ type: 'checkout.retry', idempotencyKey: 'key-2' });
    await t.settled();
    expect(t.createCalls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('shows the new figures when the quote changed, and pays the new deposit with a new key after a second confirm', async () => {
    const t = start({ quotes: [sampleQuote, sampleMovedQuote], creates: [apiError(409, 'quote-changed'), [sampleOrder]] });
    await toReview(t);
    t.actor.send({ type: 'checkout.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('quoteChanged');
    const { context } = t.actor.getSnapshot();
    expect(context.previousQuote?.depositVnd).toBe(sampleQuote.depositVnd);
    expect(context.quote?.depositVnd).toBe(sampleMovedQuote.depositVnd);
    expect(t.createCalls).toHaveLength(1);

    t.actor.send({ type: 'checkout.confirm', idempotencyKey: 'key-2' });
    await t.settled();
    expect(t.value()).toBe('done');
    expect(t.createCalls.map((c) => [c.idempotencyKey, c.request.expectedDepositVnd])).toEqual([
      ['key-1', sampleQuote.depositVnd],
      ['key-2', sampleMovedQuote.depositVnd],
    ]);
  });

  it('re-quotes into the shortfall when the wallet was spent meanwhile', async () => {
    const t = start({ quotes: [sampleQuote, sampleShortQuote], creates: [apiError(409, 'insufficient-funds')] });
    await toReview(t);
    await payFlowChecks.shortfallAfterSpending(t, 'checkout');
  });

  it('reloads the cart when a line changed elsewhere, and says why', async () => {
    const loaded = { items: [sampleCartItem], addresses: [sampleAddress] };
    const t = start({ loads: [loaded, loaded], quotes: [sampleQuote], creates: [apiError(409, 'cart-changed')] });
    await toReview(t);
    t.actor.send({ type: 'checkout.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('address');
    expect(t.actor.getSnapshot().context.error).toMatchObject({ code: 'cart-changed' });
  });

  it('offers a retry when the quote fails, and goes back to the services', async () => {
    const t = start({ quotes: [apiError(503, 'internal'), sampleQuote] });
    await toReview(t);
    expect(t.value()).toBe('quoteFailed');
    t.actor.send({ type: 'checkout.retry', idempotencyKey: 'unused' });
    await t.settled();
    expect(t.value()).toBe('reviewing');
    t.actor.send({ type: 'checkout.back' });
    expect(t.value()).toBe('services');
    t.actor.send({ type: 'checkout.back' });
    expect(t.value()).toBe('address');
  });
});

describe('telling attempts apart', () => {
  const request: CreateOrdersRequest = {
    cartItemIds: [3, 1],
    addressId: 5,
    services: { counting: true, crate: false, insurance: false },
    warehouse: 'hn',
    line: 'normal',
    note: '',
    expectedDepositVnd: 100,
  };
  it('sees the same lines in another order as the same attempt, and another deposit as another', () => {
    expect(sameAttempt(request, { ...request, cartItemIds: [1, 3] })).toBe(true);
    expect(sameAttempt(request, { ...request, expectedDepositVnd: 101 })).toBe(false);
    expect(sameAttempt(request, { ...request, services: { ...request.services, crate: true } })).toBe(false);
    expect(sameAttempt(null, request)).toBe(false);
  });
});
