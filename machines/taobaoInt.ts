import { assign, setup } from 'xstate';
import type { ShippingLine, Warehouse } from '../contract/publicSettings';
import type { TaobaoAccount } from '../contract/taobaoGlobal';
import type {
  CreateTaobaoIntOrderRequest,
  TaobaoIntGoods,
  TaobaoIntOrder,
  TaobaoIntQuote,
  TaobaoIntRenderRequest,
} from '../contract/taobaoIntOrders';
import { failedWith } from './failure';
import { payFlowActions, payFlowGuards, payFlowLoadStates, payFlowStart, payFlowStates } from './payFlow';
import type { PayFlowContext, PayFlowEvent, PayFlowInput, PayFlowPayment, PayFlowTag } from './payFlow';
import { providedBy } from './providedBy';

/**
 * "Đặt qua Taobao quốc tế" (`/taobaoIntOrder/create`): a Taobao or Tmall product's SKU, or cart
 * lines of those sites, bought through the person's own linked Taobao Global account and paid
 * from the wallet. Pure logic: loading the linked accounts, rendering (the quote), ordering and
 * the effects (saving the choices for a trip to recharge, refreshing the wallet, the cart and the
 * orders) are provided by src/features/taobaoGlobal/useTaobaoIntFlow.ts.
 *
 * loading → (empty | unlinked) | choosing → quoting → reviewing → paying → done. With no linked
 * account (or only links that need linking again) the page leads to /taobaoIntToken and back,
 * which starts the flow again. The platform prices the goods and their domestic shipping; goods
 * it will not sell now are listed apart and block paying until they are left out. The quote →
 * review → pay → shortfall part, and how the Idempotency-Key is kept, are shared with the other
 * flows that move money: machines/payFlow.ts.
 */

/** What is ordered: a product page's goods, or cart lines (the server reads them from the cart). */
export type TaobaoIntSource = { goods: TaobaoIntGoods[] } | { cartItemIds: number[] };

/** Where the order comes from: a product page's goods, or the cart's selection (read when the flow loads). */
export type TaobaoIntOrigin = { goods: TaobaoIntGoods[] } | 'cart';

/** What loading answers: the linked accounts, and the cart's selected Taobao and Tmall lines when the order comes from the cart. */
export type TaobaoIntLoaded = { accounts: TaobaoAccount[]; cartItemIds: number[] };

/** What the customer chooses: the linked account (null: the default) and how the goods travel on from China. */
export type TaobaoIntChoices = {
  accountId: number | null;
  warehouse: Warehouse;
  line: ShippingLine;
  services: { crate: boolean; insurance: boolean };
  note: string;
};

/** Where a saved flow resumes after the page was left (recharge, linking an account). */
export type TaobaoIntResumeStep = 'choose' | 'review';

export type TaobaoIntInput = PayFlowInput<TaobaoIntChoices, TaobaoIntResumeStep> & { origin: TaobaoIntOrigin | null };

export type TaobaoIntContext = {
  origin: TaobaoIntOrigin | null;
  /** What the render and the order send; null until loaded, or when there is nothing to order. */
  source: TaobaoIntSource | null;
  accounts: TaobaoAccount[];
  choices: TaobaoIntChoices;
  resumeStep: TaobaoIntResumeStep | null;
  created: TaobaoIntOrder | null;
} & PayFlowContext<TaobaoIntQuote, CreateTaobaoIntOrderRequest>;

export type TaobaoIntEvent =
  /** The account, the route, the services or the note. */
  | { type: 'taobaoInt.change'; choices: Partial<TaobaoIntChoices> }
  /** "Xem giá": ask the platform for the figures. */
  | { type: 'taobaoInt.next' }
  /** `taobaoInt.confirm` is "Thanh toán …": pay the quoted total; `taobaoInt.retry` also starts again after linking an account. */
  | PayFlowEvent<'taobaoInt'>;

