import { PACKAGE_CODE_MAX, packageStatuses, type PackageStatus } from '../../../contract/orderStatus';

/*
 * Search params of the package pages, checked without the package schemas: route files are in
 * the first download (contract/orderStatus.ts says why). A refused value becomes undefined.
 */

const isStatus = (value: unknown): value is PackageStatus => (packageStatuses as readonly unknown[]).includes(value);

/** A code as typed: trimmed, 1–64 characters; anything else is no code. */
function codeOf(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text.length > 0 && text.length <= PACKAGE_CODE_MAX ? text : undefined;
}

export type PackageListSearch = { status?: PackageStatus; q?: string };

/** `/package?status=inVietnam&q=YT77`: the list's filter, kept in the address. */
export function packageListSearch(search: Record<string, unknown>): PackageListSearch {
  return { status: isStatus(search.status) ? search.status : undefined, q: codeOf(search.q) };
}

export type MeasureCodeSearch = { code?: string };

/** `/orderShipping/measureCode?code=YT7788123456`: the code looked up, so back and reload keep it. */
export function measureCodeSearch(search: Record<string, unknown>): MeasureCodeSearch {
  return { code: codeOf(search.code) };
}
