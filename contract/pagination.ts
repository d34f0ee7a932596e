import { z } from 'zod/mini';
import { v } from './validation';

export const pageQuerySchema = z.object({
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100))), 20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The longest search a console table's `q` takes. */
export const SEARCH_MAX = 100;

/** A table's search box (`q`): trimmed, refused with too-long past SEARCH_MAX rather than cut. */
export const searchSchema = z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX, { error: v.tooLong })));

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
  });
}
