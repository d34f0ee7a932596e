import { assign, setup } from 'xstate';
import { pickAddress, type Address } from '../contract/addresses';
import type { CreateDeliveryRequest, Delivery, DeliveryPayment, DeliveryQuote, DeliveryQuoteRequest } from '../contract/delivery';
import type { CustomerPackage } from '../contract/packages';
import { addressActions, addressGuards, chooseAddress, noAddressState, noAddressStop } from './addressChoice';
import { failedWith } from './failure';
import { payFlowActions, payFlowGuards, payFlowLoadStates, payFlowStart, payFlowStates } from './payFlow';
import type { PayFlowContext, PayFlowEvent, PayFlowInput, PayFlowPayment, PayFlowTag } from './payFlow';
import { providedBy } from './providedBy';

/**
 * Asking for delivery (`/delivery/create`): packages waiting in a Vietnam warehouse go to an
 * address, and what is still owed on their orders is settled with the carrier's fee. Pure logic:
 * loading, quoting, creating and the effects (saving the choices for a trip to the recharge or
 * address page, refreshing the wallet, packages and requests) are provided by
 * src/features/delivery/useDeliveryFlow.ts.
 *
 * loading → choosing (or empty / noAddress) → quoting → reviewing → paying → done.
 * A wallet quote the balance cannot cover goes to `shortfall`: the exact amount to recharge;
 * coming back (`delivery.requote`, or a new page load with the saved choices) quotes again.
 * Money moves only on `delivery.confirm` from reviewing (or quoteChanged, where the new figures
 * are shown first).
 *
 * The quote → review → pay → shortfall part, and how the Idempotency-Key is kept, are shared
 * with the other flows that move money: machines/payFlow.ts.
 */

export type DeliveryChoices = {
  /** The packages to carry; null until the customer (or a saved flow) has chosen: then all of them. */
  packageIds: number[] | null;
  addressId: number | null;
  payment: DeliveryPayment;
};

/** Where a saved flow resumes after the page was left (recharge, adding an address). */
export type DeliveryResumeStep = 'choose' | 'review';

export type DeliveryInput = PayFlowInput<DeliveryChoices, DeliveryResumeStep>;

export type DeliveryLoaded = {
  /** GET /Delivery/Packages: what a new request can carry, oldest first. */
  packages: CustomerPackage[];
  addresses: Address[];
  /** The public settings' `delivery.codAllowed`. */
  codAllowed: boolean;
};

export type DeliveryContext = DeliveryLoaded & {
  choices: DeliveryChoices;
  resumeStep: DeliveryResumeStep | null;
  /** Packages chosen before a reload that are no longer offered (another request took them, staff moved them). */
  unavailable: CustomerPackage[];
  created: Delivery | null;
} & PayFlowContext<DeliveryQuote, CreateDeliveryRequest>;

export type DeliveryEvent =
  | { type: 'delivery.togglePackage'; packageId: number }
  /** "Chọn tất cả" (every offered package) or "Bỏ chọn" (none). */
  | { type: 'delivery.chooseAll' }
  | { type: 'delivery.chooseNone' }
  | { type: 'delivery.chooseAddress'; addressId: number }
  | { type: 'delivery.choosePayment'; payment: DeliveryPayment }
  /** See the figures: quote the choice. */
  | { type: 'delivery.next' }
  /** `delivery.confirm` is "Xác nhận thanh toán …": pay the quoted total. */
  | PayFlowEvent<'delivery'>;

const initialChoices: DeliveryChoices = { packageIds: null, addressId: null, payment: 'wallet' };

/** The chosen packages, in the order offered (null: all of them). */
export function chosenPackageIds(context: Pick<DeliveryContext, 'packages' | 'choices'>): number[] {
  const { packageIds } = context.choices;
  return context.packages.filter((p) => packageIds === null || packageIds.includes(p.id)).map((p) => p.id);
}

/** The body of Quote and, with the expected total, of create. */
export function deliveryRequestOf(context: Pick<DeliveryContext, 'packages' | 'choices'>): DeliveryQuoteRequest {
  return { packageIds: chosenPackageIds(context), addressId: context.choices.addressId ?? 0, payment: context.choices.payment };
}

