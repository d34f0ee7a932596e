import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../contract/noContent';
import { apiPaths } from '../../../contract/paths';
import { linkTaobaoAccountRequestSchema, taobaoAccountListSchema, taobaoAccountSchema } from '../../../contract/taobaoGlobal';
import { idParams } from '../../params';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { TaobaoAccountsService } from './taobaoAccounts.service';

/**
 * The signed-in person's linked Taobao Global accounts (the app's /taobaoIntToken). Tokens come in,
 * never go out: every answer is the contract's account shape, without them.
 */
export const taobaoIntTokenRoutes: FastifyPluginAsyncZod<{ service: TaobaoAccountsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  app.addHook('onRequest', guards.requireAuth);

  app.get(apiPaths.taobaoIntTokens, {
    schema: { response: { 200: taobaoAccountListSchema } },
    handler: (request) => service.list({ userId: authUser(request).id }),
  });

  app.post(apiPaths.taobaoIntTokens, {
    schema: { body: linkTaobaoAccountRequestSchema, response: { 200: taobaoAccountSchema, 201: taobaoAccountSchema } },
    handler: async (request, reply) => {
      const { account, created } = await service.link({ userId: authUser(request).id, input: request.body });
      return reply.code(created ? 201 : 200).send(account);
    },
  });

  app.post(apiPaths.setDefaultTaobaoIntToken, {
    schema: { params: idParams, response: { 200: taobaoAccountSchema } },
    handler: (request) => service.setDefault({ userId: authUser(request).id, id: Number(request.params.id) }),
  });

  app.delete(apiPaths.taobaoIntToken, {
    schema: { params: idParams, response: { 204: noContentSchema } },
    handler: async (request, reply) => {
      await service.unlink({ userId: authUser(request).id, id: Number(request.params.id) });
      return reply.code(204).send();
    },
  });
};
