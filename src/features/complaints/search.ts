import { complaintStatuses, complaintSubjects, type ComplaintStatus, type ComplaintSubject } from '../../../contract/complaintStatus';
import { oneOf } from '../../lib/searchParams';

/*
 * Search params of the complaint pages, checked without the complaint schemas: route files are in
 * the first download (contract/complaintStatus.ts says why). A refused value becomes undefined.
 */

export type ComplaintListSearch = { status?: ComplaintStatus };

/** `/orderComplaint?status=pending`: the list's filter, kept in the address. */
export function complaintListSearch(search: Record<string, unknown>): ComplaintListSearch {
  return { status: oneOf(complaintStatuses, search.status) };
}

export type ComplaintNewSearch = { type?: ComplaintSubject; id?: number };

/** `/orderComplaint/new?type=order&id=12`: what the complaint is about, from the subject's page. */
export function complaintNewSearch(search: Record<string, unknown>): ComplaintNewSearch {
  const id = Number(search.id);
  return { type: oneOf(complaintSubjects, search.type), id: Number.isSafeInteger(id) && id > 0 && id < 1e9 ? id : undefined };
}
