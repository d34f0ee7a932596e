import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import { pushRoutes } from './push.routes';
import { createPushService, type PushSender, type PushService } from './push.service';
import type { VapidConfig } from './vapidKeys';

export interface PushModuleDeps {
  db: Db;
  vapid: VapidConfig;
  /** How Web Push messages leave (tests pass a fake); web-push over the network otherwise. */
  pushSender?: PushSender;
}

/** Web Push: the public key a browser subscribes with. Answers the service, which the notification outbox sends through. */
export async function registerPushModule(app: FastifyInstance, { db, vapid, pushSender }: PushModuleDeps): Promise<{ push: PushService }> {
  const service = createPushService({
    db,
    vapid,
    send: pushSender,
    onSendError: (error) => app.log.warn({ err: error }, 'sending a push message failed'),
  });
  await app.register(pushRoutes, { prefix: '/api', service });
  return { push: service };
}
