import { deliveryStatuses, type DeliveryStatus } from '../../../contract/shipmentStatus';
import { oneOf } from '../../lib/searchParams';

/*
 * Search params of the delivery pages, checked without the delivery schemas: route files are in
 * the first download (contract/shipmentStatus.ts says why). A refused value becomes undefined.
 */

function positiveId(value: unknown): number | undefined {
  const id = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export type DeliveryListSearch = { status?: DeliveryStatus; id?: number };

/** `/delivery?status=requested&id=51`: the list's filter and the request opened in it, kept in the address. */
export function deliveryListSearch(search: Record<string, unknown>): DeliveryListSearch {
  return { status: oneOf(deliveryStatuses, search.status), id: positiveId(search.id) };
}

export type DeliveryCreateSearch = { address?: number };

/** `/delivery/create?address=12`: the address the customer just added on the way here. */
export function deliveryCreateSearch(search: Record<string, unknown>): DeliveryCreateSearch {
  return { address: positiveId(search.address) };
}
