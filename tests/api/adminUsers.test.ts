import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../contract/auth';
import type { CurrentUser } from '../../contract/user';
import { bearer, databases, injectError, registerUser, useAdminApp } from './helpers';

/** Admins disable and re-enable accounts. */
describe.each(databases())('disabling accounts on $name', (kind) => {
  const { t, admin } = useAdminApp(kind);

  const login = (userName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
  const act = (action: 'Disable' | 'Enable', id: number | string, token = admin.token) =>
    t.app.inject({ method: 'POST', url: `/api/Admin/Users/${id}/${action}`, headers: bearer(token) });

  async function customer() {
    const { token, body } = await registerUser(t.app);
    return { token, body, id: (await me(token)).json<CurrentUser>().id };
  }

  it('disables an account: its token answers 401 user-disabled at once, login 403 user-disabled', async () => {
    const user = await customer();
    const disabled = await act('Disable', user.id);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual({ ok: true });

    const next = await injectError(t.app, { method: 'GET', url: '/api/CurrentUser', headers: bearer(user.token) });
    expect(next.status).toBe(401);
    expect(next.body.code).toBe('user-disabled');
    const refreshed = await injectError(t.app, { method: 'POST', url: '/api/auth/refresh', headers: bearer(user.token) });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body.code).toBe('user-disabled');

    const denied = await injectError(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: user.body.userName, password: user.body.password },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('user-disabled');
  });

  it('enables it again: login works, but tokens from before the disable stay revoked', async () => {
    const user = await customer();
    expect((await act('Disable', user.id)).statusCode).toBe(200);
    expect((await act('Disable', user.id)).statusCode).toBe(200); // idempotent
    expect((await act('Enable', user.id)).statusCode).toBe(200);

    const response = await login(user.body.userName, user.body.password);
    expect(response.statusCode).toBe(200);
    expect((await me(response.json<TokenResponse>().token)).statusCode).toBe(200);
    const old = await injectError(t.app, { method: 'GET', url: '/api/CurrentUser', headers: bearer(user.token) });
    expect(old.body.code).toBe('user-token-expired');
  });

  it('answers 403 admin-restricted-operation to a non-admin, and changes nothing', async () => {
    const victim = await customer();
    const attacker = await customer();
    for (const action of ['Disable', 'Enable'] as const) {
      const response = await act(action, victim.id, attacker.token);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('admin-restricted-operation');
    }
    expect((await me(victim.token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/Admin/Users/1/Disable' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 user-not-found for an unknown id, 400 for a malformed one', async () => {
    const unknown = await act('Disable', 987654321);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('user-not-found');
    expect((await act('Disable', 'abc')).statusCode).toBe(400);
    expect((await act('Enable', '99999999999999999999')).statusCode).toBe(400);
  });

  it('refuses to let an admin disable themselves, with a clear message', async () => {
    const { status, body } = await injectError(t.app, {
      method: 'POST',
      url: `/api/Admin/Users/${admin.id}/Disable`,
      headers: bearer(admin.token),
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'cannot-disable-self', message: 'Bạn không thể tự khoá tài khoản của chính mình' });
    expect((await me(admin.token)).statusCode).toBe(200);
  });
});
