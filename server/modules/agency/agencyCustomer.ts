import type { AgencyOrderSummary } from '../../../contract/agency';
import type { Executor } from '../../db/connect';
import { errors } from '../../errors';
import { findAgencyCustomer, type AgencyCustomerRow } from './agency.queries';

/** Whose object it is, as the agency knows them. */
export type AgencyCustomerRef = AgencyOrderSummary['customer'];

/** One of the agency's customers; anyone else — another agency's, a customer of none, a missing id — is 404. */
export async function agencyCustomerOf(executor: Executor, { agencyId, id }: { agencyId: number; id: number }): Promise<AgencyCustomerRow> {
  const row = await findAgencyCustomer(executor, { agencyId, id });
  if (!row) throw errors.notFound();
  return row;
}

export const customerRef = ({ id, customerCode, agencyCode, fullName }: AgencyCustomerRef): AgencyCustomerRef => ({
  id,
  customerCode,
  agencyCode,
  fullName,
});

/**
 * The owner of something the agency made for them: its customer, or a former customer, who keeps
 * only their id (the agency no longer knows them by code or name).
 */
export async function ownerRefOf(
  executor: Executor,
  { agencyId, userId }: { agencyId: number; userId: number },
): Promise<AgencyCustomerRef> {
  const found = await findAgencyCustomer(executor, { agencyId, id: userId });
  return found ? customerRef(found) : { id: userId, customerCode: '', agencyCode: '', fullName: '' };
}
