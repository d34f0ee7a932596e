import { assign, setup } from 'xstate';
import type { CreatePobRequest, Pob, PobQuote, PobQuoteRequest } from '../contract/orderPob';
import { failedWith } from './failure';
import { payFlowActions, payFlowGuards, payFlowLoadStates, payFlowStart, payFlowStates } from './payFlow';
import type { PayFlowContext, PayFlowEvent, PayFlowInput, PayFlowPayment, PayFlowTag } from './payFlow';
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
  /** `pob.confirm` is "Xác nhận thanh toán …": pay the quoted total. */
  | PayFlowEvent<'pob'>;

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
    createPob: providedBy<Pob, PayFlowPayment<CreatePobRequest>>('createPob', 'src/features/orderPob/usePobFlow.ts'),
  },
  actions: {
    ...payFlowActions<PobContext, PobEvent>({
      // Only reviewing, after the form was sent, can pay.
      attemptOf: (context) => pobAttemptOf(context.choices!, context.quote),
      sameAttempt: samePobAttempt,
    }),
    /** Effect: after a request, the wallet and the request list changed. */
    refreshAfterPob: () => {},
    setLoaded: assign((_, params: PobRules) => ({ rules: params })),
    setChoices: assign((_, params: { request: PobQuoteRequest }) => ({ choices: params.request })),
  },
  guards: {
    ...payFlowGuards,
    resumeAtReview: ({ context }) => context.resumeStep === 'review' && context.choices !== null,
    formRefusal: (_, params: { error: unknown }) => formRefusals.some((code) => failedWith(code)(undefined, params)),
  },
}).createMachine({
  id: 'pob',
  context: ({ input }) => ({ rules: null, created: null, ...payFlowStart(input, null) }),
  initial: 'loading',
  states: {
    // A request saved before a recharge goes straight to fresh figures.
    ...payFlowLoadStates('pob', {
      load: 'loadPobRules',
      stops: [],
      resume: [{ guard: 'resumeAtReview', target: 'quoting' }],
      first: 'filling',
    }),
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
    ...payFlowStates('pob', {
      back: 'filling',
      quote: { src: 'quotePob', input: ({ context }: { context: PobContext }) => context.choices },
      pay: { src: 'createPob' },
      refresh: 'refreshAfterPob',
      quoteErrors: [{ guard: 'formRefusal', target: 'filling', actions: ['forgetAcceptedQuote'] }],
      payErrors: [{ guard: 'formRefusal', target: 'filling' }],
    }),
  },
});

export type PobMachine = typeof pobMachine;
