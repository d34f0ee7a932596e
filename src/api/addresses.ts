import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { addressListSchema, addressSchema, provinceListSchema, wardListSchema, type AddressRequest } from '../../contract/addresses';
import { apiPaths, pathWith } from '../../contract/paths';

/**
 * The address book (at most MAX_ADDRESSES, so one unpaged list) and the two-level list of
 * provinces and wards it picks from. The area lists are data that changes only by decree: they
 * are kept for the session.
 */

export const addressKeys = {
  all: ['addresses'] as const,
  list: ['addresses', 'list'] as const,
  detail: (id: number) => ['addresses', 'detail', id] as const,
  provinces: ['areas', 'provinces'] as const,
  wards: (provinceCode: string) => ['areas', 'wards', provinceCode] as const,
};

export async function listAddresses(api: AxiosInstance) {
  return addressListSchema.parse((await api.get(apiPaths.addresses)).data);
}

async function getAddress(api: AxiosInstance, id: number) {
  return addressSchema.parse((await api.get(pathWith(apiPaths.address, { id }))).data);
}

export async function createAddress(api: AxiosInstance, body: AddressRequest) {
  return addressSchema.parse((await api.post(apiPaths.addresses, body)).data);
}

export async function updateAddress(api: AxiosInstance, id: number, body: AddressRequest) {
  return addressSchema.parse((await api.put(pathWith(apiPaths.address, { id }), body)).data);
}

export async function deleteAddress(api: AxiosInstance, id: number): Promise<void> {
  await api.delete(pathWith(apiPaths.address, { id }));
}

export async function setDefaultAddress(api: AxiosInstance, id: number) {
  return addressSchema.parse((await api.post(pathWith(apiPaths.setDefaultAddress, { id }))).data);
}

async function listProvinces(api: AxiosInstance) {
  return provinceListSchema.parse((await api.get(apiPaths.provinces)).data);
}

async function listWards(api: AxiosInstance, provinceCode: string) {
  return wardListSchema.parse((await api.get(pathWith(apiPaths.wards, { code: provinceCode }))).data);
}

export function addressesQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: addressKeys.list, queryFn: () => listAddresses(api) });
}

export function addressQuery(api: AxiosInstance, id: number) {
  return queryOptions({ queryKey: addressKeys.detail(id), queryFn: () => getAddress(api, id) });
}

export function provincesQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: addressKeys.provinces, queryFn: () => listProvinces(api), staleTime: Infinity });
}

export function wardsQuery(api: AxiosInstance, provinceCode: string) {
  return queryOptions({ queryKey: addressKeys.wards(provinceCode), queryFn: () => listWards(api, provinceCode), staleTime: Infinity });
}
