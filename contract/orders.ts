import { z } from 'zod/mini';
import { addressSnapshotSchema } from './addresses';
import { chosenPropertySchema } from './cart';
import { feeLineKinds, feeLineSchema, orderServicesSchema } from './fees';
import { vndSchema, walletCoverShape } from './money';
import { pageOf, searchSchema } from './pagination';
import { productSiteSchema, shopSchema } from './products';
import { shippingLines, warehouses } from './publicSettings';
import { orderSummarySchema, orderQuerySchema } from './orderList';
import { orderStatuses, PACKAGE_CODE_MAX, packageStatuses } from './orderStatus';
import { v } from './validation';
import { statusEventOf } from './statusEvents';

export {
  canMove,
  orderProgress,
  orderStatuses,
  orderTabs,
  packageStatuses,
  type OrderStatus,
  type OrderTab,
  type PackageStatus,
} from './orderStatus';

// ── Checkout ─────────────────────────────────────────────────────────────────────────────────

/** The checkout's note for the buying staff; the box stops at it and shows the count. */
export const ORDER_NOTE_MAX = 500;

/** What the checkout sends to both Quote and create: the cart lines, where, how. */
export const checkoutRequestSchema = z.object({
  cartItemIds: z.array(z.int()).check(z.minLength(1, { error: v.cartEmpty }), z.maxLength(200)),
  addressId: z.int({ error: v.addressChoose }),
  services: orderServicesSchema,
  warehouse: z.enum(warehouses),
  line: z.enum(shippingLines),
  note: z._default(z.string().check(z.trim(), z.maxLength(ORDER_NOTE_MAX, { error: v.tooLong })), ''),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/**
 * POST /OrderOrdering: checkout plus the deposit the customer saw and accepted. When settings
 * changed in between, the server answers 409 `quote-changed` instead of debiting another amount.
 * Needs an Idempotency-Key: a retried create makes no second order and debits once.
 */
export const createOrdersRequestSchema = z.object({
  ...checkoutRequestSchema.shape,
  expectedDepositVnd: vndSchema,
});
export type CreateOrdersRequest = z.input<typeof createOrdersRequestSchema>;

/** What a line shows before checkout (quote) and after (order), kept as one so the two cannot drift apart. */
const lineShape = {
  title: z.string(),
  titleVi: z.nullable(z.string()),
  imageUrl: z.string(),
  properties: z.array(chosenPropertySchema),
  unitPriceFen: z.int(),
  quantity: z.int(),
};

const quoteLineSchema = z.object({
  cartItemId: z.int(),
  ...lineShape,
});

/** One future order (one shop) with its estimate at today's rate and policy. */
const orderQuoteSchema = z.object({
  site: productSiteSchema,
  shop: shopSchema,
  items: z.array(quoteLineSchema),
  /** Known lines now; shipping and crate come once weighed (`pending`). */
  feeLines: z.array(feeLineSchema),
  pending: z.array(z.enum(feeLineKinds)),
  estimatedTotalVnd: vndSchema,
  depositVnd: vndSchema,
});

/** POST /OrderOrdering/Quote: the server's figures for what the checkout shows before paying. */
export const checkoutQuoteSchema = z.object({
  orders: z.array(orderQuoteSchema),
  depositVnd: vndSchema,
  ...walletCoverShape,
  rateVndPerCny: z.int(),
  /** The deposit's share of goods and purchase fee, in basis points: the settings', or the agency's terms. */
  depositBps: z.int(),
  settingsVersion: z.int(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

// ── Orders ───────────────────────────────────────────────────────────────────────────────────

export const orderItemSchema = z.object({
  id: z.int(),
  site: productSiteSchema,
  itemId: z.string(),
  skuId: z.nullable(z.string()),
  ...lineShape,
  /** Set when bought: how many the seller could sell and at what price (fen). */
  quantityBought: z.nullable(z.int()),
  actualUnitPriceFen: z.nullable(z.int()),
  note: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A parcel in our warehouses; consignment orders show their parcels in the same shape. */

export const packageSchema = z.object({
  id: z.int(),
  code: z.string(),
  trackingCode: z.nullable(z.string()),
  weightGrams: z.int(),
  lengthCm: z.int(),
  widthCm: z.int(),
  heightCm: z.int(),
  volumetricGrams: z.int(),
  chargeableGrams: z.int(),
  status: z.enum(packageStatuses),
  /** The warehouse's photos of the parcel, oldest first: same-origin URLs (`/api/Package/Photo/…`). */
  photos: z.array(z.string()),
  createdAt: z.string(),
});
export type Package = z.infer<typeof packageSchema>;

export const orderEventSchema = statusEventOf(orderStatuses);
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** GET /OrderOrdering/:id */
export const orderSchema = z.object({
  ...orderSummarySchema.shape,
  items: z.array(orderItemSchema),
  services: orderServicesSchema,
  warehouse: z.enum(warehouses),
  line: z.enum(shippingLines),
  address: addressSnapshotSchema,
  note: z.string(),
  /** Locked when the deposit was paid. */
  rateVndPerCny: z.int(),
  settingsVersion: z.int(),
  /** Lines as estimated at checkout, and as they stand now (final once everything is known). */
  estimatedFeeLines: z.array(feeLineSchema),
  feeLines: z.array(feeLineSchema),
  pending: z.array(z.enum(feeLineKinds)),
  depositVnd: vndSchema,
  /** Refunds already returned to the wallet (partial purchase, cancel, out of stock, lost). */
  refundedVnd: vndSchema,
  /** totalVnd − (paidVnd − refundedVnd), never below 0; settled at delivery. */
  remainingVnd: vndSchema,
  invoiceCodes: z.array(z.string()),
  trackingCodes: z.array(z.string()),
  packages: z.array(packageSchema),
  events: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /OrderOrdering answers the orders it made, one per shop. */
export const createOrdersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type CreateOrdersResponse = z.infer<typeof createOrdersResponseSchema>;

/** A row of GET /Staff/OrderOrdering: an order of any customer says whose it is. */
export const staffOrderSummarySchema = z.extend(orderSummarySchema, { customerCode: z.string() });
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;
export const staffOrderPageSchema = pageOf(staffOrderSummarySchema);

/**
 * GET /Staff/OrderOrdering/:id: the order as its customer reads it, and whose it is (`userId` opens
 * the customer in the console). A staff move answers the order alone; who owns it never changes.
 */
export const staffOrderSchema = z.extend(orderSchema, { userId: z.int(), customerCode: z.string() });
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** GET /Staff/OrderOrdering?tab&q&page&pageSize — `q` finds part of the order code or the customer code. */
export const staffOrderQuerySchema = z.extend(orderQuerySchema, { q: searchSchema });
export type StaffOrderQuery = z.infer<typeof staffOrderQuerySchema>;

// ── Staff ────────────────────────────────────────────────────────────────────────────────────

const code = z.string().check(z.trim(), z.minLength(1, { error: v.required }), z.maxLength(PACKAGE_CODE_MAX, { error: v.tooLong }));
const staffNote = z.optional(z.string().check(z.trim(), z.maxLength(500, { error: v.tooLong })));
const positive = z.int().check(z.minimum(1));

const packageMeasureSchema = z.object({
  trackingCode: z.optional(code),
  weightGrams: positive,
  lengthCm: positive,
  widthCm: positive,
  heightCm: positive,
});

/**
 * POST /Staff/OrderOrdering/:id/Status: one move along the lifecycle, with what that step
 * brings. `purchased` may buy less than ordered (per item); the deposit difference goes back to
 * the wallet at once. Money-moving moves need an Idempotency-Key.
 */
export const staffOrderMoveSchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('purchasing'), note: staffNote }),
  z.object({
    to: z.literal('purchased'),
    invoiceCodes: z.array(code).check(z.minLength(1), z.maxLength(20)),
    domesticShippingFen: z.int().check(z.minimum(0)),
    /** Items not listed were bought in full at the ordered price. */
    items: z._default(
      z.array(
        z.object({ id: z.int(), quantityBought: z.int().check(z.minimum(0)), actualUnitPriceFen: z.optional(z.int().check(z.minimum(0))) }),
      ),
      [],
    ),
    note: staffNote,
  }),
  z.object({ to: z.literal('sellerShipped'), trackingCodes: z.array(code).check(z.minLength(1), z.maxLength(20)), note: staffNote }),
  z.object({
    to: z.literal('arrivedChina'),
    packages: z.array(packageMeasureSchema).check(z.minLength(1), z.maxLength(50)),
    note: staffNote,
  }),
  z.object({ to: z.literal('inTransit'), note: staffNote }),
  z.object({ to: z.literal('arrivedVietnam'), note: staffNote }),
  z.object({ to: z.literal('awaitingDelivery'), note: staffNote }),
  z.object({ to: z.literal('delivering'), note: staffNote }),
  z.object({ to: z.literal('received'), note: staffNote }),
  z.object({ to: z.literal('outOfStock'), note: staffNote }),
  z.object({ to: z.literal('lost'), note: staffNote }),
]);
export type StaffOrderMove = z.infer<typeof staffOrderMoveSchema>;
