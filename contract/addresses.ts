import { z } from 'zod/mini';
import { VN_MOBILE, compactPhone } from './phone';
import { v } from './validation';

/**
 * Delivery addresses (docs/domain.md): since 2025-07-01 Vietnam has 34 provinces and two levels,
 * province → ward/commune (3,321 units). The list is data on the server (GET /Address/Provinces,
 * GET /Address/Provinces/:code/Wards); the app loads a province's wards when it is chosen.
 */

export const provinceSchema = z.object({ code: z.string(), name: z.string() });
export type Province = z.infer<typeof provinceSchema>;
export const provinceListSchema = z.array(provinceSchema);

export const wardSchema = z.object({ code: z.string(), name: z.string() });
export type Ward = z.infer<typeof wardSchema>;
export const wardListSchema = z.array(wardSchema);

export const MAX_ADDRESSES = 20;
/** Limits the address form counts against; a longer text is refused, never cut. */
export const RECEIVER_NAME_MAX = 100;
export const STREET_MAX = 200;

const requiredText = (error: string, max: number) =>
  z.string({ error }).check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error: v.tooLong }));

/** POST /Address and PUT /Address/:id. The server stores the phone as `+84…`. */
export const addressRequestSchema = z.object({
  /** "Vui lòng điền vào tên" */
  receiverName: requiredText(v.nameRequired, RECEIVER_NAME_MAX),
  /** "Số điện thoại không đúng định dạng" */
  phone: z.string({ error: v.phoneInvalid }).check(z.refine((value) => VN_MOBILE.test(compactPhone(value)), { error: v.phoneInvalid })),
  /** "Vui lòng chọn khu vực nhận hàng" (both codes) */
  provinceCode: requiredText(v.areaRequired, 10),
  wardCode: requiredText(v.areaRequired, 10),
  /** House number and street. "Địa chỉ không được để trống" */
  street: requiredText(v.addressRequired, STREET_MAX),
  /** Make this the default; the first address is the default whatever this says. */
  isDefault: z._default(z.boolean(), false),
});
export type AddressRequest = z.input<typeof addressRequestSchema>;

/** An address as copied onto an order: later edits of the address book do not change it. */
export const addressSnapshotSchema = z.object({
  receiverName: z.string(),
  /** Stored form `+84…`; show with contract/phone.ts formatPhone. */
  phone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  wardCode: z.string(),
  wardName: z.string(),
  street: z.string(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

export const addressSchema = z.object({
  id: z.int(),
  ...addressSnapshotSchema.shape,
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
/** GET /Address: the default first, then the newest. At most MAX_ADDRESSES, so no paging. */
export const addressListSchema = z.array(addressSchema);

/** "12 Lê Lợi, Phường Bến Thành, Hồ Chí Minh" */
export function addressLine(address: Pick<AddressSnapshot, 'street' | 'wardName' | 'provinceName'>): string {
  return [address.street, address.wardName, address.provinceName].join(', ');
}

/**
 * The address a flow starts with: the one chosen before (a saved flow, an address just added)
 * if it still exists, else the default one, else the first.
 */
export function pickAddress(addresses: readonly Address[], wanted: number | null): number | null {
  if (wanted !== null && addresses.some((a) => a.id === wanted)) return wanted;
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null;
}
