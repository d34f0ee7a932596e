import { assign, setup } from 'xstate';
import type { CreatePobRequest, Pob, PobQuote, PobQuoteRequest } from '../contract/orderPob';
import { failedWith } from './failure';
import {
  errorParams,
  payFlowActions,
  payFlowGuards,
  payFlowLoadStates,
  payFlowStates,
  type PayFlowContext,
  type PayFlowInput,
  type PayFlowTag,
} from './payFlow';
import { providedBy } from './providedBy';

/**
 * Asking us to pay a Chinese seller (`/orderPob/create`): the customer pastes the seller's payment
 * request, names the site, the seller's order numbers and the amount in ¥, sees the figures and
 * pays from the wallet. Pure logic: loading the rules, quoting, creating and the effects (saving
 * the request for a trip to recharge, refreshing the wallet and the list) are provided by
 * src/features/orderPob/usePobFlow.ts.
 *
 * loading → filling → quoting → reviewing → paying → done. The form checks the request with the
 * contract's schema before `pob.next`; a daily limit the server counts goes back to the form with
 * its reason. The quote → review → pay → shortfall part, and how the Idempotency-Key is kept, are
 * shared with the other flows that move money: machines/payFlow.ts.
 */

/** The request as the form made it; null until the customer has sent the form once. */
export type PobChoices = PobQuoteRequest | null;

/** Where a saved flow resumes after the page was left (recharge). */
export type PobResumeStep = 'fill' | 'review';

export type PobInput = PayFlowInput<PobChoices, PobResumeStep>;

/** What the form states and estimates with: the public settings' POB rate, fee and daily limits. */
export type PobRules = { rateVndPerCny: number; feeBps: number; dailyMaxCount: number; dailyMaxFen: number };

export type PobContext = {
  rules: PobRules | null;
  choices: PobChoices;
  resumeStep: PobResumeStep | null;
  created: Pob | null;
} & PayFlowContext<PobQuote, CreatePobRequest>;

export type PobEvent =
  /** The form, checked: quote it. */
  | { type: 'pob.next'; request: PobQuoteRequest }
  | { type: 'pob.back' }
  /** "Xác nhận thanh toán …": pay the quoted total. `idempotencyKey` is a fresh key made by src/. */
  | { type: 'pob.confirm'; idempotencyKey: string }
  /** Try again after a failure (loading, quoting or paying); a fresh key in case it is a new attempt. */
  | { type: 'pob.retry'; idempotencyKey: string }
  /** Back from recharging (or "Tôi đã nạp tiền"): quote again with the same request. */
  | { type: 'pob.requote' };

/** The body of create: the request and the total the customer accepted. */
export function pobAttemptOf(choices: PobQuoteRequest, quote: PobQuote | null): CreatePobRequest {
  return { ...choices, expectedTotalVnd: quote?.totalVnd ?? 0 };
}

/** Same request and total: a retry of the same attempt. */
export function samePobAttempt(a: CreatePobRequest | null, b: CreatePobRequest): boolean {
  if (a === null) return false;
  const canonical = (r: CreatePobRequest) =>
    JSON.stringify([r.site, r.paymentLink, [...r.sellerOrderIds].sort(), r.amountFen, r.note ?? '', r.expectedTotalVnd]);
  return canonical(a) === canonical(b);
}

/** The screen each state shows (see payFlowTags for the shared ones). */
export type PobTag = 'loading' | 'loadFailed' | 'filling' | 'done' | PayFlowTag;

/** Refusals that the form must answer: the request breaks a rule (a daily limit, a field the server reads stricter). */
const formRefusals = ['pob-daily-count-exceeded', 'pob-daily-amount-exceeded', 'validation-failed'] as const;

