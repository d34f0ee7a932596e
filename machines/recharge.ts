import { assign, setup } from 'xstate';
import type { Recharge } from '../contract/wallet';
import { providedBy } from './providedBy';

/**
 * Topping up the wallet by bank transfer (`/wallet/recharge`). Pure logic: the two calls and the
 * "money arrived" effect are provided by src/features/wallet/useRechargeFlow.ts.
 *
 * editing → creating (`POST /Wallet/Recharge` with an Idempotency-Key) → awaitingTransfer (the
 * QR and memo are shown; `GET /Wallet/Recharge/{id}` every 5 s, and at once on `recharge.check`
 * when the page becomes visible again) → credited | review (cần kiểm tra: staff decide; checked
 * every 30 s) | expired. A failed create goes back to editing with its error.
 *
 * Idempotency: an attempt is an amount with its key. Submitting the amount of the last attempt
 * again reuses its key, so a request that timed out but reached the server is answered with the
 * first recharge instead of creating a second one; another amount is another request and takes
 * the fresh key the event carries (src/ makes keys, the machine stays deterministic). A created
 * request ends the attempt: "Nạp thêm" (`recharge.again`) starts a new one with a new key.
 */

export type RechargeEvent =
  /** The form's valid amount, and a fresh key in case this is a new attempt. */
  | { type: 'recharge.submit'; amountVnd: number; freshKey: string }
  /** Look now (the page became visible again, or the person asked). */
  | { type: 'recharge.check' }
  /** Start over with an empty form. */
  | { type: 'recharge.again' }
  /** Show a request loaded by id (`/wallet/recharge?id=…`): straight to the state of its status. */
  | { type: 'recharge.resume'; recharge: Recharge };

/** An amount sent with its key; kept after a failure so that a retry sends the same key. */
export type RechargeAttempt = { amountVnd: number; idempotencyKey: string };

export type RechargeContext = {
  attempt: RechargeAttempt | null;
  recharge: Recharge | null;
  /** Why the last create failed (an ApiError from src/), shown on the form. */
  error: unknown;
  /** The last status check failed; polling goes on, and the page says it could not check. */
  checkFailed: boolean;
};

/** How often a request waiting for its transfer is checked. */
export const POLL_MS = 5_000;
/** Staff decide a request under review: look less often. */
export const REVIEW_POLL_MS = 30_000;

const isValidAmount = (amountVnd: number) => Number.isSafeInteger(amountVnd) && amountVnd > 0;

const initialContext: RechargeContext = { attempt: null, recharge: null, error: null, checkFailed: false };

/**
 * The screen each state shows: the form (busy while creating) or the request's outcome; a check in
 * flight (`checking`) keeps the screen of the status it started from.
 */
export type RechargeTag = 'form' | 'creating' | 'awaiting' | 'checking' | 'credited' | 'review' | 'expired';

