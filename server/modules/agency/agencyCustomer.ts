import type { AgencyCustomerRef } from '../../../contract/agency';
import type { Executor } from '../../db/connect';
import { errors } from '../../errors';
import { findAgencyCustomer, type AgencyCustomerRow } from './agency.queries';

/** One of the agency's customers; anyone else — another agency's, a customer of none, a missing id — is 404. */
export async function agencyCustomerOf(executor: Executor, { agencyId, id }: { agencyId: number; id: number }): Promise<AgencyCustomerRow> {
  const row = await findAgencyCustomer(executor, { agencyId, id });
  if (!row) throw errors.notFound();
  return row;
}

/** A current customer as the agency knows them. */
export const customerRef = ({
  id,
  customerCode,
  agencyCode,
  fullName,
}: Pick<AgencyCustomerRow, 'id' | 'customerCode' | 'agencyCode' | 'fullName'>): AgencyCustomerRef => ({
  id,
  customerCode,
  agencyCode,
  fullName,
  left: false,
});

/**
 * The owner of something the agency made for them: its customer, or one who has left since and
 * keeps only their id (the agency no longer knows them by code or name).
 */
export async function ownerRefOf(
  executor: Executor,
  { agencyId, userId }: { agencyId: number; userId: number },
): Promise<AgencyCustomerRef> {
  const found = await findAgencyCustomer(executor, { agencyId, id: userId });
  return found ? customerRef(found) : { id: userId, customerCode: '', agencyCode: '', fullName: '', left: true };
}
