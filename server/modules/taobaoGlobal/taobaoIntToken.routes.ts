import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/paths';
import { linkTaobaoAccountRequestSchema, taobaoAccountListSchema, taobaoAccountSchema } from '../../../contract/taobaoGlobal';
import { authUser, type AuthGuards } from '../../plugins/auth';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { TaobaoAccountsService } from './taobaoAccounts.service';

/**
 * The signed-in person's linked Taobao Global accounts (the app's /taobaoIntToken). Tokens come in,
 * never go out: every answer is the contract's account shape, without them.
 */
export const taobaoIntTokenRoutes: FastifyPluginAsyncZod<{ service: TaobaoAccountsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const own = ownRoutes(app, { guards });

  own.read(apiPaths.taobaoIntTokens, { response: taobaoAccountListSchema, read: service.list });

  app.post(apiPaths.taobaoIntTokens, {
    schema: { body: linkTaobaoAccountRequestSchema, response: { 200: taobaoAccountSchema, 201: taobaoAccountSchema } },
    handler: async (request, reply) => {
      const { account, created } = await service.link({ userId: authUser(request).id, input: request.body });
      return reply.code(created ? 201 : 200).send(account);
    },
  });

  own.update(apiPaths.setDefaultTaobaoIntToken, { method: 'post', response: taobaoAccountSchema, update: service.setDefault });
  own.remove(apiPaths.taobaoIntToken, { remove: service.unlink });
};