export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
    tags: {} as RechargeTag,
  },
  actors: {
    /** POST /Wallet/Recharge with the attempt's Idempotency-Key. */
    createRecharge: providedBy<Recharge, RechargeAttempt>('createRecharge', 'src/features/wallet'),
    /** GET /Wallet/Recharge/{id}. */
    checkRecharge: providedBy<Recharge, { id: number }>('checkRecharge', 'src/features/wallet'),
  },
  actions: {
    /** Effect: the balance changed (src/ invalidates the wallet's queries). */
    announceCredited: (_, _params: { recharge: Recharge }) => {},
    startAttempt: assign((_, params: { amountVnd: number; freshKey: string }) => ({
      attempt: { amountVnd: params.amountVnd, idempotencyKey: params.freshKey },
      error: null,
    })),
    /** The same amount again: same key, only the error goes. */
    retryAttempt: assign({ error: null }),
    recordCreateError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    setRecharge: assign((_, params: { recharge: Recharge }) => ({
      recharge: params.recharge,
      attempt: null,
      error: null,
      checkFailed: false,
    })),
    recordCheckFailed: assign({ checkFailed: true }),
    reset: assign(() => initialContext),
  },
  guards: {
    isValidAmount: (_, params: { amountVnd: number }) => isValidAmount(params.amountVnd),
    isRetryOfLastAttempt: ({ context }, params: { amountVnd: number }) =>
      isValidAmount(params.amountVnd) && context.attempt?.amountVnd === params.amountVnd,
    isSucceeded: ({ context }) => context.recharge?.status === 'succeeded',
    isReview: ({ context }) => context.recharge?.status === 'review',
    isExpired: ({ context }) => context.recharge?.status === 'expired',
    isPending: ({ context }) => context.recharge?.status === 'pending',
  },
}).createMachine({
  id: 'recharge',
  context: initialContext,
  initial: 'editing',
  on: {
    'recharge.resume': {
      target: '.deciding',
      actions: { type: 'setRecharge', params: ({ event }) => ({ recharge: event.recharge }) },
    },
  },
  states: {
    editing: {
      tags: 'form',
      on: {
        'recharge.submit': [
          // The amount of the last attempt: the same request again, with the same key.
          {
            guard: { type: 'isRetryOfLastAttempt', params: ({ event }) => ({ amountVnd: event.amountVnd }) },
            target: 'creating',
            actions: 'retryAttempt',
          },
          // Another amount (or the first try): a new request with the fresh key.
          {
            guard: { type: 'isValidAmount', params: ({ event }) => ({ amountVnd: event.amountVnd }) },
            target: 'creating',
            actions: { type: 'startAttempt', params: ({ event }) => ({ amountVnd: event.amountVnd, freshKey: event.freshKey }) },
          },
        ],
      },
    },
    creating: {
      tags: ['form', 'creating'],
      invoke: {
        id: 'createRecharge',
        src: 'createRecharge',
        input: ({ context }) => context.attempt!,
        onDone: {
          target: 'deciding',
          actions: { type: 'setRecharge', params: ({ event }) => ({ recharge: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'recordCreateError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Routes by the request's status (after a create, a check or a resume). */
    deciding: {
      always: [
        { guard: 'isSucceeded', target: 'credited' },
        { guard: 'isReview', target: 'review' },
        { guard: 'isExpired', target: 'expired' },
        { guard: 'isPending', target: 'awaitingTransfer' },
        { target: 'editing' },
      ],
    },
    awaitingTransfer: {
      tags: 'awaiting',
      after: { [POLL_MS]: 'checking' },
      on: {
        'recharge.check': 'checking',
        'recharge.again': { target: 'editing', actions: 'reset' },
      },
    },
    checking: {
      tags: 'checking',
      invoke: {
        id: 'checkRecharge',
        src: 'checkRecharge',
        input: ({ context }) => ({ id: context.recharge?.id ?? 0 }),
        onDone: {
          target: 'deciding',
          actions: { type: 'setRecharge', params: ({ event }) => ({ recharge: event.output }) },
        },
        // Keep the status shown and look again later: a dropped connection is no answer.
        onError: { target: 'deciding', actions: 'recordCheckFailed' },
      },
    },
    credited: {
      tags: 'credited',
      entry: { type: 'announceCredited', params: ({ context }) => ({ recharge: context.recharge! }) },
      on: { 'recharge.again': { target: 'editing', actions: 'reset' } },
    },
    review: {
      tags: 'review',
      after: { [REVIEW_POLL_MS]: 'checking' },
      on: {
        'recharge.check': 'checking',
        'recharge.again': { target: 'editing', actions: 'reset' },
      },
    },
    /** A late transfer with the right memo and amount still credits: a check may still find it. */
    expired: {
      tags: 'expired',
      on: {
        'recharge.check': 'checking',
        'recharge.again': { target: 'editing', actions: 'reset' },
      },
    },
  },
});
