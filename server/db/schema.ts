import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AddressSnapshot } from '../../contract/addresses';
import { agencyInviteStatuses, agencyJoins, type AgencyTerms } from '../../contract/agency';
import type { DeliveryOrderLine, DeliveryStorageLine } from '../../contract/delivery';
import type { ChosenProperty } from '../../contract/cart';
import type { FeeLine, FeeLineKind, OrderServices } from '../../contract/fees';
import { orderStatuses, packageStatuses } from '../../contract/orders';
import { pobActors, pobRefundSources, pobRefundStatuses, pobSites, pobStatuses } from '../../contract/pobStatus';
import { articleCategories, articleStatuses } from '../../contract/articles';
import { complaintReasons, complaintStatuses, complaintSubjects } from '../../contract/complaintStatus';
import { chatSides, chatThreadTypes } from '../../contract/chatThreads';
import { liveEventTypes, notificationTopics } from '../../contract/notifications';
import { consignmentStatuses, deliveryPayments, deliveryStatuses, trackingCodeStatuses } from '../../contract/shipmentStatus';
import type { PriceTier, Shop } from '../../contract/products';
import { productSites } from '../../contract/productSites';
import type { FeePolicy } from '../../contract/publicSettings';
import { shippingLines, warehouses } from '../../contract/publicSettings';
import type { Settings } from '../../contract/settings';
import { duties, roles } from '../../contract/roles';
import { purchaseStates, refundStates } from '../../contract/taobaoGlobalStatus';
import { taobaoIntOrderStatuses, taobaoIntRefundKinds, taobaoIntRefundStatuses } from '../../contract/taobaoIntOrderStatus';
import { locales } from '../../contract/user';
import { transactionTypes, type ReceivingAccount } from '../../contract/wallet';
import { causeTypes } from '../../contract/ledger';
import { bankTransferStatuses, rechargeStatuses, withdrawStatuses } from '../../contract/walletStatus';

export const userRole = pgEnum('user_role', roles);
export const staffDuty = pgEnum('staff_duty', duties);
export const userLocale = pgEnum('user_locale', locales);

// ── Columns many tables share ─────────────────────────────────────────────────────────────────
// Each builder makes the same column (name, type, constraints) wherever it is used, so a table
// reads as what its columns mean; the database stays exactly what the migrations made.

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** Whose row it is. */
const owner = (actions: { onDelete?: 'cascade' } = {}) =>
  integer('user_id')
    .notNull()
    .references(() => users.id, actions);
/** Who did something to the row (staff, or the customer themselves); null when nobody or the bank did. */
const byUser = (name: string) => integer(name).references(() => users.id);
/** The row this one belongs to: an order's line, a request's history entry. */
const parent = (name: string, column: () => AnyPgColumn) => integer(name).notNull().references(column);
/** A row people refer to by its code (an order, a request, a parcel), and whose it is. */
const codedOwned = () => ({ id: id(), code: text('code').notNull(), userId: owner() });
/** The terms an order keeps from when it was made: the rate, the settings version and the fee policy then in force. */
const lockedTerms = () => ({
  rateVndPerCny: integer('rate_vnd_per_cny').notNull(),
  settingsVersion: integer('settings_version').notNull(),
  feePolicy: jsonb('fee_policy').$type<FeePolicy>().notNull(),
});
/** What a seller's purchase order costs in ¥ (fen): the goods and the shipping within China. */
const purchaseFen = () => ({ goodsFen: integer('goods_fen').notNull(), domesticShippingFen: integer('domestic_shipping_fen').notNull() });
/** A purchase line's pieces and its price in fen: each, and all of them. */
const linePrice = () => ({
  quantity: integer('quantity').notNull(),
  unitPriceFen: integer('unit_price_fen').notNull(),
  amountFen: integer('amount_fen').notNull(),
});
/** A history entry's note, who made it (`created_by`) and when. */
const entryColumns = () => ({ note: text('note'), createdBy: byUser('created_by'), createdAt: createdAt() });
/** What the customer wrote when asking; '' when nothing. */
const customerNote = () => text('note').notNull().default('');

// Indexes and checks named after their table, as the migrations named them.
type Columns<K extends string> = Record<K, AnyPgColumn>;
const codeKey = (table: string, t: Columns<'code'>) => uniqueIndex(`${table}_code_key`).on(t.code);
/** A user's rows, newest first. */
const ownerIndex = (table: string, t: Columns<'userId' | 'id'>) => index(`${table}_user_id_idx`).on(t.userId, t.id);
const statusIndex = (table: string, t: Columns<'status'>) => index(`${table}_status_idx`).on(t.status);
const positiveQuantity = (table: string, t: Columns<'quantity'>) => check(`${table}_quantity_positive`, sql`${t.quantity} > 0`);
/** Refunds never pass what was paid: a last line of defence behind the services' rules. */
const refundWithinPaid = (table: string, t: Columns<'refundedVnd' | 'paidVnd'>) =>
  check(`${table}_refund_within_paid`, sql`${t.refundedVnd} >= 0 and ${t.refundedVnd} <= ${t.paidVnd}`);

// Integer VND in bigint columns, read as JS numbers (exact up to 2^53, far above any balance).
const vnd = (name: string) => bigint(name, { mode: 'number' });
/** A running total of VND (paid, refunded, held…): starts at 0. */
const vndSum = (name: string) => vnd(name).notNull().default(0);

export const agencyJoin = pgEnum('agency_join', agencyJoins);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** As typed at registration; uniqueness ignores case (index below). */
    userName: text('user_name').notNull(),
    fullName: text('full_name').notNull(),
    /** Stored lowercased, so a plain unique constraint is case-insensitive. */
    email: text('email').notNull(),
    /** `+84` and nine digits (contract/phone.ts normalizePhone); null for staff created without one. */
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    /** What a staff account may do (contract/roles.ts mayDo); empty for every other role. */
    duties: staffDuty('duties')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Short code the customer writes in bank transfer memos and on parcels. */
    customerCode: text('customer_code').notNull(),
    locale: userLocale('locale').notNull().default('vi'),
    /**
     * Tokens carry `ver`; a token is valid only while it equals this. Bumping it revokes every
     * token issued before, without the same-second ambiguity of a "valid after" timestamp.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    disabledAt: at('disabled_at'),
    /** Closed by its owner: anonymised and disabled for good; an admin cannot enable it again. */
    deletedAt: at('deleted_at'),
    /** The agency this customer belongs to (contract/agency.ts), priced by its terms; null for most. */
    agencyId: integer('agency_id').references((): AnyPgColumn => users.id),
    /** What the agency calls this customer, unique within the agency. */
    agencyCode: text('agency_code'),
    /** When they joined the agency, and how: the agency made the account or they accepted an invitation. */
    agencyJoinedAt: at('agency_joined_at'),
    agencyJoinedBy: agencyJoin('agency_joined_by'),
    ...timestamps(),
  },
  (t) => [
    index('users_agency_id_idx').on(t.agencyId, t.id),
    uniqueIndex('users_agency_code_key').on(t.agencyId, sql`lower(${t.agencyCode})`),
    check(
      'users_agency_fields',
      sql`(${t.agencyId} is null) = (${t.agencyCode} is null) and (${t.agencyId} is null) = (${t.agencyJoinedAt} is null) and (${t.agencyId} is null) = (${t.agencyJoinedBy} is null)`,
    ),
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_customer_code_key').on(t.customerCode),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    userId: owner({ onDelete: 'cascade' }),
    /** HMAC of the code; the code itself is only in the mail. */
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_id_idx').on(t.userId)],
);

