import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { customerPackagePageSchema, packageLookupSchema, type PackageQuery } from '../../contract/packages';
import { apiPaths } from '../../contract/paths';
import { pagedQuery } from './pagination';

/** The customer's parcels across orders, and what a code says about them. */

export type PackageListFilter = Pick<PackageQuery, 'status' | 'q'>;

export const packageKeys = {
  all: ['packages'] as const,
  list: (filter: PackageListFilter) => ['packages', 'list', filter] as const,
  lookup: (code: string) => ['packages', 'lookup', code] as const,
};

async function listPackages(api: AxiosInstance, query: PackageQuery) {
  // An empty search is no search: leave it out of the address.
  const params = { ...query, q: query.q || undefined };
  return customerPackagePageSchema.parse((await api.get(apiPaths.packages, { params })).data);
}

/** Newest first, in pages. */
export function packagesQuery(api: AxiosInstance, filter: PackageListFilter) {
  return pagedQuery(packageKeys.list(filter), (page) => listPackages(api, { ...filter, ...page }));
}

export function packageLookupQuery(api: AxiosInstance, code: string) {
  return queryOptions({
    queryKey: packageKeys.lookup(code),
    queryFn: async () => packageLookupSchema.parse((await api.get(apiPaths.packageLookup, { params: { code } })).data),
  });
}
