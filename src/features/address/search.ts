import { loadFeatureCatalog } from '../../i18n/featureCatalogs';
import { safeReturnTo } from '../../lib/searchParams';

export type AddressFormSearch = { returnTo?: string | undefined };

/** `?returnTo=`: where to go after saving (the checkout sends people here and back). */
export function addressFormSearch(search: Record<string, unknown>): AddressFormSearch {
  return { returnTo: safeReturnTo(search.returnTo) };
}

/** What the new-address and edit-address routes share: the search they read and the catalog they load. */
export const addressFormRoute = {
  validateSearch: addressFormSearch,
  loader: () => loadFeatureCatalog('address'),
};
