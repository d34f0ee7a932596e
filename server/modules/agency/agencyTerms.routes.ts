import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyTermsSchema, agencyTermsStateSchema } from '../../../contract/agency';
import { staffApiPaths } from '../../../contract/staffPaths';
import { idParams } from '../../params';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { AgencyTermsService } from './agencyTerms';

/** Admin-only: an agency's price terms; `:id` that is not an agency's account is 404. */
export const agencyTermsRoutes: FastifyPluginAsyncZod<{ terms: AgencyTermsService; guards: AuthGuards }> = async (
  app,
  { terms, guards },
) => {
  for (const hook of guards.requireAdmin) app.addHook('onRequest', hook);

  app.get(staffApiPaths.adminAgencyTerms, {
    schema: { params: idParams, response: { 200: agencyTermsStateSchema } },
    handler: (request) => terms.get({ agencyId: Number(request.params.id) }),
  });

  app.put(staffApiPaths.adminAgencyTerms, {
    schema: { params: idParams, body: agencyTermsSchema, response: { 200: agencyTermsStateSchema } },
    handler: (request) => terms.set({ actorId: authUser(request).id, agencyId: Number(request.params.id), terms: request.body }),
  });

  app.delete(staffApiPaths.adminAgencyTerms, {
    schema: { params: idParams, response: { 200: agencyTermsStateSchema } },
    handler: (request) => terms.set({ actorId: authUser(request).id, agencyId: Number(request.params.id), terms: null }),
  });
};
