import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CreateWithdrawRequest, Withdraw } from '../../../contract/wallet';
import { failureOf, isRefusal } from '../../../machines/failure';
import { withdrawMachine } from '../../../machines/withdraw';
import { sampleWithdrawal, withdrawRequest } from '../../fixtures/wallet';

/** The machine's input and the server's answer: the sample withdrawal the walks show. */
const request = withdrawRequest;
const created = sampleWithdrawal;

const apiError = (status: number | null, code: string, details: Array<{ path: string; message: string }> = []) =>
  Object.assign(new Error(code), { status, code, details });

/** The machine with a scripted server: each call takes the next answer (an error is thrown). */
function start(answers: Array<Withdraw | Error>) {
  const calls: Array<{ request: CreateWithdrawRequest; idempotencyKey: string }> = [];
  const refreshWallet = vi.fn();
  const machine = withdrawMachine.provide({
    actors: {
      submitWithdrawal: fromPromise(async ({ input }) => {
        calls.push(input);
        const answer = answers.shift();
        if (!answer || answer instanceof Error) throw answer ?? new Error('no answer scripted');
        return answer;
      }),
    },
    actions: { refreshWallet },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (s) => !s.matches('submitting'));
  return { actor, calls, refreshWallet, settled };
}

describe('the withdrawal flow', () => {
  it('goes from the form to the summary to the created request, and refreshes the wallet', async () => {
    const { actor, calls, refreshWallet, settled } = start([created]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().can({ type: 'withdraw.confirm' })).toBe(false);

    actor.send({ type: 'withdraw.review', request, idempotencyKey: 'key-1' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'withdraw.confirm' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await settled();

    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.created).toEqual(created);
    expect(calls).toEqual([{ request, idempotencyKey: 'key-1' }]);
    expect(refreshWallet).toHaveBeenCalledTimes(1);
  });

  it('keeps the values when the person goes back to edit from the summary', () => {
    const { actor } = start([]);
    actor.send({ type: 'withdraw.review', request, idempotencyKey: 'key-1' });
    actor.send({ type: 'withdraw.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.request).toEqual(request);
  });

  it('returns to the summary after a dropped connection and retries with the same key', async () => {
    const { actor, calls, settled } = start([apiError(null, 'network-request-failed'), created]);
    actor.send({ type: 'withdraw.review', request, idempotencyKey: 'key-1' });
    actor.send({ type: 'withdraw.confirm' });
    await settled();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toMatchObject({ status: null, code: 'network-request-failed' });

    actor.send({ type: 'withdraw.confirm' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('keeps the key of an unanswered attempt when the same request is reviewed again after editing', async () => {
    const { actor, calls, settled } = start([apiError(null, 'timeout'), created]);
    actor.send({ type: 'withdraw.review', request, idempotencyKey: 'key-1' });
    actor.send({ type: 'withdraw.confirm' });
    await settled();
    actor.send({ type: 'withdraw.edit' });
    actor.send({ type: 'withdraw.review', request: { ...request }, idempotencyKey: 'key-2' });
    expect(actor.getSnapshot().context.idempotencyKey).toBe('key-1');
    actor.send({ type: 'withdraw.confirm' });
    await settled();
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('takes a new key when the request changes', async () => {
    const { actor, settled } = start([apiError(503, 'internal')]);
    actor.send({ type: 'withdraw.review', request, idempotencyKey: 'key-1' });
    actor.send({ type: 'withdraw.confirm' });
    await settled();
    actor.send({ type: 'withdraw.edit' });
    actor.send({ type: 'withdraw.review', request: { ...request, amountVnd: 600_000 }, idempotencyKey: 'key-2' });
    expect(actor.getSnapshot().context.idempotencyKey).toBe('key-2');
  });

  it('goes back to the form with the error when the balance is not enough, and starts a new attempt next time', async () => {
    const { actor, refreshWallet, settled } = start([apiError(409, 'insufficient-funds')]);
    actor.send({ type: 'withdraw.review', request, idempotencyKey: 'key-1' });
    actor.send({ type: 'withdraw.confirm' });
    await settled();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.error).toMatchObject({ status: 409, code: 'insufficient-funds' });
    expect(context.request).toEqual(request);
    expect(context.idempotencyKey).toBeNull();
    // The balance shown was out of date.
    expect(refreshWallet).toHaveBeenCalledTimes(1);

    actor.send({ type: 'withdraw.review', request, idempotencyKey: 'key-2' });
    expect(actor.getSnapshot().context).toMatchObject({ idempotencyKey: 'key-2', error: null });
  });

  it('goes back to the form with the field problems of a validation failure', async () => {
    const details = [{ path: 'accountNumber', message: 'Số tài khoản gồm 4–19 chữ số' }];
    const { actor, settled } = start([apiError(400, 'validation-failed', details)]);
    actor.send({ type: 'withdraw.review', request, idempotencyKey: 'key-1' });
    actor.send({ type: 'withdraw.confirm' });
    await settled();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.details).toEqual(details);
  });

  it('starts another withdrawal after one was created, remembering the last one', async () => {
    const { actor, settled } = start([created]);
    actor.send({ type: 'withdraw.review', request, idempotencyKey: 'key-1' });
    actor.send({ type: 'withdraw.confirm' });
    await settled();
    actor.send({ type: 'withdraw.again' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ request: null, idempotencyKey: null, error: null, created });
  });
});

describe('reading a failure', () => {
  it('tells a refusal from an open outcome', () => {
    expect(isRefusal(failureOf(apiError(409, 'insufficient-funds')))).toBe(true);
    expect(isRefusal(failureOf(apiError(400, 'validation-failed')))).toBe(true);
    expect(isRefusal(failureOf(apiError(422, 'idempotency-key-reused')))).toBe(true);
    expect(isRefusal(failureOf(apiError(null, 'network-request-failed')))).toBe(false);
    expect(isRefusal(failureOf(apiError(null, 'timeout')))).toBe(false);
    expect(isRefusal(failureOf(apiError(500, 'internal')))).toBe(false);
    expect(isRefusal(failureOf(apiError(429, 'too-many-requests')))).toBe(false);
    // The same key still being processed: wait and send it again.
    expect(isRefusal(failureOf(apiError(409, 'conflict')))).toBe(false);
  });

  it('reads anything thrown as plain data', () => {
    expect(failureOf(new Error('boom'))).toEqual({ status: null, code: 'network-request-failed', message: 'boom', details: [] });
    expect(failureOf('odd')).toEqual({ status: null, code: 'network-request-failed', message: '', details: [] });
  });
});
