import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationTopic, TopicPreference } from '../../../contract/notifications';
import type { Locale } from '../../../contract/user';
import type { Executor, Tx } from '../../db/connect';
import type { Paging } from '../../db/paging';
import { notificationPreferences, notifications, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
type DeliveryState = NotificationRow['pushState'];

/** The person's language and the address their e-mail goes to. */
export async function recipientOf(db: Executor, { userId }: { userId: number }) {
  const [row] = await db
    .select({ locale: users.locale, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return row as { locale: Locale; email: string; fullName: string } | undefined;
}

/** The stored choices of the person, by topic; a topic without a row is absent (it has the defaults). */
export async function storedPreferences(
  db: Executor,
  { userId, topic }: { userId: number; topic?: NotificationTopic },
): Promise<Map<NotificationTopic, TopicPreference>> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), topic === undefined ? undefined : eq(notificationPreferences.topic, topic)));
  return new Map(rows.map((row) => [row.topic, { inApp: row.inApp, push: row.push, email: row.email }]));
}

export async function upsertPreferences(tx: Tx, { userId, choices }: { userId: number; choices: [NotificationTopic, TopicPreference][] }) {
  if (choices.length === 0) return;
  await tx
    .insert(notificationPreferences)
    .values(choices.map(([topic, choice]) => ({ userId, topic, ...choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.topic],
      set: { inApp: sql`excluded.in_app`, push: sql`excluded.push`, email: sql`excluded.email` },
    });
}

export async function insertNotification(tx: Executor, values: NewNotification): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(values).returning();
  return row!;
}

const shownTo = (userId: number) => and(eq(notifications.userId, userId), eq(notifications.listed, true));
const unreadOf = (userId: number) => and(shownTo(userId), isNull(notifications.readAt));

/** The person's listed notifications: unread first, then newest first. */
export async function pageOfNotifications(db: Executor, { userId, paging }: { userId: number; paging: Paging }) {
  const where = shownTo(userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(sql`${notifications.readAt} is null desc`, desc(notifications.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [counted] = await db.select({ total: count() }).from(notifications).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Whether an unread notification of this step about this page is still waiting for the person. */
export async function hasUnread(db: Executor, { userId, event, url }: { userId: number; event: string; url: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(unreadOf(userId), eq(notifications.event, event), eq(notifications.url, url)))
    .limit(1);
  return row !== undefined;
}

export async function countUnread(db: Executor, { userId }: { userId: number }): Promise<number> {
  const [row] = await db.select({ count: count() }).from(notifications).where(unreadOf(userId));
  return row?.count ?? 0;
}

/** Marks one of the person's listed notifications read (the first reading stays); undefined when it is not theirs. */
export async function markRead(tx: Executor, { userId, id, now }: { userId: number; id: number; now: Date }) {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), shownTo(userId)))
    .returning();
  return row;
}

export async function markAllRead(tx: Executor, { userId, now }: { userId: number; now: Date }): Promise<number> {
  const rows = await tx.update(notifications).set({ readAt: now }).where(unreadOf(userId)).returning({ id: notifications.id });
  return rows.length;
}

// ── The outbox ───────────────────────────────────────────────────────────────────────────────

export type Channel = 'push' | 'email';

const stateOf = { push: notifications.pushState, email: notifications.emailState } as const;
const attemptsOf = { push: notifications.pushAttempts, email: notifications.emailAttempts } as const;

/**
 * The oldest rows waiting on `channel`, locked until the caller's transaction ends. SKIP LOCKED:
 * a second sender running at the same time takes the next rows instead of waiting for these, and
 * by the time it could see these they are no longer pending.
 */
export async function lockPending(tx: Tx, { channel, limit }: { channel: Channel; limit: number }): Promise<NotificationRow[]> {
  return tx
    .select()
    .from(notifications)
    .where(eq(stateOf[channel], 'pending'))
    .orderBy(asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Records what one try gave: its new state, and one more attempt. */
export async function markDelivery(tx: Tx, { channel, ids, state }: { channel: Channel; ids: number[]; state: DeliveryState }) {
  if (ids.length === 0) return;
  const values =
    channel === 'push'
      ? { pushState: state, pushAttempts: sql`${attemptsOf.push} + 1` }
      : { emailState: state, emailAttempts: sql`${attemptsOf.email} + 1` };
  await tx.update(notifications).set(values).where(inArray(notifications.id, ids));
}
