import { z } from 'zod/mini';
import { chosenPropertySchema } from './cart';
import { feeLineSchema } from './fees';
import { vndSchema, walletCoverShape } from './money';
import { packageSchema } from './orders';
import { pageOf, pageParams, searchSchema } from './pagination';
import { productRefSchema } from './productLinks';
import { shippingLines, warehouses } from './publicSettings';
import { consignmentStatuses } from './shipmentStatus';
import { purchaseStates } from './taobaoGlobalStatus';
import { taobaoIntOrderStatuses, taobaoIntRefundKinds, taobaoIntRefundStatuses } from './taobaoIntOrderStatus';
import { v } from './validation';
import { statusEventOf } from './statusEvents';
import { customerContactSchema } from './user';

export {
  openTaobaoIntOrderStatuses,
  taobaoIntOrderStatuses,
  taobaoIntRefundKinds,
  taobaoIntRefundStatuses,
  type TaobaoIntOrderStatus,
  type TaobaoIntRefundKind,
  type TaobaoIntRefundStatus,
} from './taobaoIntOrderStatus';

/**
 * Taobao Global orders (Đặt qua Taobao quốc tế, `/TaobaoIntOrder`): Taobao and Tmall goods bought
 * through the person's own linked account (contract/taobaoGlobal.ts), paid from the wallet in VND
 * at the order rate, followed on the platform by the server, and carried from the China warehouse
 * by a consignment once the goods arrive. The rules are in docs/domain.md ("Taobao Global").
 */

/** The sites the platform sells. */
export const taobaoIntSites = ['taobao', 'tmall'] as const;

export const TAOBAO_INT_MAX_GOODS = 50;
export const TAOBAO_INT_NOTE_MAX = 200;
export const TAOBAO_INT_REFUND_REASON_MAX = 500;

// ── Render and create ────────────────────────────────────────────────────────────────────────

/** One product's SKU and quantity, as a product page sends it. */
export const taobaoIntGoodsSchema = z.object({
  site: z.enum(taobaoIntSites, { error: v.taobaoSitesOnly }),
  itemId: productRefSchema.shape.itemId,
  /** Null for a product without properties. */
  skuId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
  quantity: z
    .int({ error: v.quantityInvalid })
    .check(z.minimum(1, { error: v.quantityInvalid }), z.maximum(9_999, { error: v.quantityInvalid })),
});
export type TaobaoIntGoods = z.infer<typeof taobaoIntGoodsSchema>;

const servicesSchema = z.object({ crate: z.boolean(), insurance: z.boolean() });

const renderFields = {
  goods: z.optional(
    z.array(taobaoIntGoodsSchema).check(z.minLength(1, { error: v.taobaoGoodsRequired }), z.maxLength(TAOBAO_INT_MAX_GOODS)),
  ),
  cartItemIds: z.optional(z.array(z.int()).check(z.minLength(1, { error: v.taobaoGoodsRequired }), z.maxLength(200))),
  accountId: z.optional(z.int()),
  warehouse: z.enum(warehouses),
  line: z.enum(shippingLines),
  services: z._default(servicesSchema, { crate: false, insurance: false }),
  /** A word for the sellers, sent with the purchase orders. */
  note: z._default(z.string().check(z.trim(), z.maxLength(TAOBAO_INT_NOTE_MAX, { error: v.tooLong })), ''),
};

/** Goods or cart lines: exactly one of the two. */
const oneSource = z.refine<{ goods?: unknown; cartItemIds?: unknown }>(
  (request) => (request.goods === undefined) !== (request.cartItemIds === undefined),
  {
    error: v.taobaoGoodsRequired,
    path: ['goods'],
  },
);

/**
 * POST /TaobaoIntOrder/Render: what to buy — `goods` from a product page, or `cartItemIds` from the
 * cart (Taobao and Tmall lines only), exactly one of the two — with which linked account (the
 * default when absent), and how the goods travel on from the China warehouse: the Vietnam
 * warehouse, the line and the crate and insurance services of the consignment that will carry them.
 */
