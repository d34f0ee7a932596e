import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  reauthenticateRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
} from '../../../contract/auth';
import { noContentSchema } from '../../../contract/noContent';
import { apiPaths } from '../../../contract/paths';
import { originOf, setDeviceCookie } from '../../auth/deviceToken';
import { messagesFor, pickLocale } from '../../i18n';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService, SignedIn } from './auth.service';

/** The session token in the body; the device token only in the HttpOnly cookie, out of scripts' reach. */
function answerSignedIn(request: FastifyRequest, reply: FastifyReply, { token, deviceToken }: SignedIn) {
  setDeviceCookie(request, reply, deviceToken);
  return { token };
}

/** The public auth routes (paths from contract/paths.ts, mounted under /api); each turns the request into plain arguments for the service. */
export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService; guards: AuthGuards }> = async (app, { service, guards }) => {
  app.post(apiPaths.register, {
    schema: { security: [], body: registerRequestSchema, response: { 200: tokenResponseSchema } },
    config: { passwordFields: ['password'] },
    // The app sends the language on screen, so the account starts in the language it was made in.
    handler: async (request, reply) =>
      answerSignedIn(
        request,
        reply,
        await service.register({ ...request.body, locale: pickLocale(request.headers['accept-language']), origin: originOf(request) }),
      ),
  });

  app.post(apiPaths.login, {
    schema: { security: [], body: loginRequestSchema, response: { 200: tokenResponseSchema } },
    config: { passwordFields: ['password'] },
    handler: async (request, reply) => answerSignedIn(request, reply, await service.login({ ...request.body, origin: originOf(request) })),
  });

  app.post(apiPaths.forgotPassword, {
    schema: { security: [], body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema } },
    handler: async (request) => {
      await service.forgotPassword({ ...request.body, address: request.ip });
      return { message: messagesFor(request.headers['accept-language']).forgotPasswordAccepted };
    },
  });

  app.post(apiPaths.resetPassword, {
    schema: { security: [], body: resetPasswordRequestSchema, response: { 200: tokenResponseSchema } },
    config: { passwordFields: ['newPassword'] },
    handler: (request) => service.resetPassword(request.body),
  });

  app.post(apiPaths.refresh, {
    // An expired token may still be renewed within the idle timeout: the device slept, not the session.
    onRequest: guards.requireRenewableAuth,
    schema: { response: { 200: tokenResponseSchema } },
    handler: (request) => service.refresh({ user: authUser(request) }),
  });

  app.post(apiPaths.reauthenticate, {
    onRequest: guards.requireAuth,
    schema: { body: reauthenticateRequestSchema, response: { 200: tokenResponseSchema } },
    config: { passwordFields: ['password'] },
    handler: (request) => service.reauthenticate({ ...request.body, user: authUser(request), origin: originOf(request) }),
  });

  app.post(apiPaths.logout, {
    // A logout retried after the device was offline may carry a token that expired meanwhile but
    // could still be renewed: it must still end the session, or the session would outlive it.
    onRequest: guards.requireRenewableAuth,
    schema: { response: { 204: noContentSchema } },
    handler: async (request, reply) => {
      await service.logout({ user: authUser(request) });
      return reply.code(204).send();
    },
  });

  app.post(apiPaths.logoutAll, {
    onRequest: guards.requireAuth,
    schema: { response: { 204: noContentSchema } },
    handler: async (request, reply) => {
      await service.logoutAll({ user: authUser(request) });
      return reply.code(204).send();
    },
  });
};
