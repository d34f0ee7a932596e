import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/paths';
import { pushPublicKeySchema } from '../../../contract/push';
import type { PushService } from './push.service';

/** Public: a browser needs the key before it can subscribe, and the key is no secret. */
export const pushRoutes: FastifyPluginAsyncZod<{ service: PushService }> = async (app, { service }) => {
  app.get(apiPaths.pushPublicKey, {
    schema: { security: [], response: { 200: pushPublicKeySchema } },
    handler: () => ({ publicKey: service.publicKey() }),
  });
};