/** One row per device: a token that shows up under another account moves to that account. */
/**
 * One row per signed-in device: login, register and password reset start one, and its id travels
 * in every token of that session (`sid`). Logging out stamps `revokedAt`, which ends the session's
 * tokens at once, refresh included, instead of leaving them usable until they expire.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner({ onDelete: 'cascade' }),
    revokedAt: at('revoked_at'),
    /** When its last token was issued (login or refresh): idle past the renewal window, nothing can use it. */
    renewedAt: at('renewed_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: id(),
    userId: owner({ onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** The session that registered it: when that session ends (logout), this device stops receiving the account's pushes. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('push_tokens_token_key').on(t.token),
    index('push_tokens_user_id_idx').on(t.userId),
    index('push_tokens_session_id_idx').on(t.sessionId),
  ],
);

export type UserRow = typeof users.$inferSelect;

// ── Money ────────────────────────────────────────────────────────────────────────────────────

/** Every saved version of the settings; the highest is in force. Rows are never changed. */
export const settingsVersions = pgTable('settings_versions', {
  version: integer('version').primaryKey(),
  data: jsonb('data').$type<Settings>().notNull(),
  /** Null for the defaults written at first start. */
  createdBy: byUser('created_by'),
  note: text('note'),
  createdAt: createdAt(),
});

/**
 * One row per customer, created on first use. `balance_vnd` always equals the sum of the
 * customer's ledger entries (the same transaction writes both); `held_vnd` is what pending
 * withdrawals reserve. The checks are a last line of defence behind the conditional updates.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    balanceVnd: vndSum('balance_vnd'),
    heldVnd: vndSum('held_vnd'),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_held_within_balance', sql`${t.heldVnd} >= 0 and ${t.heldVnd} <= ${t.balanceVnd}`)],
);

export const transactionType = pgEnum('transaction_type', transactionTypes);
export const causeType = pgEnum('cause_type', causeTypes);

/** Append-only (a trigger refuses UPDATE and DELETE): a correction is a new entry. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    userId: owner(),
    type: transactionType('type').notNull(),
    /** Signed: credits positive, debits negative; never zero. */
    amountVnd: vnd('amount_vnd').notNull(),
    balanceAfterVnd: vnd('balance_after_vnd').notNull(),
    causeType: causeType('cause_type').notNull(),
    causeId: integer('cause_id').notNull(),
    note: text('note'),
    /** Staff who made an adjustment or confirmed a transfer; null for the customer's own actions. */
    createdBy: byUser('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_id_idx').on(t.userId, t.id),
    index('ledger_entries_cause_idx').on(t.causeType, t.causeId),
    check('ledger_entries_amount_nonzero', sql`${t.amountVnd} <> 0`),
    check('ledger_entries_balance_after_nonnegative', sql`${t.balanceAfterVnd} >= 0`),
  ],
);

export const rechargeStatus = pgEnum('recharge_status', rechargeStatuses);

export const rechargeRequests = pgTable(
  'recharge_requests',
  {
    id: id(),
    userId: owner(),
    amountVnd: vnd('amount_vnd').notNull(),
    /** `NAP <customerCode> <4 characters>`: what the customer types as the transfer memo. */
    memo: text('memo').notNull(),
    /** The receiving account as shown when the request was made (settings may change later). */
    bankAccount: jsonb('bank_account').$type<ReceivingAccount>().notNull(),
    qrPayload: text('qr_payload').notNull(),
    status: rechargeStatus('status').notNull().default('pending'),
    creditedVnd: vnd('credited_vnd'),
    expiresAt: at('expires_at').notNull(),
    creditedAt: at('credited_at'),
    confirmedBy: byUser('confirmed_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recharge_requests_memo_key').on(t.memo), ownerIndex('recharge_requests', t)],
);

export const bankTransferStatus = pgEnum('bank_transfer_status', bankTransferStatuses);

/** Incoming statement lines; `bank_reference` is unique, so a line is recorded (and credited) once. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: id(),
    bankReference: text('bank_reference').notNull(),
    amountVnd: vnd('amount_vnd').notNull(),
    memo: text('memo').notNull(),
    status: bankTransferStatus('status').notNull(),
    rechargeId: integer('recharge_id').references(() => rechargeRequests.id),
    /** 'webhook', or the staff member who typed the line. */
    source: text('source').notNull(),
    createdBy: byUser('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_transfers_bank_reference_key').on(t.bankReference), statusIndex('bank_transfers', t)],
);

export const withdrawStatus = pgEnum('withdraw_status', withdrawStatuses);

