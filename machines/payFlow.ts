import { assign, type AnyStateNodeConfig, type EventObject } from 'xstate';
import { failedWith, failureOf, refused, type RequestFailure } from './failure';

/**
 * The part every flow that moves money shares (the checkout, the delivery request, and the flows
 * to come: paying on someone's behalf, Taobao Global, complaint refunds): quote the choice, show
 * the figures, pay with an Idempotency-Key, and the ways back.
 *
 * quoting → reviewing → paying → done. A quote the wallet cannot cover goes to `shortfall` (the
 * exact amount; `<flow>.requote` after recharging quotes again). 409 `quote-changed` re-quotes
 * into `quoteChanged`, the new figures to confirm again; 409 `insufficient-funds` re-quotes into
 * `shortfall`. Money moves only on `<flow>.confirm` (or `<flow>.retry` after a failed payment).
 *
 * Idempotency: src/ sends a fresh key with every confirm or retry; an attempt (the exact request,
 * the accepted amount included) keeps its key while its outcome is unknown, so a retry after a
 * timeout replays the first answer instead of paying twice. A refusal (the server answered no)
 * debited nothing: its key is dropped. A changed request is another attempt with another key.
 *
 * A state-config builder rather than a child machine: each flow stays one flat graph, so the
 * Stately inspector, the diagram in docs/machines.md and the path tests show the whole flow (its
 * own steps and these) as one machine, and views send every event to one actor and read one
 * context. A child actor would split each flow in two: its states and context out of the
 * parent's snapshot, and every review event forwarded by hand.
 *
 * A flow spreads `payFlowLoadStates(...)` and `payFlowStates(...)` into its `states`,
 * `payFlowActions(...)` into its actions and `payFlowGuards` into its guards, starts its context with `payFlowStart(...)`, and names in
 * its own setup only what differs: its choices and how they are made, the request and the amount
 * the server must agree to (`attemptOf`), what counts as the same attempt, its own refusals, and
 * the actors that load, quote and pay.
 */

/**
 * How such a flow starts: the choices this tab saved when the page was left (for the recharge or
 * the address form) and the step to resume at, and an address the customer has just added on the
 * way (it wins over the saved choice).
 */
export type PayFlowInput<TChoices, TResumeStep> = {
  saved?: { choices: TChoices; step: TResumeStep } | null;
  addressId?: number;
};

/**
 * The events every such flow answers, under its prefix (`checkout.confirm`, `delivery.back`…).
 * The flow's own events (its choices, `next`) come beside them.
 */
export type PayFlowEvent<P extends string> =
  | { type: `${P}.back` }
  /** Pay the quoted amount. `idempotencyKey` is a fresh key made by src/. */
  | { type: `${P}.confirm`; idempotencyKey: string }
  /** Try again after a failure (loading, quoting or paying); a fresh key in case it is a new attempt. */
  | { type: `${P}.retry`; idempotencyKey: string }
  /** Back from recharging (or "Tôi đã nạp tiền"): quote again with the same choices. */
  | { type: `${P}.requote` };

/** What a flow's pay actor is given: the attempt and the key it carries (see the comment at the top). */
export type PayFlowPayment<TRequest> = { request: TRequest; idempotencyKey: string };

/** What the shared states read and write in a flow's context. */
export type PayFlowContext<TQuote, TRequest> = {
  quote: TQuote | null;
  /** The quote the customer accepted before the server said the figures moved (quoteChanged). */
  previousQuote: TQuote | null;
  /** The request sent last and the key it carries (see the comment at the top). */
  attempt: TRequest | null;
  idempotencyKey: string | null;
  error: RequestFailure | null;
};

/** What the shared actions also read and write: the choices, where a saved flow resumes, what was made. */
type PayFlowChoices = { choices: unknown; resumeStep: unknown; created: unknown };

/**
 * A flow's context as it starts: the choices saved before the page was left, else the first ones
 * (an address the customer has just added wins over the saved one), the step to resume at, and
 * the shared fields empty.
 */
