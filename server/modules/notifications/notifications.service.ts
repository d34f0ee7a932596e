import {
  defaultTopicPreference,
  emailTopics,
  notificationTopics,
  type Notification,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationQuery,
  type NotificationTopic,
  type UnreadCount,
  type UpdateNotificationPreferences,
} from '../../../contract/notifications';
import { v } from '../../../contract/validation';
import type { Db, Executor, Tx } from '../../db/connect';
import { pageOfRows } from '../../db/paging';
import { errors } from '../../errors';
import { messagesForLocale } from '../../i18n';
import type { NotificationEvent, NotificationEvents } from '../../i18n/messages';
import { publishLiveEvent } from '../events/liveEvents.queries';
import { toNotification } from './notifications.present';
import {
  countUnread,
  hasUnread,
  insertNotification,
  markAllRead,
  markRead,
  pageOfNotifications,
  recipientOf,
  storedPreferences,
  upsertPreferences,
} from './notifications.queries';

/** The topic of a step is the part of its name before the dot (`order.purchased` → `order`). */
export const topicOf = (event: NotificationEvent): NotificationTopic => event.slice(0, event.indexOf('.')) as NotificationTopic;

export type NotifyInput<E extends NotificationEvent> = {
  userId: number;
  event: E;
  /** The app path of the object (notificationUrls.ts). */
  url: string;
  values: NotificationEvents[E];
  now: Date;
  /**
   * Nothing new while the person has not read the last one of this step about this object: a
   * second answer in a chat the person has not opened yet is the same news.
   */
  unlessUnread?: boolean;
};

/**
 * Tells a person of a change, in the transaction of the change: the notification and its
 * `notification` live event commit with it or not at all. The words are written now, in the
 * person's language (server/i18n `notifications`), so the list, the phone and the e-mail say the
 * same thing however the language is changed later.
 *
 * The person's choices for the step's topic decide the channels: push and e-mail are marked
 * `pending` for the outbox (notificationDelivery.ts) when chosen, `skipped` otherwise; e-mail only
 * ever for the money topics. With the app turned off the row is still written for the other
 * channels but never listed, counted or streamed; with every channel off nothing is written.
 * Answers the notification as listed, or null when it is not shown in the app.
 */
export async function notify<E extends NotificationEvent>(tx: Executor, input: NotifyInput<E>): Promise<Notification | null> {
  const { userId, event, url, values, now } = input;
  if (input.unlessUnread && (await hasUnread(tx, { userId, event, url }))) return null;
  const topic = topicOf(event);
  const choice = (await storedPreferences(tx, { userId, topic })).get(topic) ?? defaultTopicPreference(topic);
  const email = choice.email && emailTopics.includes(topic);
  if (!choice.inApp && !choice.push && !email) return null;
  const recipient = await recipientOf(tx, { userId });
  if (!recipient) return null;
  const words = messagesForLocale(recipient.locale).notifications[event](values);
  const row = await insertNotification(tx, {
    userId,
    topic,
    event,
    title: words.title,
    body: words.body,
    url,
    listed: choice.inApp,
    pushState: choice.push ? 'pending' : 'skipped',
    emailState: email ? 'pending' : 'skipped',
    createdAt: now,
  });
  if (!row.listed) return null;
  const notification = toNotification(row);
  await publishLiveEvent(tx, { userId, type: 'notification', payload: notification, now });
  return notification;
}

/** The person's choices for every topic, the defaults where they chose nothing. */
async function preferencesOf(db: Executor, { userId }: { userId: number }): Promise<NotificationPreferences> {
  const stored = await storedPreferences(db, { userId });
  return Object.fromEntries(
    notificationTopics.map((topic) => [topic, stored.get(topic) ?? defaultTopicPreference(topic)]),
  ) as NotificationPreferences;
}

/** The customer's side: the list, its badge, reading, and the choices per topic. */
export function createNotificationService({ db, now }: { db: Db; now: () => Date }) {
  async function list({ userId, page, pageSize }: NotificationQuery & { userId: number }): Promise<NotificationPage> {
    const [result, unread] = await Promise.all([
      pageOfNotifications(db, { userId, paging: { page, pageSize } }),
      countUnread(db, { userId }),
    ]);
    return { ...pageOfRows(result, { page, pageSize }, toNotification), unread };
  }

  const unreadCount = async ({ userId }: { userId: number }): Promise<UnreadCount> => ({ count: await countUnread(db, { userId }) });

  /** Another person's notification (or one not listed) is as absent as a missing one: 404. */
  async function read({ userId, id }: { userId: number; id: number }): Promise<Notification> {
    return db.transaction(async (tx) => {
      const at = now();
      const row = await markRead(tx, { userId, id, now: at });
      if (!row) throw errors.notFound();
      // Every open app of the person drops the badge together.
      await publishLiveEvent(tx, { userId, type: 'notification.read', payload: { id }, now: at });
      return toNotification(row);
    });
  }

  async function readAll({ userId }: { userId: number }): Promise<UnreadCount> {
    return db.transaction(async (tx) => {
      const at = now();
      await markAllRead(tx, { userId, now: at });
      await publishLiveEvent(tx, { userId, type: 'notification.read', payload: { id: null }, now: at });
      return { count: 0 };
    });
  }

  const preferences = ({ userId }: { userId: number }) => preferencesOf(db, { userId });

  /**
   * Stores the topics given, as given; the others keep what they had. E-mail for a topic that
   * moves no money is refused (400), not quietly turned off, so the screen never shows a choice
   * that is not kept.
   */
  async function updatePreferences({ userId, request }: { userId: number; request: UpdateNotificationPreferences }) {
    const choices = Object.entries(request) as [NotificationTopic, NonNullable<UpdateNotificationPreferences[NotificationTopic]>][];
    const refused = choices.filter(([topic, choice]) => choice.email && !emailTopics.includes(topic));
    if (refused.length > 0) {
      throw errors.validation(refused.map(([topic]) => ({ path: `${topic}.email`, message: v.notificationEmailNotAllowed })));
    }
    return db.transaction(async (tx: Tx) => {
      await upsertPreferences(tx, { userId, choices });
      return preferencesOf(tx, { userId });
    });
  }

  return { list, unreadCount, read, readAll, preferences, updatePreferences };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
