import { pobStatuses, type PobStatus } from '../../../contract/pobStatus';

/** Whose wallet pays (contract/agency.ts pobPayers; that module is not for the first download). */
const payers = ['agency', 'customer'] as const;
import { idOf, oneOf, textOf } from '../../lib/searchParams';

/*
 * Search params of the agency's pages, checked without the request schemas: route files are in
 * the first download. A refused value becomes undefined.
 */

/** The longest search the lists take (contract/pagination.ts SEARCH_MAX). */
const SEARCH_MAX = 100;

const searchText = (value: unknown) => textOf(value, SEARCH_MAX);

export type AgencyCustomerSearch = { q?: string };

/** `/agency/customer?q=lan`. */
export function agencyCustomerSearch(search: Record<string, unknown>): AgencyCustomerSearch {
  return { q: searchText(search.q) };
}

export type AgencyPobSearch = { status?: PobStatus; q?: string };

/** `/agency/orderPob?status=paid&q=KH-01`. */
export function agencyPobSearch(search: Record<string, unknown>): AgencyPobSearch {
  return { status: oneOf(pobStatuses, search.status), q: searchText(search.q) };
}

export type AgencyPobCreateSearch = { customerId?: number; payer?: (typeof payers)[number] };

/**
 * `/agency/orderPob/create?customerId=12&payer=agency`: the customer and the payer chosen, in the
 * address so the page comes back to them from recharging.
 */
export function agencyPobCreateSearch(search: Record<string, unknown>): AgencyPobCreateSearch {
  return { customerId: idOf(search.customerId), payer: oneOf(payers, search.payer) };
}
