import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { complaintPageSchema, complaintQuerySchema, complaintSchema, createComplaintRequestSchema } from '../../../contract/complaints';
import { apiPaths } from '../../../contract/paths';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { ownRoutes } from '../../plugins/ownRoutes';
import { customerPhotoRoute } from '../../plugins/staffPhotoRoute';
import type { ComplaintService } from './complaints.service';

export interface ComplaintRoutesOptions extends MoneyRouteDeps {
  complaints: ComplaintService;
}

/**
 * The signed-in customer's complaints. Filing runs in `idempotency.run`: a complaint retried after
 * a lost answer is filed once, not twice holding the same pieces.
 */
export const complaintRoutes: FastifyPluginAsyncZod<ComplaintRoutesOptions> = async (app, { complaints, idempotency, guards }) => {
  const own = ownRoutes(app, { guards, idempotency });

  own.list(apiPaths.complaints, { query: complaintQuerySchema, response: complaintPageSchema, list: complaints.list });
  own.create(apiPaths.complaints, { body: createComplaintRequestSchema, response: complaintSchema, create: complaints.create });
  own.detail(apiPaths.complaint, { response: complaintSchema, get: complaints.get });
  // Signed in by ownRoutes' hook; `addPhoto` finds the complaint by the caller's id too.
  customerPhotoRoute(app, apiPaths.complaintPhoto, { onRequest: [], response: complaintSchema, add: complaints.addPhoto });
};
