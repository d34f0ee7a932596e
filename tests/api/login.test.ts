import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../contract/auth';
import type { CurrentUser } from '../../contract/user';
import { users } from '../../server/db/schema';
import { bearer, useTestApp, databases, injectError, registerUser } from './helpers';

describe.each(databases())('login on $name', (kind) => {
  const t = useTestApp(kind);

  const login = (userName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });

  async function loggedInUserName(userName: string, password: string): Promise<string> {
    const response = await login(userName, password);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<TokenResponse>();
    const me = await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
    return me.json<CurrentUser>().userName;
  }

  it('logs in by user name, whatever its case', async () => {
    const { body } = await registerUser(t.app);
    expect(await loggedInUserName(body.userName.toUpperCase(), body.password)).toBe(body.userName);
  });

  it('logs in by email, whatever its case', async () => {
    const { body } = await registerUser(t.app);
    expect(await loggedInUserName(` ${body.email.toUpperCase()} `, body.password)).toBe(body.userName);
  });

  /** Ways people write the same mobile number; `n` is its nine national digits. */
  const phoneWritings: Array<[string, (n: string) => string]> = [
    ['0912 345 678', (n) => `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`],
    ['0912345678', (n) => `0${n}`],
    ['+84912345678', (n) => `+84${n}`],
    ['84912345678', (n) => `84${n}`],
    ['0912.345.678', (n) => `0${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`],
  ];

  it.each(phoneWritings)('logs in by phone written like %s', async (_example, write) => {
    const { body } = await registerUser(t.app);
    expect(await loggedInUserName(write(body.phone.slice(1)), body.password)).toBe(body.userName);
  });

  it('answers a wrong password and an unknown account with the same 401 body', async () => {
    const { body } = await registerUser(t.app);
    const wrong = await injectError(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: body.userName, password: 'not the password at all' },
    });
    const unknown = await injectError(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: 'nobody_here_at_all', password: 'not the password at all' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'invalid-credential', message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    expect(unknown.response.body).toBe(wrong.response.body);
  });

  it('refuses a disabled account with 403 user-disabled, and its old token with 401', async () => {
    const { body, token } = await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(sql`${users.userName} = ${body.userName}`);
    const { status, body: error } = await injectError(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: body.userName, password: body.password },
    });
    expect(status).toBe(403);
    expect(error.code).toBe('user-disabled');
    const me = await injectError(t.app, { method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('user-disabled');
  });

  it('tells a disabled account apart only after the right password', async () => {
    const { body } = await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(sql`${users.userName} = ${body.userName}`);
    const response = await login(body.userName, 'a wrong password here');
    expect(response.statusCode).toBe(401);
    expect(response.json<{ code: string }>().code).toBe('invalid-credential');
  });
});