export function payFlowStart<TChoices, TResumeStep>(input: PayFlowInput<TChoices, TResumeStep> | undefined, initial: TChoices) {
  const choices = input?.saved?.choices ?? initial;
  return {
    // Only the flows that choose an address are started with one.
    choices: input?.addressId === undefined ? choices : ({ ...choices, addressId: input.addressId } as TChoices),
    resumeStep: input?.saved?.step ?? null,
    quote: null,
    previousQuote: null,
    attempt: null,
    idempotencyKey: null,
    error: null,
  };
}

/** A named action or guard of the flow's setup, with params read from the failure (or the context). */
type Named<TContext> = string | { type: string; params?: (args: { context: TContext; event: { error: unknown } }) => unknown };
/**
 * A flow's own answer to a failure: the guard (a named guard of its setup, given the failure),
 * where it goes, and what it does after the failure is recorded (and, for a payment, its key
 * dropped: a refusal debited nothing).
 */
type Refusal<TContext> = { guard: string; target: string; actions?: readonly Named<TContext>[] };

/** What the shared states need of a flow; its event prefix (`checkout` answers `checkout.confirm`, `checkout.back`…) comes first. */
export type PayFlowOptions<TContext> = {
  /** The flow's last step of choices, where "Quay lại" goes. */
  back: string;
  /** The flow's quote actor (its id is its source name, as the walks and src/ know it) and its input. */
  quote: { src: string; input: (args: { context: TContext }) => unknown };
  /** The flow's create actor; its input is the attempt and its key. */
  pay: { src: string };
  /** The flow's effect after paying (what was made is recorded and the saved choices forgotten first): refresh what it changed. */
  refresh: string;
  /** This flow's own answers to a failed quote (a cart changed elsewhere, a package gone), tried first. */
  quoteErrors: readonly Refusal<TContext>[];
  /** This flow's own refusals of a payment, tried before the general refusal. */
  payErrors: readonly Refusal<TContext>[];
};

/** The params of a guard or action that reads an actor's failure (`onError`). */
export const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const recordFailure = { type: 'recordFailure', params: errorParams } as const;
const onErrorCode = (type: 'quoteChanged' | 'insufficientFunds' | 'refused') => ({ type, params: errorParams }) as const;

/** A step of `deciding`: where the loaded flow goes when the guard (a named guard of its setup) holds. */
type Start = { guard: string; target: string };

/**
 * How such a flow starts: it loads what its choices need (the cart, the packages, the
 * addresses…; `setLoaded` takes the load actor's output), with a retry after a failure; then
 * `deciding` sends the loaded flow to its own `stops` first (nothing to order, no address yet…),
 * then to where a saved flow `resume`s (fresh figures, a later step), else to its `first` step.
 */
