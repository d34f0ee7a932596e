import { MAX_SEARCH_LENGTH, productSites, productSorts, type ProductSite, type ProductSort } from '../../../contract/productSites';
import { oneOf, textOf } from '../../lib/searchParams';

/**
 * `/chinaWebProduct?q=áo+khoác&site=1688&sort=price-asc`: what is searched, kept in the address so
 * back, forward and reload show the same results. A wrong or hand-edited value is dropped rather
 * than failing the page; the default sort stays out of the address.
 */
export type ProductSearchParams = { q?: string; site?: ProductSite; sort?: Exclude<ProductSort, 'relevance'> };

export function productSearch(search: Record<string, unknown>): ProductSearchParams {
  const sort = oneOf(productSorts, search.sort);
  return {
    // As the API's schema takes it: trimmed, 1–200 characters (checked here without the schema).
    q: textOf(search.q, MAX_SEARCH_LENGTH),
    site: oneOf(productSites, search.site),
    sort: sort !== 'relevance' ? sort : undefined,
  };
}
