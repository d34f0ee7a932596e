import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationQuerySchema,
  notificationSchema,
  unreadCountSchema,
  updateNotificationPreferencesSchema,
} from '../../../contract/notifications';
import { apiPaths } from '../../../contract/paths';
import type { AuthGuards } from '../../plugins/auth';
import { authUser } from '../../plugins/auth';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { NotificationService } from './notifications.service';

export interface NotificationRoutesOptions {
  notifications: NotificationService;
  guards: AuthGuards;
}

/**
 * The signed-in person's notifications. Reading moves no money and is the same however often it
 * is repeated, so none of these takes an Idempotency-Key.
 */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (app, { notifications, guards }) => {
  const own = ownRoutes(app, { guards });

  own.list(apiPaths.notifications, { query: notificationQuerySchema, response: notificationPageSchema, list: notifications.list });
  own.read(apiPaths.notificationUnreadCount, { response: unreadCountSchema, read: notifications.unreadCount });
  own.update(apiPaths.notificationRead, { method: 'post', response: notificationSchema, update: notifications.read });
  app.post(apiPaths.notificationReadAll, {
    schema: { response: { 200: unreadCountSchema } },
    handler: (request) => notifications.readAll({ userId: authUser(request).id }),
  });
  own.read(apiPaths.notificationPreferences, { response: notificationPreferencesSchema, read: notifications.preferences });
  app.put(apiPaths.notificationPreferences, {
    schema: { body: updateNotificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
    handler: (request) => notifications.updatePreferences({ userId: authUser(request).id, request: request.body }),
  });
};
