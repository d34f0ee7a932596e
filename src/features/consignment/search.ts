import { consignmentTabNames, type ConsignmentTab } from '../../../contract/shipmentStatus';
import { tabbedListSearch } from '../../lib/searchParams';

/** The longest search the server takes (contract/consignment.ts consignmentQuerySchema `q`). */
export const CONSIGNMENT_SEARCH_MAX = 40;

export type ConsignmentListSearch = { tab?: ConsignmentTab; q?: string };

/**
 * `/orderShipping?tab=inTransit&q=SF123`: the list's tab and search, kept in the address so back
 * and reload keep them (src/lib/searchParams.ts says how a wrong value is read). Checked without the
 * consignment schemas: route files are in the first download (contract/shipmentStatus.ts says why).
 */
export const consignmentListSearch: (search: Record<string, unknown>) => ConsignmentListSearch = tabbedListSearch(
  consignmentTabNames,
  CONSIGNMENT_SEARCH_MAX,
);
