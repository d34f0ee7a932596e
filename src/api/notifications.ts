import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  type NotificationQuery,
  type UpdateNotificationPreferences,
} from '../../contract/notifications';
import { apiPaths, pathWith } from '../../contract/paths';
import { notificationKeys } from './notificationBadge';
import { pagedQuery } from './pagination';

/**
 * Notifications (thông báo): the person's list, unread first, marking one or all read, and the
 * choices of what to hear of. The badge's count is in notificationBadge.ts (first load).
 */

export { notificationKeys, notificationUnreadQuery } from './notificationBadge';

export const notificationPreferencesKey = ['notifications', 'preferences'] as const;

async function listNotifications(api: AxiosInstance, query: NotificationQuery) {
  return notificationPageSchema.parse((await api.get(apiPaths.notifications, { params: query })).data);
}

/** Unread first, then newest first, in pages. */
export function notificationsQuery(api: AxiosInstance) {
  return pagedQuery(notificationKeys.list, (page) => listNotifications(api, page));
}

/** POST /Notification/:id/Read (no body). */
export async function markNotificationRead(api: AxiosInstance, id: number) {
  await api.post(pathWith(apiPaths.notificationRead, { id }));
}

/** POST /Notification/ReadAll. */
export async function markAllNotificationsRead(api: AxiosInstance) {
  await api.post(apiPaths.notificationReadAll);
}

/** The list and the badge load again (after a read, or a live event). */
export function refreshNotifications(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** GET /Notification/Preferences: every topic's choices (the defaults where none was made). */
export function notificationPreferencesQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: notificationPreferencesKey,
    queryFn: async () => notificationPreferencesSchema.parse((await api.get(apiPaths.notificationPreferences)).data),
  });
}

/** PUT /Notification/Preferences: stores the topics given and answers every topic's choices. */
export async function updateNotificationPreferences(api: AxiosInstance, body: UpdateNotificationPreferences) {
  return notificationPreferencesSchema.parse((await api.put(apiPaths.notificationPreferences, body)).data);
}
