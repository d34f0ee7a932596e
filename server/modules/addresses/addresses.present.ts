import type { Address, AddressSnapshot } from '../../../contract/addresses';
import { provinceName, wardName } from './adminUnits';
import type { AddressRow } from './addresses.queries';

/**
 * Row → the part an order copies. Names come from today's map; a code a later map no longer has
 * shows as the code itself rather than failing the whole list (data/NOTICE.md).
 */
export function toAddressSnapshot(row: AddressRow): AddressSnapshot {
  return {
    receiverName: row.receiverName,
    phone: row.phone,
    provinceCode: row.provinceCode,
    provinceName: provinceName(row.provinceCode) ?? row.provinceCode,
    wardCode: row.wardCode,
    wardName: wardName(row.provinceCode, row.wardCode) ?? row.wardCode,
    street: row.street,
  };
}

/** Row → contract shape. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    ...toAddressSnapshot(row),
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
