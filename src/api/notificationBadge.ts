import type { AxiosInstance } from 'axios';
import { apiPaths } from '../../contract/paths';
import { badgeCountQuery } from './badgeCount';

/** The unread count on "Thông báo" in the tab bar (first load: no notification schemas here). */

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

export function notificationUnreadQuery(api: AxiosInstance) {
  return badgeCountQuery(api, { queryKey: notificationKeys.unread, path: apiPaths.notificationUnreadCount, field: 'count' });
}
