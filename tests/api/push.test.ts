import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PushMessage, PushSubscriptionJson } from '../../contract/push';
import type { CurrentUser } from '../../contract/user';
import { ConfigError, loadConfig } from '../../server/config';
import { pushTokens } from '../../server/db/schema';
import { createPushService, type PushSender } from '../../server/modules/push/push.service';
import { bearer, useTempDirs, useTestApp, databases, registerUser, testEnv } from './helpers';

const subscription = (name: string): PushSubscriptionJson => ({
  endpoint: `https://push.example.net/send/${name}`,
  expirationTime: null,
  keys: { p256dh: `p256dh-${name}`, auth: `auth-${name}` },
});

const message: PushMessage = { title: 'Đơn hàng đã về kho', body: 'Đơn MH123 đã về kho Hà Nội.', url: '/orderOrdering/123' };

/** A push service in memory: answers by endpoint, records what was sent. */
function fakeSender(answers: Record<string, number>) {
  const delivered: Array<{ endpoint: string; payload: string }> = [];
  const send: PushSender = async (target, payload) => {
    const status = answers[target.endpoint] ?? 201;
    if (status >= 300) throw Object.assign(new Error(`push service answered ${status}`), { statusCode: status });
    delivered.push({ endpoint: target.endpoint, payload });
  };
  return { send, delivered };
}

describe.each(databases())('Web Push on $name', (kind) => {
  const t = useTestApp(kind);

  async function userWithTokens(tokens: string[]) {
    const { token } = await registerUser(t.app);
    for (const value of tokens) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/CurrentUser/UpdateFcmToken',
        headers: bearer(token),
        payload: { token: value },
      });
      expect(response.statusCode).toBe(200);
    }
    const me = (await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) })).json<CurrentUser>();
    return me.id;
  }

  const storedTokens = async (userId: number) =>
    (await t.database.db.select().from(pushTokens).where(eq(pushTokens.userId, userId))).map((row) => row.token).sort();

  it('gives anyone the VAPID public key, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Push/PublicKey' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: testEnv.VAPID_PUBLIC_KEY });
  });

  it('sends to every subscription of the user and forgets the ones that answer 404 or 410', async () => {
    const alive = JSON.stringify(subscription('phone'));
    const gone = JSON.stringify(subscription('old-laptop'));
    const expired = JSON.stringify(subscription('old-tablet'));
    const userId = await userWithTokens([alive, gone, expired]);
    const other = await userWithTokens([JSON.stringify(subscription('someone-else'))]);
    const fake = fakeSender({
      'https://push.example.net/send/old-laptop': 410,
      'https://push.example.net/send/old-tablet': 404,
    });
    const service = createPushService({ db: t.database.db, vapid: t.config.vapid, send: fake.send });

    expect(await service.sendToUser(userId, message)).toEqual({ sent: 1, removed: 2, failed: 0 });
    expect(fake.delivered).toEqual([{ endpoint: 'https://push.example.net/send/phone', payload: JSON.stringify(message) }]);
    expect(await storedTokens(userId)).toEqual([alive]);
    expect(await storedTokens(other)).toHaveLength(1);
  });

  it('keeps a subscription whose push service fails for another reason, and tokens that are not subscriptions', async () => {
    const busy = JSON.stringify(subscription('busy'));
    const fcmToken = 'fcm-registration-token-from-a-native-app';
    const userId = await userWithTokens([busy, fcmToken]);
    const errors: unknown[] = [];
    const fake = fakeSender({ 'https://push.example.net/send/busy': 503 });
    const service = createPushService({ db: t.database.db, vapid: t.config.vapid, send: fake.send, onSendError: (e) => errors.push(e) });

    expect(await service.sendToUser(userId, message)).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(errors).toHaveLength(1);
    expect(await storedTokens(userId)).toEqual([busy, fcmToken].sort());
  });

  it("drops the subscription of a device that logs out, keeps the other devices', and drops all at logout everywhere", async () => {
    const { token: phone, body } = await registerUser(t.app);
    const laptopLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: body.userName, password: body.password },
    });
    const laptop = laptopLogin.json<{ token: string }>().token;
    const subscribe = (token: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/CurrentUser/UpdateFcmToken',
        headers: bearer(token),
        payload: { token: JSON.stringify(subscription(name)) },
      });
    expect((await subscribe(phone, 'phone')).statusCode).toBe(200);
    expect((await subscribe(laptop, 'laptop')).statusCode).toBe(200);
    const me = (await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(phone) })).json<CurrentUser>();

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) })).statusCode).toBe(204);
    expect(await storedTokens(me.id)).toEqual([JSON.stringify(subscription('laptop'))]);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logoutall', headers: bearer(laptop) })).statusCode).toBe(204);
    expect(await storedTokens(me.id)).toEqual([]);
  });

  it('sends nothing to a user without subscriptions', async () => {
    const userId = await userWithTokens([]);
    const fake = fakeSender({});
    const service = createPushService({ db: t.database.db, vapid: t.config.vapid, send: fake.send });
    expect(await service.sendToUser(userId, message)).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(fake.delivered).toEqual([]);
  });
});

describe('VAPID keys from the environment', () => {
  const tempDir = useTempDirs('muaho-vapid-');

  it('generates a key pair once into DATA_DIR/vapid.json, readable by its owner only, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: testEnv.JWT_SECRET });
    const second = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: testEnv.JWT_SECRET });
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(second.vapid).toEqual(first.vapid);
    expect(JSON.parse(readFileSync(join(dataDir, 'vapid.json'), 'utf8'))).toEqual({
      publicKey: first.vapid.publicKey,
      privateKey: first.vapid.privateKey,
    });
    expect(statSync(join(dataDir, 'vapid.json')).mode & 0o077).toBe(0);
    expect(first.vapid.subject).toBe('mailto:no-reply@localhost');
  });

  it('takes the keys and subject from VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT', () => {
    const config = loadConfig({ ...testEnv, DATA_DIR: tempDir(), VAPID_SUBJECT: 'https://muaho.example.vn/lien-he' });
    expect(config.vapid).toEqual({
      publicKey: testEnv.VAPID_PUBLIC_KEY,
      privateKey: testEnv.VAPID_PRIVATE_KEY,
      subject: 'https://muaho.example.vn/lien-he',
    });
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: testEnv.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: '' }],
    [{ VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: testEnv.VAPID_PRIVATE_KEY }],
    [{ VAPID_SUBJECT: 'admin@example.vn' }],
  ])('refuses %o with a ConfigError', (env) => {
    expect(() => loadConfig({ ...testEnv, DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
  });
});
