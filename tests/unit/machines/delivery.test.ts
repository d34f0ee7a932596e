import { describe, expect, it } from 'vitest';
import type { CreateDeliveryRequest, Delivery, DeliveryQuote, DeliveryQuoteRequest } from '../../../contract/delivery';
import { sampleAddress } from '../../fixtures/checkout';
import {
  sampleDeliverablePackages,
  sampleDelivery,
  sampleDeliveryQuote,
  sampleMovedDeliveryQuote,
  sampleShortDeliveryQuote,
  sampleStorageDeliveryQuote,
} from '../../fixtures/delivery';
import { apiError, payFlowChecks, startPayFlow } from './scriptedServer';
import { deliveryMachine, sameAttempt, type DeliveryChoices, type DeliveryInput, type DeliveryLoaded } from '../../../machines/delivery';

type Script = { loads?: Array<DeliveryLoaded | Error>; quotes?: Array<DeliveryQuote | Error>; creates?: Array<Delivery | Error> };

const [pkgA, pkgB] = sampleDeliverablePackages as [(typeof sampleDeliverablePackages)[number], (typeof sampleDeliverablePackages)[number]];
const loaded: DeliveryLoaded = { packages: sampleDeliverablePackages, addresses: [sampleAddress], codAllowed: true };

/** The machine with a scripted server; every call and effect is recorded. */
function start(script: Script, input?: DeliveryInput) {
  const names = { load: 'loadDelivery', quote: 'quoteDelivery', create: 'createDelivery', refresh: 'refreshAfterDelivery' } as const;
  return startPayFlow<
    typeof deliveryMachine,
    DeliveryLoaded,
    DeliveryQuoteRequest,
    DeliveryQuote,
    { request: CreateDeliveryRequest; idempotencyKey: string },
    Delivery,
    'refreshAfterDelivery'
  >(deliveryMachine, names, { ...script, loads: script.loads ?? [loaded] }, input);
}

/** From a fresh start (all packages, the default address, the wallet) to the figures. */
async function toReview(t: ReturnType<typeof start>) {
  await t.settled();
  t.actor.send({ type: 'delivery.next' });
  await t.settled();
}

