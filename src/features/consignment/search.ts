import { consignmentTabNames, type ConsignmentTab } from '../../../contract/shipmentStatus';

/** The longest search the server takes (contract/consignment.ts consignmentQuerySchema `q`). */
export const CONSIGNMENT_SEARCH_MAX = 40;

export type ConsignmentListSearch = { tab?: ConsignmentTab; q?: string };

const isTab = (value: unknown): value is ConsignmentTab => (consignmentTabNames as readonly unknown[]).includes(value);

/**
 * `/orderShipping?tab=inTransit&q=SF123`: the list's tab and search, kept in the address so back
 * and reload keep them. A wrong or hand-edited value becomes undefined rather than failing the
 * page; the default tab ("all") and an empty search stay out of the address. Checked without the
 * consignment schemas: route files are in the first download (contract/shipmentStatus.ts says why).
 */
export function consignmentListSearch(search: Record<string, unknown>): ConsignmentListSearch {
  const q = typeof search.q === 'number' ? String(search.q) : typeof search.q === 'string' ? search.q.trim() : '';
  return {
    tab: isTab(search.tab) && search.tab !== 'all' ? search.tab : undefined,
    q: q.length > 0 && q.length <= CONSIGNMENT_SEARCH_MAX ? q : undefined,
  };
}
