import { pushSubscriptionSchema, type PushMessage, type PushSubscriptionJson } from '../../../contract/push';
import type { Db, Executor } from '../../db/connect';
import { deletePushTokens, listPushTokens } from './push.queries';
import type { VapidConfig } from './vapidKeys';

/**
 * Delivers one encrypted message to one subscription. Rejects when the push service refuses; a
 * refusal carries the HTTP `statusCode` (web-push's WebPushError does).
 */
export type PushSender = (subscription: PushSubscriptionJson, payload: string) => Promise<unknown>;

export function webPushSender(vapid: VapidConfig): PushSender {
  return async (subscription, payload) => {
    // Loaded with the first push, not at start, which web-push and its crypto packages slow.
    const { default: webpush } = await import('web-push');
    return webpush.sendNotification(subscription, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      // A day: news about an order is stale after that.
      TTL: 24 * 3600,
      // The notification outbox sends while holding its rows' locks (on PGlite, the one
      // connection): a push service that never answers must not hold them for long.
      timeout: 10_000,
    });
  };
}

/** 404 and 410 from a push service mean the subscription is gone for good (RFC 8030 §7.3). */
const isGone = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 404 || status === 410;
};

export interface PushServiceDeps {
  db: Db;
  vapid: VapidConfig;
  /** Tests pass a fake; web-push over the network otherwise. */
  send?: PushSender;
  onSendError?: (error: unknown) => void;
}

export function createPushService({ db, vapid, send = webPushSender(vapid), onSendError }: PushServiceDeps) {
  /**
   * Sends the message to every Web Push subscription of the user, and forgets the ones the push
   * service says are gone. Stored tokens that are not subscriptions (an FCM registration token
   * from a native app) are left alone. `on` is the transaction to read and forget them in, for a
   * caller that sends while holding one (the notification outbox holds its rows' locks).
   */
  async function sendToUser(
    userId: number,
    message: PushMessage,
    on: Executor = db,
  ): Promise<{ sent: number; removed: number; failed: number }> {
    const payload = JSON.stringify(message);
    const tokens = await listPushTokens(on, { userId });
    const gone: number[] = [];
    let sent = 0;
    let failed = 0;
    await Promise.all(
      tokens.map(async ({ id, token }) => {
        const subscription = parseSubscription(token);
        if (!subscription) return;
        try {
          await send(subscription, payload);
          sent += 1;
        } catch (error) {
          if (isGone(error)) gone.push(id);
          else {
            failed += 1;
            onSendError?.(error);
          }
        }
      }),
    );
    await deletePushTokens(on, { ids: gone });
    return { sent, removed: gone.length, failed };
  }

  return { publicKey: () => vapid.publicKey, sendToUser };
}

function parseSubscription(token: string): PushSubscriptionJson | null {
  try {
    const result = pushSubscriptionSchema.safeParse(JSON.parse(token));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export type PushService = ReturnType<typeof createPushService>;
