import { z } from 'zod/mini';
import { packageSchema } from './orders';
import { PACKAGE_CODE_MAX, packageStatuses } from './orderStatus';
import { pageOf, pageParams } from './pagination';
import { packageOrderRefSchema } from './packages';
import { trackingCodeSchema } from './consignment';
import { v } from './validation';

/**
 * Warehouse work (staff and admin only, `/Staff/Package…`, `/Staff/Delivery…`). A parcel scanned
 * in China under a tracking code becomes a package: matched to the one open consignment that
 * lists the code, or kept unclaimed until a customer claims it (or staff match it). Packages move
 * China → in transit → Vietnam here; delivery requests take them on from there.
 */

/** Customer codes as contract/user.ts issues them: `MH` + five characters, e.g. `MH7K2Q9`. */
const customerCodeSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^MH[A-Z0-9]{5}$/, { error: v.codeInvalid }));

const positive = z.int().check(z.minimum(1));
const staffNote = z.optional(z.string().check(z.trim(), z.maxLength(500, { error: v.tooLong })));

export const measureSchema = z.object({
  weightGrams: positive.check(z.maximum(1_000_000)),
  lengthCm: positive.check(z.maximum(1_000)),
  widthCm: positive.check(z.maximum(1_000)),
  heightCm: positive.check(z.maximum(1_000)),
});
export type Measure = z.infer<typeof measureSchema>;

/** POST /Staff/Package/Receive: one parcel scanned and weighed at the China warehouse. */
export const receivePackageRequestSchema = z.object({
  trackingCode: trackingCodeSchema,
  /** The customer code written on the label, when there is one: only that customer can claim it. */
  labelCustomerCode: z.optional(customerCodeSchema),
  ...measureSchema.shape,
  note: staffNote,
});
export type ReceivePackageRequest = z.input<typeof receivePackageRequestSchema>;

/** A package as staff see it: whose it is (if anyone's) and which order holds it. */
export const staffPackageSchema = z.object({
  ...packageSchema.shape,
  userId: z.nullable(z.int()),
  customerCode: z.nullable(z.string()),
  labelCustomerCode: z.nullable(z.string()),
  order: z.nullable(packageOrderRefSchema),
});
export type StaffPackage = z.infer<typeof staffPackageSchema>;
export const staffPackagePageSchema = pageOf(staffPackageSchema);

/**
 * `matched`: to the one open consignment listing the code (its code turns `matched`);
 * `ambiguous`: several customers' consignments list it (their codes turn `received`), staff match it;
 * `unclaimed`: nobody's yet; the first consignment that lists it (and fits the label) claims it.
 */
const receiveOutcomes = ['matched', 'ambiguous', 'unclaimed'] as const;
export const receivePackageResponseSchema = z.object({ outcome: z.enum(receiveOutcomes), package: staffPackageSchema });
export type ReceivePackageResponse = z.infer<typeof receivePackageResponseSchema>;

/** POST /Staff/Package/:id/Measure: weighed again; the order's fees follow. Only while in China. */
export const measurePackageRequestSchema = z.object({ ...measureSchema.shape, note: staffNote });

/** POST /Staff/Package/:id/Match: an unclaimed or ambiguous package goes to this consignment. */
export const matchPackageRequestSchema = z.object({ consignmentId: z.int() });

/**
 * POST /Staff/Package/Move: scanned package codes leave China or reach Vietnam. All or nothing:
 * one package that cannot make the move (409 `invalid-transition`, or `package-unclaimed`) moves none.
 */
const staffPackageMoves = ['inTransit', 'inVietnam'] as const;
export const movePackagesRequestSchema = z.object({
  codes: z.array(z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(PACKAGE_CODE_MAX))).check(
    z.minLength(1),
    z.maxLength(200),
    z.refine((codes) => new Set(codes).size === codes.length),
  ),
  to: z.enum(staffPackageMoves),
  note: staffNote,
});
export type MovePackagesRequest = z.input<typeof movePackagesRequestSchema>;
export const movePackagesResponseSchema = z.object({ packages: z.array(staffPackageSchema) });

/** GET /Staff/Package?status&q&unclaimed&page&pageSize */
export const staffPackageQuerySchema = z.object({
  status: z.optional(z.enum(packageStatuses)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(PACKAGE_CODE_MAX))),
  /** Only packages no order holds yet. */
  unclaimed: z.optional(z.enum(['true', 'false'])),
  ...pageParams(50),
});
export type StaffPackageQuery = z.infer<typeof staffPackageQuerySchema>;

/** POST /Staff/Delivery/:id/Complete takes an optional note. */
export const staffDeliveryMoveSchema = z.object({ note: staffNote });

/** The longest carrier name and carrier tracking code a hand-over keeps. */
export const HAND_OVER_TEXT_MAX = 60;

/**
 * POST /Staff/Delivery/:id/HandOver: the note, and who carries the parcels with their tracking
 * code, both optional (a blank one is none). The code is typed as the carrier prints it.
 */
export const staffHandOverSchema = z.object({
  note: staffNote,
  carrier: z.optional(z.string().check(z.trim(), z.maxLength(HAND_OVER_TEXT_MAX, { error: v.tooLong }))),
  // The length is HAND_OVER_TEXT_MAX, in the pattern so that one message says both what and how long.
  trackingCode: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{0,60}$/, { error: v.deliveryTrackingCodeInvalid }))),
});
export type StaffHandOver = z.input<typeof staffHandOverSchema>;

/**
 * POST /Staff/Package/:id/Photo: one photo taken at the warehouse (contract/photos.ts). The same
 * bytes sent again add nothing; at most MAX_PACKAGE_PHOTOS per parcel.
 */
export const MAX_PACKAGE_PHOTOS = 10;
