import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../contract/push';
import { notifications, pushTokens } from '../../server/db/schema';
import { memoryMailer } from '../../server/mail/memoryMailer';
import { createNotificationDelivery } from '../../server/modules/notifications/notificationDelivery';
import { notify } from '../../server/modules/notifications/notifications.service';
import { createPushService, type PushSender } from '../../server/modules/push/push.service';
import { databases } from './helpers';
import { useWalletApp } from './walletHelpers';

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * What a browser does with a Web Push message (RFC 8291 over RFC 8188 `aes128gcm`): derives the
 * content key from its own private key, the server's one-time public key in the record header and
 * its auth secret, decrypts the one record and strips the padding.
 */
function decryptPush(body: Buffer, { ua, authSecret }: { ua: ReturnType<typeof createECDH>; authSecret: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ua.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The outbox relay's message on the wire: web-push encrypts and signs it as for a real push service,
 * a local server stands in for the endpoint, and the message is read back as the phone would.
 */
describe.each(databases())('a notification through a local push service on $name', (kind) => {
  const { t, k } = useWalletApp(kind);
  const received: Array<{ headers: IncomingHttpHeaders; body: Buffer }> = [];
  const server = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, body: Buffer.concat(chunks) });
      answer.writeHead(201).end();
    });
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** web-push's own request (encryption, VAPID signature, headers), sent over plain HTTP to the stand-in. */
  const localSender: PushSender = (subscription, payload) => {
    const { vapid } = t().config;
    const details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: 60,
    });
    return new Promise((resolve, reject) => {
      const outgoing = request(details.endpoint, { method: details.method, headers: details.headers }, (answer) => {
        answer.resume();
        answer.on('end', () =>
          answer.statusCode === 201 ? resolve(answer.statusCode) : reject(new Error(`answered ${answer.statusCode}`)),
        );
      });
      outgoing.on('error', reject);
      outgoing.end(details.body);
    });
  };

  it('arrives encrypted for the device, signed with the VAPID key, and decrypts to the title, body and page', async () => {
    const customer = await k.customer();
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const authSecret = randomBytes(16);
    const { port } = server.address() as AddressInfo;
    const subscription = {
      endpoint: `http://127.0.0.1:${port}/push/${customer.id}`,
      expirationTime: null,
      keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    };
    await k.db.insert(pushTokens).values({ userId: customer.id, token: JSON.stringify(subscription) });
    await t().database.db.transaction((tx) =>
      notify(tx, {
        userId: customer.id,
        event: 'order.purchased',
        url: '/orderOrdering/7',
        values: { code: 'DH000123' },
        now: t().clock.now(),
      }),
    );

    const push = createPushService({ db: t().database.db, vapid: t().config.vapid, send: localSender });
    const delivery = createNotificationDelivery({ db: t().database.db, push, mailer: memoryMailer() });
    await delivery.runOnce();

    const mine = received.filter((message) => message.body.length > 0);
    expect(mine).toHaveLength(1);
    const [message] = mine;
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t().config.vapid.publicKey}$`));
    const decoded = JSON.parse(decryptPush(message!.body, { ua, authSecret })) as PushMessage;
    expect(decoded).toEqual({
      title: 'Đơn DH000123 đã mua hàng',
      body: 'Chúng tôi đã đặt mua xong hàng của bạn với người bán.',
      url: '/orderOrdering/7',
    });
    const [row] = await k.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(row).toMatchObject({ pushState: 'sent', pushAttempts: 1 });
  });
});
