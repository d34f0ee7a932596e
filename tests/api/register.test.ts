import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../contract/auth';
import type { CurrentUser } from '../../contract/user';
import { bearer, useTestApp, databases, injectError, newUserData, registerUser } from './helpers';

describe.each(databases())('registration on $name', (kind) => {
  const t = useTestApp(kind);

  const register = (payload: object) => injectError(t.app, { method: 'POST', url: '/api/auth/register', payload });

  it('registers, answers a token, and that token reads the profile with the phone stored as +84', async () => {
    const { token, body } = await registerUser(t.app, { phone: '0912 345 678', email: 'Mai.Tran@Example.com' });
    const response = await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const user = response.json<CurrentUser>();
    expect(user).toMatchObject({
      userName: body.userName,
      fullName: body.fullName,
      email: 'mai.tran@example.com',
      phone: '+84912345678',
      role: 'customer',
      locale: 'vi',
    });
    expect(user.customerCode).toMatch(/^MH[A-HJ-NP-Z2-9]{5}$/);
    expect(Date.parse(user.createdAt)).not.toBeNaN();
    expect(Object.keys(user)).not.toContain('passwordHash');
  });

  it('refuses a user name already taken, whatever its case, with 409 username-already-in-use', async () => {
    const { body } = await registerUser(t.app);
    const { status, body: error } = await register(newUserData({ userName: body.userName.toUpperCase() }));
    expect(status).toBe(409);
    expect(error).toEqual({ code: 'username-already-in-use', message: 'Tên đăng nhập đã được sử dụng' });
  });

  it('refuses an email already taken, whatever its case, with 409 email-already-in-use', async () => {
    const { body } = await registerUser(t.app);
    const { status, body: error } = await register(newUserData({ email: body.email.toUpperCase() }));
    expect(status).toBe(409);
    expect(error).toEqual({ code: 'email-already-in-use', message: 'Email đã được sử dụng' });
  });

  it('refuses the same phone written 09xx and +849xx with 409 phone-already-in-use', async () => {
    await registerUser(t.app, { phone: '0987 654 321' });
    const { status, body: error } = await register(newUserData({ phone: '+84987654321' }));
    expect(status).toBe(409);
    expect(error).toEqual({ code: 'phone-already-in-use', message: 'Số điện thoại đã được sử dụng' });
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { status, body } = await register(newUserData({ password: 'ab12cd3' }));
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
    expect(body.details).toContainEqual({
      path: 'password',
      code: 'password-too-short',
      message: 'Mật khẩu phải có ít nhất 8 ký tự',
    });
  });

  it('refuses a password of 129 characters', async () => {
    const { status, body } = await register(newUserData({ password: 'x'.repeat(129) }));
    expect(status).toBe(400);
    expect(body.details).toContainEqual(expect.objectContaining({ path: 'password', code: 'password-too-long' }));
  });

  it.each(['password', '12345678', 'iloveyou', 'Password1'])('refuses the common password %s', async (password) => {
    const { status, body } = await register(newUserData({ password }));
    expect(status).toBe(400);
    expect(body.code).toBe('password-does-not-meet-requirements');
    expect(body.message).toMatch(/Mật khẩu/);
  });

  it('refuses a password equal to the user name or the email', async () => {
    const data = newUserData();
    expect((await register({ ...data, password: data.userName })).body.code).toBe('password-does-not-meet-requirements');
    expect((await register({ ...data, password: data.email.toUpperCase() })).body.code).toBe('password-does-not-meet-requirements');
  });

  it('accepts a 64-character passphrase', async () => {
    const password = 'tôi đi chợ bến thành mua một cân xoài cát và hai bó rau muống nhé'.slice(0, 64);
    expect(password).toHaveLength(64);
    const { token } = await registerUser(t.app, { password });
    expect(token.split('.')).toHaveLength(3);
  });

  it('refuses a user name that is a phone number, so it cannot shadow that phone at login', async () => {
    const { status, body } = await register(newUserData({ userName: '0912345670' }));
    expect(status).toBe(400);
    expect(body.details).toContainEqual(expect.objectContaining({ path: 'userName', code: 'username-invalid' }));
  });

  it('ignores fields it does not know, such as a role, instead of failing', async () => {
    const payload = { ...newUserData(), role: 'admin', customerCode: 'MHADMIN' };
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<TokenResponse>();
    const user = (await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) })).json<CurrentUser>();
    expect(user.role).toBe('customer');
    expect(user.customerCode).not.toBe('MHADMIN');
  });
});
