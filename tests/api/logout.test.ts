import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../contract/auth';
import { bearer, databases, injectError, registerUser, useTestApp } from './helpers';

/** Logging out ends the session on the server: its tokens stop working, refresh included. */
describe.each(databases())('logout on $name', (kind) => {
  const t = useTestApp(kind);

  const me = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
    return { status: response.statusCode, body: response.json<{ code?: string }>() };
  };
  const refresh = (token: string) => injectError(t.app, { method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
  const post = (url: string, token: string) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token) });
  const login = async (userName: string, password: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });
    expect(response.statusCode).toBe(200);
    return response.json<TokenResponse>().token;
  };

  it('ends this session at once: the token and its refresh answer 401 user-token-expired', async () => {
    const { token } = await registerUser(t.app);
    const renewed = (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) })).json<TokenResponse>().token;
    expect((await post('/auth/logout', token)).statusCode).toBe(204);
    for (const revoked of [token, renewed]) {
      const { status, body } = await me(revoked);
      expect(status).toBe(401);
      expect(body.code).toBe('user-token-expired');
      expect((await refresh(revoked)).status).toBe(401);
    }
  });

  it("leaves the account's other sessions signed in", async () => {
    const { token: phone, body } = await registerUser(t.app);
    const laptop = await login(body.userName, body.password);
    expect((await post('/auth/logout', phone)).statusCode).toBe(204);
    expect((await me(laptop)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
  });

  it('still ends a session whose token expired while the device was offline', async () => {
    const { token } = await registerUser(t.app);
    t.clock.advance(t.config.jwtTtlSeconds * 1000 + 60_000);
    expect((await post('/auth/logout', token)).statusCode).toBe(204);
    expect((await refresh(token)).status).toBe(401);
  });

  it('ends every session of the account with logoutall, and no other account', async () => {
    const { token: phone, body } = await registerUser(t.app);
    const laptop = await login(body.userName, body.password);
    const { token: stranger } = await registerUser(t.app);
    expect((await post('/auth/logoutall', laptop)).statusCode).toBe(204);
    for (const revoked of [phone, laptop]) expect((await me(revoked)).body.code).toBe('user-token-expired');
    expect((await me(stranger)).status).toBe(200);
    // Signing in again starts a fresh session.
    expect((await me(await login(body.userName, body.password))).status).toBe(200);
  });

  it('answers 401 to a logout without a token', async () => {
    expect((await injectError(t.app, { method: 'POST', url: '/api/auth/logout' })).status).toBe(401);
  });

  it("refuses a validly signed token that names no session, or another account's session", async () => {
    const { token: mine } = await registerUser(t.app);
    const { token: theirs } = await registerUser(t.app);
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forge = (payload: Record<string, unknown>) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(t.config.jwtSecret));
    const own = claims(mine);
    const withoutSid = await forge({ ...own, sid: undefined });
    const borrowedSid = await forge({ ...own, sid: claims(theirs)['sid'] });
    expect((await me(withoutSid)).body.code).toBe('unauthorized');
    expect((await me(borrowedSid)).status).toBe(401);
  });
});
