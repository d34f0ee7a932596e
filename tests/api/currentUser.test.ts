import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../contract/auth';
import type { ChangeInformationRequest, CurrentUser } from '../../contract/user';
import { pushTokens } from '../../server/db/schema';
import { bearer, useTestApp, databases, injectError, registerUser } from './helpers';

describe.each(databases())('the current user on $name', (kind) => {
  const t = useTestApp(kind);

  const changeInformation = (token: string, payload: ChangeInformationRequest) =>
    t.app.inject({ method: 'PUT', url: '/api/CurrentUser/ChangeInformation', headers: bearer(token), payload });

  const changePassword = (token: string, payload: { currentPassword: string; newPassword: string }) =>
    t.app.inject({ method: 'PUT', url: '/api/CurrentUser/ChangePassword', headers: bearer(token), payload });

  const login = (userName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });

  it('changes full name, email, phone and language, and answers the updated user', async () => {
    const { token, body } = await registerUser(t.app);
    const response = await changeInformation(token, {
      fullName: '  Trần Thị Bích  ',
      email: 'Bich.Tran.New@Example.com',
      phone: '+84 77 123 4567',
      locale: 'zh',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<CurrentUser>();
    expect(updated).toMatchObject({
      userName: body.userName,
      fullName: 'Trần Thị Bích',
      email: 'bich.tran.new@example.com',
      phone: '+84771234567',
      locale: 'zh',
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
    expect(again.json<CurrentUser>()).toEqual(updated);
  });

  it('keeps the own email and phone without calling them taken', async () => {
    const { token, body } = await registerUser(t.app);
    const response = await changeInformation(token, { fullName: 'Tên Mới', email: body.email, phone: body.phone, locale: 'vi' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses another account’s email or phone with 409', async () => {
    const { body: other } = await registerUser(t.app);
    const { token } = await registerUser(t.app);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) })).json<CurrentUser>();

    const email = await injectError(t.app, {
      method: 'PUT',
      url: '/api/CurrentUser/ChangeInformation',
      headers: bearer(token),
      payload: { fullName: 'A', email: other.email.toUpperCase(), phone: mine.phone, locale: 'vi' },
    });
    expect(email.status).toBe(409);
    expect(email.body.code).toBe('email-already-in-use');

    const phone = await injectError(t.app, {
      method: 'PUT',
      url: '/api/CurrentUser/ChangeInformation',
      headers: bearer(token),
      payload: { fullName: 'A', email: mine.email, phone: `+84${other.phone.slice(1)}`, locale: 'vi' },
    });
    expect(phone.status).toBe(409);
    expect(phone.body).toEqual({ code: 'phone-already-in-use', message: 'Số điện thoại đã được sử dụng' });
  });

  it('refuses a language it does not know', async () => {
    const { token, body } = await registerUser(t.app);
    const { status, body: error } = await injectError(t.app, {
      method: 'PUT',
      url: '/api/CurrentUser/ChangeInformation',
      headers: bearer(token),
      payload: { fullName: 'A', email: body.email, phone: body.phone, locale: 'fr' },
    });
    expect(status).toBe(400);
    expect(error.details).toContainEqual(expect.objectContaining({ path: 'locale', code: 'locale-invalid' }));
  });

  it('refuses a password change with the wrong current password: 400 wrong-password', async () => {
    const { token } = await registerUser(t.app);
    const response = await changePassword(token, { currentPassword: 'not my password', newPassword: 'một mật khẩu mới dài' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'wrong-password', message: 'Mật khẩu hiện tại không đúng' });
  });

  it('refuses a common new password', async () => {
    const { token, body } = await registerUser(t.app);
    const response = await changePassword(token, { currentPassword: body.password, newPassword: 'password123' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('password-does-not-meet-requirements');
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const { token, body } = await registerUser(t.app);
    const newPassword = 'hôm nay trời đẹp quá đi thôi';
    const response = await changePassword(token, { currentPassword: body.password, newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json<TokenResponse>().token).toBeTruthy();
    expect((await login(body.userName, newPassword)).statusCode).toBe(200);
    expect((await login(body.userName, body.password)).statusCode).toBe(401);
  });

  it('stores a push token once per token, and moves it when another account sends it', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const token = `fcm-${first.body.userName}`;
    const send = (auth: string, value: string) =>
      t.app.inject({ method: 'POST', url: '/api/CurrentUser/UpdateFcmToken', headers: bearer(auth), payload: { token: value } });

    for (let i = 0; i < 3; i += 1) {
      const response = await send(first.token, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    const rows = () => t.database.db.select().from(pushTokens).where(eq(pushTokens.token, token));
    expect(await rows()).toHaveLength(1);

    await send(second.token, token);
    const [moved] = await rows();
    const me = (await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(second.token) })).json<CurrentUser>();
    expect(moved?.userId).toBe(me.id);

    await send(first.token, `${token}-tablet`);
    const ofFirst = await t.database.db
      .select()
      .from(pushTokens)
      .where(eq(pushTokens.token, `${token}-tablet`));
    expect(ofFirst).toHaveLength(1);
  });

  it('asks for a token on every /CurrentUser route, before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/CurrentUser'],
      ['PUT', '/api/CurrentUser/ChangeInformation'],
      ['PUT', '/api/CurrentUser/ChangePassword'],
      ['POST', '/api/CurrentUser/UpdateFcmToken'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : { bad: true } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
