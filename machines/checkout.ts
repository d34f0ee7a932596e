import { assign, setup } from 'xstate';
import { pickAddress, type Address } from '../contract/addresses';
import type { CartItem } from '../contract/cart';
import type { OrderServices } from '../contract/fees';
import type { CheckoutQuote, CreateOrdersRequest, Order } from '../contract/orders';
import type { ShippingLine, Warehouse } from '../contract/publicSettings';
import { addressActions, addressGuards, chooseAddress, noAddressState, noAddressStop } from './addressChoice';
import { failedWith } from './failure';
import { payFlowActions, payFlowGuards, payFlowLoadStates, payFlowStart, payFlowStates } from './payFlow';
import type { PayFlowContext, PayFlowEvent, PayFlowInput, PayFlowPayment, PayFlowTag } from './payFlow';
import { providedBy } from './providedBy';

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
 * The quote → review → pay → shortfall part, and how the Idempotency-Key is kept, are shared
 * with the other flows that move money: machines/payFlow.ts.
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

export type CheckoutInput = PayFlowInput<CheckoutChoices, CheckoutResumeStep>;

export type CheckoutContext = {
  /** The selected cart lines, in the cart's order. */
  items: CartItem[];
  addresses: Address[];
  choices: CheckoutChoices;
  /** Where the saved checkout asked to resume; used once, after loading. */
  resumeStep: CheckoutResumeStep | null;
  created: Order[];
} & PayFlowContext<CheckoutQuote, CreateOrdersRequest>;

export type CheckoutEvent =
  | { type: 'checkout.chooseAddress'; addressId: number }
  /** Services, warehouse, line or note; the address has its own event. */
  | { type: 'checkout.change'; choices: Partial<Omit<CheckoutChoices, 'addressId'>> }
  | { type: 'checkout.next' }
  /** `checkout.confirm` is "Đặt cọc …": pay the quoted deposit. */
  | PayFlowEvent<'checkout'>;

export const defaultServices: OrderServices = { counting: false, crate: false, insurance: false };

const initialChoices: CheckoutChoices = { addressId: null, services: defaultServices, warehouse: 'hn', line: 'normal', note: '' };

/** The body of Quote and, with the deposit, of create. */
export function checkoutRequestOf(context: Pick<CheckoutContext, 'items' | 'choices'>): Omit<CreateOrdersRequest, 'expectedDepositVnd'> {
  const { addressId, services, warehouse, line, note } = context.choices;
  return { cartItemIds: context.items.map((item) => item.id), addressId: addressId ?? 0, services, warehouse, line, note };
}

/** The body of create: the request and the deposit the customer accepted. */
export function checkoutAttemptOf(context: Pick<CheckoutContext, 'items' | 'choices' | 'quote'>): CreateOrdersRequest {
  return { ...checkoutRequestOf(context), expectedDepositVnd: context.quote?.depositVnd ?? 0 };
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

/** The screen each state shows (see payFlowTags for the shared ones). */
export type CheckoutTag = 'loading' | 'loadFailed' | 'empty' | 'noAddress' | 'address' | 'services' | 'done' | PayFlowTag;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as CheckoutTag,
  },
  actors: {
    /** GET /ShoppingCart (the selected lines) and GET /Address. */
    loadCheckout: providedBy<{ items: CartItem[]; addresses: Address[] }>('loadCheckout', 'src/features/orders/useCheckoutFlow.ts'),
    /** POST /OrderOrdering/Quote. */
    quoteCheckout: providedBy<CheckoutQuote, Omit<CreateOrdersRequest, 'expectedDepositVnd'>>(
      'quoteCheckout',
      'src/features/orders/useCheckoutFlow.ts',
    ),
    /** POST /OrderOrdering with the Idempotency-Key; resolves with the orders made. */
    createOrders: providedBy<Order[], PayFlowPayment<CreateOrdersRequest>>('createOrders', 'src/features/orders/useCheckoutFlow.ts'),
  },
  actions: {
    ...payFlowActions<CheckoutContext, CheckoutEvent>({ attemptOf: checkoutAttemptOf, sameAttempt }),
    /** Effect: after an order, the wallet, the cart and the order list changed. */
    refreshAfterOrders: () => {},
    setLoaded: assign(({ context }, params: { items: CartItem[]; addresses: Address[] }) => ({
      items: params.items,
      addresses: params.addresses,
      choices: { ...context.choices, addressId: pickAddress(params.addresses, context.choices.addressId) },
    })),
    ...addressActions<CheckoutContext, CheckoutEvent>(),
    change: assign(({ context }, params: { choices: Partial<Omit<CheckoutChoices, 'addressId'>> }) => ({
      choices: { ...context.choices, ...params.choices },
    })),
  },
  guards: {
    ...payFlowGuards,
    ...addressGuards,
    nothingSelected: ({ context }) => context.items.length === 0,
    resumeAtReview: ({ context }) => context.resumeStep === 'review' && context.choices.addressId !== null,
    resumeAtServices: ({ context }) => context.resumeStep === 'services' && context.choices.addressId !== null,
    hasAddress: ({ context }) => context.addresses.some((a) => a.id === context.choices.addressId),
    cartChanged: failedWith('cart-changed'),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ items: [], addresses: [], created: [], ...payFlowStart(input, initialChoices) }),
  initial: 'loading',
  states: {
    ...payFlowLoadStates('checkout', {
      load: 'loadCheckout',
      stops: [{ guard: 'nothingSelected', target: 'empty' }, noAddressStop],
      resume: [
        { guard: 'resumeAtReview', target: 'quoting' },
        { guard: 'resumeAtServices', target: 'services' },
      ],
      first: 'address',
    }),
    /** No selected cart line (ordered in another tab, or came here directly): back to the cart. */
    empty: { tags: 'empty' },
    noAddress: noAddressState('checkout'),
    address: {
      tags: 'address',
      on: {
        'checkout.chooseAddress': chooseAddress('address'),
        'checkout.next': { guard: 'hasAddress', target: 'services', actions: 'clearError' },
      },
    },
    services: {
      tags: 'services',
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
    ...payFlowStates('checkout', {
      back: 'services',
      quote: { src: 'quoteCheckout', input: ({ context }: { context: CheckoutContext }) => checkoutRequestOf(context) },
      pay: { src: 'createOrders' },
      refresh: 'refreshAfterOrders',
      // A line was ordered or removed elsewhere: reload the cart and say why.
      quoteErrors: [{ guard: 'cartChanged', target: 'loading' }],
      payErrors: [{ guard: 'cartChanged', target: 'loading' }],
    }),
  },
});

export type CheckoutMachine = typeof checkoutMachine;