export function payFlowLoadStates(
  prefix: string,
  options: { load: string; stops: readonly Start[]; resume: readonly Start[]; first: string },
): Record<'loading' | 'loadFailed' | 'deciding', AnyStateNodeConfig> {
  return {
    loading: {
      tags: 'loading',
      invoke: {
        id: options.load,
        src: options.load,
        onDone: {
          target: 'deciding',
          actions: { type: 'setLoaded', params: ({ event }: { event: { output: unknown } }) => event.output },
        },
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { [`${prefix}.retry`]: { target: 'loading', actions: 'clearError' } },
    },
    // The saved step is used once: from here on the flow goes where the customer takes it.
    deciding: {
      tags: 'loading',
      always: [
        ...options.stops,
        ...options.resume.map((start) => ({ ...start, actions: 'forgetResume' })),
        { target: options.first, actions: 'forgetResume' },
      ],
    },
  };
}

export type PayFlowState = 'quoting' | 'quoteFailed' | 'quoted' | 'reviewing' | 'quoteChanged' | 'shortfall' | 'paying' | 'failed' | 'done';

/**
 * What the shared states show, as tags: views pick the screen from these rather than from state
 * names. `review` is the screen of the figures and the pay button, also while paying (`paying`),
 * after a failed payment (`payFailed`) and when the figures moved (`figuresMoved`).
 */
export const payFlowTags = ['quoting', 'quoteFailed', 'review', 'figuresMoved', 'paying', 'payFailed', 'shortfall'] as const;
export type PayFlowTag = (typeof payFlowTags)[number];

/** The screens of the shared part, in the order a page picks them (the others are faces of `review`). */
export const payFlowScreens = ['quoting', 'quoteFailed', 'review', 'shortfall'] as const satisfies readonly PayFlowTag[];

/**
 * The shared states, to spread into a flow's `states` (see the comment at the top). Typed loosely
 * on the way out, because XState cannot type a config written apart from its setup: the action,
 * guard and actor names below are the ones `payFlowActions`, `payFlowGuards` and the flow's own
 * setup define. A missing guard or actor throws when reached; a missing action is skipped, which
 * each flow's unit tests and tests/unit/machines/paths.test.ts (every path, context compared)
 * would show.
 */
export function payFlowStates<TContext extends PayFlowContext<unknown, unknown>>(
  prefix: string,
  options: PayFlowOptions<TContext>,
): Record<PayFlowState, AnyStateNodeConfig> {
  const { back } = options;
  const event = (name: 'confirm' | 'retry' | 'back' | 'requote') => `${prefix}.${name}`;
  const refusal =
    (...always: Named<TContext>[]) =>
    ({ guard, target, actions = [] }: Refusal<TContext>) => ({
      guard: { type: guard, params: errorParams },
      target,
      actions: [recordFailure, ...always, ...actions],
    });
  const prepareAttempt = {
    type: 'prepareAttempt',
    params: ({ event }: { event: { idempotencyKey: string } }) => ({ idempotencyKey: event.idempotencyKey }),
  };
  return {
    quoting: {
      tags: 'quoting',
      // From here on a reload (or the trip to recharge) comes back to a fresh quote.
      entry: {
        type: 'saveChoices',
        params: ({ context }: { context: { choices: unknown } }) => ({ choices: context.choices, step: 'review' as const }),
      },
      invoke: {
        id: options.quote.src,
        src: options.quote.src,
        input: options.quote.input,
        onDone: {
          target: 'quoted',
          actions: { type: 'setQuote', params: ({ event }: { event: { output: unknown } }) => ({ quote: event.output }) },
        },
        onError: [...options.quoteErrors.map(refusal()), { target: 'quoteFailed', actions: recordFailure }],
      },
    },
    quoteFailed: {
      tags: 'quoteFailed',
      on: {
        [event('retry')]: { target: 'quoting', actions: 'clearError' },
        [event('back')]: { target: back, actions: ['clearError', 'forgetAcceptedQuote'] },
      },
    },
    /** Routes a fresh quote: short of money, figures that moved since the customer confirmed, or the review. */
    quoted: {
      tags: 'quoting',
      always: [
        { guard: 'isShort', target: 'shortfall', actions: 'forgetAcceptedQuote' },
        { guard: 'figuresMoved', target: 'quoteChanged' },
        { target: 'reviewing' },
      ],
    },
    reviewing: {
      tags: 'review',
      on: {
        [event('confirm')]: { guard: 'canPay', target: 'paying', actions: prepareAttempt },
        [event('back')]: { target: back, actions: 'clearError' },
      },
    },
    /** The server's figures moved after the customer confirmed: the new ones, to confirm again. */
    quoteChanged: {
      tags: ['review', 'figuresMoved'],
      on: {
        [event('confirm')]: { guard: 'canPay', target: 'paying', actions: [prepareAttempt, 'forgetAcceptedQuote'] },
        [event('back')]: { target: back, actions: ['clearError', 'forgetAcceptedQuote'] },
      },
    },
    /** The wallet cannot cover the amount: the exact shortfall and a way to recharge. */
    shortfall: {
      tags: 'shortfall',
      on: {
        [event('requote')]: { target: 'quoting', actions: 'clearError' },
        [event('back')]: { target: back, actions: 'clearError' },
      },
    },
    paying: {
      tags: ['review', 'paying'],
      invoke: {
        id: options.pay.src,
        src: options.pay.src,
        input: ({ context }: { context: TContext }) => ({ request: context.attempt!, idempotencyKey: context.idempotencyKey! }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'recordCreated', params: ({ event }: { event: { output: unknown } }) => ({ created: event.output }) },
            'forgetChoices',
            options.refresh,
          ],
        },
        onError: [
          { guard: onErrorCode('quoteChanged'), target: 'quoting', actions: [recordFailure, 'forgetKey', 'rememberAcceptedQuote'] },
          // The wallet moved since the quote: quote again for the exact shortfall.
          { guard: onErrorCode('insufficientFunds'), target: 'quoting', actions: [recordFailure, 'forgetKey', 'refreshWallet'] },
          ...options.payErrors.map(refusal('forgetKey')),
          { guard: onErrorCode('refused'), target: 'failed', actions: [recordFailure, 'forgetKey'] },
          // No answer, a timeout, a server failure: the payment may have gone through; the retry keeps the key.
          { target: 'failed', actions: recordFailure },
        ],
      },
    },
    failed: {
      tags: ['review', 'payFailed'],
      on: {
        [event('retry')]: { guard: 'canPay', target: 'paying', actions: prepareAttempt },
        [event('back')]: { target: back, actions: 'clearError' },
      },
    },
    done: { type: 'final', tags: 'done' },
  };
}

