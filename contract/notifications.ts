import { z } from 'zod/mini';
import { pageParams } from './pagination';

/**
 * Notifications (thông báo, docs/domain.md "Notifications"): the server writes one, in the same
 * transaction as the change it tells of, for every lifecycle step a customer cares about. Its
 * words are written then, in the person's language; `url` is the app's page of the object.
 */

/**
 * What a notification is about, which is also what a person chooses to hear of in the profile.
 * `money` covers the wallet: a recharge credited or to be checked, a withdrawal paid or refused.
 */
export const notificationTopics = [
  'order',
  'consignment',
  'package',
  'delivery',
  'money',
  'pob',
  'taobaoGlobal',
  'complaint',
  'chat',
  /** An agency's own news about its customers. */
  'agency',
] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

/** Where a notification reaches the person: in the app's list, on the phone (Web Push), by e-mail. */
export const notificationChannels = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** The topics that may also go by e-mail: those that move money. */
export const emailTopics: readonly NotificationTopic[] = ['money', 'pob'];

export const notificationSchema = z.object({
  id: z.int(),
  topic: z.enum(notificationTopics),
  /** The step it tells of, e.g. `order.purchased`, `money.recharge-credited`. */
  event: z.string(),
  title: z.string(),
  body: z.string(),
  /** The app path that shows the object (`/order/123`). */
  url: z.string(),
  createdAt: z.string(),
  /** Null while unread. */
  readAt: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /Notification?page&pageSize: unread first, then newest first. */
export const notificationQuerySchema = z.object(pageParams(20, 50));
export type NotificationQuery = z.infer<typeof notificationQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  unread: z.int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /Notification/UnreadCount: the badge on "Thông báo". */
export const unreadCountSchema = z.object({ count: z.int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** One topic's choices. `email` is only ever true for the topics in `emailTopics`. */
export const topicPreferenceSchema = z.object({ inApp: z.boolean(), push: z.boolean(), email: z.boolean() });
export type TopicPreference = z.infer<typeof topicPreferenceSchema>;

/** GET/PUT /Notification/Preferences: every topic's choices (PUT takes any subset of topics). */
export const notificationPreferencesSchema = z.record(z.enum(notificationTopics), topicPreferenceSchema);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const updateNotificationPreferencesSchema = z.partialRecord(z.enum(notificationTopics), topicPreferenceSchema);
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** Every topic in the app and on the phone, e-mail only where it may go: what a new account gets. */
export const defaultTopicPreference = (topic: NotificationTopic): TopicPreference => ({
  inApp: true,
  push: true,
  email: emailTopics.includes(topic),
});

// ── Live events (GET /Events) ────────────────────────────────────────────────────────────────

/**
 * What `GET /Events` streams (`text/event-stream`): each event's `id:` is increasing for the
 * person, so a client that reconnects with `Last-Event-ID` gets what it missed, and the `event:`
 * name is the `type` below with `data:` the JSON of the rest. The client keeps ids it has seen,
 * so an event delivered twice (around a reconnect) is drawn once. `chat.message` carries a
 * ChatMessage, `chat.read` `{ thread, upTo }`, `notification` a Notification and
 * `notification.read` `{ id }` (null: all of them); a client refetches its badges' counts on any.
 */
export const liveEventTypes = ['chat.message', 'chat.read', 'notification', 'notification.read'] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/** POST /Events/Ticket: a short-lived ticket (60 s) for `EventSource` (`/Events?ticket=`), which cannot send a bearer token. */
export const eventsTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
