import { PACKAGE_CODE_MAX, packageStatuses, type PackageStatus } from '../../../contract/orderStatus';
import { oneOf, textOf } from '../../lib/searchParams';

/*
 * Search params of the package pages, checked without the package schemas: route files are in
 * the first download (contract/orderStatus.ts says why). A refused value becomes undefined.
 */

export type PackageListSearch = { status?: PackageStatus; q?: string };

/** `/package?status=inVietnam&q=YT77`: the list's filter, kept in the address. */
export function packageListSearch(search: Record<string, unknown>): PackageListSearch {
  return { status: oneOf(packageStatuses, search.status), q: textOf(search.q, PACKAGE_CODE_MAX) };
}

export type MeasureCodeSearch = { code?: string };

/** `/orderShipping/measureCode?code=YT7788123456`: the code looked up (trimmed, 1–64 characters), so back and reload keep it. */
export function measureCodeSearch(search: Record<string, unknown>): MeasureCodeSearch {
  return { code: textOf(search.code, PACKAGE_CODE_MAX) };
}