export const taobaoIntRenderRequestSchema = z.object(renderFields).check(oneSource);
export type TaobaoIntRenderRequest = z.input<typeof taobaoIntRenderRequestSchema>;

/**
 * POST /TaobaoIntOrder, with an Idempotency-Key: the render request and the total the customer
 * accepted. Other figures now are `409 quote-changed`; a wallet short of it `409 insufficient-funds`;
 * either way nothing is written. Cart lines ordered leave the cart.
 */
export const createTaobaoIntOrderRequestSchema = z.object({ ...renderFields, expectedTotalVnd: vndSchema }).check(oneSource);
export type CreateTaobaoIntOrderRequest = z.input<typeof createTaobaoIntOrderRequestSchema>;

/** What a line shows, in the quote and in the order. */
const lineShape = {
  site: z.enum(taobaoIntSites),
  itemId: z.string(),
  skuId: z.nullable(z.string()),
  title: z.string(),
  titleVi: z.nullable(z.string()),
  imageUrl: z.string(),
  properties: z.array(chosenPropertySchema),
  quantity: z.int(),
  unitPriceFen: z.int(),
  /** After the seller's discounts: not always unit price × quantity. */
  amountFen: z.int(),
};

/** One seller's purchase order as the platform priced it. */
const renderedSupplierSchema = z.object({
  supplier: z.string(),
  lines: z.array(z.object({ ...lineShape, cartItemId: z.nullable(z.int()) })),
  goodsFen: z.int(),
  domesticShippingFen: z.int(),
  totalFen: z.int(),
});

/**
 * The render's answer, in the shape of the other quotes (machines/payFlow.ts reads `totalVnd`,
 * `availableVnd` and `shortfallVnd`): per seller the goods and the domestic shipping in ¥, the
 * whole in ¥, the fee lines and total in VND at the order rate, the wallet and the shortfall.
 * Goods the platform will not sell now are listed apart with its reason and priced at nothing;
 * an order with any of them is refused, so the page asks to remove them first.
 */
export const taobaoIntQuoteSchema = z.object({
  account: z.object({ id: z.int(), accountName: z.string() }),
  suppliers: z.array(renderedSupplierSchema),
  unavailable: z.array(z.object({ itemId: z.string(), skuId: z.nullable(z.string()), reason: z.string() })),
  goodsFen: z.int(),
  domesticShippingFen: z.int(),
  totalFen: z.int(),
  /** `goods` and `domesticShipping`, each converted once (contract/fees.ts `taobaoIntOrderFigures`). */
  feeLines: z.array(feeLineSchema),
  totalVnd: vndSchema,
  ...walletCoverShape,
  rateVndPerCny: z.int(),
  settingsVersion: z.int(),
});
export type TaobaoIntQuote = z.infer<typeof taobaoIntQuoteSchema>;

// ── Orders ───────────────────────────────────────────────────────────────────────────────────

export const taobaoIntTrackingCodeSchema = z.object({
  code: z.string(),
  carrier: z.nullable(z.string()),
  shippedAt: z.nullable(z.string()),
});

/** One of the platform's purchase orders (one per seller). `state` is the platform's, in our words (null: one we do not know). */
export const taobaoIntPurchaseSchema = z.object({
  purchaseId: z.string(),
  supplier: z.string(),
  state: z.nullable(z.enum(purchaseStates)),
  platformState: z.string(),
  goodsFen: z.int(),
  domesticShippingFen: z.int(),
  trackingCodes: z.array(taobaoIntTrackingCodeSchema),
  shippedAt: z.nullable(z.string()),
});
export type TaobaoIntPurchase = z.infer<typeof taobaoIntPurchaseSchema>;

/** A refund request of one line. Amounts are known once the platform refunds (`amountFen`) and we credit it (`amountVnd`). */
export const taobaoIntRefundSchema = z.object({
  id: z.int(),
  orderId: z.int(),
  orderCode: z.string(),
  lineId: z.int(),
  title: z.string(),
  kind: z.enum(taobaoIntRefundKinds),
  status: z.enum(taobaoIntRefundStatuses),
  reason: z.string(),
  /** Made by the customer here, or found on the platform (a seller closing a paid order refunds it). */
  origin: z.enum(['customer', 'platform']),
  amountFen: z.nullable(z.int()),
  amountVnd: z.nullable(vndSchema),
  /** The seller's or the platform's words when refused. */
  refusal: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  refundedAt: z.nullable(z.string()),
});
export type TaobaoIntRefund = z.infer<typeof taobaoIntRefundSchema>;

