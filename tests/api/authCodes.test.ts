import { describe, expect, it } from 'vitest';
import { bearer, useTestApp, databases, injectError, registerUser, signInAdmin } from './helpers';

/** Every auth error code, at the place it is produced, with its Vietnamese message. */
describe.each(databases())('auth error codes on $name', (kind) => {
  const t = useTestApp(kind);

  const vietnamese = /[ạảãàáâậầấẩẫăắằặẳẵđêềếểễệôồốổỗộơớờởỡợưứừửữựỳỵỷỹýíìỉĩịóòỏõọúùủũụéèẻẽẹ]/i;
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    injectError(t.app, { method: 'POST', url, payload, headers });

  async function adminToken(): Promise<{ token: string; id: number }> {
    const userName = `qt_${Math.random().toString(36).slice(2, 8)}`;
    return signInAdmin(t, { userName, password: 'mật khẩu quản trị rất dài', email: `${userName}@admin.invalid` });
  }

  it('email-already-in-use on register', async () => {
    const { body } = await registerUser(t.app);
    const { status, body: error } = await post('/api/auth/register', { ...body, userName: `${body.userName}x`, phone: '0987654321' });
    expect(status).toBe(409);
    expect(error.code).toBe('email-already-in-use');
    expect(error.message).toMatch(vietnamese);
  });

  it('invalid-credential on login, for a wrong password and an unknown account alike', async () => {
    const { body } = await registerUser(t.app);
    const wrong = await post('/api/auth/login', { userName: body.userName, password: 'không phải mật khẩu' });
    const unknown = await post('/api/auth/login', { userName: 'khong_ton_tai', password: 'không phải mật khẩu' });
    for (const { status, body: error } of [wrong, unknown]) {
      expect(status).toBe(401);
      expect(error.code).toBe('invalid-credential');
      expect(error.message).toMatch(vietnamese);
    }
  });

  it('wrong-password on ChangePassword', async () => {
    const { token } = await registerUser(t.app);
    const { status, body } = await injectError(t.app, {
      method: 'PUT',
      url: '/api/CurrentUser/ChangePassword',
      headers: bearer(token),
      payload: { currentPassword: 'không phải mật khẩu', newPassword: 'một mật khẩu mới cũng dài' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('wrong-password');
  });

  it('too-many-requests once the free wrong passwords are spent', async () => {
    const { body } = await registerUser(t.app);
    for (let i = 0; i < t.config.rateLimit.loginFreePerPair; i += 1) {
      expect((await post('/api/auth/login', { userName: body.userName, password: 'sai mật khẩu rồi' })).status).toBe(401);
    }
    const { status, body: error, response } = await post('/api/auth/login', { userName: body.userName, password: body.password });
    expect(status).toBe(429);
    expect(error.code).toBe('too-many-requests');
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('invalid-action-code and expired-action-code on resetpassword', async () => {
    const { body } = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgotpassword', payload: { userName: body.userName } });
    const code = t.mailer.sent.filter((message) => message.to === body.email).at(-1)?.code ?? '';
    const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const invalid = await post('/api/auth/resetpassword', {
      userName: body.userName,
      code: other,
      newPassword: 'một mật khẩu mới cũng dài',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('invalid-action-code');

    t.clock.advance(11 * 60_000);
    try {
      const expired = await post('/api/auth/resetpassword', { userName: body.userName, code, newPassword: 'một mật khẩu mới cũng dài' });
      expect(expired.status).toBe(400);
      expect(expired.body.code).toBe('expired-action-code');
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it('user-token-expired for a token past JWT_TTL', async () => {
    const { token } = await registerUser(t.app);
    t.clock.advance(t.config.jwtTtlSeconds * 1000 + 1000);
    try {
      const { status, body } = await injectError(t.app, { method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
      expect(status).toBe(401);
      expect(body.code).toBe('user-token-expired');
    } finally {
      t.clock.advance(-(t.config.jwtTtlSeconds * 1000 + 1000));
    }
  });

  it('password-does-not-meet-requirements for a password made of the email', async () => {
    const data = { userName: `weak_${Date.now().toString(36)}`, email: `weak.${Date.now().toString(36)}@example.com` };
    const { status, body } = await post('/api/auth/register', {
      ...data,
      fullName: 'Trần Thị Bình',
      phone: '0912345670',
      password: data.email,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('password-does-not-meet-requirements');
  });

  it.each([
    ['login', '/api/auth/login', { userName: 'ai_do' }, 'password'],
    ['login (empty)', '/api/auth/login', { userName: 'ai_do', password: '' }, 'password'],
    ['register', '/api/auth/register', { userName: 'ai_do', fullName: 'An', email: 'a@example.com', phone: '0912345678' }, 'password'],
    ['resetpassword', '/api/auth/resetpassword', { userName: 'ai_do', code: '123456', newPassword: '' }, 'newPassword'],
  ])('missing-password on %s, with the field in details', async (_name, url, payload, field) => {
    const { status, body } = await post(url, payload);
    expect(status).toBe(400);
    expect(body.code).toBe('missing-password');
    expect(body.message).toMatch(vietnamese);
    expect(body.details?.map((detail) => detail.path)).toContain(field);
  });

  it('missing-password on ChangePassword and reauthenticate', async () => {
    const { token } = await registerUser(t.app);
    const change = await injectError(t.app, {
      method: 'PUT',
      url: '/api/CurrentUser/ChangePassword',
      headers: bearer(token),
      payload: { currentPassword: '', newPassword: 'một mật khẩu mới cũng dài' },
    });
    expect(change.status).toBe(400);
    expect(change.body.code).toBe('missing-password');
    const reauth = await post('/api/auth/reauthenticate', {}, bearer(token));
    expect(reauth.status).toBe(400);
    expect(reauth.body.code).toBe('missing-password');
  });

  it('keeps validation-failed for other invalid fields', async () => {
    const { status, body } = await post('/api/auth/login', { userName: '', password: 'có mật khẩu' });
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
  });

  it('admin-restricted-operation for a customer, user-not-found for an unknown id', async () => {
    const { token } = await registerUser(t.app);
    const customer = await post('/api/Admin/Users/1/Disable', {}, bearer(token));
    expect(customer.status).toBe(403);
    expect(customer.body.code).toBe('admin-restricted-operation');
    expect(customer.body.message).toMatch(vietnamese);

    const admin = await adminToken();
    for (const action of ['Disable', 'Enable']) {
      const unknown = await post(`/api/Admin/Users/999999999/${action}`, {}, bearer(admin.token));
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('user-not-found');
    }
  });
});