export const withdrawRequests = pgTable(
  'withdraw_requests',
  {
    id: id(),
    userId: owner(),
    amountVnd: vnd('amount_vnd').notNull(),
    bankBin: text('bank_bin').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    status: withdrawStatus('status').notNull().default('pending'),
    note: text('note'),
    processedBy: byUser('processed_by'),
    /** The tokens of its `withdraw_proofs`, in upload order, kept here so a list needs no join. */
    proofTokens: jsonb('proof_tokens').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [ownerIndex('withdraw_requests', t), statusIndex('withdraw_requests', t)],
);

/**
 * A money-moving request's Idempotency-Key and its first answer, written in the same transaction
 * as the money movement, so an answer is stored exactly when its effect happened.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `user:<id>`, or `webhook` for the bank. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Filled before the transaction commits; null only inside it, where nobody else can look. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

// ── Addresses, cart, buy-for-me orders ───────────────────────────────────────────────────────

/** A customer's address book. Orders copy the address (`address_snapshot`), so rows may be deleted. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: owner(),
    receiverName: text('receiver_name').notNull(),
    /** `+84…` */
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    wardCode: text('ward_code').notNull(),
    street: text('street').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    // At most one default per customer, whatever two requests do at once.
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const productSite = pgEnum('product_site', productSites);

/** A product as an order's line keeps it: the site's item and SKU, its titles, picture and the properties chosen. */
const goodsColumns = () => ({
  site: productSite('site').notNull(),
  itemId: text('item_id').notNull(),
  skuId: text('sku_id'),
  title: text('title').notNull(),
  titleVi: text('title_vi'),
  imageUrl: text('image_url').notNull(),
  properties: jsonb('properties').$type<ChosenProperty[]>().notNull(),
});

/** One line per customer and SKU: adding the same SKU again adds to its quantity. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: owner(),
    site: productSite('site').notNull(),
    itemId: text('item_id').notNull(),
    /** '' for a product without properties, so the unique index below covers it. */
    skuId: text('sku_id').notNull(),
    title: text('title').notNull(),
    titleVi: text('title_vi'),
    imageUrl: text('image_url').notNull(),
    shop: jsonb('shop').$type<Shop>().notNull(),
    properties: jsonb('properties').$type<ChosenProperty[]>().notNull(),
    skuPriceFen: integer('sku_price_fen').notNull(),
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    quantity: integer('quantity').notNull(),
    note: customerNote(),
    selected: boolean('selected').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('cart_items_user_sku_key').on(t.userId, t.site, t.itemId, t.skuId), positiveQuantity('cart_items', t)],
);

export const orderStatus = pgEnum('order_status', orderStatuses);
export const warehouse = pgEnum('warehouse', warehouses);
export const shippingLine = pgEnum('shipping_line', shippingLines);

/**
 * A buy-for-me order: one shop's goods. Rate and fee policy are copied in when the deposit is
 * paid and never re-read from settings. `paid_vnd` and `refunded_vnd` mirror the order's ledger
 * entries (written in the same transaction).
 */
export const buyOrders = pgTable(
  'buy_orders',
  {
    ...codedOwned(),
    site: productSite('site').notNull(),
    shop: jsonb('shop').$type<Shop>().notNull(),
    status: orderStatus('status').notNull(),
    ...lockedTerms(),
    services: jsonb('services').$type<OrderServices>().notNull(),
    warehouse: warehouse('warehouse').notNull(),
    line: shippingLine('line').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    note: customerNote(),
    estimatedFeeLines: jsonb('estimated_fee_lines').$type<FeeLine[]>().notNull(),
    feeLines: jsonb('fee_lines').$type<FeeLine[]>().notNull(),
    pending: jsonb('pending').$type<FeeLineKind[]>().notNull(),
    totalVnd: vnd('total_vnd').notNull(),
    depositVnd: vnd('deposit_vnd').notNull(),
    paidVnd: vndSum('paid_vnd'),
    refundedVnd: vndSum('refunded_vnd'),
    domesticShippingFen: integer('domestic_shipping_fen'),
    invoiceCodes: jsonb('invoice_codes').$type<string[]>().notNull().default([]),
    trackingCodes: jsonb('tracking_codes').$type<string[]>().notNull().default([]),
    /** The agency that placed it for its customer (the owner, who pays for it); null when the customer did. */
    placedBy: byUser('placed_by'),
    ...timestamps(),
  },
  (t) => [
    codeKey('buy_orders', t),
    ownerIndex('buy_orders', t),
    statusIndex('buy_orders', t),
    refundWithinPaid('buy_orders', t),
    // The agency's list of orders it placed, newest first.
    index('buy_orders_placed_by_idx')
      .on(t.placedBy, t.id)
      .where(sql`${t.placedBy} is not null`),
  ],
);

