import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { apiPaths, pathWith } from '../../contract/paths';
import { productRefSchema } from '../../contract/productLinks';
import { productPath, type ProductRef } from '../../contract/productPath';
import { productSchema, productSearchResultSchema, type ProductSearchQuery } from '../../contract/products';
import { pagedQuery } from './pagination';

/**
 * The product endpoints of the Chinese sites: search, one product, and reading a pasted link the
 * client cannot read itself (a short link or a Taobao password, which only the server can follow).
 */

export type ProductFilter = Omit<ProductSearchQuery, 'page' | 'pageSize'>;

const productKeys = {
  all: ['products'] as const,
  search: (filter: ProductFilter) => ['products', 'search', filter] as const,
  detail: (ref: ProductRef) => ['products', 'detail', productPath(ref)] as const,
};

async function searchProducts(api: AxiosInstance, query: ProductSearchQuery) {
  return productSearchResultSchema.parse((await api.get(apiPaths.products, { params: query })).data);
}

async function getProduct(api: AxiosInstance, ref: ProductRef) {
  return productSchema.parse((await api.get(pathWith(apiPaths.product, { key: productPath(ref) }))).data);
}

/** Answers `{ site, itemId }`, or fails with `product-link-unresolved` / `product-link-not-found`. */
export async function parseProductLinkOnServer(api: AxiosInstance, text: string) {
  return productRefSchema.parse((await api.post(apiPaths.parseProductLink, { text })).data);
}

/** Cards in pages; a search stays fresh for a minute, so going back to it does not ask again. */
export function productSearchQuery(api: AxiosInstance, filter: ProductFilter) {
  return { ...pagedQuery(productKeys.search(filter), (page) => searchProducts(api, { ...filter, ...page })), staleTime: 60_000 };
}

export function productQuery(api: AxiosInstance, ref: ProductRef) {
  return queryOptions({
    queryKey: productKeys.detail(ref),
    queryFn: () => getProduct(api, ref),
    staleTime: 60_000,
  });
}