export const initialTaobaoIntChoices: TaobaoIntChoices = {
  accountId: null,
  warehouse: 'hn',
  line: 'normal',
  services: { crate: false, insurance: false },
  note: '',
};

/** The body of the render and, with the accepted total, of the order. */
export function taobaoIntRequestOf(context: Pick<TaobaoIntContext, 'source' | 'choices'>): TaobaoIntRenderRequest {
  const { accountId, warehouse, line, services, note } = context.choices;
  return { ...context.source!, ...(accountId === null ? {} : { accountId }), warehouse, line, services, note };
}

/** The body of the order: the request and the total the customer accepted. */
export function taobaoIntAttemptOf(context: Pick<TaobaoIntContext, 'source' | 'choices' | 'quote'>): CreateTaobaoIntOrderRequest {
  return { ...taobaoIntRequestOf(context), expectedTotalVnd: context.quote?.totalVnd ?? 0 };
}

/** Same goods or lines, account, route, services, note and total: a retry of the same attempt. */
export function sameTaobaoIntAttempt(a: CreateTaobaoIntOrderRequest | null, b: CreateTaobaoIntOrderRequest): boolean {
  if (a === null) return false;
  const canonical = (r: CreateTaobaoIntOrderRequest) =>
    JSON.stringify([
      (r.goods ?? []).map((g) => [g.site, g.itemId, g.skuId, g.quantity]),
      [...(r.cartItemIds ?? [])].sort((x, y) => x - y),
      r.accountId ?? null,
      r.warehouse,
      r.line,
      r.services?.crate ?? false,
      r.services?.insurance ?? false,
      r.note ?? '',
      r.expectedTotalVnd,
    ]);
  return canonical(a) === canonical(b);
}

/** The screen each state shows (see payFlowTags for the shared ones). */
export type TaobaoIntTag = 'loading' | 'loadFailed' | 'empty' | 'unlinked' | 'choosing' | 'done' | PayFlowTag;

/** Refusals that send the customer to link the account (again). */
const linkRefusals = ['taobao-global-not-linked', 'taobao-global-relink-required'] as const;

/** Refusals of a choice (a route the settings do not price, an account unlinked meanwhile): back to choosing, with the reason. */
const choiceRefusals = ['validation-failed', 'not-found'] as const;

