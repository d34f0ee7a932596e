import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myAgencySchema } from '../../../contract/agency';
import { noContentSchema } from '../../../contract/noContent';
import { apiPaths } from '../../../contract/paths';
import { authUser, type AuthGuards } from '../../plugins/auth';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { MyAgencyService } from './myAgency.service';

/** /MyAgency: the signed-in customer's agency, and leaving it. */
export const myAgencyRoutes: FastifyPluginAsyncZod<{ myAgency: MyAgencyService; guards: AuthGuards }> = async (
  app,
  { myAgency, guards },
) => {
  const own = ownRoutes(app, { guards });
  own.read(apiPaths.myAgency, { response: myAgencySchema, read: myAgency.mine });
  app.delete(apiPaths.myAgency, {
    schema: { response: { 204: noContentSchema } },
    handler: async (request, reply) => {
      await myAgency.leave({ userId: authUser(request).id });
      return reply.code(204).send();
    },
  });
};
