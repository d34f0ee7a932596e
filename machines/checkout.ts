import { assign, fromPromise, setup } from 'xstate';
import type { Address } from '../contract/addresses';
import type { CartItem } from '../contract/cart';
import type { OrderServices } from '../contract/fees';
import type { CheckoutQuote, CreateOrdersRequest, Order } from '../contract/orders';
import type { ShippingLine, Warehouse } from '../contract/settings';
import { failedWith, failureOf, refused, type RequestFailure } from './failure';

/**
 * Checkout of buy-for-me orders (`/orderOrdering/create`): the selected cart lines become one
 * order per shop. Pure logic: loading, quoting, creating and the effects (saving the choices for
 * a trip to the recharge page, refreshing the wallet, cart and orders) are provided by
 * src/features/orders/useCheckoutFlow.ts.
 *
 * loading → address (or noAddress / empty) → services → quoting → reviewing → paying → done.
 * A quote whose deposit the wallet cannot cover goes to `shortfall` instead of `reviewing`: the
 * page shows the exact amount to recharge; coming back (`checkout.requote`, or a new page load
 * with the saved choices) quotes again. Money moves only on `checkout.confirm` from reviewing
 * (or quoteChanged, where the new figures are shown first).
 *
 * Idempotency, as machines/withdraw.ts: src/ sends a fresh key with every confirm or retry; an
 * attempt (the exact request, deposit included) keeps its key while its outcome is unknown, so a
 * retry after a timeout replays the first answer instead of paying twice. A refusal (the server
 * answered no) debited nothing: its key is dropped. A changed request (another address, service,
 * or the new deposit of a changed quote) is another attempt with another key.
 */

/** What the customer chooses; the cart lines come from the cart's selection. */
export type CheckoutChoices = {
  addressId: number | null;
  services: OrderServices;
  warehouse: Warehouse;
  line: ShippingLine;
  note: string;
};

/** Where a saved checkout resumes after the page was left (recharge, adding an address). */
export type CheckoutResumeStep = 'address' | 'services' | 'review';

export type CheckoutInput = {
  saved?: { choices: CheckoutChoices; step: CheckoutResumeStep } | null;
  /** An address the customer has just added on the way (it wins over the saved choice). */
  addressId?: number;
};

export type CheckoutContext = {
  /** The selected cart lines, in the cart's order. */
  items: CartItem[];
  addresses: Address[];
  choices: CheckoutChoices;
  /** Where the saved checkout asked to resume; used once, after loading. */
  resumeStep: CheckoutResumeStep | null;
  quote: CheckoutQuote | null;
  /** The quote the customer accepted before the server said the figures moved (quoteChanged). */
  previousQuote: CheckoutQuote | null;
  /** The request sent last and the key it carries (see the comment at the top). */
  attempt: CreateOrdersRequest | null;
  idempotencyKey: string | null;
  error: RequestFailure | null;
  created: Order[];
};

export type CheckoutEvent =
  | { type: 'checkout.chooseAddress'; addressId: number }
  /** Services, warehouse, line or note; the address has its own event. */
  | { type: 'checkout.change'; choices: Partial<Omit<CheckoutChoices, 'addressId'>> }
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  /** "Đặt cọc …": pay the quoted deposit. `idempotencyKey` is a fresh key made by src/. */
  | { type: 'checkout.confirm'; idempotencyKey: string }
  /** Try again after a failure (loading, quoting or paying); a fresh key in case it is a new attempt. */
  | { type: 'checkout.retry'; idempotencyKey: string }
  /** Back from recharging (or "Tôi đã nạp tiền"): quote again with the same choices. */
  | { type: 'checkout.requote' };

export const defaultServices: OrderServices = { counting: false, crate: false, insurance: false };

const initialChoices: CheckoutChoices = { addressId: null, services: defaultServices, warehouse: 'hn', line: 'normal', note: '' };

/** The body of Quote and, with the deposit, of create. */
export function checkoutRequestOf(context: Pick<CheckoutContext, 'items' | 'choices'>): Omit<CreateOrdersRequest, 'expectedDepositVnd'> {
  const { addressId, services, warehouse, line, note } = context.choices;
  return { cartItemIds: context.items.map((item) => item.id), addressId: addressId ?? 0, services, warehouse, line, note };
}

/** Same lines, address, services, route, note and deposit: a retry of the same attempt. */
export function sameAttempt(a: CreateOrdersRequest | null, b: CreateOrdersRequest): boolean {
  if (a === null) return false;
  const canonical = (r: CreateOrdersRequest) =>
    JSON.stringify([
      [...r.cartItemIds].sort((x, y) => x - y),
      r.addressId,
      r.services.counting,
      r.services.crate,
      r.services.insurance,
      r.warehouse,
      r.line,
      r.note ?? '',
      r.expectedDepositVnd,
    ]);
  return canonical(a) === canonical(b);
}

/** The saved address if it still exists, else the default one, else the first. */
function pickAddress(addresses: readonly Address[], wanted: number | null): number | null {
  if (wanted !== null && addresses.some((a) => a.id === wanted)) return wanted;
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null;
}


