import type { AgencyCustomerRef } from '../../../contract/agency';
import type { Executor } from '../../db/connect';
import { errors } from '../../errors';
import { agencyCustomerNamesOf, findAgencyCustomer, type AgencyCustomerRow } from './agency.queries';

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

/** One who has left the agency since it made something for them keeps only their id (the agency no longer knows them by code or name). */
const formerCustomerRef = (id: number): AgencyCustomerRef => ({ id, customerCode: '', agencyCode: '', fullName: '', left: true });

/** The owner of something the agency made for them: its customer, or one who has left since. */
export async function ownerRefOf(
  executor: Executor,
  { agencyId, userId }: { agencyId: number; userId: number },
): Promise<AgencyCustomerRef> {
  const found = await findAgencyCustomer(executor, { agencyId, id: userId });
  return found ? customerRef(found) : formerCustomerRef(userId);
}

/** `ownerRefOf` for the owners of a page of a list at once, in one query, by id. */
export async function ownerRefsOf(
  executor: Executor,
  { agencyId, userIds }: { agencyId: number; userIds: Iterable<number> },
): Promise<Map<number, AgencyCustomerRef>> {
  const ids = [...new Set(userIds)];
  const found = new Map((await agencyCustomerNamesOf(executor, { agencyId, ids })).map((row) => [row.id, customerRef(row)]));
  return new Map(ids.map((id) => [id, found.get(id) ?? formerCustomerRef(id)]));
}
