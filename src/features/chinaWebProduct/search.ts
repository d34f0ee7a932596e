import { productSearchQuerySchema, productSorts, type ProductSort } from '../../../contract/products';
import { productSites, type ProductSite } from '../../../contract/productLinks';

/**
 * `/chinaWebProduct?q=áo+khoác&site=1688&sort=price-asc`: what is searched, kept in the address so
 * back, forward and reload show the same results. A wrong or hand-edited value is dropped rather
 * than failing the page; the default sort stays out of the address.
 */
export type ProductSearchParams = { q?: string; site?: ProductSite; sort?: Exclude<ProductSort, 'relevance'> };

const isSite = (value: unknown): value is ProductSite => (productSites as readonly unknown[]).includes(value);
const isSort = (value: unknown): value is ProductSort => (productSorts as readonly unknown[]).includes(value);

export function productSearch(search: Record<string, unknown>): ProductSearchParams {
  const params: ProductSearchParams = {};
  const q = productSearchQuerySchema.shape.q.safeParse(typeof search.q === 'number' ? String(search.q) : search.q);
  if (q.success) params.q = q.data;
  if (isSite(search.site)) params.site = search.site;
  if (isSort(search.sort) && search.sort !== 'relevance') params.sort = search.sort;
  return params;
}
