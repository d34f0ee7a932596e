import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { apiPaths, pathWith } from '../../contract/paths';
import { productRefSchema, productPath, type ProductRef } from '../../contract/productLinks';
import { productSchema, productSearchResultSchema, type ProductSearchQuery } from '../../contract/products';
import { nextPage } from './pagination';

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

const PRODUCT_PAGE_SIZE = 20;

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

/** 20 cards a page; the next page is asked for while there are more. */
export function productSearchQuery(api: AxiosInstance, filter: ProductFilter) {
  return infiniteQueryOptions({
    queryKey: productKeys.search(filter),
    queryFn: ({ pageParam }) => searchProducts(api, { ...filter, page: pageParam, pageSize: PRODUCT_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 60_000,
  });
}

export function productQuery(api: AxiosInstance, ref: ProductRef) {
  return queryOptions({
    queryKey: productKeys.detail(ref),
    queryFn: () => getProduct(api, ref),
    staleTime: 60_000,
  });
}
