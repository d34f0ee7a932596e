import { z } from 'zod/mini';
import { addressSnapshotSchema } from './addresses';
import { vndSchema, walletCoverShape } from './money';
import { pageOf, pageParams, searchSchema } from './pagination';
import { customerPackageSchema, orderKinds } from './packages';
import { deliveryPayments, deliveryStatuses } from './shipmentStatus';
import { v } from './validation';

export type { DeliveryPayment, DeliveryStatus } from './shipmentStatus';

/**
 * Delivery requests (yêu cầu giao, `/Delivery`): packages waiting in a Vietnam warehouse go to an
 * address. Asking settles what is still owed on their orders (docs/domain.md): paid from the wallet in
 * the same transaction as the request, or, where settings allow COD, collected in cash by the
 * carrier and written to the ledger when staff complete the delivery.
 */

/** The most packages one request carries. */
const MAX_DELIVERY_PACKAGES = 100;

/** GET /Delivery/Packages: what the create page offers, oldest first (they have waited longest). */
export const deliverablePackagesSchema = z.object({ packages: z.array(customerPackageSchema) });
export type DeliverablePackages = z.infer<typeof deliverablePackagesSchema>;

/** What the create page sends to both Quote and create. */
export const deliveryQuoteRequestSchema = z.object({
  packageIds: z.array(z.int()).check(
    z.minLength(1, { error: v.packagesRequired }),
    z.maxLength(MAX_DELIVERY_PACKAGES),
    z.refine((ids) => new Set(ids).size === ids.length),
  ),
  addressId: z.int({ error: v.addressChoose }),
  payment: z.enum(deliveryPayments),
});
export type DeliveryQuoteRequest = z.input<typeof deliveryQuoteRequestSchema>;

/**
 * What is owed on one order of the request: the order's remaining balance now (buy-for-me:
 * total − (paid − refunded); consignment: total − paid). The whole balance is settled by the first
 * request that carries any of the order's packages; 0 when nothing is owed.
 */
export const deliveryOrderLineSchema = z.object({
  kind: z.enum(orderKinds),
  id: z.int(),
  code: z.string(),
  amountVnd: vndSchema,
});
export type DeliveryOrderLine = z.infer<typeof deliveryOrderLineSchema>;

/**
 * Storage of one package past the free days in the Vietnam warehouse (contract/fees.ts
 * `storageFee`, its order's locked policy); only packages that owe some are listed.
 */
export const deliveryStorageLineSchema = z.object({ packageId: z.int(), code: z.string(), days: z.int(), amountVnd: vndSchema });
export type DeliveryStorageLine = z.infer<typeof deliveryStorageLineSchema>;

/** POST /Delivery/Quote: the figures the page shows before confirming. */
export const deliveryQuoteSchema = z.object({
  packages: z.array(customerPackageSchema),
  orders: z.array(deliveryOrderLineSchema),
  /** Σ orders' amounts. */
  owedVnd: vndSchema,
  chargeableGrams: z.int(),
  /** contract/fees.ts `deliveryFeeVnd` on the packages' chargeable weight. */
  feeVnd: vndSchema,
  storage: z.array(deliveryStorageLineSchema),
  /** Σ storage lines. */
  storageVnd: vndSchema,
  /** owed + fee + storage: what the wallet pays now, or the carrier collects (COD). */
  totalVnd: vndSchema,
  // The shortfall is always 0 for COD: the carrier collects.
  ...walletCoverShape,
  codAllowed: z.boolean(),
  settingsVersion: z.int(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/**
 * POST /Delivery, with an Idempotency-Key: a retried request makes one delivery and pays once.
 * When the figures moved since the quote (a package was re-weighed, settings changed), the server
 * answers 409 `quote-changed` instead of charging another amount.
 */
export const createDeliveryRequestSchema = z.object({
  ...deliveryQuoteRequestSchema.shape,
  expectedTotalVnd: vndSchema,
  note: z._default(z.string().check(z.trim(), z.maxLength(500, { error: v.tooLong })), ''),
});
export type CreateDeliveryRequest = z.input<typeof createDeliveryRequestSchema>;

/** A row of GET /Delivery. */
export const deliverySummarySchema = z.object({
  id: z.int(),
  code: z.string(),
  status: z.enum(deliveryStatuses),
  payment: z.enum(deliveryPayments),
  packageCount: z.int(),
  totalVnd: vndSchema,
  /** Receiver and place, for the list: "Nguyễn Văn A · Phường Bến Thành, TP. Hồ Chí Minh". */
  addressLine: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;
export const deliveryPageSchema = pageOf(deliverySummarySchema);

/** GET /Delivery/:id */
export const deliverySchema = z.object({
  ...deliverySummarySchema.shape,
  address: addressSnapshotSchema,
  packages: z.array(customerPackageSchema),
  orders: z.array(deliveryOrderLineSchema),
  owedVnd: vndSchema,
  feeVnd: vndSchema,
  storage: z.array(deliveryStorageLineSchema),
  storageVnd: vndSchema,
  /** Paid from the wallet when asked (wallet), or collected by the carrier (cod) once delivered. */
  paidVnd: vndSchema,
  /** The cash the carrier collects (0 unless COD). */
  codVnd: vndSchema,
  note: z.string(),
  /** Who carries it and their tracking code, as staff entered them at hand-over. */
  carrier: z.nullable(z.string()),
  trackingCode: z.nullable(z.string()),
  handedOverAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** GET /Delivery?status&page&pageSize */
export const deliveryQuerySchema = z.object({
  status: z.optional(z.enum(deliveryStatuses)),
  ...pageParams(20, 50),
});
export type DeliveryQuery = z.infer<typeof deliveryQuerySchema>;

/**
 * A row of GET /Staff/Delivery, and GET /Staff/Delivery/:id: whose request it is, and who carries it
 * once handed over.
 */
export const staffDeliverySummarySchema = z.extend(deliverySummarySchema, {
  customerCode: z.string(),
  carrier: z.nullable(z.string()),
  trackingCode: z.nullable(z.string()),
});
export type StaffDeliverySummary = z.infer<typeof staffDeliverySummarySchema>;
export const staffDeliveryPageSchema = pageOf(staffDeliverySummarySchema);

/** GET /Staff/Delivery?status&q&page&pageSize — `q` finds part of the code, the customer code or the receiver's phone. */
export const staffDeliveryQuerySchema = z.extend(deliveryQuerySchema, { q: searchSchema });
export type StaffDeliveryQuery = z.infer<typeof staffDeliveryQuerySchema>;
