import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../mail/mailer';
import type { ModuleDeps } from '../../moduleDeps';
import type { PushService } from '../push/push.service';
import { createNotificationDelivery, type NotificationDelivery } from './notificationDelivery';
import { notificationRoutes } from './notifications.routes';
import { createNotificationService, notify } from './notifications.service';

export interface NotificationModuleDeps extends ModuleDeps {
  push: Pick<PushService, 'sendToUser'>;
  mailer: Mailer;
  /** The app's origin for links in e-mails (a bare path without it). */
  origin?: string;
}

/**
 * Notifications (/Notification): the customer's list, badge and choices. Answers `notify` (what
 * every area calls in the transaction of a change) and `delivery`, the outbox relay that sends
 * pending push and e-mail rows: nothing here schedules it, the job queue calls `delivery.runOnce`.
 */
export async function registerNotificationModule(
  app: FastifyInstance,
  { db, now, guards, push, mailer, origin }: NotificationModuleDeps,
): Promise<{ notifications: { notify: typeof notify; delivery: NotificationDelivery } }> {
  const notifications = createNotificationService({ db, now });
  await app.register(notificationRoutes, { prefix: '/api', notifications, guards });
  return { notifications: { notify, delivery: createNotificationDelivery({ db, push, mailer, origin }) } };
}
