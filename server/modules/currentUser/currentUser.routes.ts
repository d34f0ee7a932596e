import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenResponseSchema } from '../../../contract/auth';
import { noContentSchema } from '../../../contract/noContent';
import { apiPaths } from '../../../contract/paths';
import {
  changeInformationRequestSchema,
  changePasswordRequestSchema,
  currentUserSchema,
  deleteAccountRequestSchema,
  okResponseSchema,
  updateFcmTokenRequestSchema,
} from '../../../contract/user';
import { originOf } from '../../auth/deviceToken';
import { authUser, type AuthGuards } from '../../plugins/auth';
import { toCurrentUser } from '../users/users.present';
import type { CurrentUserService } from './currentUser.service';

/** The signed-in user's own account. Every route requires a valid token. */
export const currentUserRoutes: FastifyPluginAsyncZod<{ service: CurrentUserService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  app.addHook('onRequest', guards.requireAuth);

  app.get(apiPaths.currentUser, {
    schema: { response: { 200: currentUserSchema } },
    // The row the token check just read: the account as of this request, without a second query.
    handler: (request) => toCurrentUser(authUser(request).account),
  });

  app.put(apiPaths.changeInformation, {
    schema: { body: changeInformationRequestSchema, response: { 200: currentUserSchema } },
    handler: (request) => service.changeInformation({ user: authUser(request), ...request.body }),
  });

  app.put(apiPaths.changePassword, {
    schema: { body: changePasswordRequestSchema, response: { 200: tokenResponseSchema } },
    config: { passwordFields: ['currentPassword', 'newPassword'] },
    handler: (request) => service.changePassword({ user: authUser(request), origin: originOf(request), ...request.body }),
  });

  app.delete(apiPaths.currentUser, {
    schema: { body: deleteAccountRequestSchema, response: { 204: noContentSchema } },
    config: { passwordFields: ['password'] },
    handler: async (request, reply) => {
      await service.deleteAccount({ user: authUser(request), origin: originOf(request), password: request.body.password });
      return reply.code(204).send();
    },
  });

  app.post(apiPaths.updateFcmToken, {
    schema: { body: updateFcmTokenRequestSchema, response: { 200: okResponseSchema } },
    handler: (request) => service.updatePushToken({ user: authUser(request), token: request.body.token }),
  });
};
