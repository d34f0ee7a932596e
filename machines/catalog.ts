import type { AnyStateMachine, DoneActorEvent, ErrorActorEvent, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { BuildMeta } from '../contract/builds';
import type { CurrentUser } from '../contract/user';
import type { CreateWithdrawRequest, Withdraw } from '../contract/wallet';
import type { Address } from '../contract/addresses';
import type { CartItem } from '../contract/cart';
import type { CheckoutQuote, Order } from '../contract/orders';
import { buildUpdateMachine } from './buildUpdate';
import { checkoutMachine, type CheckoutChoices } from './checkout';
import { counterMachine } from './counter';
import type { Delivery, DeliveryQuote } from '../contract/delivery';
import type { CustomerPackage } from '../contract/packages';
import { deliveryMachine, type DeliveryChoices } from './delivery';
import { pwaMachine } from './pwa';
import { rechargeMachine } from './recharge';
import type { Recharge } from '../contract/wallet';
import { buildVietQr } from '../contract/vietqr';
import { sessionMachine } from './session';
import { withdrawMachine } from './withdraw';

/**
 * Every machine of the app, with what `xstate/graph` needs to walk it: the inputs to start from
 * and the events to try. `npm run docs:machines` (docs/machines.md) and
 * tests/unit/machines/paths.test.ts read this list, so a machine added here is documented and
 * its paths tested without touching either.
 *
 * To add a machine: give each of its invokes an `id`, write an entry with
 * `describeMachine({ ... })` below, put it in `machineCatalog`, run `npm run docs:machines`.
 * Pure data: imports xstate, machines and the contract only.
 */

/** The answer of an invoked actor (`invoke: { id, src }`), as XState sends it to the parent. */
export const actorDone = <TId extends string, TOutput>(id: TId, output: TOutput): DoneActorEvent<TOutput, TId> => ({
  type: `xstate.done.actor.${id}`,
  output,
  actorId: id,
});

/** The failure of an invoked actor, as XState sends it to the parent. */
const actorFailed = <TId extends string>(id: TId, error: unknown): ErrorActorEvent<unknown, TId> => ({
  type: `xstate.error.actor.${id}`,
  error,
  actorId: id,
});

/** Events a state does not handle leave it as it is, so listing extra ones is harmless. */
export type CatalogEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | DoneActorEvent<unknown> | ErrorActorEvent<unknown>;

export type MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> = {
  /** The machine's file name in machines/, also its heading in the docs and its test prefix. */
  name: string;
  description: string;
  machine: TMachine;
  /** Where to start; `name` completes "session from …". */
  inputs: ReadonlyArray<{ name: string; input: InputFrom<TMachine> }>;
  /**
   * Representative events, including the done/error events of invoked actors (the graph cannot
   * invent their answers; `actorDone`/`actorFailed` build them). `after` delays need no entry:
   * the walk adds them. A function of the snapshot when the context is unbounded (a counter),
   * to keep the graph finite.
   */
  events: ReadonlyArray<CatalogEvent<TMachine>> | ((snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<CatalogEvent<TMachine>>);
};

/** Checks an entry against its machine's input and event types, then forgets the machine type. */
export const describeMachine = <TMachine extends AnyStateMachine>(entry: MachineEntry<TMachine>) =>
  entry as unknown as MachineEntry;

/** A representative signed-in user; the unit tests use it as their fixture too. */
export const sampleUser: CurrentUser = {
  id: 7,
  userName: 'lan.nguyen',
  fullName: 'Nguyễn Thị Lan',
  email: 'lan@example.vn',
  phone: '+84912345678',
  role: 'customer',
  customerCode: 'MH7K2Q9',
  locale: 'vi',
  createdAt: '2026-11-01T03:00:00.000Z',
};

const session = describeMachine({
  name: 'session',
  description:
    'The signed-in session: a stored token loads `GET /CurrentUser` before the app renders (except on the login route, where the load waits for `session.restore`); a failed load clears everything; login stores the token, loads the user and goes home; logout and any other 401 clear the token and the shared user and go to login. A token with an `exp` is refreshed (`POST /auth/refresh`) 5 minutes before it expires (a short one halfway through its life), retried after 30 s, 60 s, … up to 16 min until the server answers; a stored token that counts as expired (30 s before `exp`) is renewed before the user loads, and a 401 `user-token-expired` renews at once; a refusal (401/403) ends the session with the server\'s code; another tab\'s token (`session.tokenRefreshed`) reschedules without a request.',
  machine: sessionMachine,
  inputs: [
    { name: 'no stored token', input: { token: null } },
    { name: 'a stored token', input: { token: 'jwt-1' } },
    { name: 'a stored token on the login route', input: { token: 'jwt-1', deferLoad: true } },
    { name: 'a stored token that expires in an hour', input: { token: 'jwt-1', expiresAt: 3_600_000, issuedAt: 0, now: 0 } },
    { name: 'a stored token that has expired', input: { token: 'jwt-1', expiresAt: 3_600_000, issuedAt: 0, now: 7_200_000 } },
  ],
  events: [
    { type: 'session.login', token: 'jwt-2' },
    { type: 'session.logout' },
    { type: 'session.unauthorized', code: 'user-disabled', message: 'Tài khoản đã bị khoá' },
    { type: 'session.restore' },
    { type: 'session.tokenRefreshed', token: 'jwt-3' },
    { type: 'session.tokenRefreshed', token: 'jwt-4', expiresAt: 7_200_000, now: 3_400_000 },
    { type: 'session.userUpdated', user: { ...sampleUser, fullName: 'Trần Văn Nam' } },
    actorDone('loadUser', sampleUser),
    actorFailed('loadUser', new Error('Phiên đăng nhập đã hết hạn')),
    actorDone('refreshToken', { token: 'jwt-5', expiresAt: 7_200_000, now: 3_350_000 }),
    actorFailed('refreshToken', new Error('Network Error')),
    actorFailed('refreshToken', Object.assign(new Error('Phiên đăng nhập đã hết hạn'), { status: 401, code: 'user-token-expired' })),
    { type: 'session.unauthorized', code: 'user-token-expired', message: 'Phiên đăng nhập đã hết hạn' },
  ],
});

const counter = describeMachine({
  name: 'counter',
  description: 'The smallest example of a machine driving a view (`/counter`): counts up, down (never below zero) and back to zero.',
  machine: counterMachine,
  inputs: [{ name: 'zero', input: undefined }],
  // The count has no upper bound, so stop counting up at 2: enough to show every transition.
  events: ({ context }) => [
    ...(context.count < 2 ? [{ type: 'counter.increment' } as const] : []),
    { type: 'counter.decrement' },
    { type: 'counter.reset' },
  ],
});

/**
 * The event of a delayed (`after`) transition, as XState names it: the graph cannot wait, so a
 * path sends it (the path test's simulated clock never fires delays on its own).
 */
const delayElapsed = <TMachine extends AnyStateMachine>(_machine: TMachine, delay: number, stateId: string) =>
  ({ type: `xstate.after.${delay}.${stateId}` }) as unknown as EventFromLogic<TMachine>;

const T0 = Date.UTC(2026, 10, 1, 3, 0, 0);
const newerBuild: BuildMeta = { id: '20261101T030000Z-b2c3d4e5', timestamp: T0, version: '0.2.0' };

type PwaSnapshot = import('xstate').SnapshotFrom<typeof pwaMachine>;

const pwa = describeMachine({
  name: 'pwa',
  description:
    'The installable app, in four parallel regions: `install` (standalone, or a captured `beforeinstallprompt` that the install button shows once), `worker` (registering `/sw.js`, or failed and logged; off in development and tests), `offline` (a short notice after the first install) and `update` (a waiting worker or a newer build asks "Có phiên bản mới" with "Tải lại" / "Để sau"; never an automatic reload). A worker taking control, or a missing lazy chunk, reloads the page at most once per 10 s (the last reload time comes from sessionStorage as input); unsaved input makes it ask instead.',
  machine: pwaMachine,
  inputs: [
    { name: 'a browser tab', input: { standalone: false, serviceWorker: true, lastReloadAt: null } },
    { name: 'an installed app without a worker that reloaded 4 s ago', input: { standalone: true, serviceWorker: false, lastReloadAt: T0 - 4000 } },
  ],
  // Regions multiply: move one region at a time (the others at their start) to keep the graph small.
  events: (snapshot: PwaSnapshot) => {
    const { standalone, usesServiceWorker } = snapshot.context;
    const untouched = {
      install: snapshot.matches({ install: standalone ? 'installed' : 'unavailable' }),
      worker: snapshot.matches({ worker: usesServiceWorker ? { running: 'registering' } : 'off' }),
      offline: snapshot.matches({ offline: 'notReady' }),
      update: snapshot.matches({ update: 'idle' }) && snapshot.context.lastReloadAt === (standalone ? T0 - 4000 : null),
    };
    const others = (region: keyof typeof untouched) =>
      Object.entries(untouched).every(([name, rest]) => name === region || rest);
    // Updates are explored with the worker registered (when there is one): waiting for a new
    // worker after "Tải lại" needs it.
    const updatesMove =
      untouched.install && untouched.offline && snapshot.matches({ worker: usesServiceWorker ? { running: 'registered' } : 'off' });
    return [
      ...(others('install')
        ? [
            { type: 'install.available' } as const,
            { type: 'install.requested' } as const,
            { type: 'install.completed' } as const,
            actorDone('promptInstall', 'dismissed'),
            actorFailed('promptInstall', new Error('the prompt was already used')),
          ]
        : []),
      ...(others('worker')
        ? [{ type: 'worker.registered' } as const, { type: 'worker.failed', error: new Error('SecurityError') } as const]
        : []),
      ...(others('offline')
        ? [
            { type: 'worker.offlineReady' } as const,
            { type: 'offlineNotice.dismiss' } as const,
            delayElapsed(pwaMachine, 6000, 'pwa.offline.ready.notice'),
          ]
        : []),
      ...(updatesMove
        ? [
            // One news of an update per path (a waiting worker or a newer build): both at once
            // only multiply the same states.
            ...(snapshot.context.waitingWorker || snapshot.context.build
              ? []
              : [{ type: 'worker.waiting' } as const, { type: 'update.available', build: newerBuild } as const]),
            { type: 'update.accept', now: T0 } as const,
            { type: 'update.dismiss' } as const,
            { type: 'worker.controllerChanged', now: T0, replaced: true, unsavedInput: false } as const,
            { type: 'worker.controllerChanged', now: T0, replaced: true, unsavedInput: true } as const,
            delayElapsed(pwaMachine, 10_000, 'pwa.update.activating'),
            delayElapsed(pwaMachine, 10_000, 'pwa.update.awaitingWorker'),
            { type: 'page.chunkLoadFailed', now: T0 } as const,
          ]
        : []),
    ];
  },
});

const buildUpdate = describeMachine({
  name: 'buildUpdate',
  description:
    'Notices a newer deploy: 1 s after start, and whenever the page becomes visible again, read `/builds/latest.json`; when its id differs from the bundle\'s, read `/builds/meta/{id}.json` and announce "update available" (src/ forwards it to the pwa actor). A network error, an HTML page or an invalid file is never an update.',
  machine: buildUpdateMachine,
  inputs: [{ name: 'a running build', input: { buildId: '20261020T080000Z-a1b2c3d4' } }],
  events: [
    delayElapsed(buildUpdateMachine, 1000, 'buildUpdate.waiting'),
    { type: 'page.visible' },
    { type: 'buildUpdate.check' },
    actorDone('fetchLatest', { id: '20261020T080000Z-a1b2c3d4', timestamp: T0 - 86_400_000 }),
    actorDone('fetchLatest', { id: newerBuild.id, timestamp: T0 }),
    actorFailed('fetchLatest', new SyntaxError('Unexpected token < in JSON')),
    actorDone('fetchMeta', newerBuild),
    actorFailed('fetchMeta', new Error('/builds/meta/20261101T030000Z-b2c3d4e5.json: HTTP 404')),
  ],
});

const withdrawRequest: CreateWithdrawRequest = { amountVnd: 500_000, bankBin: '970436', accountNumber: '0123456789', accountName: 'NGUYEN THI LAN' };
const sampleWithdrawal: Withdraw = {
  id: 41,
  ...withdrawRequest,
  bankName: 'Vietcombank',
  status: 'pending',
  note: null,
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: '2026-11-01T03:00:00.000Z',
};
/** What src/'s ApiError carries: a status (null without an answer), a code and details. */
const apiFailure = (message: string, status: number | null, code: string, details: Array<{ path: string; message: string }> = []) =>
  Object.assign(new Error(message), { status, code, details });

const withdraw = describeMachine({
  name: 'withdraw',
  description:
    'Withdrawing to a bank account (`/wallet/withdraw`): the form, a summary to confirm ("Xác nhận rút tiền" / "Sửa lại"), `POST /Wallet/Withdraw` with an Idempotency-Key, the created request (chờ xử lý, amount held). src/ makes a fresh key for every review; the key of an attempt whose outcome is unknown (no answer, timeout, 5xx, 409 `conflict`) is kept while the request stays the same, so a retry never holds twice. A refusal (insufficient funds, invalid input) goes back to the form with the error and drops the key.',
  machine: withdrawMachine,
  inputs: [{ name: 'an empty form', input: undefined }],
  events: [
    { type: 'withdraw.review', request: withdrawRequest, idempotencyKey: 'key-1' },
    // The same request reviewed again with a new key: an open attempt keeps its own.
    { type: 'withdraw.review', request: withdrawRequest, idempotencyKey: 'key-2' },
    { type: 'withdraw.review', request: { ...withdrawRequest, amountVnd: 800_000 }, idempotencyKey: 'key-3' },
    { type: 'withdraw.confirm' },
    { type: 'withdraw.edit' },
    { type: 'withdraw.again' },
    actorDone('submitWithdrawal', sampleWithdrawal),
    actorFailed('submitWithdrawal', apiFailure('Network Error', null, 'network-request-failed')),
    actorFailed('submitWithdrawal', apiFailure('Số dư khả dụng không đủ', 409, 'insufficient-funds')),
  ],
});

const pendingRecharge: Recharge = {
  id: 123,
  amountVnd: 200_000,
  memo: 'NAP MH7K2Q9 X4TZ',
  bankAccount: { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '1023456789', accountName: 'CONG TY TNHH MUAHO VIET NAM' },
  qrPayload: buildVietQr({ bankBin: '970436', accountNumber: '1023456789', amountVnd: 200_000, memo: 'NAP MH7K2Q9 X4TZ' }),
  status: 'pending',
  creditedVnd: null,
  expiresAt: '2026-11-02T03:00:00.000Z',
  createdAt: '2026-11-01T03:00:00.000Z',
  creditedAt: null,
};
const creditedRecharge: Recharge = { ...pendingRecharge, status: 'succeeded', creditedVnd: 200_000, creditedAt: '2026-11-01T03:04:00.000Z' };

type RechargeSnapshot = import('xstate').SnapshotFrom<typeof rechargeMachine>;

const recharge = describeMachine({
  name: 'recharge',
  description:
    'Topping up the wallet by bank transfer (`/wallet/recharge`): the amount, `POST /Wallet/Recharge` with an Idempotency-Key, then the VietQR, bank account and memo while `GET /Wallet/Recharge/{id}` is checked every 5 s (and at once when the page becomes visible again) until the request is credited (thành công; src/ refreshes the wallet), needs review (cần kiểm tra; checked every 30 s) or has expired (hết hạn; a late transfer may still credit). A failed create goes back to the form with its error; sending the same amount again reuses the attempt\'s key, another amount takes the fresh key the event carries. `recharge.resume` (`?id=` in the address) goes straight to the state of a loaded request; `recharge.again` starts over.',
  machine: rechargeMachine,
  inputs: [{ name: 'an empty form', input: undefined }],
  // Offer each event only where it means something, so the graph stays small.
  events: (snapshot: RechargeSnapshot) => {
    const { attempt, recharge: loaded, error } = snapshot.context;
    const fresh = attempt === null && loaded === null && error === null;
    return [
      { type: 'recharge.submit', amountVnd: 200_000, freshKey: 'key-1' },
      // Another amount after a failure: a new request with a new key.
      ...(error ? [{ type: 'recharge.submit', amountVnd: 500_000, freshKey: 'key-2' } as const] : []),
      ...(fresh && snapshot.matches('editing')
        ? [{ type: 'recharge.resume', recharge: pendingRecharge } as const, { type: 'recharge.resume', recharge: creditedRecharge } as const]
        : []),
      actorDone('createRecharge', pendingRecharge),
      actorFailed('createRecharge', Object.assign(new Error('Máy chủ không phản hồi kịp. Vui lòng thử lại.'), { status: null, code: 'timeout' })),
      { type: 'recharge.check' },
      actorDone('checkRecharge', creditedRecharge),
      actorDone('checkRecharge', { ...pendingRecharge, status: 'review' }),
      actorDone('checkRecharge', { ...pendingRecharge, status: 'expired' }),
      actorFailed('checkRecharge', Object.assign(new Error('Network Error'), { status: null, code: 'network-request-failed' })),
      { type: 'recharge.again' },
    ];
  },
});

// ── checkout ─────────────────────────────────────────────────────────────────────────────────

const shop = { id: 'shop-88', name: '优衣库官方店', nameVi: 'Uniqlo chính hãng' };
/** A selected cart line and an address book of one: the checkout unit tests use them too. */
export const sampleCartItem: CartItem = {
  id: 11,
  site: 'taobao',
  itemId: '6012345678',
  skuId: 'sku-1',
  title: '纯棉T恤',
  titleVi: 'Áo thun cotton',
  imageUrl: 'https://img.example.cn/t.jpg',
  shop,
  properties: [{ name: '颜色', nameVi: 'Màu', value: '黑色', valueVi: 'Đen' }],
  skuPriceFen: 5_000,
  priceTiers: [],
  minQuantity: 1,
  unitPriceFen: 5_000,
  quantity: 10,
  note: '',
  selected: true,
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: '2026-11-01T03:00:00.000Z',
};
export const sampleAddress: Address = {
  id: 5,
  receiverName: 'Nguyễn Thị Lan',
  phone: '+84912345678',
  provinceCode: '01',
  provinceName: 'Hà Nội',
  wardCode: '00004',
  wardName: 'Phường Ba Đình',
  street: '12 Phan Đình Phùng',
  isDefault: true,
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: '2026-11-01T03:00:00.000Z',
};
/** 500 ¥ at 3,650: goods 1,825,000 + purchase fee 54,750; deposit 70 %. */
export const sampleQuote: CheckoutQuote = {
  orders: [
    {
      site: 'taobao',
      shop,
      items: [{ cartItemId: 11, title: '纯棉T恤', titleVi: 'Áo thun cotton', imageUrl: 'https://img.example.cn/t.jpg', properties: [], unitPriceFen: 5_000, quantity: 10 }],
      feeLines: [
        { kind: 'goods', amountVnd: 1_825_000 },
        { kind: 'purchaseFee', amountVnd: 54_750 },
      ],
      pending: ['domesticShipping', 'internationalShipping'],
      estimatedTotalVnd: 1_879_750,
      depositVnd: 1_315_825,
    },
  ],
  depositVnd: 1_315_825,
  availableVnd: 2_000_000,
  shortfallVnd: 0,
  rateVndPerCny: 3_650,
  settingsVersion: 1,
};
export const sampleShortQuote: CheckoutQuote = { ...sampleQuote, availableVnd: 1_000_000, shortfallVnd: 315_825 };
/** The same order after the rate moved to 3,700. */
export const sampleMovedQuote: CheckoutQuote = { ...sampleQuote, depositVnd: 1_333_850, rateVndPerCny: 3_700, settingsVersion: 2 };
export const sampleOrder: Order = {
  id: 301,
  code: 'MH2611-0301',
  status: 'deposited',
  site: 'taobao',
  shop,
  imageUrl: 'https://img.example.cn/t.jpg',
  title: '纯棉T恤',
  lineCount: 1,
  pieceCount: 10,
  totalVnd: 1_879_750,
  paidVnd: 1_315_825,
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: '2026-11-01T03:00:00.000Z',
  items: [],
  services: { counting: false, crate: false, insurance: false },
  warehouse: 'hn',
  line: 'normal',
  address: { receiverName: 'Nguyễn Thị Lan', phone: '+84912345678', provinceCode: '01', provinceName: 'Hà Nội', wardCode: '00004', wardName: 'Phường Ba Đình', street: '12 Phan Đình Phùng' },
  note: '',
  rateVndPerCny: 3_650,
  settingsVersion: 1,
  estimatedFeeLines: sampleQuote.orders[0]!.feeLines,
  feeLines: sampleQuote.orders[0]!.feeLines,
  pending: ['domesticShipping', 'internationalShipping'],
  depositVnd: 1_315_825,
  refundedVnd: 0,
  remainingVnd: 563_925,
  invoiceCodes: [],
  trackingCodes: [],
  packages: [],
  events: [{ status: 'deposited', at: '2026-11-01T03:00:00.000Z', note: null }],
};
const savedChoices: CheckoutChoices = {
  addressId: 5,
  services: { counting: true, crate: false, insurance: false },
  warehouse: 'hn',
  line: 'normal',
  note: '',
};

type CheckoutSnapshot = import('xstate').SnapshotFrom<typeof checkoutMachine>;

const checkout = describeMachine({
  name: 'checkout',
  description:
    'Checkout of buy-for-me orders (`/orderOrdering/create`), one order per shop: load the selected cart lines and the addresses (none selected → `empty`; no address → `noAddress`, linking to `/address/create`), choose the address, then services (counting, crate, insurance), destination warehouse and line, then `POST /OrderOrdering/Quote`. The review shows every fee line and the deposit; money moves only on `checkout.confirm` (`POST /OrderOrdering` with the accepted deposit and an Idempotency-Key). A deposit the wallet cannot cover goes to `shortfall` (the exact amount, a link to recharge; `checkout.requote` on return, or a reload with the choices saved in sessionStorage, quotes again). 409 `quote-changed` re-quotes and asks to confirm the new figures; 409 `insufficient-funds` re-quotes into `shortfall`; 409 `cart-changed` reloads the cart. An attempt whose outcome is unknown keeps its key through retries; a refusal drops it; a changed request takes the fresh key the event carries.',
  machine: checkoutMachine,
  inputs: [
    { name: 'a fresh checkout', input: {} },
    { name: 'choices saved before a recharge', input: { saved: { choices: savedChoices, step: 'review' } } },
  ],
  // Offer each event only where it means something, so the graph stays small.
  events: (snapshot: CheckoutSnapshot) => {
    const { quote, previousQuote } = snapshot.context;
    const loaded = { items: [sampleCartItem], addresses: [sampleAddress] };
    return [
      ...(snapshot.matches('loading')
        ? [
            actorDone('loadCheckout', loaded),
            actorDone('loadCheckout', { items: [], addresses: [sampleAddress] }),
            actorDone('loadCheckout', { items: [sampleCartItem], addresses: [] }),
            actorFailed('loadCheckout', apiFailure('Network Error', null, 'network-request-failed')),
          ]
        : []),
      { type: 'checkout.chooseAddress', addressId: 5 } as const,
      // One change of services, from the fresh start only (the saved choices count already):
      // every later state would otherwise come twice.
      ...(snapshot.context.choices.services.insurance || snapshot.context.choices.services.counting
        ? []
        : [{ type: 'checkout.change', choices: { services: { counting: false, crate: false, insurance: true } } } as const]),
      { type: 'checkout.next' } as const,
      { type: 'checkout.back' } as const,
      ...(snapshot.matches('quoting')
        ? [
            // After a `quote-changed`, the new figures; otherwise the first quote or a shortfall.
            actorDone('quoteCheckout', previousQuote ? sampleMovedQuote : quote === null ? sampleShortQuote : sampleQuote),
            ...(quote === null ? [actorDone('quoteCheckout', sampleQuote)] : []),
            actorFailed('quoteCheckout', apiFailure('Máy chủ đang bận', 503, 'internal')),
            actorFailed('quoteCheckout', apiFailure('Giỏ hàng đã thay đổi', 409, 'cart-changed')),
          ]
        : []),
      { type: 'checkout.confirm', idempotencyKey: 'key-1' } as const,
      { type: 'checkout.retry', idempotencyKey: 'key-2' } as const,
      { type: 'checkout.requote' } as const,
      ...(snapshot.matches('paying')
        ? [
            actorDone('createOrders', [sampleOrder]),
            actorFailed('createOrders', apiFailure('Network Error', null, 'network-request-failed')),
            actorFailed('createOrders', apiFailure('Số tiền đặt cọc đã thay đổi', 409, 'quote-changed')),
            actorFailed('createOrders', apiFailure('Số dư khả dụng không đủ', 409, 'insufficient-funds')),
            actorFailed('createOrders', apiFailure('Giỏ hàng đã thay đổi', 409, 'cart-changed')),
            actorFailed('createOrders', apiFailure('Dữ liệu không hợp lệ', 400, 'validation-failed')),
          ]
        : []),
    ];
  },
});

// ── delivery ─────────────────────────────────────────────────────────────────────────────────

/** Two packages waiting in Vietnam: one of a buy-for-me order, one of a consignment. */
export const sampleDeliverablePackages: CustomerPackage[] = [
  {
    id: 71,
    code: 'PK2611-0071',
    trackingCode: 'YT7788123456',
    weightGrams: 2_100,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 15,
    volumetricGrams: 1_500,
    chargeableGrams: 2_100,
    status: 'inVietnam',
    photos: [],
    createdAt: '2026-11-05T03:00:00.000Z',
    order: { kind: 'buy', id: 301, code: 'MH2611-0301' },
  },
  {
    id: 72,
    code: 'PK2611-0072',
    trackingCode: 'SF1234567890',
    weightGrams: 1_000,
    lengthCm: 25,
    widthCm: 20,
    heightCm: 13,
    volumetricGrams: 1_300,
    chargeableGrams: 1_300,
    status: 'inVietnam',
    photos: [],
    createdAt: '2026-11-06T03:00:00.000Z',
    order: { kind: 'shipping', id: 88, code: 'KG2611-0088' },
  },
];
/** Both packages: what is still owed on their orders, and 3.4 kg at 30,000 + 2,000 per started kg. */
export const sampleDeliveryQuote: DeliveryQuote = {
  packages: sampleDeliverablePackages,
  orders: [
    { kind: 'buy', id: 301, code: 'MH2611-0301', amountVnd: 563_925 },
    { kind: 'shipping', id: 88, code: 'KG2611-0088', amountVnd: 120_000 },
  ],
  owedVnd: 683_925,
  chargeableGrams: 3_400,
  feeVnd: 38_000,
  storage: [],
  storageVnd: 0,
  totalVnd: 721_925,
  availableVnd: 2_000_000,
  shortfallVnd: 0,
  codAllowed: true,
  settingsVersion: 1,
};
export const sampleShortDeliveryQuote: DeliveryQuote = { ...sampleDeliveryQuote, availableVnd: 500_000, shortfallVnd: 221_925 };
/** The consignment's package re-weighed at 2.1 kg: one more started kg. */
export const sampleMovedDeliveryQuote: DeliveryQuote = { ...sampleDeliveryQuote, chargeableGrams: 4_200, feeVnd: 40_000, totalVnd: 723_925 };
/**
 * Both packages kept past the default 7 free days at 1,000 per started kg a day: 3 days × 3 kg
 * and 1 day × 2 kg.
 */
export const sampleStorageDeliveryQuote: DeliveryQuote = {
  ...sampleDeliveryQuote,
  storage: [
    { packageId: 71, code: 'PK2611-0071', days: 3, amountVnd: 9_000 },
    { packageId: 72, code: 'PK2611-0072', days: 1, amountVnd: 2_000 },
  ],
  storageVnd: 11_000,
  totalVnd: 732_925,
};
export const sampleDelivery: Delivery = {
  id: 51,
  code: 'GH2611-0051',
  status: 'requested',
  payment: 'wallet',
  packageCount: 2,
  totalVnd: 721_925,
  addressLine: 'Nguyễn Thị Lan · Phường Ba Đình, Hà Nội',
  createdAt: '2026-11-07T03:00:00.000Z',
  updatedAt: '2026-11-07T03:00:00.000Z',
  address: { receiverName: 'Nguyễn Thị Lan', phone: '+84912345678', provinceCode: '01', provinceName: 'Hà Nội', wardCode: '00004', wardName: 'Phường Ba Đình', street: '12 Phan Đình Phùng' },
  packages: sampleDeliverablePackages,
  orders: sampleDeliveryQuote.orders,
  owedVnd: 683_925,
  feeVnd: 38_000,
  storage: [],
  storageVnd: 0,
  paidVnd: 721_925,
  codVnd: 0,
  note: '',
  handedOverAt: null,
  deliveredAt: null,
  cancelledAt: null,
};
const savedDeliveryChoices: DeliveryChoices = { packageIds: [71, 72], addressId: 5, payment: 'wallet' };

type DeliverySnapshot = import('xstate').SnapshotFrom<typeof deliveryMachine>;

const delivery = describeMachine({
  name: 'delivery',
  description:
    'Asking for delivery (`/delivery/create`): load the packages waiting in a Vietnam warehouse (`GET /Delivery/Packages`), the addresses and whether COD is allowed (none waiting → `empty`, linking to `/package`; no address → `noAddress`, linking to `/address/create`); choose packages (all at first), the address (the default) and the payment (wallet, or COD when settings allow), then `POST /Delivery/Quote`: what is owed per order, the fee, the total and the wallet. Money moves only on `delivery.confirm` (`POST /Delivery` with the accepted total and an Idempotency-Key). A total the wallet cannot cover goes to `shortfall` (the exact amount, a link to recharge; `delivery.requote` on return, or a reload with the choices saved in sessionStorage, quotes again). 409 `quote-changed` re-quotes and asks to confirm the new figures; `insufficient-funds` re-quotes into `shortfall`; `package-not-ready` reloads the packages and names those no longer offered; `cod-not-allowed` goes back to the choice with the wallet. An attempt whose outcome is unknown keeps its key through retries; a refusal drops it; a changed request takes the fresh key the event carries.',
  machine: deliveryMachine,
  inputs: [
    { name: 'a fresh request', input: {} },
    { name: 'choices saved before a recharge', input: { saved: { choices: savedDeliveryChoices, step: 'review' } } },
  ],
  // Offer each event only where it means something, so the graph stays small.
  events: (snapshot: DeliverySnapshot) => {
    const { quote, previousQuote, error, attempt, choices, codAllowed } = snapshot.context;
    const loaded = { packages: sampleDeliverablePackages, addresses: [sampleAddress], codAllowed: true };
    const notReady = apiFailure('Có kiện hàng chưa về kho Việt Nam', 409, 'package-not-ready');
    const codRefused = apiFailure('Hiện chưa hỗ trợ thanh toán khi nhận hàng (COD)', 409, 'cod-not-allowed');
    const cod = choices.payment === 'cod';
    // The choice changes once, on the first pass only, and only "all packages, wallet" or COD go
    // on to the figures: every other choice would repeat the same states with another context.
    const firstPass = snapshot.matches('choosing') && quote === null && error === null && attempt === null;
    return [
      ...(snapshot.matches('loading')
        ? error?.code === 'package-not-ready'
          ? // The reload after a package left: the other one is still offered.
            [actorDone('loadDelivery', { ...loaded, packages: sampleDeliverablePackages.slice(0, 1) })]
          : [
              actorDone('loadDelivery', loaded),
              actorDone('loadDelivery', { ...loaded, packages: [] }),
              actorDone('loadDelivery', { ...loaded, addresses: [] }),
              actorFailed('loadDelivery', apiFailure('Network Error', null, 'network-request-failed')),
            ]
        : []),
      ...(firstPass && choices.packageIds === null && !cod
        ? [
            { type: 'delivery.togglePackage', packageId: 72 } as const,
            { type: 'delivery.chooseNone' } as const,
            ...(codAllowed ? [{ type: 'delivery.choosePayment', payment: 'cod' } as const] : []),
          ]
        : []),
      ...(firstPass && choices.packageIds?.length === 0 ? [{ type: 'delivery.chooseAll' } as const] : []),
      { type: 'delivery.chooseAddress', addressId: 5 } as const,
      ...(choices.packageIds === null || cod || !snapshot.matches('choosing') ? [{ type: 'delivery.next' } as const] : []),
      { type: 'delivery.back' } as const,
      ...(snapshot.matches('quoting')
        ? cod
          ? [actorDone('quoteDelivery', sampleDeliveryQuote), actorFailed('quoteDelivery', codRefused)]
          : [
              // After a `quote-changed`, the new figures; otherwise the first quote or a shortfall.
              actorDone('quoteDelivery', previousQuote ? sampleMovedDeliveryQuote : quote === null ? sampleShortDeliveryQuote : sampleDeliveryQuote),
              ...(quote === null ? [actorDone('quoteDelivery', sampleDeliveryQuote)] : []),
              actorFailed('quoteDelivery', apiFailure('Máy chủ đang bận', 503, 'internal')),
              actorFailed('quoteDelivery', notReady),
            ]
        : []),
      { type: 'delivery.confirm', idempotencyKey: 'key-1' } as const,
      { type: 'delivery.retry', idempotencyKey: 'key-2' } as const,
      { type: 'delivery.requote' } as const,
      ...(snapshot.matches('paying')
        ? cod
          ? [actorDone('createDelivery', { ...sampleDelivery, payment: 'cod' as const, paidVnd: 0, codVnd: 721_925 }), actorFailed('createDelivery', codRefused)]
          : [
              actorDone('createDelivery', sampleDelivery),
              actorFailed('createDelivery', apiFailure('Network Error', null, 'network-request-failed')),
              actorFailed('createDelivery', apiFailure('Số tiền đã thay đổi', 409, 'quote-changed')),
              actorFailed('createDelivery', apiFailure('Số dư khả dụng không đủ', 409, 'insufficient-funds')),
              actorFailed('createDelivery', notReady),
              actorFailed('createDelivery', apiFailure('Dữ liệu không hợp lệ', 400, 'validation-failed')),
            ]
        : []),
    ];
  },
});

/** One line per machine; the docs and the path tests follow this order. */
export const machineCatalog: readonly MachineEntry[] = [session, counter, pwa, buildUpdate, withdraw, recharge, checkout, delivery];
