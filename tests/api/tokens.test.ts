import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../contract/auth';
import { users } from '../../server/db/schema';
import { bearer, changePassword, buildTestApp, databases, injectError, registerUser, type TestApp } from './helpers';

describe.each(databases())('bearer tokens on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string> = {}) => injectError(t.app, { method: 'GET', url: '/api/CurrentUser', headers });

  async function signed(alg: 'HS256' | 'HS512', secret: string, claims: { sub: string; ver: number }) {
    const iat = Math.floor(Date.now() / 1000);
    return new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg })
      .setSubject(claims.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(new TextEncoder().encode(secret));
  }

  it('answers 401 unauthorized without a token', async () => {
    const { status, body } = await me();
    expect(status).toBe(401);
    expect(body).toEqual({ code: 'unauthorized', message: 'Vui lòng đăng nhập' });
  });

  it.each([
    ['a garbage token', 'Bearer not.a.jwt'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 unauthorized for %s', async (_name, authorization) => {
    const { status, body } = await me({ authorization });
    expect(status).toBe(401);
    expect(body.code).toBe('unauthorized');
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signed('HS256', 'some-other-secret-that-is-long-enough-000000', { sub: '1', ver: 0 });
    expect((await me(bearer(token))).body.code).toBe('unauthorized');
  });

  it('refuses an algorithm outside the allow-list, even with the right secret', async () => {
    const token = await signed('HS512', t.config.jwtSecret, { sub: '1', ver: 0 });
    expect((await me(bearer(token))).status).toBe(401);
  });

  it('refuses an unsigned (alg none) token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: '1', ver: 0, exp, iat: exp - 60 })}.`;
    expect((await me(bearer(token))).status).toBe(401);
  });

  it('answers 401 user-token-expired once the token outlives JWT_TTL', async () => {
    const { token } = await registerUser(t.app);
    t.clock.advance(t.config.jwtTtlSeconds * 1000 + 1000);
    try {
      const { status, body } = await me(bearer(token));
      expect(status).toBe(401);
      expect(body.code).toBe('user-token-expired');
    } finally {
      t.clock.advance(-(t.config.jwtTtlSeconds * 1000 + 1000));
    }
  });

  it('refuses the token of a deleted account', async () => {
    const { token, body } = await registerUser(t.app);
    await t.database.db.delete(users).where(sql`${users.userName} = ${body.userName}`);
    expect((await me(bearer(token))).body.code).toBe('unauthorized');
  });

  it('stops accepting a token issued before a password change, and accepts the new one', async () => {
    const { token: oldToken, body } = await registerUser(t.app);
    const changed = await changePassword(t.app, oldToken, body.password);
    expect(changed.statusCode).toBe(200);
    const { token: newToken } = changed.json<TokenResponse>();

    const old = await me(bearer(oldToken));
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('user-token-expired');
    const fresh = await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(newToken) });
    expect(fresh.statusCode).toBe(200);
  });
});