/**
 * A line of an order. `refundable` says what a refund request would be now and until when
 * (ISO; null while the seller has not shipped), or null when none can be asked (already asked,
 * not bought yet, or past the window).
 */
export const taobaoIntLineSchema = z.object({
  id: z.int(),
  ...lineShape,
  supplier: z.string(),
  purchaseId: z.nullable(z.string()),
  subOrderId: z.nullable(z.string()),
  refund: z.nullable(taobaoIntRefundSchema),
  refundable: z.nullable(z.object({ kind: z.enum(taobaoIntRefundKinds), until: z.nullable(z.string()) })),
  /** When the return window of a shipped line closed (ISO), once it has; null otherwise. The server's day, so the page states the day it refuses with. */
  refundClosedAt: z.nullable(z.string()),
});
export type TaobaoIntLine = z.infer<typeof taobaoIntLineSchema>;

export const taobaoIntOrderEventSchema = statusEventOf(taobaoIntOrderStatuses);

/** A row of GET /TaobaoIntOrder. */
export const taobaoIntOrderSummarySchema = z.object({
  id: z.int(),
  code: z.string(),
  status: z.enum(taobaoIntOrderStatuses),
  accountName: z.string(),
  /** The first line's picture and title, and how many lines and pieces. */
  imageUrl: z.string(),
  title: z.string(),
  lineCount: z.int(),
  pieceCount: z.int(),
  totalFen: z.int(),
  totalVnd: vndSchema,
  refundedVnd: vndSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaobaoIntOrderSummary = z.infer<typeof taobaoIntOrderSummarySchema>;
export const taobaoIntOrderPageSchema = pageOf(taobaoIntOrderSummarySchema);

/** The consignment carrying the goods on from the China warehouse (made when the first parcel arrives). */
const carrySchema = z.object({ id: z.int(), code: z.string(), status: z.enum(consignmentStatuses) });

/** GET /TaobaoIntOrder/:id — and the answer of POST /TaobaoIntOrder. */
export const taobaoIntOrderSchema = z.object({
  ...taobaoIntOrderSummarySchema.shape,
  goodsFen: z.int(),
  domesticShippingFen: z.int(),
  /** Locked when the wallet was debited. */
  rateVndPerCny: z.int(),
  settingsVersion: z.int(),
  feeLines: z.array(feeLineSchema),
  /** Debited from the wallet; what came back so far is `refundedVnd`. */
  paidVnd: vndSchema,
  warehouse: z.enum(warehouses),
  line: z.enum(shippingLines),
  services: servicesSchema,
  note: z.string(),
  lines: z.array(taobaoIntLineSchema),
  purchases: z.array(taobaoIntPurchaseSchema),
  /** Every purchase order's tracking codes, upper case. */
  trackingCodes: z.array(z.string()),
  refunds: z.array(taobaoIntRefundSchema),
  consignment: z.nullable(carrySchema),
  events: z.array(taobaoIntOrderEventSchema),
});
export type TaobaoIntOrder = z.infer<typeof taobaoIntOrderSchema>;

/** GET /TaobaoIntOrder?status&q&page&pageSize — `q` finds part of the order code or of a line's title. */
export const taobaoIntOrderQuerySchema = z.object({
  status: z.optional(z.enum(taobaoIntOrderStatuses)),
  q: searchSchema,
  ...pageParams(20, 50),
});
export type TaobaoIntOrderQuery = z.infer<typeof taobaoIntOrderQuerySchema>;

// ── Refunds ──────────────────────────────────────────────────────────────────────────────────

/**
 * POST /TaobaoIntOrder/Refund: one request per line. Before the seller ships it cancels the line
 * (`refund`); after, it asks to send the goods back (`returnAndRefund`), only within the settings'
 * `taobaoGlobal.refundWindowDays` of the shipment.
 */
export const createTaobaoIntRefundRequestSchema = z.object({
  lineId: z.int(),
  reason: z
    .string({ error: v.reasonRequired })
    .check(z.trim(), z.minLength(1, { error: v.reasonRequired }), z.maxLength(TAOBAO_INT_REFUND_REASON_MAX, { error: v.tooLong })),
});
export type CreateTaobaoIntRefundRequest = z.input<typeof createTaobaoIntRefundRequestSchema>;

export const taobaoIntRefundPageSchema = pageOf(taobaoIntRefundSchema);

/** GET /TaobaoIntOrder/Refund?status&orderId&page&pageSize — newest first. */
export const taobaoIntRefundQuerySchema = z.object({
  status: z.optional(z.enum(taobaoIntRefundStatuses)),
  orderId: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(2_147_483_647)))),
  ...pageParams(20, 50),
});
export type TaobaoIntRefundQuery = z.infer<typeof taobaoIntRefundQuerySchema>;

