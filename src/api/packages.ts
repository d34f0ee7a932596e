import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { customerPackagePageSchema, packageLookupSchema, type PackageQuery } from '../../contract/packages';
import { apiPaths } from '../../contract/paths';
import { nextPage } from './pagination';

/** The customer's parcels across orders, and what a code says about them. */

export type PackageListFilter = Pick<PackageQuery, 'status' | 'q'>;

export const packageKeys = {
  all: ['packages'] as const,
  list: (filter: PackageListFilter) => ['packages', 'list', filter] as const,
  lookup: (code: string) => ['packages', 'lookup', code] as const,
};

const PACKAGE_PAGE_SIZE = 20;

async function listPackages(api: AxiosInstance, query: PackageQuery) {
  // An empty search is no search: leave it out of the address.
  const params = { ...query, q: query.q || undefined };
  return customerPackagePageSchema.parse((await api.get(apiPaths.packages, { params })).data);
}

/** Newest first, 20 a page; the next page is asked for while there are more. */
export function packagesQuery(api: AxiosInstance, filter: PackageListFilter) {
  return infiniteQueryOptions({
    queryKey: packageKeys.list(filter),
    queryFn: ({ pageParam }) => listPackages(api, { ...filter, page: pageParam, pageSize: PACKAGE_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function packageLookupQuery(api: AxiosInstance, code: string) {
  return queryOptions({
    queryKey: packageKeys.lookup(code),
    queryFn: async () => packageLookupSchema.parse((await api.get(apiPaths.packageLookup, { params: { code } })).data),
  });
}
