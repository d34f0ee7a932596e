import { z } from 'zod/mini';
import { addressRequestSchema, type Address, type AddressRequest } from '../../../contract/addresses';
import { formatPhone } from '../../../contract/phone';

/** What the form holds: the contract's request (a select holds '' until something is chosen). */
export type AddressFormValues = AddressRequest;
export type AddressFormOutput = z.output<typeof addressRequestSchema>;

/** The fields the server's `details` may name. */
export const addressFields = ['receiverName', 'phone', 'provinceCode', 'wardCode', 'street', 'isDefault'] as const;

/** A new address starts empty; an edited one from what is stored, its phone as people write it. */
export function addressFormValues(address: Address | undefined): AddressFormValues {
  if (!address) return { receiverName: '', phone: '', provinceCode: '', wardCode: '', street: '', isDefault: false };
  const { receiverName, phone, provinceCode, wardCode, street, isDefault } = address;
  return { receiverName, phone: formatPhone(phone), provinceCode, wardCode, street, isDefault };
}
