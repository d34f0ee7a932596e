import { z } from 'zod/mini';
import { orderStatuses, packageSchema, packageStatuses } from './orders';
import { PACKAGE_CODE_MAX } from './orderStatus';
import { consignmentStatuses } from './shipmentStatus';
import { pageOf, pageParams } from './pagination';
import { v } from './validation';

/**
 * The customer's parcels across orders (GET /Package) and the code lookup of
 * /orderShipping/measureCode (GET /Package/Lookup). Only the caller's goods are ever searched, so
 * a code of someone else's parcel answers exactly like a code nobody has.
 */

/** What kind of order a parcel belongs to: buy-for-me (`/orderOrdering`) or consignment (`/orderShipping`). */
export const orderKinds = ['buy', 'shipping'] as const;
export type OrderKind = (typeof orderKinds)[number];

/** The order a parcel belongs to. */
export const packageOrderRefSchema = z.object({ kind: z.enum(orderKinds), id: z.int(), code: z.string() });
export type PackageOrderRef = z.infer<typeof packageOrderRefSchema>;

export const customerPackageSchema = z.object({ ...packageSchema.shape, order: packageOrderRefSchema });
export type CustomerPackage = z.infer<typeof customerPackageSchema>;
export const customerPackagePageSchema = pageOf(customerPackageSchema);

const codeText = z
  .string({ error: v.required })
  .check(z.trim(), z.minLength(1, { error: v.required }), z.maxLength(PACKAGE_CODE_MAX, { error: v.tooLong }));

/** GET /Package?status&q&page&pageSize — `q` finds part of a package or tracking code. */
export const packageQuerySchema = z.object({
  status: z.optional(z.enum(packageStatuses)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(PACKAGE_CODE_MAX, { error: v.tooLong }))),
  ...pageParams(20, 50),
});
export type PackageQuery = z.infer<typeof packageQuerySchema>;

/** GET /Package/Lookup?code — a package code (PK…) or a Chinese tracking code, whole. */
export const packageLookupQuerySchema = z.object({ code: codeText });

export const packageLookupSchema = z.object({
  code: z.string(),
  /** Parcels the warehouse has with this package or tracking code. */
  packages: z.array(customerPackageSchema),
  /**
   * The caller's orders that list this tracking code and have no parcel under it yet: a buy order
   * the seller shipped, or a consignment whose code no warehouse has scanned. `status` is the
   * order's (contract/orderStatus.ts or contract/shipmentStatus.ts, by `kind`).
   */
  awaiting: z.array(z.object({ ...packageOrderRefSchema.shape, status: z.enum([...orderStatuses, ...consignmentStatuses]) })),
});
export type PackageLookup = z.infer<typeof packageLookupSchema>;
