import type { PushMessage } from '../../../contract/push';
import type { Db, Tx } from '../../db/connect';
import { messagesForLocale } from '../../i18n';
import type { Mailer } from '../../mail/mailer';
import type { PushService } from '../push/push.service';
import { lockPending, markDelivery, recipientOf, type Channel, type NotificationRow } from './notifications.queries';

export interface NotificationDeliveryDeps {
  db: Db;
  push: Pick<PushService, 'sendToUser'>;
  mailer: Mailer;
  /** The app's origin (`https://muaho.vn`) for the link in an e-mail; a bare path without it. */
  origin?: string;
  /** Tries per row and channel before it is marked `failed` for good. */
  maxAttempts?: number;
}

type State = NotificationRow['pushState'];
/** How many rows of a channel ended a run in each state (`pending`: failed this time, tried again next run). */
export type ChannelOutcome = Record<State, number>;

const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * The relay of the notification outbox: rows `notify` marked `pending` go out by Web Push and by
 * e-mail. Each channel's batch is taken in one transaction with FOR UPDATE SKIP LOCKED and sent
 * while those locks are held, and marked in the same transaction, so two runs at once (two
 * workers, or a slow run overlapping the next tick) never take the same row: a row is sent at
 * most once per channel, unless the process dies between the send and the commit (then once
 * more). Keep `limit` small: the batch's locks live as long as its sends take.
 *
 * Not scheduled here: whoever runs jobs calls `runOnce` every few seconds.
 */
export function createNotificationDelivery({
  db,
  push,
  mailer,
  origin = '',
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
}: NotificationDeliveryDeps) {
  /** A failed try: once more next run, or given up after the last allowed attempt. */
  const afterFailure = (attempts: number): State => (attempts + 1 >= maxAttempts ? 'failed' : 'pending');

  /**
   * Sent once any of the person's subscriptions took it (trying again would repeat it on those);
   * skipped when they have none left (gone ones are forgotten by `sendToUser`).
   */
  async function pushOne(tx: Tx, row: NotificationRow): Promise<State> {
    const message: PushMessage = { title: row.title, body: row.body, url: row.url };
    const { sent, failed } = await push.sendToUser(row.userId, message, tx);
    if (sent > 0) return 'sent';
    return failed > 0 ? afterFailure(row.pushAttempts) : 'skipped';
  }

  async function mailOne(tx: Tx, row: NotificationRow): Promise<State> {
    const recipient = await recipientOf(tx, { userId: row.userId });
    if (!recipient) return 'skipped';
    const mail = messagesForLocale(recipient.locale).mail.notification({
      fullName: recipient.fullName,
      words: { title: row.title, body: row.body },
      link: `${origin}${row.url}`,
    });
    try {
      await mailer.send({ to: recipient.email, ...mail });
      return 'sent';
    } catch {
      return afterFailure(row.emailAttempts);
    }
  }

  async function drain(channel: Channel, limit: number, sendOne: (tx: Tx, row: NotificationRow) => Promise<State>) {
    return db.transaction(async (tx) => {
      const rows = await lockPending(tx, { channel, limit });
      const byState = new Map<State, number[]>();
      for (const row of rows) {
        const state = await sendOne(tx, row);
        byState.set(state, [...(byState.get(state) ?? []), row.id]);
      }
      const outcome: ChannelOutcome = { pending: 0, sent: 0, skipped: 0, failed: 0 };
      for (const [state, ids] of byState) {
        await markDelivery(tx, { channel, ids, state });
        outcome[state] = ids.length;
      }
      return outcome;
    });
  }

  /** One pass over each channel, at most `limit` rows each. */
  async function runOnce({ limit = 20 }: { limit?: number } = {}): Promise<{ push: ChannelOutcome; email: ChannelOutcome }> {
    return { push: await drain('push', limit, pushOne), email: await drain('email', limit, mailOne) };
  }

  return { runOnce };
}

export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;
