import type { Notification } from '../../../contract/notifications';
import type { NotificationRow } from './notifications.queries';

/** Row → contract shape (what the list answers and what the `notification` live event carries). */
export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  topic: row.topic,
  event: row.event,
  title: row.title,
  body: row.body,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});
