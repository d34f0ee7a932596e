import { z } from 'zod/mini';
import { feeLineKinds, feeLineSchema } from './fees';
import { vndSchema } from './money';
import { pageOf, pageParams } from './pagination';
import { customerPackageSchema } from './packages';
import { shippingLines, warehouses, type ChinaWarehouse } from './publicSettings';
import { consignmentStatuses, consignmentTabNames, trackingCodeStatuses, type ConsignmentTab } from './shipmentStatus';
import { v } from './validation';
import { statusEventOf } from './statusEvents';

export * from './shipmentStatus';

/**
 * Consignment orders (đơn ký gửi, `/OrderShipping`): goods the customer bought and paid for
 * themselves; the seller ships them to our China warehouse under the customer's code, and we carry
 * them to Vietnam. Fees are priced with contract/fees.ts `shipmentEstimate` at the rate and fee
 * policy locked when the order is made, once the warehouse has weighed its packages.
 */

// ── Tracking codes ───────────────────────────────────────────────────────────────────────────

/**
 * A Chinese domestic tracking code as carriers print them (SF1234567890123, YT…, JT…, 7731…):
 * letters, digits and dashes, 8 to 30 characters. Kept upper case so a code matches however it
 * was typed.
 */
const TRACKING_CODE_PATTERN = /^[A-Z0-9-]{8,30}$/;
export const MAX_TRACKING_CODES = 50;

export const trackingCodeSchema = z
  .string({ error: v.required })
  .check(z.trim(), z.toUpperCase(), z.regex(TRACKING_CODE_PATTERN, { error: v.trackingCodeInvalid }));

export type ParsedTrackingCodes = {
  /** Distinct, well-formed codes, upper case, in the order pasted. */
  codes: string[];
  /** Codes pasted more than once (each named once). */
  duplicates: string[];
  /** Pieces that are not tracking codes (each named once, as typed). */
  malformed: string[];
};

/**
 * Codes pasted in one go, one per line or separated by spaces, commas or semicolons (as they come
 * out of a seller's chat or a spreadsheet). The form shows what it found as the customer types;
 * the server is sent `codes` and refuses duplicates and malformed codes again on its own.
 */
export function parseTrackingCodes(text: string): ParsedTrackingCodes {
  const codes: string[] = [];
  const duplicates: string[] = [];
  const malformed: string[] = [];
  for (const piece of text.split(/[\s,;，；、]+/)) {
    if (piece === '') continue;
    const code = piece.toUpperCase();
    if (!TRACKING_CODE_PATTERN.test(code)) {
      if (!malformed.includes(piece)) malformed.push(piece);
    } else if (!codes.includes(code)) codes.push(code);
    else if (!duplicates.includes(code)) duplicates.push(code);
  }
  return { codes, duplicates, malformed };
}

/** The longest description of the goods, and of a note, the forms count against. */
export const CONSIGNMENT_TEXT_MAX = 500;

// ── Create ───────────────────────────────────────────────────────────────────────────────────

/**
 * POST /OrderShipping. A code already on one of the customer's open consignments is refused
 * (409 `tracking-code-in-use`); another customer's codes are never looked at.
 */
export const createConsignmentRequestSchema = z.object({
  trackingCodes: z.array(trackingCodeSchema).check(
    z.minLength(1, { error: v.trackingCodesRequired }),
    z.maxLength(MAX_TRACKING_CODES, { error: v.trackingCodesTooMany }),
    z.refine((codes) => new Set(codes).size === codes.length, { error: v.trackingCodeDuplicate }),
  ),
  /** What the parcels hold, as the customer would tell customs: "Áo khoác nữ, 3 chiếc". */
  goods: z
    .string({ error: v.required })
    .check(z.trim(), z.minLength(1, { error: v.goodsRequired }), z.maxLength(CONSIGNMENT_TEXT_MAX, { error: v.tooLong })),
  /** What the goods are worth, in VND: what insurance is a percentage of. */
  declaredValueVnd: z
    .int({ error: v.amountInvalid })
    .check(z.minimum(0, { error: v.amountInvalid }), z.maximum(10_000_000_000, { error: v.amountInvalid })),
  warehouse: z.enum(warehouses),
  line: z.enum(shippingLines),
  services: z.object({ crate: z.boolean(), insurance: z.boolean() }),
  note: z._default(z.string().check(z.trim(), z.maxLength(CONSIGNMENT_TEXT_MAX, { error: v.tooLong })), ''),
});
export type CreateConsignmentRequest = z.input<typeof createConsignmentRequestSchema>;

// ── Read ─────────────────────────────────────────────────────────────────────────────────────

export const consignmentTrackingCodeSchema = z.object({
  code: z.string(),
  status: z.enum(trackingCodeStatuses),
  /** When a warehouse scanned a parcel with this code, if it has. */
  receivedAt: z.nullable(z.string()),
});
export type ConsignmentTrackingCode = z.infer<typeof consignmentTrackingCodeSchema>;

export const consignmentEventSchema = statusEventOf(consignmentStatuses);
export type ConsignmentEvent = z.infer<typeof consignmentEventSchema>;

/** A row of GET /OrderShipping. */
export const consignmentSummarySchema = z.object({
  id: z.int(),
  code: z.string(),
  status: z.enum(consignmentStatuses),
  goods: z.string(),
  warehouse: z.enum(warehouses),
  line: z.enum(shippingLines),
  trackingCodeCount: z.int(),
  /** Codes whose parcel is this order's (`matched`). */
  matchedCount: z.int(),
  packageCount: z.int(),
  totalVnd: vndSchema,
  remainingVnd: vndSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsignmentSummary = z.infer<typeof consignmentSummarySchema>;
export const consignmentPageSchema = pageOf(consignmentSummarySchema);

/** GET /OrderShipping/:id */
export const consignmentSchema = z.object({
  ...consignmentSummarySchema.shape,
  declaredValueVnd: vndSchema,
  services: z.object({ crate: z.boolean(), insurance: z.boolean() }),
  note: z.string(),
  /** Locked when the order was made. */
  rateVndPerCny: z.int(),
  settingsVersion: z.int(),
  trackingCodes: z.array(consignmentTrackingCodeSchema),
  packages: z.array(customerPackageSchema),
  /** Priced on the packages weighed so far; `pending` until the first one is. */
  feeLines: z.array(feeLineSchema),
  pending: z.array(z.enum(feeLineKinds)),
  paidVnd: vndSchema,
  /** The label the seller writes on the parcel: the customer's code and the China warehouse. */
  label: z.string(),
  events: z.array(consignmentEventSchema),
});
export type Consignment = z.infer<typeof consignmentSchema>;

/** GET /OrderShipping?tab&q&page&pageSize — `q` finds an order by (part of) its code or a tracking code. */
export const consignmentQuerySchema = z.object({
  tab: z._default(z.enum(consignmentTabNames as [ConsignmentTab, ...ConsignmentTab[]]), 'all'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  ...pageParams(20, 50),
});
export type ConsignmentQuery = z.infer<typeof consignmentQuerySchema>;

// ── The label ────────────────────────────────────────────────────────────────────────────────

/**
 * What the customer gives the seller to write on the parcel: the warehouse's receiver with the
 * customer's code (how the warehouse knows whose parcel it is), phone and address. The same text
 * on the create page before the order exists and on the order afterwards.
 */
export function consignmentLabel(customerCode: string, warehouse: ChinaWarehouse): string {
  return `${warehouse.receiver} (${customerCode})\n${warehouse.phone}\n${warehouse.address}`;
}