/** The body of create: the request and the total the customer accepted. */
export function deliveryAttemptOf(context: Pick<DeliveryContext, 'packages' | 'choices' | 'quote'>): CreateDeliveryRequest {
  return { ...deliveryRequestOf(context), expectedTotalVnd: context.quote?.totalVnd ?? 0 };
}

/** Same packages, address, payment and total: a retry of the same attempt. */
export function sameAttempt(a: CreateDeliveryRequest | null, b: CreateDeliveryRequest): boolean {
  if (a === null) return false;
  const canonical = (r: CreateDeliveryRequest) =>
    JSON.stringify([[...r.packageIds].sort((x, y) => x - y), r.addressId, r.payment, r.expectedTotalVnd, r.note ?? '']);
  return canonical(a) === canonical(b);
}

/** Keep the choice as it changes; a reload comes back to the choosing step. */
const saveChoosing = {
  type: 'saveChoices',
  params: ({ context }: { context: DeliveryContext }) => ({ choices: context.choices, step: 'choose' as const }),
} as const;

/** The screen each state shows (see payFlowTags for the shared ones). */
export type DeliveryTag = 'loading' | 'loadFailed' | 'empty' | 'noAddress' | 'choosing' | 'done' | PayFlowTag;

export const deliveryMachine = setup({
  types: {
    context: {} as DeliveryContext,
    events: {} as DeliveryEvent,
    input: {} as DeliveryInput,
    tags: {} as DeliveryTag,
  },
  actors: {
    /** GET /Delivery/Packages, GET /Address and the public settings. */
    loadDelivery: providedBy<DeliveryLoaded>('loadDelivery', 'src/features/delivery/useDeliveryFlow.ts'),
    /** POST /Delivery/Quote. */
    quoteDelivery: providedBy<DeliveryQuote, DeliveryQuoteRequest>('quoteDelivery', 'src/features/delivery/useDeliveryFlow.ts'),
    /** POST /Delivery with the Idempotency-Key; resolves with the request made. */
    createDelivery: providedBy<Delivery, PayFlowPayment<CreateDeliveryRequest>>(
      'createDelivery',
      'src/features/delivery/useDeliveryFlow.ts',
    ),
  },
  actions: {
    ...payFlowActions<DeliveryContext, DeliveryEvent>({ attemptOf: deliveryAttemptOf, sameAttempt }),
    /** Effect: after a request, the wallet, the packages and the request list changed. */
    refreshAfterDelivery: () => {},
    setLoaded: assign(({ context }, params: DeliveryLoaded) => {
      const offered = new Set(params.packages.map((p) => p.id));
      // "All" of a reload means all that were shown: a package arriving meanwhile is not chosen unseen.
      const wanted = context.choices.packageIds ?? (context.packages.length > 0 ? context.packages.map((p) => p.id) : null);
      return {
        ...params,
        // What was chosen but is offered no more is named once, then dropped from the choice.
        unavailable: wanted === null ? [] : context.packages.filter((p) => wanted.includes(p.id) && !offered.has(p.id)),
        choices: {
          packageIds: wanted === null ? null : wanted.filter((id) => offered.has(id)),
          addressId: pickAddress(params.addresses, context.choices.addressId),
          payment: params.codAllowed ? context.choices.payment : ('wallet' as const),
        },
      };
    }),
    togglePackage: assign(({ context }, params: { packageId: number }) => {
      const chosen = chosenPackageIds(context);
      const packageIds = chosen.includes(params.packageId) ? chosen.filter((id) => id !== params.packageId) : [...chosen, params.packageId];
      return { choices: { ...context.choices, packageIds } };
    }),
    chooseAll: assign(({ context }) => ({ choices: { ...context.choices, packageIds: context.packages.map((p) => p.id) } })),
    chooseNone: assign(({ context }) => ({ choices: { ...context.choices, packageIds: [] } })),
    ...addressActions<DeliveryContext, DeliveryEvent>(),
    choosePayment: assign(({ context }, params: { payment: DeliveryPayment }) => ({
      choices: { ...context.choices, payment: params.payment },
    })),
    /** The server refused COD: back to the wallet, and COD is no longer offered. */
    refuseCod: assign(({ context }) => ({ codAllowed: false, choices: { ...context.choices, payment: 'wallet' as const } })),
    forgetUnavailable: assign({ unavailable: [] }),
  },
  guards: {
    ...payFlowGuards,
    ...addressGuards,
    nothingToDeliver: ({ context }) => context.packages.length === 0,
    resumeAtReview: ({ context }) =>
      context.resumeStep === 'review' && chosenPackageIds(context).length > 0 && context.choices.addressId !== null,
    isOffered: ({ context }, params: { packageId: number }) => context.packages.some((p) => p.id === params.packageId),
    isAllowedPayment: ({ context }, params: { payment: DeliveryPayment }) => params.payment === 'wallet' || context.codAllowed,
    canQuote: ({ context }) => chosenPackageIds(context).length > 0 && context.addresses.some((a) => a.id === context.choices.addressId),
    packageNotReady: failedWith('package-not-ready'),
    codNotAllowed: failedWith('cod-not-allowed'),
  },
}).createMachine({
  id: 'delivery',
  context: ({ input }) => ({
    packages: [],
    addresses: [],
    codAllowed: false,
    unavailable: [],
    created: null,
    ...payFlowStart(input, initialChoices),
  }),
  initial: 'loading',
  states: {
    ...payFlowLoadStates('delivery', {
      load: 'loadDelivery',
      // Nothing waiting in Vietnam, no address yet.
      stops: [{ guard: 'nothingToDeliver', target: 'empty' }, noAddressStop],
      resume: [{ guard: 'resumeAtReview', target: 'quoting' }],
      first: 'choosing',
    }),
    /** Nothing waits in a Vietnam warehouse: the page links to the package list. */
    empty: {
      tags: 'empty',
      on: { 'delivery.retry': { target: 'loading', actions: 'clearError' } },
    },
    noAddress: noAddressState('delivery'),
    choosing: {
      tags: 'choosing',
      on: {
        'delivery.togglePackage': {
          guard: { type: 'isOffered', params: ({ event }) => ({ packageId: event.packageId }) },
          actions: [{ type: 'togglePackage', params: ({ event }) => ({ packageId: event.packageId }) }, 'forgetUnavailable', saveChoosing],
        },
        'delivery.chooseAll': { actions: ['chooseAll', 'forgetUnavailable', saveChoosing] },
        'delivery.chooseNone': { actions: ['chooseNone', 'forgetUnavailable', saveChoosing] },
        'delivery.chooseAddress': chooseAddress('choose'),
        'delivery.choosePayment': {
          guard: { type: 'isAllowedPayment', params: ({ event }) => ({ payment: event.payment }) },
          actions: [{ type: 'choosePayment', params: ({ event }) => ({ payment: event.payment }) }, saveChoosing],
        },
        'delivery.next': { guard: 'canQuote', target: 'quoting', actions: ['clearError', 'forgetUnavailable', 'forgetAcceptedQuote'] },
      },
    },
    ...payFlowStates('delivery', {
      back: 'choosing',
      quote: { src: 'quoteDelivery', input: ({ context }: { context: DeliveryContext }) => deliveryRequestOf(context) },
      pay: { src: 'createDelivery' },
      refresh: 'refreshAfterDelivery',
      quoteErrors: [
        // A package left meanwhile: reload what is offered and say which.
        { guard: 'packageNotReady', target: 'loading', actions: ['forgetAcceptedQuote'] },
        { guard: 'codNotAllowed', target: 'choosing', actions: ['refuseCod', 'forgetAcceptedQuote', saveChoosing] },
      ],
      payErrors: [
        { guard: 'packageNotReady', target: 'loading' },
        { guard: 'codNotAllowed', target: 'choosing', actions: ['refuseCod', saveChoosing] },
      ],
    }),
  },
});

export type DeliveryMachine = typeof deliveryMachine;