export const pobMachine = setup({
  types: {
    context: {} as PobContext,
    events: {} as PobEvent,
    input: {} as PobInput,
    tags: {} as PobTag,
  },
  actors: {
    /** The public settings: POB rate, fee and daily limits. */
    loadPobRules: providedBy<PobRules>('loadPobRules', 'src/features/orderPob/usePobFlow.ts'),
    /** POST /OrderPob/Quote. */
    quotePob: providedBy<PobQuote, PobQuoteRequest>('quotePob', 'src/features/orderPob/usePobFlow.ts'),
    /** POST /OrderPob with the Idempotency-Key; resolves with the request made and paid. */
    createPob: providedBy<Pob, { request: CreatePobRequest; idempotencyKey: string }>('createPob', 'src/features/orderPob/usePobFlow.ts'),
  },
  actions: {
    ...payFlowActions<PobContext, PobEvent>(),
    /** Effect: keep the request (on the device, for the account) so leaving for the recharge page resumes here. */
    saveChoices: (_, _params: { choices: PobChoices; step: PobResumeStep }) => {},
    /** Effect: after a request, the wallet and the request list changed. */
    refreshAfterPob: () => {},
    setLoaded: assign((_, params: PobRules) => ({ rules: params })),
    setChoices: assign((_, params: { request: PobQuoteRequest }) => ({ choices: params.request })),
    forgetResume: assign({ resumeStep: null }),
    prepareAttempt: assign(({ context }, params: { idempotencyKey: string }) => {
      const request = pobAttemptOf(context.choices!, context.quote);
      const keep = context.idempotencyKey !== null && samePobAttempt(context.attempt, request);
      return { attempt: request, idempotencyKey: keep ? context.idempotencyKey : params.idempotencyKey, error: null };
    }),
    recordCreated: assign((_, params: { pob: Pob }) => ({ created: params.pob, error: null, idempotencyKey: null, attempt: null })),
  },
  guards: {
    ...payFlowGuards,
    resumeAtReview: ({ context }) => context.resumeStep === 'review' && context.choices !== null,
    formRefusal: (_, params: { error: unknown }) => formRefusals.some((code) => failedWith(code)(undefined, params)),
  },
}).createMachine({
  id: 'pob',
  context: ({ input }) => ({
    rules: null,
    choices: input?.saved?.choices ?? null,
    resumeStep: input?.saved?.step ?? null,
    created: null,
    quote: null,
    previousQuote: null,
    attempt: null,
    idempotencyKey: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    ...payFlowLoadStates({ prefix: 'pob', src: 'loadPobRules', next: 'deciding' }),
    /** After loading: a request saved before a recharge goes straight to fresh figures. */
    deciding: {
      tags: 'loading',
      always: [
        { guard: 'resumeAtReview', target: 'quoting', actions: 'forgetResume' },
        { target: 'filling', actions: 'forgetResume' },
      ],
    },
    /** The form; it keeps what was typed when the customer comes back to it. */
    filling: {
      tags: 'filling',
      on: {
        'pob.next': {
          target: 'quoting',
          actions: [{ type: 'setChoices', params: ({ event }) => ({ request: event.request }) }, 'clearError', 'forgetAcceptedQuote'],
        },
      },
    },
    ...payFlowStates({
      prefix: 'pob',
      back: 'filling',
      quote: { src: 'quotePob', input: ({ context }: { context: PobContext }) => context.choices },
      pay: { src: 'createPob' },
      paid: [{ type: 'recordCreated', params: ({ event }) => ({ pob: event.output as Pob }) }, 'forgetChoices', 'refreshAfterPob'],
      quoteErrors: [
        {
          guard: { type: 'formRefusal', params: errorParams },
          target: 'filling',
          actions: [{ type: 'recordFailure', params: errorParams }, 'forgetAcceptedQuote'],
        },
      ],
      payErrors: [
        {
          guard: { type: 'formRefusal', params: errorParams },
          target: 'filling',
          actions: [{ type: 'recordFailure', params: errorParams }, 'forgetKey'],
        },
      ],
    }),
    done: { type: 'final', tags: 'done' },
  },
});

export type PobMachine = typeof pobMachine;
