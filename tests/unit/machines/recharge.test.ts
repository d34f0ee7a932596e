import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { Recharge } from '../../../contract/wallet';
import { POLL_MS, rechargeMachine, REVIEW_POLL_MS, type RechargeAttempt } from '../../../machines/recharge';

const pending: Recharge = {
  id: 123,
  amountVnd: 200_000,
  memo: 'NAP KH0001 X4TZ',
  bankAccount: { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '1023456789', accountName: 'CONG TY TNHH MUAHO VIET NAM' },
  qrPayload: '000201',
  status: 'pending',
  creditedVnd: null,
  expiresAt: '2026-11-02T03:00:00.000Z',
  createdAt: '2026-11-01T03:00:00.000Z',
  creditedAt: null,
};
const credited: Recharge = { ...pending, status: 'succeeded', creditedVnd: 200_000, creditedAt: '2026-11-01T03:04:00.000Z' };

/**
 * The machine with scripted answers: `creates` and `checks` are answered in order (an Error
 * rejects); every call is recorded.
 */
function start({ creates = [], checks = [] }: { creates?: Array<Recharge | Error>; checks?: Array<Recharge | Error> } = {}) {
  const createCalls: RechargeAttempt[] = [];
  const checkCalls: number[] = [];
  const announced = vi.fn<(recharge: Recharge) => void>();
  const clock = new SimulatedClock();
  const machine = rechargeMachine.provide({
    actors: {
      createRecharge: fromPromise<Recharge, RechargeAttempt>(async ({ input }) => {
        createCalls.push(input);
        const answer = creates.shift() ?? new Error('no answer scripted');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      checkRecharge: fromPromise<Recharge, { id: number }>(async ({ input }) => {
        checkCalls.push(input.id);
        const answer = checks.shift() ?? new Error('no answer scripted');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { announceCredited: (_, { recharge }) => announced(recharge) },
  });
  const actor = createActor(machine, { clock }).start();
  const settled = () => waitFor(actor, (s) => !s.matches('creating') && !s.matches('checking'));
  return { actor, clock, createCalls, checkCalls, announced, settled };
}

describe('the recharge flow', () => {
  it('creates the request with the key of the attempt and shows the transfer instructions', async () => {
    const t = start({ creates: [pending] });
    t.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' });
    await t.settled();
    expect(t.createCalls).toEqual([{ amountVnd: 200_000, idempotencyKey: 'key-1' }]);
    expect(t.actor.getSnapshot().value).toBe('awaitingTransfer');
    expect(t.actor.getSnapshot().context.recharge).toEqual(pending);
  });

  it('retries the same amount with the same key, so a timed-out request is never created twice', async () => {
    const t = start({ creates: [new Error('timeout'), pending] });
    t.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' });
    await t.settled();
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.actor.getSnapshot().context.error).toEqual(new Error('timeout'));

    t.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-2' });
    expect(t.actor.getSnapshot().context.error).toBeNull();
    await t.settled();
    expect(t.createCalls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(t.actor.getSnapshot().value).toBe('awaitingTransfer');
  });

  it('takes a new key when the amount changes after a failure', async () => {
    const t = start({ creates: [new Error('timeout'), pending] });
    t.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' });
    await t.settled();
    t.actor.send({ type: 'recharge.submit', amountVnd: 300_000, freshKey: 'key-2' });
    await t.settled();
    expect(t.createCalls).toEqual([
      { amountVnd: 200_000, idempotencyKey: 'key-1' },
      { amountVnd: 300_000, idempotencyKey: 'key-2' },
    ]);
  });

  it('takes a new key for a second recharge of the same amount after "again"', async () => {
    const t = start({ creates: [pending, { ...pending, id: 124 }] });
    t.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' });
    await t.settled();
    t.actor.send({ type: 'recharge.again' });
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.actor.getSnapshot().context.recharge).toBeNull();
    t.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-2' });
    await t.settled();
    expect(t.createCalls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('refuses an amount that is not a positive whole number', () => {
    const t = start();
    t.actor.send({ type: 'recharge.submit', amountVnd: 0, freshKey: 'key-1' });
    t.actor.send({ type: 'recharge.submit', amountVnd: 1.5, freshKey: 'key-1' });
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.createCalls).toEqual([]);
  });

  it('checks every 5 s while waiting and announces the credit once it arrived', async () => {
    const t = start({ creates: [pending], checks: [pending, credited] });
    t.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' });
    await t.settled();

    t.clock.increment(POLL_MS - 1);
    expect(t.checkCalls).toEqual([]);
    t.clock.increment(1);
    await t.settled();
    expect(t.checkCalls).toEqual([123]);
    expect(t.actor.getSnapshot().value).toBe('awaitingTransfer');

    t.clock.increment(POLL_MS);
    await t.settled();
    expect(t.checkCalls).toEqual([123, 123]);
    expect(t.actor.getSnapshot().value).toBe('credited');
    expect(t.announced).toHaveBeenCalledExactlyOnceWith(credited);

    // Credited is the end: no more checks.
    t.clock.increment(POLL_MS * 3);
    expect(t.checkCalls).toEqual([123, 123]);
  });

  it('checks at once when the page becomes visible again', async () => {
    const t = start({ creates: [pending], checks: [credited] });
    t.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' });
    await t.settled();
    t.actor.send({ type: 'recharge.check' });
    await t.settled();
    expect(t.checkCalls).toEqual([123]);
    expect(t.actor.getSnapshot().value).toBe('credited');
  });

  it('keeps waiting after a failed check, and says so until a check succeeds', async () => {
    const t = start({ creates: [pending], checks: [new Error('Network Error'), pending] });
    t.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' });
    await t.settled();
    t.actor.send({ type: 'recharge.check' });
    await t.settled();
    expect(t.actor.getSnapshot().value).toBe('awaitingTransfer');
    expect(t.actor.getSnapshot().context.checkFailed).toBe(true);
    t.clock.increment(POLL_MS);
    await t.settled();
    expect(t.actor.getSnapshot().context.checkFailed).toBe(false);
  });

  it('goes to review or expired as the server says, and keeps looking at a request under review', async () => {
    const t = start({ creates: [pending], checks: [{ ...pending, status: 'review' }, credited] });
    t.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' });
    await t.settled();
    t.actor.send({ type: 'recharge.check' });
    await t.settled();
    expect(t.actor.getSnapshot().value).toBe('review');
    t.clock.increment(REVIEW_POLL_MS);
    await t.settled();
    expect(t.actor.getSnapshot().value).toBe('credited');

    const e = start({ creates: [pending], checks: [{ ...pending, status: 'expired' }] });
    e.actor.send({ type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' });
    await e.settled();
    e.actor.send({ type: 'recharge.check' });
    await e.settled();
    expect(e.actor.getSnapshot().value).toBe('expired');
    // An expired request is not polled on its own.
    e.clock.increment(REVIEW_POLL_MS * 2);
    expect(e.checkCalls).toHaveLength(1);
  });

  it('resumes a loaded request in the state of its status', async () => {
    const waiting = start({ checks: [credited] });
    waiting.actor.send({ type: 'recharge.resume', recharge: pending });
    expect(waiting.actor.getSnapshot().value).toBe('awaitingTransfer');
    waiting.clock.increment(POLL_MS);
    await waiting.settled();
    expect(waiting.actor.getSnapshot().value).toBe('credited');

    for (const [status, state] of [
      ['succeeded', 'credited'],
      ['review', 'review'],
      ['expired', 'expired'],
    ] as const) {
      const t = start();
      t.actor.send({ type: 'recharge.resume', recharge: { ...pending, status } });
      expect(t.actor.getSnapshot().value).toBe(state);
      expect(t.createCalls).toEqual([]);
    }
  });
});
