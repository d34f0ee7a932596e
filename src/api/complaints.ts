import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { complaintPageSchema, complaintSchema, type ComplaintQuery, type CreateComplaintInput } from '../../contract/complaints';
import { apiPaths, pathWith } from '../../contract/paths';
import { withIdempotencyKey } from './idempotencyKey';
import { pagedQuery } from './pagination';
import { postPhoto } from './photoUpload';

/**
 * Complaints (khiếu nại): the customer's list, one complaint, filing one and its pictures. Filing
 * takes the Idempotency-Key the form chose, so a resent form files once.
 */

export type ComplaintListFilter = Pick<ComplaintQuery, 'status' | 'q'>;

export const complaintKeys = {
  all: ['complaints'] as const,
  list: (filter: ComplaintListFilter) => ['complaints', 'list', filter] as const,
  detail: (id: number) => ['complaints', 'detail', id] as const,
};

async function listComplaints(api: AxiosInstance, query: ComplaintQuery) {
  return complaintPageSchema.parse((await api.get(apiPaths.complaints, { params: query })).data);
}

/** Newest first, in pages. */
export function complaintsQuery(api: AxiosInstance, filter: ComplaintListFilter) {
  return pagedQuery(complaintKeys.list(filter), (page) => listComplaints(api, { ...filter, ...page }));
}

export function complaintQuery(api: AxiosInstance, id: number) {
  return queryOptions({
    queryKey: complaintKeys.detail(id),
    queryFn: async () => complaintSchema.parse((await api.get(pathWith(apiPaths.complaint, { id }))).data),
  });
}

/** POST /OrderComplaint: 201 with the complaint filed; its pictures follow one by one. */
export async function createComplaint(api: AxiosInstance, body: CreateComplaintInput, idempotencyKey: string) {
  return complaintSchema.parse((await api.post(apiPaths.complaints, body, withIdempotencyKey(idempotencyKey))).data);
}

/** A picture for the caller's complaint, while staff have not decided it. */
export async function uploadComplaintPhoto(api: AxiosInstance, complaintId: number, photo: Blob) {
  return complaintSchema.parse(await postPhoto(api, pathWith(apiPaths.complaintPhoto, { id: complaintId }), photo));
}