export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** GET /ShoppingCart (the selected lines) and GET /Address. */
    loadCheckout: fromPromise<{ items: CartItem[]; addresses: Address[] }>(() =>
      Promise.reject(new Error('loadCheckout is provided by src/features/orders/useCheckoutFlow.ts')),
    ),
    /** POST /OrderOrdering/Quote. */
    quoteCheckout: fromPromise<CheckoutQuote, Omit<CreateOrdersRequest, 'expectedDepositVnd'>>(() =>
      Promise.reject(new Error('quoteCheckout is provided by src/features/orders/useCheckoutFlow.ts')),
    ),
    /** POST /OrderOrdering with the Idempotency-Key; resolves with the orders made. */
    createOrders: fromPromise<Order[], { request: CreateOrdersRequest; idempotencyKey: string }>(() =>
      Promise.reject(new Error('createOrders is provided by src/features/orders/useCheckoutFlow.ts')),
    ),
  },
  actions: {
    /** Effect: keep the choices (sessionStorage) so leaving for the recharge or address page resumes here. */
    saveChoices: (_, _params: { choices: CheckoutChoices; step: CheckoutResumeStep }) => {},
    /** Effect: the orders exist; nothing to resume. */
    forgetChoices: () => {},
    /** Effect: the wallet (and, after an order, the cart and the order list) changed. */
    refreshWallet: () => {},
    refreshAfterOrders: () => {},
    setLoaded: assign(({ context }, params: { items: CartItem[]; addresses: Address[] }) => ({
      items: params.items,
      addresses: params.addresses,
      choices: { ...context.choices, addressId: pickAddress(params.addresses, context.choices.addressId) },
    })),
    chooseAddress: assign(({ context }, params: { addressId: number }) => ({
      choices: { ...context.choices, addressId: params.addressId },
    })),
    change: assign(({ context }, params: { choices: Partial<Omit<CheckoutChoices, 'addressId'>> }) => ({
      choices: { ...context.choices, ...params.choices },
    })),
    forgetResume: assign({ resumeStep: null }),
    setQuote: assign((_, params: { quote: CheckoutQuote }) => ({ quote: params.quote, error: null })),
    /** The quote the customer had accepted, to show beside the new one. */
    rememberAcceptedQuote: assign(({ context }) => ({ previousQuote: context.quote })),
    forgetAcceptedQuote: assign({ previousQuote: null }),
    /** The request this confirm sends, with the key of an open attempt at it, else the fresh one. */
    prepareAttempt: assign(({ context }, params: { idempotencyKey: string }) => {
      const request: CreateOrdersRequest = { ...checkoutRequestOf(context), expectedDepositVnd: context.quote?.depositVnd ?? 0 };
      const keep = context.idempotencyKey !== null && sameAttempt(context.attempt, request);
      return { attempt: request, idempotencyKey: keep ? context.idempotencyKey : params.idempotencyKey, error: null };
    }),
    recordFailure: assign((_, params: { error: unknown }) => ({ error: failureOf(params.error) })),
    clearError: assign({ error: null }),
    /** A refusal debited nothing: the next attempt is a new one. */
    forgetKey: assign({ idempotencyKey: null, attempt: null }),
    recordCreated: assign((_, params: { orders: Order[] }) => ({
      created: params.orders,
      error: null,
      idempotencyKey: null,
      attempt: null,
    })),
  },
  guards: {
    nothingSelected: ({ context }) => context.items.length === 0,
    noAddress: ({ context }) => context.addresses.length === 0,
    resumeAtReview: ({ context }) => context.resumeStep === 'review' && context.choices.addressId !== null,
    resumeAtServices: ({ context }) => context.resumeStep === 'services' && context.choices.addressId !== null,
    hasAddress: ({ context }) => context.addresses.some((a) => a.id === context.choices.addressId),
    isKnownAddress: ({ context }, params: { addressId: number }) => context.addresses.some((a) => a.id === params.addressId),
    isShort: ({ context }) => (context.quote?.shortfallVnd ?? 0) > 0,
    figuresMoved: ({ context }) => context.previousQuote !== null,
    canPay: ({ context }) => context.quote !== null && context.quote.shortfallVnd === 0,
    cartChanged: failedWith('cart-changed'),
    quoteChanged: failedWith('quote-changed'),
    insufficientFunds: failedWith('insufficient-funds'),
    refused,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    items: [],
    addresses: [],
    choices: { ...(input?.saved?.choices ?? initialChoices), ...(input?.addressId === undefined ? {} : { addressId: input.addressId }) },
    resumeStep: input?.saved?.step ?? null,
    quote: null,
    previousQuote: null,
    attempt: null,
    idempotencyKey: null,
    error: null,
    created: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        onDone: { target: 'deciding', actions: { type: 'setLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'checkout.retry': { target: 'loading', actions: 'clearError' } },
    },
    /** After loading: nothing to order, no address yet, a saved checkout to resume, or the first step. */
    deciding: {
      always: [
        { guard: 'nothingSelected', target: 'empty' },
        { guard: 'noAddress', target: 'noAddress' },
        { guard: 'resumeAtReview', target: 'quoting', actions: 'forgetResume' },
        { guard: 'resumeAtServices', target: 'services', actions: 'forgetResume' },
        { target: 'address', actions: 'forgetResume' },
      ],
    },
    /** No selected cart line (ordered in another tab, or came here directly): back to the cart. */
    empty: {},
    /** No saved address: the page links to /address/create, which comes back here. */
    noAddress: {
      on: { 'checkout.retry': { target: 'loading', actions: 'clearError' } },
    },
    address: {
      on: {
        'checkout.chooseAddress': {
          guard: { type: 'isKnownAddress', params: ({ event }) => ({ addressId: event.addressId }) },
          actions: [
            { type: 'chooseAddress', params: ({ event }) => ({ addressId: event.addressId }) },
            { type: 'saveChoices', params: ({ context }) => ({ choices: context.choices, step: 'address' as const }) },
          ],
        },
        'checkout.next': { guard: 'hasAddress', target: 'services', actions: 'clearError' },
      },
    },
    services: {
      on: {
        'checkout.change': {
          actions: [
            { type: 'change', params: ({ event }) => ({ choices: event.choices }) },
            { type: 'saveChoices', params: ({ context }) => ({ choices: context.choices, step: 'services' as const }) },
          ],
        },
        'checkout.next': { target: 'quoting', actions: ['clearError', 'forgetAcceptedQuote'] },
        'checkout.back': { target: 'address', actions: 'clearError' },
      },
    },
    quoting: {
      // From here on a reload (or the trip to recharge) comes back to a fresh quote.
      entry: { type: 'saveChoices', params: ({ context }) => ({ choices: context.choices, step: 'review' as const }) },
      invoke: {
        id: 'quoteCheckout',
        src: 'quoteCheckout',
        input: ({ context }) => checkoutRequestOf(context),
        onDone: { target: 'quoted', actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) } },
        onError: [
          {
            // A line was ordered or removed elsewhere: reload the cart and say why.
            guard: { type: 'cartChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'quoteFailed', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    quoteFailed: {
      on: {
        'checkout.retry': { target: 'quoting', actions: 'clearError' },
        'checkout.back': { target: 'services', actions: ['clearError', 'forgetAcceptedQuote'] },
      },
    },
    /** Routes a fresh quote: short of money, figures that moved since the customer confirmed, or the review. */
    quoted: {
      always: [
        { guard: 'isShort', target: 'shortfall', actions: 'forgetAcceptedQuote' },
        { guard: 'figuresMoved', target: 'quoteChanged' },
        { target: 'reviewing' },
      ],
    },
    reviewing: {
      on: {
        'checkout.confirm': {
          guard: 'canPay',
          target: 'paying',
          actions: { type: 'prepareAttempt', params: ({ event }) => ({ idempotencyKey: event.idempotencyKey }) },
        },
        'checkout.back': { target: 'services', actions: 'clearError' },
      },
    },
    /** The server's figures moved after the customer confirmed: the new ones, to confirm again. */
    quoteChanged: {
      on: {
        'checkout.confirm': {
          guard: 'canPay',
          target: 'paying',
          actions: [{ type: 'prepareAttempt', params: ({ event }) => ({ idempotencyKey: event.idempotencyKey }) }, 'forgetAcceptedQuote'],
        },
        'checkout.back': { target: 'services', actions: ['clearError', 'forgetAcceptedQuote'] },
      },
    },
    /** The wallet cannot cover the deposit: the exact shortfall and a way to recharge. */
    shortfall: {
      on: {
        'checkout.requote': { target: 'quoting', actions: 'clearError' },
        'checkout.back': { target: 'services', actions: 'clearError' },
      },
    },
    paying: {
      invoke: {
        id: 'createOrders',
        src: 'createOrders',
        input: ({ context }) => ({ request: context.attempt!, idempotencyKey: context.idempotencyKey! }),
        onDone: {
          target: 'done',
          actions: [{ type: 'recordCreated', params: ({ event }) => ({ orders: event.output }) }, 'forgetChoices', 'refreshAfterOrders'],
        },
        onError: [
          {
            guard: { type: 'quoteChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'quoting',
            actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetKey', 'rememberAcceptedQuote'],
          },
          {
            // The wallet moved since the quote: quote again for the exact shortfall.
            guard: { type: 'insufficientFunds', params: ({ event }) => ({ error: event.error }) },
            target: 'quoting',
            actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetKey', 'refreshWallet'],
          },
          {
            guard: { type: 'cartChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetKey'],
          },
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetKey'],
          },
          // No answer, a timeout, a server failure: the order may exist; the retry keeps the key.
          { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: {
        'checkout.retry': {
          guard: 'canPay',
          target: 'paying',
          actions: { type: 'prepareAttempt', params: ({ event }) => ({ idempotencyKey: event.idempotencyKey }) },
        },
        'checkout.back': { target: 'services', actions: 'clearError' },
      },
    },
    done: { type: 'final' },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
