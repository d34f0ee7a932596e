import type { z } from 'zod/mini';
import type { addressRequestSchema } from '../../../contract/addresses';
import { normalizePhone } from '../../../contract/phone';
import { v } from '../../../contract/validation';
import { errors, type ErrorDetail } from '../../errors';
import { provinceName, wardName } from './adminUnits';
import type { AddressFields } from './addresses.queries';

export type AddressInput = z.output<typeof addressRequestSchema>;

/**
 * The columns an address request writes. The contract checks shapes; what it cannot know is the
 * administrative map, so the province must exist and the ward must be one of its own (a ward of
 * another province is the form's stale choice). Refused as the form's "choose an area" message,
 * under the field to fix.
 */
export function addressFields(input: AddressInput): AddressFields {
  const area = areaProblem(input.provinceCode, input.wardCode);
  if (area) throw errors.validation([area]);
  const phone = normalizePhone(input.phone);
  // The contract already refused anything that is not a mobile; kept so a change there cannot store junk.
  if (!phone) throw errors.validation([{ path: 'phone', message: v.phoneInvalid }]);
  return { receiverName: input.receiverName, phone, provinceCode: input.provinceCode, wardCode: input.wardCode, street: input.street };
}

function areaProblem(provinceCode: string, wardCode: string): ErrorDetail | undefined {
  if (provinceName(provinceCode) === undefined) return { path: 'provinceCode', message: v.areaRequired };
  if (wardName(provinceCode, wardCode) === undefined) return { path: 'wardCode', message: v.areaRequired };
  return undefined;
}
