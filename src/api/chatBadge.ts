import type { AxiosInstance } from 'axios';
import { apiPaths } from '../../contract/paths';
import { badgeCountQuery } from './badgeCount';
import { chatKeys } from './chatCache';

/**
 * The unread count on "Tin nhắn" in the tab bar: `unreadTotal` of the thread list (GET /Chat),
 * read without the chat's schemas (first load). Its key sits under the thread list's, so whatever
 * reloads the lists (a live message or read mark, a thread read here) reloads the badge too.
 */
export function chatUnreadQuery(api: AxiosInstance) {
  return badgeCountQuery(api, { queryKey: chatKeys.unread, path: apiPaths.chatThreads, field: 'unreadTotal' });
}