type QuoteShape = { shortfallVnd: number };

/** The shared guards, to spread into a flow's `guards`. */
export const payFlowGuards = {
  isShort: ({ context }: { context: PayFlowContext<QuoteShape, unknown> }) => (context.quote?.shortfallVnd ?? 0) > 0,
  figuresMoved: ({ context }: { context: PayFlowContext<QuoteShape, unknown> }) => context.previousQuote !== null,
  canPay: ({ context }: { context: PayFlowContext<QuoteShape, unknown> }) => context.quote !== null && context.quote.shortfallVnd === 0,
  quoteChanged: failedWith('quote-changed'),
  insufficientFunds: failedWith('insufficient-funds'),
  refused,
};

/**
 * The shared context updates and effects, to spread into a flow's `actions` (typed by the flow's
 * context and events). The flow says what its payment sends: `attemptOf` builds the request with
 * the amount the customer accepted, `sameAttempt` tells a retry of the same request from a new one.
 */
export function payFlowActions<TContext extends PayFlowContext<unknown, unknown> & PayFlowChoices, TEvent extends EventObject>(flow: {
  attemptOf: (context: TContext) => NonNullable<TContext['attempt']>;
  sameAttempt: (a: TContext['attempt'], b: NonNullable<TContext['attempt']>) => boolean;
}) {
  // TypeScript cannot see that an update of the shared fields fits every context that extends them.
  const update = (fields: Partial<PayFlowContext<unknown, unknown> & PayFlowChoices>) => fields as Partial<TContext>;
  return {
    /** Effect, provided by src/: keep the choices on the device, so leaving for the recharge (or an address, a link) resumes here. */
    saveChoices: (_: unknown, _params: { choices: TContext['choices']; step: NonNullable<TContext['resumeStep']> }) => {},
    forgetResume: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ resumeStep: null })),
    /** The request this confirm sends, with the key of an open attempt at it, else the fresh one. */
    prepareAttempt: assign<TContext, TEvent, { idempotencyKey: string }, TEvent, never>(({ context }, params) => {
      const request = flow.attemptOf(context);
      const keep = context.idempotencyKey !== null && flow.sameAttempt(context.attempt, request);
      return update({ attempt: request, idempotencyKey: keep ? context.idempotencyKey : params.idempotencyKey, error: null });
    }),
    /** Paid: what was made, and the attempt is over. */
    recordCreated: assign<TContext, TEvent, { created: unknown }, TEvent, never>((_, params) =>
      update({ created: params.created, error: null, idempotencyKey: null, attempt: null }),
    ),
    setQuote: assign<TContext, TEvent, { quote: TContext['quote'] }, TEvent, never>((_, params) =>
      update({ quote: params.quote, error: null }),
    ),
    /** The quote the customer had accepted, to show beside the new one. */
    rememberAcceptedQuote: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => update({ previousQuote: context.quote })),
    forgetAcceptedQuote: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ previousQuote: null })),
    recordFailure: assign<TContext, TEvent, { error: unknown }, TEvent, never>((_, params) => update({ error: failureOf(params.error) })),
    clearError: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ error: null })),
    /** Effect, provided by src/: the flow is done, its saved choices have nothing left to resume. */
    forgetChoices: () => {},
    /** Effect, provided by src/: the wallet's balance changed. */
    refreshWallet: () => {},
    /** A refusal debited nothing: the next attempt is a new one. */
    forgetKey: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ idempotencyKey: null, attempt: null })),
  };
}
