import { z } from 'zod/mini';

/** GET /Push/PublicKey: the VAPID key a browser needs to subscribe (applicationServerKey). */
export const pushPublicKeySchema = z.object({ publicKey: z.string().check(z.minLength(1)) });

/**
 * `JSON.stringify(pushSubscription)` as a browser produces it: what the app sends as the
 * UpdateFcmToken token, and what the server needs to send a Web Push message.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  expirationTime: z.nullish(z.number()),
  keys: z.object({ p256dh: z.string().check(z.minLength(1)), auth: z.string().check(z.minLength(1)) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** What a notification says and where a tap on it leads (a path of the app). */
export const pushMessageSchema = z.object({
  title: z.string().check(z.minLength(1)),
  body: z.string(),
  url: z.string().check(z.startsWith('/')),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
