import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiPaths } from '../../../contract/paths';
import { okResponseSchema } from '../../../contract/user';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { AdminUsersService } from './adminUsers.service';

/** A decimal id small enough for an int column; anything else is a validation error, not a 500. */
const userIdParams = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,8}$/)) });

/** Admin-only account management; a non-admin gets `admin-restricted-operation`. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ service: AdminUsersService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  for (const hook of guards.requireAdmin) app.addHook('onRequest', hook);

  app.post(apiPaths.adminDisableUser, {
    schema: { params: userIdParams, response: { 200: okResponseSchema } },
    handler: (request) => service.disable({ actorId: authUser(request).id, userId: Number(request.params.id) }),
  });

  app.post(apiPaths.adminEnableUser, {
    schema: { params: userIdParams, response: { 200: okResponseSchema } },
    handler: (request) => service.enable({ userId: Number(request.params.id) }),
  });
};
