import { MAX_SEARCH_LENGTH, productSites, productSorts, type ProductSite, type ProductSort } from '../../../contract/productSites';

/**
 * `/chinaWebProduct?q=áo+khoác&site=1688&sort=price-asc`: what is searched, kept in the address so
 * back, forward and reload show the same results. A wrong or hand-edited value is dropped rather
 * than failing the page; the default sort stays out of the address.
 */
export type ProductSearchParams = { q?: string; site?: ProductSite; sort?: Exclude<ProductSort, 'relevance'> };

const isSite = (value: unknown): value is ProductSite => (productSites as readonly unknown[]).includes(value);
const isSort = (value: unknown): value is ProductSort => (productSorts as readonly unknown[]).includes(value);

export function productSearch(search: Record<string, unknown>): ProductSearchParams {
  // As the API's schema takes it: trimmed, 1–200 characters (checked here without the schema).
  const q = typeof search.q === 'number' ? String(search.q) : typeof search.q === 'string' ? search.q.trim() : '';
  return {
    q: q.length > 0 && q.length <= MAX_SEARCH_LENGTH ? q : undefined,
    site: isSite(search.site) ? search.site : undefined,
    sort: isSort(search.sort) && search.sort !== 'relevance' ? search.sort : undefined,
  };
}