export const taobaoIntMachine = setup({
  types: {
    context: {} as TaobaoIntContext,
    events: {} as TaobaoIntEvent,
    input: {} as TaobaoIntInput,
    tags: {} as TaobaoIntTag,
  },
  actors: {
    /** GET /TaobaoIntToken: the person's linked accounts; GET /ShoppingCart when the order comes from the cart. */
    loadTaobaoInt: providedBy<TaobaoIntLoaded>('loadTaobaoInt', 'src/features/taobaoGlobal/useTaobaoIntFlow.ts'),
    /** POST /TaobaoIntOrder/Render. */
    renderTaobaoInt: providedBy<TaobaoIntQuote, TaobaoIntRenderRequest>('renderTaobaoInt', 'src/features/taobaoGlobal/useTaobaoIntFlow.ts'),
    /** POST /TaobaoIntOrder with the Idempotency-Key; resolves with the order made and paid from the wallet. */
    createTaobaoInt: providedBy<TaobaoIntOrder, PayFlowPayment<CreateTaobaoIntOrderRequest>>(
      'createTaobaoInt',
      'src/features/taobaoGlobal/useTaobaoIntFlow.ts',
    ),
  },
  actions: {
    ...payFlowActions<TaobaoIntContext, TaobaoIntEvent>({ attemptOf: taobaoIntAttemptOf, sameAttempt: sameTaobaoIntAttempt }),
    /** Effect: after an order, the wallet, the cart and the order list changed. */
    refreshAfterOrder: () => {},
    setLoaded: assign(({ context }, params: TaobaoIntLoaded) => ({
      accounts: params.accounts,
      source: context.origin === 'cart' ? (params.cartItemIds.length > 0 ? { cartItemIds: params.cartItemIds } : null) : context.origin,
      // An account chosen before and unlinked since: the default instead.
      choices: params.accounts.some((account) => account.id === context.choices.accountId)
        ? context.choices
        : { ...context.choices, accountId: null },
    })),
    change: assign(({ context }, params: { choices: Partial<TaobaoIntChoices> }) => ({
      choices: { ...context.choices, ...params.choices },
    })),
  },
  guards: {
    ...payFlowGuards,
    /** Goods the platform will not sell now are never paid for: the customer leaves them out first. */
    canPay: ({ context }) => context.quote !== null && context.quote.shortfallVnd === 0 && context.quote.unavailable.length === 0,
    nothingToOrder: ({ context }) => context.source === null,
    /** No link, or only links that need linking again: nothing to order through. */
    unlinked: ({ context }) => context.accounts.every((account) => account.needsRelink),
    resumeAtReview: ({ context }) => context.resumeStep === 'review',
    linkRefusal: (_, params: { error: unknown }) => linkRefusals.some((code) => failedWith(code)(undefined, params)),
    choiceRefusal: (_, params: { error: unknown }) => choiceRefusals.some((code) => failedWith(code)(undefined, params)),
    cartChanged: failedWith('cart-changed'),
    goodsUnavailable: failedWith('taobao-goods-unavailable'),
  },
}).createMachine({
  id: 'taobaoInt',
  context: ({ input }) => ({
    origin: input.origin,
    source: null,
    accounts: [],
    created: null,
    ...payFlowStart(input, initialTaobaoIntChoices),
  }),
  initial: 'loading',
  states: {
    ...payFlowLoadStates('taobaoInt', {
      load: 'loadTaobaoInt',
      // Nothing to order, no account to order through.
      stops: [
        { guard: 'nothingToOrder', target: 'empty' },
        { guard: 'unlinked', target: 'unlinked' },
      ],
      resume: [{ guard: 'resumeAtReview', target: 'quoting' }],
      first: 'choosing',
    }),
    /** Nothing chosen (an address without goods, a cart with no Taobao or Tmall line selected), or cart lines ordered or removed elsewhere. */
    empty: { tags: 'empty' },
    /** No account to order through: the page links to /taobaoIntToken, which comes back here and starts again. */
    unlinked: {
      tags: 'unlinked',
      entry: { type: 'saveChoices', params: ({ context }) => ({ choices: context.choices, step: 'choose' as const }) },
      on: { 'taobaoInt.retry': { target: 'loading' } },
    },
    choosing: {
      tags: 'choosing',
      on: {
        'taobaoInt.change': {
          actions: [
            { type: 'change', params: ({ event }) => ({ choices: event.choices }) },
            { type: 'saveChoices', params: ({ context }) => ({ choices: context.choices, step: 'choose' as const }) },
          ],
        },
        'taobaoInt.next': { target: 'quoting', actions: ['clearError', 'forgetAcceptedQuote'] },
      },
    },
    ...payFlowStates('taobaoInt', {
      back: 'choosing',
      quote: { src: 'renderTaobaoInt', input: ({ context }: { context: TaobaoIntContext }) => taobaoIntRequestOf(context) },
      pay: { src: 'createTaobaoInt' },
      refresh: 'refreshAfterOrder',
      quoteErrors: [
        { guard: 'linkRefusal', target: 'unlinked' },
        { guard: 'cartChanged', target: 'empty' },
        { guard: 'choiceRefusal', target: 'choosing', actions: ['forgetAcceptedQuote'] },
      ],
      payErrors: [
        { guard: 'linkRefusal', target: 'unlinked' },
        { guard: 'cartChanged', target: 'empty' },
        // A line stopped selling since the figures: quote again, which lists it apart.
        { guard: 'goodsUnavailable', target: 'quoting' },
        { guard: 'choiceRefusal', target: 'choosing' },
      ],
    }),
  },
});

export type TaobaoIntMachine = typeof taobaoIntMachine;
