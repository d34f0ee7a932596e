import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '../../contract/auth';
import type { CurrentUser } from '../../contract/user';
import { buildApp } from '../../server/app';
import { pushTokens, sessions } from '../../server/db/schema';
import { memoryMailer } from '../../server/mail/memoryMailer';
import { pruneSessions } from '../../server/modules/sessions/sessions.queries';
import { bearer, changePassword, useTestApp, databases, injectError, registerUser } from './helpers';

/**
 * Short tokens refreshed within an absolute session, and a recent password entry for
 * sensitive changes. The clock only moves forward here, and every test registers its own user.
 */
describe.each(databases())('sessions, refresh and recent login on $name', (kind) => {
  const t = useTestApp(kind);

  const claims = (token: string) => decodeJwt(token) as { exp: number; iat: number; sst: number; auth_time: number };
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
  const minutes = (n: number) => t.clock.advance(n * 60_000);

  it('defaults to a 1 h token inside a 30 d session, with sst and auth_time at login', async () => {
    expect(t.config.jwtTtlSeconds).toBe(3600);
    expect(t.config.sessionMaxAgeSeconds).toBe(30 * 86400);
    const { token } = await registerUser(t.app);
    const c = claims(token);
    expect(c.exp - c.iat).toBe(3600);
    expect(c.sst).toBe(c.iat);
    expect(c.auth_time).toBe(c.iat);
  });

  it('refreshes before expiry: a later exp, the same sst and auth_time', async () => {
    const { token } = await registerUser(t.app);
    minutes(50);
    const renewing = t.clock.now().getTime();
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const fresh = response.json<TokenResponse>().token;
    expect(claims(fresh).exp).toBeGreaterThan(claims(token).exp);
    expect(claims(fresh).sst).toBe(claims(token).sst);
    expect(claims(fresh).auth_time).toBe(claims(token).auth_time);
    // The session's idle time starts over from this renewal.
    const sessionId = decodeJwt(fresh)['sid'] as string;
    const [row] = await t.database.db.select({ renewedAt: sessions.renewedAt }).from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.renewedAt.getTime()).toBeGreaterThanOrEqual(renewing);
    expect(row!.renewedAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    minutes(20); // the old token is now past its exp, the new one is not
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await injectError(t.app, { method: 'GET', url: '/api/CurrentUser', headers: bearer(token) })).body.code).toBe(
      'user-token-expired',
    );
  });

  it('renews a token that expired while the device slept, within SESSION_IDLE_TIMEOUT', async () => {
    const { token } = await registerUser(t.app);
    minutes(8 * 60); // closed overnight: expired 7 hours ago
    expect((await injectError(t.app, { method: 'GET', url: '/api/CurrentUser', headers: bearer(token) })).body.code).toBe(
      'user-token-expired',
    );
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const fresh = response.json<TokenResponse>().token;
    expect(claims(fresh).sst).toBe(claims(token).sst);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('refuses to renew a token expired longer ago than SESSION_IDLE_TIMEOUT with 401 user-token-expired', async () => {
    const { token } = await registerUser(t.app);
    minutes(60 + 7 * 24 * 60 + 1);
    const { status, body } = await injectError(t.app, { method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
    expect(status).toBe(401);
    expect(body.code).toBe('user-token-expired');
  });

  it('accepts an expired token for the refresh only', async () => {
    const { token } = await registerUser(t.app);
    minutes(61);
    for (const url of ['/api/CurrentUser', '/api/auth/reauthenticate']) {
      const { status, body } = await injectError(t.app, {
        method: url.endsWith('CurrentUser') ? 'GET' : 'POST',
        url,
        headers: bearer(token),
        payload: url.endsWith('CurrentUser') ? undefined : { password: 'x' },
      });
      expect(status).toBe(401);
      expect(body.code).toBe('user-token-expired');
    }
  });

  it('refuses to refresh a revoked token (password changed elsewhere)', async () => {
    const { token, body } = await registerUser(t.app);
    const changed = await changePassword(t.app, token, body.password);
    expect(changed.statusCode).toBe(200);
    const { status, body: error } = await injectError(t.app, { method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
    expect(status).toBe(401);
    expect(error.code).toBe('user-token-expired');
  });

  it('cannot extend a session past SESSION_MAX_AGE', async () => {
    let { token } = await registerUser(t.app);
    const sessionEnd = claims(token).sst + t.config.sessionMaxAgeSeconds;
    // Refresh every 50 minutes for 30 days, as an app left open would.
    for (let elapsed = 0; elapsed + 50 * 60 < t.config.sessionMaxAgeSeconds; elapsed += 50 * 60) {
      minutes(50);
      const response = await refresh(token);
      expect(response.statusCode).toBe(200);
      token = response.json<TokenResponse>().token;
      expect(claims(token).exp).toBeLessThanOrEqual(sessionEnd);
    }
    expect(claims(token).exp).toBe(sessionEnd);
    minutes(60);
    const { status, body } = await injectError(t.app, { method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
    expect(status).toBe(401);
    expect(body.code).toBe('user-token-expired');
  }, 120_000);

  it('starts a new session at login', async () => {
    const { token, body } = await registerUser(t.app);
    minutes(10);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: body.userName, password: body.password },
    });
    const fresh = login.json<TokenResponse>().token;
    expect(claims(fresh).sst).toBeGreaterThan(claims(token).sst);
    expect(claims(fresh).auth_time).toBe(claims(fresh).sst);
  });

  describe('recent login', () => {
    const changeInformation = (token: string, user: CurrentUser, changes: Partial<CurrentUser>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/CurrentUser/ChangeInformation',
        headers: bearer(token),
        payload: { fullName: user.fullName, email: user.email, phone: user.phone, locale: user.locale, ...changes },
      });

    /** A user whose token was refreshed past RECENT_LOGIN_SECONDS: still signed in, but the password was typed long ago. */
    async function staleUser() {
      const registered = await registerUser(t.app);
      minutes(t.config.recentLoginSeconds / 60 + 1);
      const token = (await refresh(registered.token)).json<TokenResponse>().token;
      const user = (await me(token)).json<CurrentUser>();
      return { token, user, password: registered.body.password };
    }

    it('allows a name-only change with a stale auth_time', async () => {
      const { token, user } = await staleUser();
      const response = await changeInformation(token, user, { fullName: 'Lê Văn Cường' });
      expect(response.statusCode).toBe(200);
      expect(response.json<CurrentUser>().fullName).toBe('Lê Văn Cường');
    });

    it.each([
      ['email', { email: `moi.${Date.now().toString(36)}@example.com` }],
      ['phone', { phone: '0971234567' }],
    ])('answers 403 requires-recent-login for a %s change', async (_field, changes) => {
      const { token, user } = await staleUser();
      const response = await changeInformation(token, user, changes);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('requires-recent-login');
    });

    it('answers 403 requires-recent-login for ChangePassword', async () => {
      const { token, password } = await staleUser();
      const { status, body } = await injectError(t.app, {
        method: 'PUT',
        url: '/api/CurrentUser/ChangePassword',
        headers: bearer(token),
        payload: { currentPassword: password, newPassword: 'một mật khẩu mới cũng dài' },
      });
      expect(status).toBe(403);
      expect(body.code).toBe('requires-recent-login');
    });

    it('reauthenticate refuses a wrong password with 400 wrong-password', async () => {
      const { token } = await staleUser();
      const { status, body } = await injectError(t.app, {
        method: 'POST',
        url: '/api/auth/reauthenticate',
        headers: bearer(token),
        payload: { password: 'không phải mật khẩu' },
      });
      expect(status).toBe(400);
      expect(body.code).toBe('wrong-password');
    });

    it('after reauthenticate (same sst, fresh auth_time) email and password changes succeed', async () => {
      const { token, user, password } = await staleUser();
      const reauth = await t.app.inject({ method: 'POST', url: '/api/auth/reauthenticate', headers: bearer(token), payload: { password } });
      expect(reauth.statusCode).toBe(200);
      const fresh = reauth.json<TokenResponse>().token;
      expect(claims(fresh).sst).toBe(claims(token).sst);
      expect(claims(fresh).auth_time).toBeGreaterThan(claims(token).auth_time);

      const email = `doi.${Date.now().toString(36)}@example.com`;
      const changed = await changeInformation(fresh, user, { email, phone: '0961234567' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<CurrentUser>().email).toBe(email);

      const password2 = await changePassword(t.app, fresh, password);
      expect(password2.statusCode).toBe(200);
      const afterChange = password2.json<TokenResponse>().token;
      // ChangePassword keeps the session but counts as a fresh password entry.
      expect(claims(afterChange).sst).toBe(claims(token).sst);
      expect(claims(afterChange).auth_time).toBeGreaterThanOrEqual(claims(fresh).auth_time);
    });
  });
});

/**
 * Ended sessions are removed, in batches, at start and on a timer; a live session stays, and a
 * push subscription leaves with the session that registered it.
 */
describe.each(databases())('pruning ended sessions on $name', (kind) => {
  const t = useTestApp(kind);
  const day = 86_400_000;

  async function seed() {
    const { token } = await registerUser(t.app);
    const userId = Number(decodeJwt(token).sub);
    const db = t.database.db;
    const now = Date.now();
    const add = async (values: { createdAt?: Date; revokedAt?: Date; renewedAt?: Date }) => {
      const [row] = await db
        .insert(sessions)
        .values({ userId, ...values })
        .returning({ id: sessions.id });
      return row!.id;
    };
    const ids = {
      live: decodeJwt(token)['sid'] as string,
      startedLongAgo: await add({ createdAt: new Date(now - 31 * day) }),
      revokedLongAgo: await add({ createdAt: new Date(now - 10 * day), revokedAt: new Date(now - 9 * day) }),
      revokedRecently: await add({ revokedAt: new Date(now - 3_600_000) }),
      // Its last token expired long before the idle timeout ended: nothing can renew it any more.
      idleLongAgo: await add({ createdAt: new Date(now - 20 * day), renewedAt: new Date(now - 9 * day) }),
      renewedRecently: await add({ createdAt: new Date(now - 20 * day), renewedAt: new Date(now - day) }),
    };
    await db.insert(pushTokens).values([
      { userId, token: `old-${ids.startedLongAgo}`, sessionId: ids.startedLongAgo },
      { userId, token: `live-${ids.live}`, sessionId: ids.live },
    ]);
    const remaining = async () => {
      const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
      return new Set(rows.map((row) => row.id));
    };
    const pushes = async () =>
      (await db.select({ token: pushTokens.token }).from(pushTokens).where(eq(pushTokens.userId, userId))).map((r) => r.token);
    return { ids, remaining, pushes, token };
  }

  it('removes sessions past SESSION_MAX_AGE, revoked long ago or idle past renewal, keeps live, renewed and recently revoked ones', async () => {
    const { ids, remaining, pushes, token } = await seed();
    const removed = await pruneSessions(t.database.db, {
      now: new Date(),
      maxAgeSeconds: t.config.sessionMaxAgeSeconds,
      unusableAfterSeconds: t.config.jwtTtlSeconds + t.config.sessionIdleSeconds,
      batch: 1, // one row per transaction: the loop must go on until nothing is left
    });
    expect(removed).toBeGreaterThanOrEqual(3);
    const left = await remaining();
    expect(left.has(ids.live)).toBe(true);
    expect(left.has(ids.revokedRecently)).toBe(true);
    expect(left.has(ids.renewedRecently)).toBe(true);
    expect(left.has(ids.idleLongAgo)).toBe(false);
    expect(left.has(ids.startedLongAgo)).toBe(false);
    expect(left.has(ids.revokedLongAgo)).toBe(false);
    expect(await pushes()).toEqual([`live-${ids.live}`]);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('prunes when the app starts, and the timer does not outlive the app', async () => {
    const { ids, remaining } = await seed();
    const app = await buildApp({ db: t.database.db, sql: t.database.sql, config: t.config, mailer: memoryMailer(), logger: false });
    await app.ready();
    try {
      await vi.waitFor(async () => expect((await remaining()).has(ids.startedLongAgo)).toBe(false));
      expect((await remaining()).has(ids.live)).toBe(true);
    } finally {
      await app.close();
    }
  });

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
});
