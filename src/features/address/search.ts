import { safeReturnTo } from '../../lib/searchParams';

export type AddressFormSearch = { returnTo?: string | undefined };

/** `?returnTo=`: where to go after saving (the checkout sends people here and back). */
export function addressFormSearch(search: Record<string, unknown>): AddressFormSearch {
  return { returnTo: safeReturnTo(search.returnTo) };
}
