import { assign, setup } from 'xstate';
import type { CreateWithdrawRequest, Withdraw } from '../contract/wallet';
import { failureOf, refused, type RequestFailure } from './failure';
import { providedBy } from './providedBy';

/**
 * Withdrawing from the wallet to a bank account (`/wallet/withdraw`): the form, a summary to
 * confirm, the request, the result. Pure logic: the request (`submitWithdrawal`) and refreshing
 * the wallet afterwards (`refreshWallet`) are provided by src/ with machine.provide().
 *
 * The Idempotency-Key: src/ makes a fresh one for every `withdraw.review` (the machine never
 * reads a random source), and the machine decides which one the request carries. The key of an
 * attempt whose outcome is unknown (no answer, a timeout, a server failure) is kept for as long
 * as the person asks for the same thing, through retries and through "Sửa lại" without a change:
 * if the first attempt did reach the server, the retry replays its answer instead of holding the
 * amount a second time. A clear refusal (insufficient funds, invalid input) held nothing, so the
 * key is dropped and the next review brings a new one.
 */

export type WithdrawContext = {
  /** What the person asked for: shown to confirm, sent, and given back to the form on "Sửa lại". */
  request: CreateWithdrawRequest | null;
  /** The key the request carries (see above). */
  idempotencyKey: string | null;
  /** The last attempt's failure, shown on the step it returned to. */
  error: RequestFailure | null;
  /** The withdrawal this flow created last: the done step shows it; the next form starts from its account. */
  created: Withdraw | null;
};

export type WithdrawEvent =
  /** The form is valid: show the summary. `idempotencyKey` is a fresh key made by src/. */
  | { type: 'withdraw.review'; request: CreateWithdrawRequest; idempotencyKey: string }
  /** "Xác nhận rút tiền" (also the retry after a failure). */
  | { type: 'withdraw.confirm' }
  /** "Sửa lại": back to the form with the values kept. */
  | { type: 'withdraw.edit' }
  /** After a withdrawal was created: another one. */
  | { type: 'withdraw.again' };

/** Same bank, account, name and amount. */
function sameRequest(a: CreateWithdrawRequest | null, b: CreateWithdrawRequest): boolean {
  return (
    a !== null &&
    a.amountVnd === b.amountVnd &&
    a.bankBin === b.bankBin &&
    a.accountNumber === b.accountNumber &&
    a.accountName === b.accountName
  );
}

/** The step each state shows: submitting is the confirm step with its button busy. */
export type WithdrawTag = 'editing' | 'confirming' | 'submitting' | 'done';

export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    tags: {} as WithdrawTag,
  },
  actors: {
    /** POST /Wallet/Withdraw with the Idempotency-Key; resolves with the created withdrawal. */
    submitWithdrawal: providedBy<Withdraw, { request: CreateWithdrawRequest; idempotencyKey: string }>(
      'submitWithdrawal',
      'src/features/wallet/useWithdrawFlow.ts',
    ),
  },
  actions: {
    /** Effect, provided by src/: the balance, the held amount and the list changed. */
    refreshWallet: () => {},
    review: assign(({ context }, params: { request: CreateWithdrawRequest; idempotencyKey: string }) => ({
      // An open attempt at this very request keeps its key (see the comment at the top).
      idempotencyKey:
        context.idempotencyKey !== null && sameRequest(context.request, params.request) ? context.idempotencyKey : params.idempotencyKey,
      request: params.request,
      error: null,
    })),
    clearError: assign({ error: null }),
    recordFailure: assign((_, params: { error: unknown }) => ({ error: failureOf(params.error) })),
    /** A refusal held nothing: the next attempt is a new one. */
    forgetKey: assign({ idempotencyKey: null }),
    recordCreated: assign((_, params: { withdrawal: Withdraw }) => ({ created: params.withdrawal, error: null })),
    startOver: assign({ request: null, idempotencyKey: null, error: null }),
  },
  guards: {
    refused,
  },
}).createMachine({
  id: 'withdraw',
  context: { request: null, idempotencyKey: null, error: null, created: null },
  initial: 'editing',
  states: {
    editing: {
      tags: 'editing',
      on: {
        'withdraw.review': {
          target: 'confirming',
          actions: { type: 'review', params: ({ event }) => ({ request: event.request, idempotencyKey: event.idempotencyKey }) },
        },
      },
    },
    confirming: {
      tags: 'confirming',
      on: {
        'withdraw.confirm': { target: 'submitting', actions: 'clearError' },
        'withdraw.edit': { target: 'editing', actions: 'clearError' },
      },
    },
    submitting: {
      tags: ['confirming', 'submitting'],
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: ({ context }) => ({ request: context.request!, idempotencyKey: context.idempotencyKey! }),
        onDone: {
          target: 'done',
          actions: [{ type: 'recordCreated', params: ({ event }) => ({ withdrawal: event.output }) }, 'refreshWallet'],
        },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetKey', 'refreshWallet'],
          },
          {
            target: 'confirming',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: {
      tags: 'done',
      on: {
        'withdraw.again': { target: 'editing', actions: 'startOver' },
      },
    },
  },
});