describe('the delivery request flow', () => {
  it('offers every waiting package and the default address, quotes, and pays only after the confirm', async () => {
    const t = start({ quotes: [sampleDeliveryQuote], creates: [sampleDelivery] });
    await t.settled();
    expect(t.value()).toBe('choosing');
    expect(t.context().choices).toEqual({ packageIds: null, addressId: 5, payment: 'wallet' });

    t.actor.send({ type: 'delivery.next' });
    await t.settled();
    expect(t.value()).toBe('reviewing');
    expect(t.quoteCalls).toEqual([{ packageIds: [71, 72], addressId: 5, payment: 'wallet' }]);
    // Nothing is created before the explicit confirm.
    expect(t.createCalls).toEqual([]);

    t.actor.send({ type: 'delivery.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('done');
    expect(t.createCalls).toEqual([
      { idempotencyKey: 'key-1', request: { packageIds: [71, 72], addressId: 5, payment: 'wallet', expectedTotalVnd: 721_925 } },
    ]);
    expect(t.context().created).toEqual(sampleDelivery);
    expect(t.forgetChoices).toHaveBeenCalledTimes(1);
    expect(t.refreshAfterDelivery).toHaveBeenCalledTimes(1);
  });

  it('quotes only the chosen packages, and cannot go on with none', async () => {
    const t = start({ quotes: [sampleDeliveryQuote] });
    await t.settled();
    t.actor.send({ type: 'delivery.togglePackage', packageId: 72 });
    expect(t.context().choices.packageIds).toEqual([71]);
    t.actor.send({ type: 'delivery.chooseNone' });
    expect(t.actor.getSnapshot().can({ type: 'delivery.next' })).toBe(false);
    t.actor.send({ type: 'delivery.next' });
    expect(t.value()).toBe('choosing');
    t.actor.send({ type: 'delivery.chooseAll' });
    t.actor.send({ type: 'delivery.togglePackage', packageId: 71 });
    // A package that is not offered cannot be chosen (a hand-made event, a stale view).
    t.actor.send({ type: 'delivery.togglePackage', packageId: 999 });
    expect(t.context().choices.packageIds).toEqual([72]);
    t.actor.send({ type: 'delivery.next' });
    await t.settled();
    expect(t.quoteCalls[0]?.packageIds).toEqual([72]);
    expect(t.saved.map((s) => s.step)).toEqual(['choose', 'choose', 'choose', 'choose', 'review']);
  });

  it('offers COD only when the settings allow it', async () => {
    const refused = start({ loads: [{ ...loaded, codAllowed: false }] });
    await refused.settled();
    refused.actor.send({ type: 'delivery.choosePayment', payment: 'cod' });
    expect(refused.context().choices.payment).toBe('wallet');

    const allowed = start({});
    await allowed.settled();
    allowed.actor.send({ type: 'delivery.choosePayment', payment: 'cod' });
    expect(allowed.context().choices.payment).toBe('cod');
  });

  it('shows an empty page when nothing waits in Vietnam, and a way to add an address when there is none', async () => {
    const empty = start({ loads: [{ ...loaded, packages: [] }] });
    await empty.settled();
    expect(empty.value()).toBe('empty');

    const noAddress = start({ loads: [{ ...loaded, addresses: [] }, loaded] });
    await noAddress.settled();
    expect(noAddress.value()).toBe('noAddress');
    noAddress.actor.send({ type: 'delivery.retry', idempotencyKey: 'unused' });
    await noAddress.settled();
    expect(noAddress.value()).toBe('choosing');
  });

  it('chooses an address just added on the way, over the saved one', async () => {
    const added = { ...sampleAddress, id: 9, isDefault: false };
    const t = start(
      { loads: [{ ...loaded, addresses: [sampleAddress, added] }] },
      { saved: { choices: { packageIds: [71], addressId: 5, payment: 'wallet' }, step: 'choose' }, addressId: 9 },
    );
    await t.settled();
    expect(t.value()).toBe('choosing');
    expect(t.context().choices).toEqual({ packageIds: [71], addressId: 9, payment: 'wallet' });
  });

  it('goes to the shortfall with the exact amount, and re-quotes into the review after a recharge', async () => {
    const t = start({ quotes: [sampleShortDeliveryQuote, sampleDeliveryQuote] });
    await toReview(t);
    await payFlowChecks.shortfallThenReview(t, 'delivery', 221_925);
  });

  it('resumes after a reload by quoting the saved choice again', async () => {
    const choices: DeliveryChoices = { packageIds: [72], addressId: 5, payment: 'wallet' };
    const t = start({ quotes: [sampleDeliveryQuote] }, { saved: { choices, step: 'review' } });
    await t.settled();
    expect(t.value()).toBe('reviewing');
    expect(t.quoteCalls).toEqual([{ packageIds: [72], addressId: 5, payment: 'wallet' }]);
  });

  it('keeps the key when a payment with an unknown outcome is retried', async () => {
    const t = start({
      quotes: [sampleDeliveryQuote],
      creates: [apiError(null, 'network-request-failed'), apiError(503, 'internal'), sampleDelivery],
    });
    await toReview(t);
    await payFlowChecks.sameKeyThroughRetries(t, 'delivery', 'network-request-failed');
  });

  it('takes a new key when the choice changes after a failure, and drops the key of a refusal', async () => {
    const t = start({
      quotes: [sampleDeliveryQuote, { ...sampleDeliveryQuote, packages: [pkgA], totalVnd: 600_000 }],
      creates: [apiError(null, 'timeout'), apiError(400, 'validation-failed'), sampleDelivery],
    });
    await toReview(t);
    t.actor.send({ type: 'delivery.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    t.actor.send({ type: 'delivery.back' });
    t.actor.send({ type: 'delivery.togglePackage', packageId: pkgB.id });
    t.actor.send({ type: 'delivery.next' });
    await t.settled();
    t.actor.send({ type: 'delivery.confirm', idempotencyKey: 'key-2' });
    await t.settled();
    expect(t.value()).toBe('failed');
    t.actor.send({ type: 'delivery.retry', idempotencyKey: 'key-3' });
    await t.settled();
    expect(t.createCalls.map((c) => [c.idempotencyKey, c.request.packageIds])).toEqual([
      ['key-1', [71, 72]],
      ['key-2', [71]],
      ['key-3', [71]],
    ]);
  });

  it('shows the new figures when the quote changed, and pays the new total with a new key after a second confirm', async () => {
    const t = start({ quotes: [sampleDeliveryQuote, sampleMovedDeliveryQuote], creates: [apiError(409, 'quote-changed'), sampleDelivery] });
    await toReview(t);
    t.actor.send({ type: 'delivery.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('quoteChanged');
    expect(t.context().previousQuote?.totalVnd).toBe(721_925);
    expect(t.context().quote?.totalVnd).toBe(723_925);
    expect(t.createCalls).toHaveLength(1);

    t.actor.send({ type: 'delivery.confirm', idempotencyKey: 'key-2' });
    await t.settled();
    expect(t.value()).toBe('done');
    expect(t.createCalls.map((c) => [c.idempotencyKey, c.request.expectedTotalVnd])).toEqual([
      ['key-1', 721_925],
      ['key-2', 723_925],
    ]);
  });

  it('asks for the total with storage when a storage day started between the quote and the confirm', async () => {
    // The first quote was free of storage; by the confirm, the packages had passed the free days.
    const t = start({
      quotes: [sampleDeliveryQuote, sampleStorageDeliveryQuote],
      creates: [apiError(409, 'quote-changed'), sampleDelivery],
    });
    await toReview(t);
    t.actor.send({ type: 'delivery.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('quoteChanged');
    expect(t.context().quote?.storageVnd).toBe(11_000);

    t.actor.send({ type: 'delivery.confirm', idempotencyKey: 'key-2' });
    await t.settled();
    expect(t.createCalls.map((c) => [c.idempotencyKey, c.request.expectedTotalVnd])).toEqual([
      ['key-1', 721_925],
      ['key-2', 732_925],
    ]);
  });

  it('re-quotes into the shortfall when the wallet was spent meanwhile', async () => {
    const t = start({ quotes: [sampleDeliveryQuote, sampleShortDeliveryQuote], creates: [apiError(409, 'insufficient-funds')] });
    await toReview(t);
    await payFlowChecks.shortfallAfterSpending(t, 'delivery');
  });

  it('reloads the packages when one is no longer ready, and names it', async () => {
    const t = start({
      loads: [loaded, { ...loaded, packages: [pkgA] }],
      quotes: [sampleDeliveryQuote],
      creates: [apiError(409, 'package-not-ready')],
    });
    await toReview(t);
    t.actor.send({ type: 'delivery.confirm', idempotencyKey: 'key-1' });
    await t.settled();
    expect(t.value()).toBe('choosing');
    expect(t.context().error).toMatchObject({ code: 'package-not-ready' });
    expect(t.context().unavailable.map((p) => p.code)).toEqual([pkgB.code]);
    expect(t.context().choices.packageIds).toEqual([pkgA.id]);
    expect(t.context().idempotencyKey).toBeNull();
  });

  it('reloads the packages when the quote says one is no longer ready', async () => {
    const t = start({ loads: [loaded, { ...loaded, packages: [pkgB] }], quotes: [apiError(409, 'package-not-ready')] });
    await toReview(t);
    expect(t.value()).toBe('choosing');
    expect(t.context().unavailable.map((p) => p.id)).toEqual([pkgA.id]);
  });

  it('goes back to the wallet when the server refuses COD', async () => {
    const t = start({ quotes: [apiError(409, 'cod-not-allowed')] });
    await t.settled();
    t.actor.send({ type: 'delivery.choosePayment', payment: 'cod' });
    t.actor.send({ type: 'delivery.next' });
    await t.settled();
    expect(t.value()).toBe('choosing');
    expect(t.context()).toMatchObject({ codAllowed: false, choices: { payment: 'wallet' }, error: { code: 'cod-not-allowed' } });
    expect(t.saved.at(-1)).toMatchObject({ step: 'choose', choices: { payment: 'wallet' } });
  });

  it('retries a failed load and a failed quote', async () => {
    const t = start({
      loads: [apiError(null, 'network-request-failed'), loaded],
      quotes: [apiError(503, 'internal'), sampleDeliveryQuote],
    });
    await t.settled();
    expect(t.value()).toBe('loadFailed');
    t.actor.send({ type: 'delivery.retry', idempotencyKey: 'unused' });
    await toReview(t);
    expect(t.value()).toBe('quoteFailed');
    t.actor.send({ type: 'delivery.retry', idempotencyKey: 'unused' });
    await t.settled();
    expect(t.value()).toBe('reviewing');
  });
});

describe('telling delivery attempts apart', () => {
  const request: CreateDeliveryRequest = { packageIds: [72, 71], addressId: 5, payment: 'wallet', expectedTotalVnd: 100 };
  it('sees the same packages in another order as the same attempt, and another total or payment as another', () => {
    expect(sameAttempt(request, { ...request, packageIds: [71, 72] })).toBe(true);
    expect(sameAttempt(request, { ...request, expectedTotalVnd: 101 })).toBe(false);
    expect(sameAttempt(request, { ...request, payment: 'cod' })).toBe(false);
    expect(sameAttempt(null, request)).toBe(false);
  });
});
