import { pobRefundStatuses, pobStatuses, type PobRefundStatus, type PobStatus } from '../../../contract/pobStatus';
import { oneOf } from '../../lib/searchParams';

/*
 * Search params of the pay-on-behalf pages, checked without the request schemas: route files are
 * in the first download (contract/pobStatus.ts says why). A refused value becomes undefined.
 */

export type PobListSearch = { status?: PobStatus };

/** `/orderPob?status=paid`: the list's filter, kept in the address. */
export function pobListSearch(search: Record<string, unknown>): PobListSearch {
  return { status: oneOf(pobStatuses, search.status) };
}

export type PobRefundListSearch = { status?: PobRefundStatus };

/** `/orderPob/refund?status=pending`. */
export function pobRefundListSearch(search: Record<string, unknown>): PobRefundListSearch {
  return { status: oneOf(pobRefundStatuses, search.status) };
}