export const buyOrderItems = pgTable(
  'buy_order_items',
  {
    id: id(),
    orderId: parent('order_id', () => buyOrders.id),
    ...goodsColumns(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    quantityBought: integer('quantity_bought'),
    actualUnitPriceFen: integer('actual_unit_price_fen'),
    note: customerNote(),
  },
  (t) => [index('buy_order_items_order_id_idx').on(t.orderId)],
);

/** The timeline: one row per status an order reached, with when and what it brought. */
export const buyOrderEvents = pgTable(
  'buy_order_events',
  {
    id: id(),
    orderId: parent('order_id', () => buyOrders.id),
    status: orderStatus('status').notNull(),
    /** `created_by`: staff who made the move; null for the customer's own (create, cancel, confirm receipt). */
    ...entryColumns(),
  },
  (t) => [index('buy_order_events_order_id_idx').on(t.orderId, t.id)],
);

export const packageStatus = pgEnum('package_status', packageStatuses);

/**
 * A parcel in our warehouses, weighed and measured. It belongs to a buy-for-me order, a
 * consignment, or (scanned in China before anyone claimed it) to no order yet; then `user_id` is
 * the customer named on the label, or null.
 */
export const packages = pgTable(
  'packages',
  {
    id: id(),
    code: text('code').notNull(),
    userId: byUser('user_id'),
    buyOrderId: integer('buy_order_id').references(() => buyOrders.id),
    shippingOrderId: integer('shipping_order_id').references(() => shippingOrders.id),
    trackingCode: text('tracking_code'),
    /** The customer code written on the label, as the warehouse read it. */
    labelCustomerCode: text('label_customer_code'),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    widthCm: integer('width_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    status: packageStatus('status').notNull().default('inChina'),
    /** Tokens of its rows in package_photos, oldest first (written with them, in one transaction). */
    photoTokens: jsonb('photo_tokens').$type<string[]>().notNull().default([]),
    /** When it first reached a Vietnam warehouse: storage is charged from here (contract/fees.ts `storageFee`). */
    arrivedVietnamAt: at('arrived_vietnam_at'),
    ...timestamps(),
  },
  (t) => [
    codeKey('packages', t),
    ownerIndex('packages', t),
    index('packages_buy_order_id_idx').on(t.buyOrderId),
    index('packages_shipping_order_id_idx').on(t.shippingOrderId),
    index('packages_tracking_code_idx').on(t.trackingCode),
    check('packages_one_order', sql`${t.buyOrderId} is null or ${t.shippingOrderId} is null`),
    // An order's parcel is its customer's.
    check('packages_order_has_owner', sql`(${t.buyOrderId} is null and ${t.shippingOrderId} is null) or ${t.userId} is not null`),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A picture kept in the database (so every server instance can serve it, on PGlite and
 * PostgreSQL alike). `token` is the unguessable name in its URL, so an <img> shows it without a
 * bearer token; `sha256` makes a retried upload of the same bytes a no-op, per object.
 */
const photoColumns = () => ({
  token: text('token').notNull(),
  contentType: text('content_type').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: byUser('created_by'),
  createdAt: createdAt(),
});
const photoIndexes = (table: string, parentName: string, parent: AnyPgColumn, t: Columns<'token' | 'sha256'>) => [
  uniqueIndex(`${table}_token_key`).on(t.token),
  uniqueIndex(`${table}_${parentName}_sha_key`).on(parent, t.sha256),
];

/** The warehouse's photos of a parcel. */
export const packagePhotos = pgTable(
  'package_photos',
  {
    id: id(),
    packageId: parent('package_id', () => packages.id),
    ...photoColumns(),
  },
  (t) => photoIndexes('package_photos', 'package', t.packageId, t),
);

/** The transfer receipt staff attach when they pay a withdrawal out; shown to its owner. */
export const withdrawProofs = pgTable(
  'withdraw_proofs',
  {
    id: id(),
    withdrawId: parent('withdraw_id', () => withdrawRequests.id),
    ...photoColumns(),
  },
  (t) => photoIndexes('withdraw_proofs', 'withdraw', t.withdrawId, t),
);

export const consignmentStatus = pgEnum('consignment_status', consignmentStatuses);
export const trackingCodeStatus = pgEnum('tracking_code_status', trackingCodeStatuses);

/**
 * A consignment order (đơn ký gửi): goods the customer bought, which we carry. Rate and fee policy
 * are copied in when it is made; its fee lines are priced on its packages as they are weighed.
 * `paid_vnd` mirrors its ledger payments (settled by delivery requests).
 */
export const shippingOrders = pgTable(
  'shipping_orders',
  {
    ...codedOwned(),
    status: consignmentStatus('status').notNull().default('consigned'),
    goods: text('goods').notNull(),
    declaredValueVnd: vnd('declared_value_vnd').notNull(),
    warehouse: warehouse('warehouse').notNull(),
    line: shippingLine('line').notNull(),
    services: jsonb('services').$type<{ crate: boolean; insurance: boolean }>().notNull(),
    ...lockedTerms(),
    feeLines: jsonb('fee_lines').$type<FeeLine[]>().notNull().default([]),
    pending: jsonb('pending').$type<FeeLineKind[]>().notNull(),
    totalVnd: vndSum('total_vnd'),
    paidVnd: vndSum('paid_vnd'),
    note: customerNote(),
    ...timestamps(),
  },
  (t) => [codeKey('shipping_orders', t), ownerIndex('shipping_orders', t), statusIndex('shipping_orders', t)],
);

/** The seller's tracking codes of a consignment, each with its own state. */
export const shippingOrderCodes = pgTable(
  'shipping_order_codes',
  {
    id: id(),
    orderId: parent('order_id', () => shippingOrders.id),
    /** Upper case, as contract/consignment.ts `trackingCodeSchema` leaves it. */
    code: text('code').notNull(),
    status: trackingCodeStatus('status').notNull().default('created'),
    receivedAt: at('received_at'),
  },
  (t) => [uniqueIndex('shipping_order_codes_order_code_key').on(t.orderId, t.code), index('shipping_order_codes_code_idx').on(t.code)],
);

/** The consignment's timeline, as buy_order_events. */
export const shippingOrderEvents = pgTable(
  'shipping_order_events',
  {
    id: id(),
    orderId: parent('order_id', () => shippingOrders.id),
    status: consignmentStatus('status').notNull(),
    ...entryColumns(),
  },
  (t) => [index('shipping_order_events_order_id_idx').on(t.orderId, t.id)],
);

export const deliveryStatus = pgEnum('delivery_status', deliveryStatuses);
export const deliveryPayment = pgEnum('delivery_payment', deliveryPayments);

/**
 * A request to deliver packages waiting in Vietnam. `orders` holds what it settled per order
 * (paid at creation from the wallet, or collected as COD at completion); `paid_vnd` mirrors the
 * ledger entries it caused.
 */
export const deliveryRequests = pgTable(
  'delivery_requests',
  {
    ...codedOwned(),
    status: deliveryStatus('status').notNull().default('requested'),
    payment: deliveryPayment('payment').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    orders: jsonb('orders').$type<DeliveryOrderLine[]>().notNull(),
    owedVnd: vnd('owed_vnd').notNull(),
    feeVnd: vnd('fee_vnd').notNull(),
    /** Storage past the free days, per package, as priced when asked (only packages that owe some). */
    storage: jsonb('storage').$type<DeliveryStorageLine[]>().notNull().default([]),
    storageVnd: vndSum('storage_vnd'),
    totalVnd: vnd('total_vnd').notNull(),
    paidVnd: vndSum('paid_vnd'),
    codVnd: vndSum('cod_vnd'),
    chargeableGrams: integer('chargeable_grams').notNull(),
    settingsVersion: integer('settings_version').notNull(),
    note: customerNote(),
    /** Who carries it and their tracking code, as staff typed them at hand-over (either may be unknown). */
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    handedOverAt: at('handed_over_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    ...timestamps(),
  },
  (t) => [codeKey('delivery_requests', t), ownerIndex('delivery_requests', t), statusIndex('delivery_requests', t)],
);

/** Which packages a request carries (kept after a cancel, for the history). */
export const deliveryRequestPackages = pgTable(
  'delivery_request_packages',
  {
    deliveryId: parent('delivery_id', () => deliveryRequests.id),
    packageId: parent('package_id', () => packages.id),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.packageId] }), index('delivery_request_packages_package_id_idx').on(t.packageId)],
);

// ── Pay on behalf ────────────────────────────────────────────────────────────────────────────

export const pobSite = pgEnum('pob_site', pobSites);
export const pobStatus = pgEnum('pob_status', pobStatuses);
export const pobActor = pgEnum('pob_actor', pobActors);
export const pobRefundStatus = pgEnum('pob_refund_status', pobRefundStatuses);
export const pobRefundSource = pgEnum('pob_refund_source', pobRefundSources);

/**
 * A pay-on-behalf request (thanh toán hộ): a seller's payment request we pay in ¥. Rate, fee and
 * settings version are copied in when it is made, and `total_vnd` is debited in the same
 * transaction. `refunded_vnd` mirrors its ledger credits (the whole debit when cancelled or
 * rejected; refunds after payment), `refunded_fen` the ¥ of refunds after payment; the checks
 * are a last line of defence behind the services' rules.
 */
export const pobRequests = pgTable(
  'pob_requests',
  {
    ...codedOwned(),
    status: pobStatus('status').notNull().default('pending'),
    site: pobSite('site').notNull(),
    /** The link found in what the customer pasted (contract/orderPob.ts readPaymentLink). */
    paymentLink: text('payment_link').notNull(),
    sellerOrderIds: text('seller_order_ids').array().notNull(),
    amountFen: integer('amount_fen').notNull(),
    rateVndPerCny: integer('rate_vnd_per_cny').notNull(),
    feeBps: integer('fee_bps').notNull(),
    settingsVersion: integer('settings_version').notNull(),
    amountVnd: vnd('amount_vnd').notNull(),
    feeVnd: vnd('fee_vnd').notNull(),
    totalVnd: vnd('total_vnd').notNull(),
    refundedVnd: vndSum('refunded_vnd'),
    refundedFen: integer('refunded_fen').notNull().default(0),
    note: customerNote(),
    alipayTradeNo: text('alipay_trade_no'),
    rejectReason: text('reject_reason'),
    /** The staff member who took it. */
    takenBy: byUser('taken_by'),
    /** The agency that made it for its customer (the owner); null when the customer made it. */
    placedBy: byUser('placed_by'),
    /** Whose wallet was debited, and so is credited back on a cancel or refund: the owner's unless an agency paid. */
    paidBy: byUser('paid_by'),
    ...timestamps(),
  },
  (t) => [
    codeKey('pob_requests', t),
    ownerIndex('pob_requests', t),
    // The daily limits count a customer's requests of one day.
    index('pob_requests_user_created_idx').on(t.userId, t.createdAt),
    statusIndex('pob_requests', t),
    check('pob_requests_amount_positive', sql`${t.amountFen} > 0`),
    check('pob_requests_refunded_within_total', sql`${t.refundedVnd} >= 0 and ${t.refundedVnd} <= ${t.totalVnd}`),
    check('pob_requests_refunded_fen_within_amount', sql`${t.refundedFen} >= 0 and ${t.refundedFen} <= ${t.amountFen}`),
  ],
);

/** A request's history: every status it reached, who moved it (customer or staff) and their note. */
export const pobEvents = pgTable(
  'pob_events',
  {
    id: id(),
    pobId: parent('pob_id', () => pobRequests.id),
    status: pobStatus('status').notNull(),
    actor: pobActor('actor').notNull(),
    ...entryColumns(),
  },
  (t) => [index('pob_events_pob_id_idx').on(t.pobId, t.id)],
);

/**
 * A refund of a paid request: asked by the customer (`pending` until staff decide) or recorded by
 * staff from the seller's refund (`accepted` at once). `credited_vnd` is what the wallet got.
 */
export const pobRefunds = pgTable(
  'pob_refunds',
  {
    id: id(),
    pobId: parent('pob_id', () => pobRequests.id),
    userId: owner(),
    status: pobRefundStatus('status').notNull(),
    source: pobRefundSource('source').notNull(),
    amountFen: integer('amount_fen').notNull(),
    acceptedFen: integer('accepted_fen'),
    creditedVnd: vndSum('credited_vnd'),
    reason: text('reason').notNull(),
    refuseReason: text('refuse_reason'),
    /** The tokens of its `pob_refund_photos`, in upload order, kept here so a list needs no join. */
    photoTokens: jsonb('photo_tokens').$type<string[]>().notNull().default([]),
    createdBy: byUser('created_by'),
    decidedBy: byUser('decided_by'),
    decidedAt: at('decided_at'),
    ...timestamps(),
  },
  (t) => [
    index('pob_refunds_pob_id_idx').on(t.pobId, t.id),
    ownerIndex('pob_refunds', t),
    statusIndex('pob_refunds', t),
    check('pob_refunds_amount_positive', sql`${t.amountFen} > 0`),
    check(
      'pob_refunds_accepted_within_amount',
      sql`${t.acceptedFen} is null or (${t.acceptedFen} > 0 and ${t.acceptedFen} <= ${t.amountFen})`,
    ),
  ],
);

/** The customer's pictures of a refund request, kept and served as withdraw_proofs are. */
export const pobRefundPhotos = pgTable(
  'pob_refund_photos',
  {
    id: id(),
    refundId: parent('refund_id', () => pobRefunds.id),
    ...photoColumns(),
  },
  (t) => photoIndexes('pob_refund_photos', 'refund', t.refundId, t),
);

/**
 * Every staff action: who, when, what, on which object, and for money and settings the state
 * before and after. Written in the same transaction as the action; append-only (a trigger refuses
 * UPDATE, DELETE and TRUNCATE).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: parent('actor_id', () => users.id),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.id),
  ],
);

// ── Taobao Global (Taobao quốc tế) ───────────────────────────────────────────────────────────

/**
 * A person's linked Taobao Global account. The tokens are stored encrypted (server/crypto/dataCipher.ts,
 * bound to the column and the owner) and never answered; the hint (the access token's last four
 * characters) is what the app shows to tell links apart.
 */
export const taobaoGlobalAccounts = pgTable(
  'taobao_global_accounts',
  {
    id: id(),
    userId: owner(),
    accountName: text('account_name').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    accessTokenHint: text('access_token_hint').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    expiresAt: at('expires_at').notNull(),
    /** When the platform says the refresh token itself ends; null when unknown. */
    refreshExpiresAt: at('refresh_expires_at'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Set when renewing failed for good (no refresh token, or the platform refused it): only linking again helps. */
    needsRelink: boolean('needs_relink').notNull().default(false),
    /** The last renewal through the platform's refresh. */
    renewedAt: at('renewed_at'),
    ...timestamps(),
  },
  (t) => [
    // Linking a name again renews that link: one row per name, whatever its case.
    uniqueIndex('taobao_global_accounts_user_name_key').on(t.userId, sql`lower(${t.accountName})`),
    uniqueIndex('taobao_global_accounts_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const taobaoGlobalPurchaseState = pgEnum('taobao_global_purchase_state', purchaseStates);
export const taobaoGlobalRefundState = pgEnum('taobao_global_refund_state', refundStates);

/**
 * The simulator's purchase orders (TAOBAO_GLOBAL_SOURCE=simulator): what the platform would hold,
 * one per supplier of a created order. `account` is the platform account the token names. Its id
 * is the purchase id the simulator answers.
 */
export const taobaoGlobalSimOrders = pgTable(
  'taobao_global_sim_orders',
  {
    id: id(),
    account: text('account').notNull(),
    outerPurchaseId: text('outer_purchase_id').notNull(),
    supplier: text('supplier').notNull(),
    state: taobaoGlobalPurchaseState('state').notNull(),
    ...purchaseFen(),
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    closeReason: text('close_reason'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    finishedAt: at('finished_at'),
    closedAt: at('closed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Creating an order again under the same outer id answers the first one, as the platform does.
    uniqueIndex('taobao_global_sim_orders_outer_key').on(t.account, t.outerPurchaseId, t.supplier),
    index('taobao_global_sim_orders_account_idx').on(t.account, t.updatedAt),
    check('taobao_global_sim_orders_fen_nonnegative', sql`${t.goodsFen} >= 0 and ${t.domesticShippingFen} >= 0`),
  ],
);

/** A line (sub-order) of a simulated purchase order; its id is the sub-order id, and the refund id of its refund. */
export const taobaoGlobalSimLines = pgTable(
  'taobao_global_sim_lines',
  {
    id: id(),
    orderId: parent('order_id', () => taobaoGlobalSimOrders.id),
    lineNo: text('line_no').notNull(),
    itemId: text('item_id').notNull(),
    skuId: text('sku_id'),
    title: text('title').notNull(),
    ...linePrice(),
    refundState: taobaoGlobalRefundState('refund_state'),
    refundFen: integer('refund_fen'),
    refundedAt: at('refunded_at'),
  },
  (t) => [index('taobao_global_sim_lines_order_idx').on(t.orderId), positiveQuantity('taobao_global_sim_lines', t)],
);

// ── Taobao Global orders (đặt qua Taobao quốc tế) ────────────────────────────────────────────

export const taobaoIntOrderStatus = pgEnum('taobao_int_order_status', taobaoIntOrderStatuses);
export const taobaoIntRefundStatus = pgEnum('taobao_int_refund_status', taobaoIntRefundStatuses);
export const taobaoIntRefundKind = pgEnum('taobao_int_refund_kind', taobaoIntRefundKinds);

/**
 * Our order placed through a person's linked account: the goods the platform priced, paid from
 * the wallet at the locked rate. `paid_vnd` and `refunded_vnd` mirror its ledger entries (written
 * in the same transaction). `account_id` names the link it was placed with; links may be removed
 * later, so there is no foreign key and `account_name` keeps what it was called.
 *
 * The background sync (modules/taobaoIntOrders/taobaoIntSync.ts) takes an order for a while by
 * setting `leased_until` in one conditional update, so two server processes never work the same
 * order at once; `next_sync_at` says when it is due again (null: nothing more to follow).
 */
export const taobaoIntOrders = pgTable(
  'taobao_int_orders',
  {
    ...codedOwned(),
    accountId: integer('account_id').notNull(),
    accountName: text('account_name').notNull(),
    status: taobaoIntOrderStatus('status').notNull(),
    ...lockedTerms(),
    ...purchaseFen(),
    totalFen: integer('total_fen').notNull(),
    feeLines: jsonb('fee_lines').$type<FeeLine[]>().notNull(),
    totalVnd: vnd('total_vnd').notNull(),
    paidVnd: vnd('paid_vnd').notNull(),
    refundedVnd: vndSum('refunded_vnd'),
    warehouse: warehouse('warehouse').notNull(),
    line: shippingLine('line').notNull(),
    services: jsonb('services').$type<{ crate: boolean; insurance: boolean }>().notNull(),
    note: customerNote(),
    /** Set (and committed) just before the platform is asked to pay: from then on only the platform's word ends it unpaid. */
    payRequestedAt: at('pay_requested_at'),
    /** The consignment that carries the goods on, made when the China warehouse scans the first parcel. */
    consignmentId: integer('consignment_id').references(() => shippingOrders.id),
    leasedUntil: at('leased_until'),
    nextSyncAt: at('next_sync_at'),
    lastSyncedAt: at('last_synced_at'),
    syncError: text('sync_error'),
    ...timestamps(),
  },
  (t) => [
    codeKey('taobao_int_orders', t),
    ownerIndex('taobao_int_orders', t),
    index('taobao_int_orders_next_sync_idx').on(t.nextSyncAt),
    statusIndex('taobao_int_orders', t),
    refundWithinPaid('taobao_int_orders', t),
  ],
);

/**
 * The platform's purchase orders of one of ours (one per seller), as the sync last saw them.
 * `unpaid_refunded_at` marks the share of one that closed without ever being paid, given back once.
 */
export const taobaoIntPurchases = pgTable(
  'taobao_int_purchases',
  {
    id: id(),
    orderId: parent('order_id', () => taobaoIntOrders.id),
    purchaseId: text('purchase_id').notNull(),
    supplier: text('supplier').notNull(),
    state: taobaoGlobalPurchaseState('state'),
    platformState: text('platform_state').notNull(),
    ...purchaseFen(),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    closedAt: at('closed_at'),
    closeReason: text('close_reason'),
    /** Times the platform was asked to pay it without it being paid: past a few, it is cancelled instead. */
    payAttempts: integer('pay_attempts').notNull().default(0),
    unpaidRefundedAt: at('unpaid_refunded_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('taobao_int_purchases_order_purchase_key').on(t.orderId, t.purchaseId)],
);

/** The tracking codes a purchase order shipped under (upper case): the China warehouse matches parcels by them. */
export const taobaoIntTrackingCodes = pgTable(
  'taobao_int_tracking_codes',
  {
    id: id(),
    orderId: parent('order_id', () => taobaoIntOrders.id),
    purchaseRowId: parent('purchase_row_id', () => taobaoIntPurchases.id),
    code: text('code').notNull(),
    carrier: text('carrier'),
    shippedAt: at('shipped_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('taobao_int_tracking_codes_purchase_code_key').on(t.purchaseRowId, t.code),
    index('taobao_int_tracking_codes_code_idx').on(t.code),
  ],
);

/** A goods line of an order; once the platform made the purchase orders, the sub-order it became. */
export const taobaoIntOrderLines = pgTable(
  'taobao_int_order_lines',
  {
    id: id(),
    orderId: parent('order_id', () => taobaoIntOrders.id),
    /** Our number of the line, sent to the platform so its sub-orders come back matched. */
    lineNo: text('line_no').notNull(),
    ...goodsColumns(),
    ...linePrice(),
    supplier: text('supplier').notNull(),
    purchaseRowId: integer('purchase_row_id').references(() => taobaoIntPurchases.id),
    subOrderId: text('sub_order_id'),
  },
  (t) => [index('taobao_int_order_lines_order_id_idx').on(t.orderId), positiveQuantity('taobao_int_order_lines', t)],
);

/** The timeline: one row per status an order reached, with when and what it brought. */
export const taobaoIntOrderEvents = pgTable(
  'taobao_int_order_events',
  {
    id: id(),
    orderId: parent('order_id', () => taobaoIntOrders.id),
    status: taobaoIntOrderStatus('status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('taobao_int_order_events_order_id_idx').on(t.orderId, t.id)],
);

/**
 * A refund of one line: one per line (the unique index), asked by the customer or found on the
 * platform. `credited_at` is set in the same transaction as the wallet credit, by a conditional
 * update, so a refund is credited once however many sync passes see it.
 */
export const taobaoIntRefunds = pgTable(
  'taobao_int_refunds',
  {
    id: id(),
    orderId: parent('order_id', () => taobaoIntOrders.id),
    lineId: parent('line_id', () => taobaoIntOrderLines.id),
    userId: owner(),
    kind: taobaoIntRefundKind('kind').notNull(),
    status: taobaoIntRefundStatus('status').notNull(),
    origin: text('origin').$type<'customer' | 'platform'>().notNull(),
    reason: text('reason').notNull(),
    platformRefundId: text('platform_refund_id'),
    amountFen: integer('amount_fen'),
    amountVnd: vnd('amount_vnd'),
    refusal: text('refusal'),
    creditedAt: at('credited_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('taobao_int_refunds_line_key').on(t.lineId),
    ownerIndex('taobao_int_refunds', t),
    index('taobao_int_refunds_order_id_idx').on(t.orderId),
  ],
);

// ── Complaints (khiếu nại) ───────────────────────────────────────────────────────────────────

export const complaintStatus = pgEnum('complaint_status', complaintStatuses);
export const complaintReason = pgEnum('complaint_reason', complaintReasons);
export const complaintSubject = pgEnum('complaint_subject', complaintSubjects);

/**
 * A complaint about a received order or consignment, or a paid pay-on-behalf request
 * (`subject_type`, `subject_id`: one of three tables, so no foreign key; the service checks the
 * owner). `accepted_vnd` is what staff granted, `refunded_vnd` mirrors its one ledger credit
 * (cause `complaint`), set in the same transaction by a conditional update.
 */
export const complaints = pgTable(
  'complaints',
  {
    ...codedOwned(),
    status: complaintStatus('status').notNull().default('pending'),
    subjectType: complaintSubject('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectCode: text('subject_code').notNull(),
    reason: complaintReason('reason').notNull(),
    description: text('description').notNull(),
    amountVnd: vnd('amount_vnd').notNull(),
    acceptedVnd: vnd('accepted_vnd'),
    refundedVnd: vndSum('refunded_vnd'),
    videoLinks: jsonb('video_links').$type<string[]>().notNull().default([]),
    /** The tokens of its `complaint_photos`, in upload order, kept here so a page needs no join. */
    photoTokens: jsonb('photo_tokens').$type<string[]>().notNull().default([]),
    rejectReason: text('reject_reason'),
    /** Staff's own words, never shown to the customer. */
    staffNote: text('staff_note'),
    takenBy: byUser('taken_by'),
    ...timestamps(),
  },
  (t) => [
    codeKey('complaints', t),
    ownerIndex('complaints', t),
    statusIndex('complaints', t),
    index('complaints_subject_idx').on(t.subjectType, t.subjectId),
    check('complaints_amount_positive', sql`${t.amountVnd} > 0`),
    check('complaints_accepted_positive', sql`${t.acceptedVnd} is null or ${t.acceptedVnd} > 0`),
    check('complaints_refunded_within_accepted', sql`${t.refundedVnd} = 0 or ${t.refundedVnd} = ${t.acceptedVnd}`),
  ],
);

/** The goods lines of an order a complaint is about, with how many pieces and what they cost then. */
export const complaintItems = pgTable(
  'complaint_items',
  {
    id: id(),
    complaintId: parent('complaint_id', () => complaints.id),
    itemId: parent('item_id', () => buyOrderItems.id),
    quantity: integer('quantity').notNull(),
    valueVnd: vnd('value_vnd').notNull(),
  },
  (t) => [
    index('complaint_items_complaint_id_idx').on(t.complaintId),
    index('complaint_items_item_id_idx').on(t.itemId),
    positiveQuantity('complaint_items', t),
  ],
);

/** A complaint's history: every status it reached, who moved it and the words for the customer. */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: id(),
    complaintId: parent('complaint_id', () => complaints.id),
    status: complaintStatus('status').notNull(),
    ...entryColumns(),
  },
  (t) => [index('complaint_events_complaint_id_idx').on(t.complaintId, t.id)],
);

/** The customer's pictures of a complaint, kept and served as pob_refund_photos are. */
export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    id: id(),
    complaintId: parent('complaint_id', () => complaints.id),
    ...photoColumns(),
  },
  (t) => photoIndexes('complaint_photos', 'complaint', t.complaintId, t),
);

// ── Chat, notifications and live events ─────────────────────────────────────────────────────

export const chatThreadType = pgEnum('chat_thread_type', chatThreadTypes);
export const chatSide = pgEnum('chat_side', chatSides);

/**
 * A conversation between a customer and staff about one object (or the customer's support thread,
 * whose subject id is the customer's id). Made when its first message is written. The last-message
 * columns are kept by the same statement that adds a message, so the inbox and the thread list
 * need no aggregate over messages.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: id(),
    userId: owner(),
    subjectType: chatThreadType('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The subject's code as its pages show it, kept so lists need no join per type. */
    subjectCode: text('subject_code').notNull(),
    assignedTo: byUser('assigned_to'),
    /** The newest message anyone reading the customer's side may see (staff notes never count). */
    lastMessageId: integer('last_message_id'),
    lastMessageAt: at('last_message_at'),
    /** True while the customer wrote last and no staff answered: the inbox's "chưa trả lời". */
    unanswered: boolean('unanswered').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_threads_subject_key').on(t.subjectType, t.subjectId),
    index('chat_threads_user_id_idx').on(t.userId, t.lastMessageAt),
    index('chat_threads_last_message_idx').on(t.lastMessageAt),
  ],
);

/** One message. `client_id` is the writer's device's id for it: a resend is the same row. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    threadId: parent('thread_id', () => chatThreads.id),
    authorId: parent('author_id', () => users.id),
    side: chatSide('side').notNull(),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    /** The tokens of its `chat_images`, in the order chosen. */
    imageTokens: jsonb('image_tokens').$type<string[]>().notNull().default([]),
    /** A staff note: never in a customer's answer or stream. */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_author_client_key').on(t.authorId, t.clientId),
    index('chat_messages_thread_id_idx').on(t.threadId, t.id),
  ],
);

/** Pictures uploaded into a thread before (or for) a message, kept and served as parcel photos are. */
export const chatImages = pgTable(
  'chat_images',
  {
    id: id(),
    threadId: parent('thread_id', () => chatThreads.id),
    ...photoColumns(),
  },
  (t) => photoIndexes('chat_images', 'thread', t.threadId, t),
);

/** How far one person has read one thread (staff each have their own mark). */
export const chatReads = pgTable(
  'chat_reads',
  {
    threadId: parent('thread_id', () => chatThreads.id),
    userId: parent('user_id', () => users.id),
    readUpTo: integer('read_up_to').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

export const notificationTopic = pgEnum('notification_topic', notificationTopics);

/**
 * What a person is told of a change, written in the same transaction as the change (the outbox):
 * its words in the person's language then. `push_state` and `email_state` are the outbox's
 * delivery marks: `pending` until the job queue has sent it (or found nothing to send it to).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: owner(),
    topic: notificationTopic('topic').notNull(),
    event: text('event').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    /**
     * False when the person turned the topic off in the app but still wants it on the phone or by
     * e-mail: the row is kept for the outbox and never listed nor counted.
     */
    listed: boolean('listed').notNull().default(true),
    readAt: at('read_at'),
    pushState: text('push_state', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    pushAttempts: integer('push_attempts').notNull().default(0),
    /** The same for e-mail, which only money topics may use: `skipped` for every other one. */
    emailState: text('email_state', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('skipped'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_push_pending_idx')
      .on(t.id)
      .where(sql`${t.pushState} = 'pending'`),
    index('notifications_email_pending_idx')
      .on(t.id)
      .where(sql`${t.emailState} = 'pending'`),
  ],
);

/** A person's choices for one topic; a topic without a row has the defaults (contract/notifications.ts). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: parent('user_id', () => users.id),
    topic: notificationTopic('topic').notNull(),
    inApp: boolean('in_app').notNull(),
    push: boolean('push').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);

export const liveEventType = pgEnum('live_event_type', liveEventTypes);

/**
 * What `GET /Events` streams, written in the same transaction as what it tells of and announced
 * with NOTIFY on commit, so every server process on the database hears it. `user_id` null is the
 * staff desk (every staff member's stream). A client resuming with `Last-Event-ID` reads the rows
 * after it; old rows are pruned by the job queue.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id),
    type: liveEventType('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_user_id_idx').on(t.userId, t.id), index('live_events_created_at_idx').on(t.createdAt)],
);

// ── Limits ──────────────────────────────────────────────────────────────────────────────────

/**
 * The hits a rate limit counts (server/plugins/rateLimit.ts): one row per request that used up
 * part of an allowance, under a key that names the limit and who it counts (`register:1.2.3.4`).
 * In the database so every server process counts together; rows past the longest window are
 * deleted as new ones come.
 */
export const limitHits = pgTable(
  'limit_hits',
  {
    // No id: rows are only ever found by key and time, and deleted within hours.
    key: text('key').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('limit_hits_key_idx').on(t.key, t.at), index('limit_hits_at_idx').on(t.at)],
);

/** Wrong passwords counted per key with a growing wait (server/auth/backoff.ts), shared by every process. */
export const limitFailures = pgTable(
  'limit_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastAt: at('last_at').notNull(),
  },
  (t) => [index('limit_failures_last_at_idx').on(t.lastAt)],
);

// ── Articles and pages ──────────────────────────────────────────────────────────────────────

export const articleCategory = pgEnum('article_category', articleCategories);
export const articleStatus = pgEnum('article_status', articleStatuses);

/**
 * What staff write for everyone (news, guides, policies). `body` is the Markdown they wrote;
 * `html` is it rendered and sanitised when saved (modules/articles/markdown.ts), so reading never
 * renders and an unsafe renderer can never be reached from a read.
 */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: text('title').notNull(),
    category: articleCategory('category').notNull(),
    status: articleStatus('status').notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
    /** The opening words without markup, for lists and search results. */
    excerpt: text('excerpt').notNull(),
    coverToken: text('cover_token'),
    /** When it shows to readers (set when first published; a time ahead schedules it). */
    publishedAt: at('published_at'),
    createdBy: byUser('created_by'),
    updatedBy: byUser('updated_by'),
    ...timestamps(),
  },
  (t) => [index('articles_listing_idx').on(t.status, t.category, t.publishedAt)],
);

/**
 * Pictures for articles (covers and pictures in the text), uploaded before the article they go
 * in may exist, so they belong to no article: the token in the Markdown or the cover names them.
 */
export const articleImages = pgTable(
  'article_images',
  {
    id: id(),
    ...photoColumns(),
  },
  (t) => [uniqueIndex('article_images_token_key').on(t.token), uniqueIndex('article_images_sha_key').on(t.sha256)],
);

/** Pages reached by address (`/staticPage/gioi-thieu`): about us, terms, the price list's words, the ordering guide. */
export const staticPages = pgTable(
  'static_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
    published: boolean('published').notNull().default(true),
    updatedBy: byUser('updated_by'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('static_pages_slug_key').on(t.slug)],
);

// ── Agencies ─────────────────────────────────────────────────────────────────────────────────

/**
 * An agency's own price terms (contract/agency.ts AgencyTerms), set by an admin; they replace the
 * deposit and purchase fee of the settings in force for the agency and its customers. No row: the
 * agency follows the settings.
 */
export const agencyTerms = pgTable('agency_terms', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => users.id),
  terms: jsonb('terms').$type<AgencyTerms>().notNull(),
  updatedBy: byUser('updated_by'),
  updatedAt: updatedAt(),
});

export const agencyInviteStatus = pgEnum('agency_invite_status', agencyInviteStatuses);

/** An agency asking an existing customer to become theirs; the customer answers. */
export const agencyInvites = pgTable(
  'agency_invites',
  {
    id: id(),
    agencyId: parent('agency_id', () => users.id),
    customerId: parent('customer_id', () => users.id),
    status: agencyInviteStatus('status').notNull().default('pending'),
    agencyCode: text('agency_code').notNull(),
    createdAt: createdAt(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    index('agency_invites_agency_idx').on(t.agencyId, t.id),
    index('agency_invites_customer_idx').on(t.customerId, t.status),
    // One waiting invitation per agency and customer: a second POST is 409 `invite-pending`.
    uniqueIndex('agency_invites_pending_key')
      .on(t.agencyId, t.customerId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Money an agency moved to a customer's wallet: the cause of both ledger entries. */
export const agencyTransfers = pgTable(
  'agency_transfers',
  {
    id: id(),
    agencyId: parent('agency_id', () => users.id),
    customerId: parent('customer_id', () => users.id),
    amountVnd: vnd('amount_vnd').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('agency_transfers_agency_idx').on(t.agencyId, t.id), check('agency_transfers_amount_positive', sql`${t.amountVnd} > 0`)],
);
