import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, databases, injectError, registerUser, type TestApp } from './helpers';

describe.each(databases())('rate limits on $name', (kind) => {
  let t: TestApp;
  // One app for the file; each test comes from its own address and uses its own accounts.
  let address = '';
  let nextHost = 1;
  beforeEach(() => {
    address = `203.0.113.${nextHost}`;
    nextHost += 1;
  });
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      env: {
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '5',
        RATE_LIMIT_FORGOT_PER_ACCOUNT: '2',
        RATE_LIMIT_FORGOT_PER_ADDRESS: '4',
        RATE_LIMIT_WINDOW_SECONDS: '3600',
      },
    });
  });
  afterAll(() => t.close());

  const login = (userName: string, password: string) =>
    injectError(t.app, { method: 'POST', url: '/api/auth/login', payload: { userName, password }, remoteAddress: address });
  const loginStatus = async (userName: string, password: string, remoteAddress = address) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password }, remoteAddress })).statusCode;

  it('answers 429 to an account after 3 failed logins, even with the right password', async () => {
    const { body } = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) expect(await loginStatus(body.userName, 'sai mật khẩu rồi')).toBe(401);
    const limited = await login(body.userName, body.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'too-many-requests', message: 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau' });
    expect(Number(limited.response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts the account once whether it is named by user name, email or phone', async () => {
    const { body } = await registerUser(t.app);
    await loginStatus(body.userName, 'sai mật khẩu rồi');
    await loginStatus(body.email, 'sai mật khẩu rồi');
    await loginStatus(body.phone, 'sai mật khẩu rồi');
    expect(await loginStatus(body.userName, body.password)).toBe(429);
  });

  it('limits an unknown account the same way', async () => {
    for (let i = 0; i < 3; i += 1) expect(await loginStatus('chua_dang_ky', 'sai mật khẩu rồi')).toBe(401);
    const limited = await login('chua_dang_ky', 'sai mật khẩu rồi');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too-many-requests');
  });

  it('limits an address after 5 failures across accounts, while other addresses still log in', async () => {
    const { body } = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1) expect(await loginStatus(`khong_co_${i}`, 'sai mật khẩu rồi')).toBe(401);
    expect(await loginStatus(body.userName, body.password)).toBe(429);
    expect(await loginStatus(body.userName, body.password, '198.51.100.7')).toBe(200);
  });

  it('lets the account try again once the window has passed', async () => {
    const { body } = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) await loginStatus(body.userName, 'sai mật khẩu rồi');
    expect(await loginStatus(body.userName, body.password)).toBe(429);
    t.clock.advance(3600 * 1000 + 1000);
    expect(await loginStatus(body.userName, body.password)).toBe(200);
  });

  it('does not count successful logins', async () => {
    const { body } = await registerUser(t.app);
    for (let i = 0; i < 6; i += 1) expect(await loginStatus(body.userName, body.password)).toBe(200);
  });

  it('limits password reset requests per account, with the same answer for an unknown one', async () => {
    const { body } = await registerUser(t.app);
    const forgot = (userName: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgotpassword', payload: { userName }, remoteAddress: address });
    expect((await forgot(body.userName)).statusCode).toBe(200);
    expect((await forgot(body.userName)).statusCode).toBe(200);
    const limited = await forgot(body.userName);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('too-many-requests');
    expect(t.mailer.sent.filter((mail) => mail.to === body.email.toLowerCase())).toHaveLength(2);

    // A refused request is not counted: the address has made 2 requests so far, and may make 4.
    expect((await forgot('nobody_1')).statusCode).toBe(200);
    expect((await forgot('nobody_2')).statusCode).toBe(200);
    const byAddress = await forgot('nobody_3');
    expect(byAddress.statusCode).toBe(429);
    expect(byAddress.body).toBe(limited.body);
  });
});
