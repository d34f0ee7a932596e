import { describe, expect, it } from 'vitest';
import type { ForgotPasswordResponse, TokenResponse } from '../../contract/auth';
import { bearer, useTestApp, databases, injectError, registerUser } from './helpers';

describe.each(databases())('forgotten passwords on $name', (kind) => {
  const t = useTestApp(kind, { env: { RATE_LIMIT_FORGOT_PER_ACCOUNT: '50' } });

  const forgot = (userName: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgotpassword', payload: { userName } });

  const reset = (payload: { userName: string; code: string; newPassword: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/resetpassword', payload });

  const login = (userName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });

  /** The code of the newest mail to `email`. */
  function lastCode(email: string): string {
    const mail = t.mailer.sent.filter((message) => message.to === email).at(-1);
    if (!mail?.code) throw new Error(`no code mailed to ${email}`);
    expect(mail.text).toContain(mail.code);
    return mail.code;
  }

  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers the same body for an existing and an unknown account, and mails only the existing one', async () => {
    const { body } = await registerUser(t.app);
    const before = t.mailer.sent.length;
    const known = await forgot(body.email);
    const afterKnown = t.mailer.sent.length;
    const unknown = await forgot('khong_ton_tai@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json<ForgotPasswordResponse>().message).toMatch(/mã xác nhận/);
    expect(afterKnown).toBe(before + 1);
    expect(t.mailer.sent.length).toBe(afterKnown);
  });

  it('mails a 6-digit code to the account’s email, in Vietnamese', async () => {
    const { body } = await registerUser(t.app);
    await forgot(body.userName);
    const mail = t.mailer.sent.at(-1);
    expect(mail?.to).toBe(body.email.toLowerCase());
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toMatch(/Mã xác nhận/);
    expect(mail?.text).toMatch(/10 phút/);
  });

  it('resets with the mailed code once; the code then fails, and the new password logs in', async () => {
    const { body } = await registerUser(t.app);
    await forgot(body.phone);
    const code = lastCode(body.email);
    const newPassword = 'mật khẩu mới sau khi quên';

    const first = await reset({ userName: body.userName, code, newPassword });
    expect(first.statusCode).toBe(200);
    expect(first.json<TokenResponse>().token).toBeTruthy();

    const again = await injectError(t.app, {
      method: 'POST',
      url: '/api/auth/resetpassword',
      payload: { userName: body.userName, code, newPassword: 'lại một mật khẩu khác nữa' },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid-action-code');

    expect((await login(body.userName, newPassword)).statusCode).toBe(200);
    expect((await login(body.userName, body.password)).statusCode).toBe(401);
  });

  it('refuses a wrong code with invalid-action-code', async () => {
    const { body } = await registerUser(t.app);
    await forgot(body.userName);
    const response = await reset({ userName: body.userName, code: otherCode(lastCode(body.email)), newPassword: 'một mật khẩu mới dài' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid-action-code', message: 'Mã xác nhận không đúng' });
  });

  it('spends the code after 5 wrong guesses: even the right one then fails', async () => {
    const { body } = await registerUser(t.app);
    await forgot(body.userName);
    const code = lastCode(body.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await reset({ userName: body.userName, code: otherCode(code), newPassword: 'một mật khẩu mới dài' })).statusCode).toBe(400);
    }
    const right = await reset({ userName: body.userName, code, newPassword: 'một mật khẩu mới dài' });
    expect(right.json<{ code: string }>().code).toBe('invalid-action-code');
  });

  it('refuses a code older than 10 minutes with expired-action-code', async () => {
    const { body } = await registerUser(t.app);
    await forgot(body.userName);
    const code = lastCode(body.email);
    t.clock.advance(10 * 60_000 + 1000);
    const response = await reset({ userName: body.userName, code, newPassword: 'một mật khẩu mới dài' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('expired-action-code');
  });

  it('replaces an older unused code with a new request', async () => {
    const { body } = await registerUser(t.app);
    await forgot(body.userName);
    const older = lastCode(body.email);
    await forgot(body.userName);
    const newer = lastCode(body.email);
    if (older !== newer) {
      const stale = await reset({ userName: body.userName, code: older, newPassword: 'một mật khẩu mới dài' });
      expect(stale.json<{ code: string }>().code).toBe('invalid-action-code');
    }
    expect((await reset({ userName: body.userName, code: newer, newPassword: 'một mật khẩu mới dài' })).statusCode).toBe(200);
  });

  it('keeps the code when the new password is refused, so it can be tried again', async () => {
    const { body } = await registerUser(t.app);
    await forgot(body.userName);
    const code = lastCode(body.email);
    const weak = await reset({ userName: body.userName, code, newPassword: 'password' });
    expect(weak.json<{ code: string }>().code).toBe('password-does-not-meet-requirements');
    expect((await reset({ userName: body.userName, code, newPassword: 'một mật khẩu mới dài' })).statusCode).toBe(200);
  });

  it('revokes the tokens issued before the reset', async () => {
    const { body, token } = await registerUser(t.app);
    await forgot(body.email);
    await reset({ userName: body.email, code: lastCode(body.email), newPassword: 'một mật khẩu mới dài' });
    const me = await injectError(t.app, { method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('user-token-expired');
  });

  it('answers invalid-action-code for an unknown account', async () => {
    const response = await reset({ userName: 'khong_co_ai', code: '123456', newPassword: 'một mật khẩu mới dài' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('invalid-action-code');
  });
});
