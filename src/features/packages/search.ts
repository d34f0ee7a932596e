import { packageQuerySchema, packageLookupQuerySchema } from '../../../contract/packages';
import type { PackageStatus } from '../../../contract/orders';

export type PackageListSearch = { status?: PackageStatus; q?: string };

/** `/package?status=inVietnam&q=YT77`: the list's filter in the address; a refused value is undefined. */
export function packageListSearch(search: Record<string, unknown>): PackageListSearch {
  const status = packageQuerySchema.shape.status.safeParse(search.status);
  const q = packageQuerySchema.shape.q.safeParse(typeof search.q === 'number' ? String(search.q) : search.q);
  return { status: status.success ? status.data : undefined, q: q.success && q.data ? q.data : undefined };
}

export type MeasureCodeSearch = { code?: string };

/** `/orderShipping/measureCode?code=YT7788123456`: the code looked up, so back and reload keep it. */
export function measureCodeSearch(search: Record<string, unknown>): MeasureCodeSearch {
  const code = packageLookupQuerySchema.shape.code.safeParse(typeof search.code === 'number' ? String(search.code) : search.code);
  return { code: code.success ? code.data : undefined };
}
