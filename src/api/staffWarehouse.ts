import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { pathWith } from '../../contract/paths';
import { staffApiPaths } from '../../contract/staffPaths';
import {
  movePackagesResponseSchema,
  receivePackageResponseSchema,
  staffPackagePageSchema,
  staffPackageSchema,
  type Measure,
  type MovePackagesRequest,
  type ReceivePackageRequest,
  type StaffPackage,
  type StaffPackageQuery,
} from '../../contract/warehouse';
import { withIdempotencyKey } from './idempotencyKey';
import { postPhoto } from './photoUpload';
import { refreshStaffArea } from './staff';

/** The warehouse's console calls: parcels found by code, received, weighed, photographed, moved, matched. */

export const warehouseKeys = {
  all: ['staff', 'packages'] as const,
  list: (query: Partial<StaffPackageQuery>) => ['staff', 'packages', 'list', query] as const,
  label: (id: number, code: string) => ['staff', 'packages', 'label', id, code] as const,
};

async function listStaffPackages(api: AxiosInstance, query: Partial<StaffPackageQuery>) {
  return staffPackagePageSchema.parse((await api.get(staffApiPaths.staffPackages, { params: { ...query, q: query.q || undefined } })).data);
}

export function staffPackagesQuery(api: AxiosInstance, query: Partial<StaffPackageQuery>) {
  return queryOptions({
    queryKey: warehouseKeys.list(query),
    queryFn: () => listStaffPackages(api, query),
    placeholderData: keepPreviousData,
  });
}

/**
 * The parcel whose package or tracking code is exactly `code` (the list's `q` also finds parts
 * of codes, which a scan must not take for the parcel), or null when the warehouse has none.
 */
export async function findPackageByCode(api: AxiosInstance, code: string): Promise<StaffPackage | null> {
  const wanted = code.trim().toUpperCase();
  const page = await listStaffPackages(api, { q: wanted, pageSize: 100 });
  return page.items.find((parcel) => parcel.code.toUpperCase() === wanted || parcel.trackingCode?.toUpperCase() === wanted) ?? null;
}

/** One parcel for its label: found by its code, checked against the id in the address. */
export function packageLabelQuery(api: AxiosInstance, id: number, code: string) {
  return queryOptions({
    queryKey: warehouseKeys.label(id, code),
    queryFn: async () => {
      const parcel = await findPackageByCode(api, code);
      return parcel?.id === id ? parcel : null;
    },
  });
}

export async function receivePackage(api: AxiosInstance, body: ReceivePackageRequest, idempotencyKey: string) {
  return receivePackageResponseSchema.parse(
    (await api.post(staffApiPaths.staffReceivePackage, body, withIdempotencyKey(idempotencyKey))).data,
  );
}

export async function measurePackage(api: AxiosInstance, id: number, body: Measure, idempotencyKey: string) {
  const path = pathWith(staffApiPaths.staffMeasurePackage, { id });
  return staffPackageSchema.parse((await api.post(path, body, withIdempotencyKey(idempotencyKey))).data);
}

export async function uploadPackagePhoto(api: AxiosInstance, id: number, photo: Blob) {
  return staffPackageSchema.parse(await postPhoto(api, pathWith(staffApiPaths.staffPackagePhoto, { id }), photo));
}

export async function movePackages(api: AxiosInstance, body: MovePackagesRequest, idempotencyKey: string) {
  return movePackagesResponseSchema.parse((await api.post(staffApiPaths.staffMovePackages, body, withIdempotencyKey(idempotencyKey))).data);
}

export async function matchPackage(api: AxiosInstance, id: number, consignmentId: number, idempotencyKey: string) {
  const path = pathWith(staffApiPaths.staffMatchPackage, { id });
  return staffPackageSchema.parse((await api.post(path, { consignmentId }, withIdempotencyKey(idempotencyKey))).data);
}

/** After a warehouse write: the parcel tables and the dashboard's queues changed. */
export function refreshWarehouse(queryClient: QueryClient): void {
  refreshStaffArea(queryClient, warehouseKeys.all);
}