// ── Staff ────────────────────────────────────────────────────────────────────────────────────

export const staffTaobaoIntOrderSummarySchema = z.extend(taobaoIntOrderSummarySchema, { userId: z.int(), customerCode: z.string() });
export type StaffTaobaoIntOrderSummary = z.infer<typeof staffTaobaoIntOrderSummarySchema>;
export const staffTaobaoIntOrderPageSchema = pageOf(staffTaobaoIntOrderSummarySchema);

/**
 * What advancing an order on the simulator does next: the sellers ship the least advanced purchase
 * orders (`ship`, a tracking code each), or the goods shipped are delivered (`finish`).
 */
export const taobaoIntAdvanceSteps = ['ship', 'finish'] as const;
export type TaobaoIntAdvanceStep = (typeof taobaoIntAdvanceSteps)[number];

/**
 * GET /Staff/TaobaoIntOrder/:id and the answer of POST …/Advance: the customer's view, who the
 * customer is, the parcels the China warehouse matched to it (its consignment's), when the server
 * last asked the platform, and whether the built-in simulator plays the platform.
 */
export const staffTaobaoIntOrderSchema = z.extend(taobaoIntOrderSchema, {
  userId: z.int(),
  customerCode: z.string(),
  customer: customerContactSchema,
  parcels: z.array(packageSchema),
  lastSyncedAt: z.nullable(z.string()),
  /** The last failure talking to the platform about it (cleared by the next success). */
  syncError: z.nullable(z.string()),
  /**
   * Null on the real platform, where sellers and carriers move orders by themselves; with the
   * simulator, what advancing the order would do now (null: nothing left to move).
   */
  simulator: z.nullable(z.object({ next: z.nullable(z.enum(taobaoIntAdvanceSteps)) })),
});
export type StaffTaobaoIntOrder = z.infer<typeof staffTaobaoIntOrderSchema>;

/** GET /Staff/TaobaoIntOrder?status&q&page&pageSize — `q` finds part of the order code or the customer code. */
export const staffTaobaoIntOrderQuerySchema = taobaoIntOrderQuerySchema;

/** A refund in the staff list: whose it is, and the line's title in Vietnamese when the catalog had one. */
export const staffTaobaoIntRefundSchema = z.extend(taobaoIntRefundSchema, {
  titleVi: z.nullable(z.string()),
  userId: z.int(),
  customerCode: z.string(),
});
export type StaffTaobaoIntRefund = z.infer<typeof staffTaobaoIntRefundSchema>;
export const staffTaobaoIntRefundPageSchema = pageOf(staffTaobaoIntRefundSchema);

/** GET /Staff/TaobaoIntOrder/Refund?status&q&page&pageSize — newest first; `q` finds part of the order code or the customer code. */
export const staffTaobaoIntRefundQuerySchema = z.object({
  status: z.optional(z.enum(taobaoIntRefundStatuses)),
  q: searchSchema,
  ...pageParams(20, 50),
});
export type StaffTaobaoIntRefundQuery = z.infer<typeof staffTaobaoIntRefundQuerySchema>;
