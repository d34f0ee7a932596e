import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { apiPaths } from '../../contract/paths';

/**
 * The unread count on "Thông báo" in the tab bar. The tab bar is in every first load, so this
 * module reads the one number by hand instead of importing contract/notifications.ts, whose
 * schemas belong to the notification pages' own download.
 */

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

export function notificationUnreadQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: async () => {
      const { count } = (await api.get<{ count?: unknown }>(apiPaths.notificationUnreadCount)).data;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new Error('unread count: not a count');
      return count;
    },
    // Live events refresh it; this is for a device whose event stream is down.
    refetchInterval: 120_000,
  });
}
