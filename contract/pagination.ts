import { z } from 'zod/mini';
import { v } from './validation';

/** `?page=`: from 1, the first when not given. */
const pageParam = z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1))), 1);

/** `?pageSize=`: from 1 to `max`, `fallback` rows when not given. */
export const pageSizeParam = (fallback = 20, max = 100) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max))), fallback);

/** A list's `?page=&pageSize=` (`fallback` rows a page, at most `max`), spread into its query schema. */
export const pageParams = (fallback?: number, max?: number) => ({ page: pageParam, pageSize: pageSizeParam(fallback, max) });

export const pageQuerySchema = z.object(pageParams());
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
