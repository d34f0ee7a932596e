import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myAgencyInviteListSchema } from '../../../contract/agency';
import { apiPaths } from '../../../contract/paths';
import { okResponseSchema } from '../../../contract/user';
import type { AuthGuards } from '../../plugins/auth';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { AgencyInviteService } from './agencyInvites.service';

/** /AgencyInvite: the invitations waiting for the signed-in customer, and their answer; anyone else's is 404. */
export const agencyInviteRoutes: FastifyPluginAsyncZod<{ invites: AgencyInviteService; guards: AuthGuards }> = async (
  app,
  { invites, guards },
) => {
  const own = ownRoutes(app, { guards });
  own.read(apiPaths.myAgencyInvites, { response: myAgencyInviteListSchema, read: invites.mine });
  own.update(apiPaths.acceptAgencyInvite, { method: 'post', response: okResponseSchema, update: invites.accept });
  own.update(apiPaths.declineAgencyInvite, { method: 'post', response: okResponseSchema, update: invites.decline });
};
