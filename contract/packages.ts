import { z } from 'zod/mini';
import { orderStatuses, packageSchema, packageStatuses } from './orders';
import { PACKAGE_CODE_MAX } from './orderStatus';
import { pageOf } from './pagination';
import { v } from './validation';

/**
 * The customer's parcels across orders (GET /Package) and the code lookup of
 * /orderShipping/measureCode (GET /Package/Lookup). Only the caller's goods are ever searched, so
 * a code of someone else's parcel answers exactly like a code nobody has.
 */

/** The order a parcel belongs to. Consignment orders (issue 6) add their own kind. */
export const packageOrderRefSchema = z.object({ kind: z.enum(['buy']), id: z.int(), code: z.string() });
export type PackageOrderRef = z.infer<typeof packageOrderRefSchema>;

export const customerPackageSchema = z.object({ ...packageSchema.shape, order: packageOrderRefSchema });
export type CustomerPackage = z.infer<typeof customerPackageSchema>;
export const customerPackagePageSchema = pageOf(customerPackageSchema);

const codeText = z.string({ error: v.required }).check(z.trim(), z.minLength(1, { error: v.required }), z.maxLength(PACKAGE_CODE_MAX, { error: v.tooLong }));

/** GET /Package?status&q&page&pageSize — `q` finds part of a package or tracking code. */
export const packageQuerySchema = z.object({
  status: z.optional(z.enum(packageStatuses)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(PACKAGE_CODE_MAX, { error: v.tooLong }))),
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(50))), 20),
});
export type PackageQuery = z.infer<typeof packageQuerySchema>;

/** GET /Package/Lookup?code — a package code (PK…) or a Chinese tracking code, whole. */
export const packageLookupQuerySchema = z.object({ code: codeText });

export const packageLookupSchema = z.object({
  code: z.string(),
  /** Parcels the warehouse has with this package or tracking code. */
  packages: z.array(customerPackageSchema),
  /** Orders the seller shipped under this tracking code that no warehouse has received yet. */
  awaiting: z.array(z.object({ ...packageOrderRefSchema.shape, status: z.enum(orderStatuses) })),
});
export type PackageLookup = z.infer<typeof packageLookupSchema>;
