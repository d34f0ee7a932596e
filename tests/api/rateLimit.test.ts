import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, databases, injectError, newUserData, type TestApp } from './helpers';

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
        RATE_LIMIT_LOGIN_FREE_PER_PAIR: '3',
        RATE_LIMIT_LOGIN_FREE_PER_ACCOUNT: '5',
        RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS: '900',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '20',
        RATE_LIMIT_FORGOT_PER_ACCOUNT: '2',
        RATE_LIMIT_FORGOT_PER_ADDRESS: '4',
        RATE_LIMIT_REGISTER_PER_ADDRESS: '3',
        RATE_LIMIT_WINDOW_SECONDS: '3600',
      },
    });
  });
  afterAll(() => t.close());

  const WRONG = 'sai mật khẩu rồi';
  const login = (userName: string, password: string, options: { remoteAddress?: string; cookie?: string } = {}) =>
    injectError(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName, password },
      remoteAddress: options.remoteAddress ?? address,
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
  const loginStatus = async (userName: string, password: string, options: { remoteAddress?: string; cookie?: string } = {}) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName, password },
        remoteAddress: options.remoteAddress ?? address,
        headers: options.cookie ? { cookie: options.cookie } : {},
      })
    ).statusCode;
  /** The device cookie a successful login sets, as the browser would send it back. */
  const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
    const header = String(response.headers['set-cookie'] ?? '');
    expect(header).toMatch(/^muaho_device=[^;]+; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    return header.split(';')[0]!;
  };
  /** A user who has signed in once from `address`, and the cookie that device now holds. */
  async function knownDevice() {
    const { body } = await newAccount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: body.userName, password: body.password },
      remoteAddress: address,
    });
    expect(response.statusCode).toBe(200);
    return { body, cookie: deviceCookieOf(response) };
  }
  const stranger = (n: number) => `198.51.100.${n}`;
  /** A new account, registered from an address of its own so set-up never spends the register limit. */
  let registrations = 0;
  async function newAccount() {
    const body = newUserData();
    registrations += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      remoteAddress: `192.0.${Math.floor(registrations / 250)}.${registrations % 250}`,
    });
    expect(response.statusCode).toBe(200);
    return { token: response.json<{ token: string }>().token, body };
  }

  it('lets the owner in from a device that signed in before, however many strangers guessed wrong', async () => {
    const { body, cookie } = await knownDevice();
    for (let i = 0; i < 40; i += 1) await loginStatus(body.userName, WRONG, { remoteAddress: stranger(i % 4) });
    expect(await loginStatus(body.userName, WRONG, { remoteAddress: stranger(1) })).toBe(429);
    // From its usual address, and from the strangers' own address too (a shared proxy).
    expect(await loginStatus(body.userName, body.password, { cookie })).toBe(200);
    expect(await loginStatus(body.userName, body.password, { cookie, remoteAddress: stranger(1) })).toBe(200);
  });

  it('slows guesses from one address with waits that double, never an hour', async () => {
    const { body } = await newAccount();
    for (let i = 0; i < 3; i += 1) expect(await loginStatus(body.userName, WRONG)).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const limited = await login(body.userName, WRONG);
      expect(limited.status).toBe(429);
      const wait = Number(limited.response.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect(await loginStatus(body.userName, WRONG)).toBe(401);
    }
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(900);
  });

  it("says the real wait in the person's language", async () => {
    const { body } = await newAccount();
    for (let failures = 0; failures < 13;) {
      const response = await login(body.userName, WRONG);
      if (response.status === 401) failures += 1;
      else t.clock.advance(Number(response.response.headers['retry-after']) * 1000);
    }
    // Thirteen failures: the next try waits 2^10 s, capped at 900 s = 15 minutes.
    t.clock.advance(60_000);
    const limited = await login(body.userName, body.password);
    expect(limited.status).toBe(429);
    expect(limited.response.headers['retry-after']).toBe('840');
    expect(limited.body).toEqual({ code: 'too-many-requests', message: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 14 phút.' });
    const english = await injectError(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: body.userName, password: body.password },
      remoteAddress: address,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.message).toBe('Too many attempts. Please try again in 14 minutes.');
  });

  it('lets the right password in once the wait is over', async () => {
    const { body } = await newAccount();
    for (let i = 0; i < 3; i += 1) await loginStatus(body.userName, WRONG);
    expect(await loginStatus(body.userName, body.password)).toBe(429);
    t.clock.advance(1000);
    expect(await loginStatus(body.userName, body.password)).toBe(200);
  });

  it('counts the account once whether it is named by user name, email or phone', async () => {
    const { body } = await newAccount();
    await loginStatus(body.userName, WRONG);
    await loginStatus(body.email, WRONG);
    await loginStatus(body.phone, WRONG);
    expect(await loginStatus(body.userName, body.password)).toBe(429);
  });

  it('limits an unknown account the same way', async () => {
    for (let i = 0; i < 3; i += 1) expect(await loginStatus('chua_dang_ky', WRONG)).toBe(401);
    const limited = await login('chua_dang_ky', WRONG);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too-many-requests');
  });

  it('slows a new device of the owner only as long as the stated wait when guesses came from many addresses', async () => {
    const { body } = await newAccount();
    for (let i = 0; i < 5; i += 1) expect(await loginStatus(body.userName, WRONG, { remoteAddress: stranger(20 + i) })).toBe(401);
    const limited = await login(body.userName, body.password);
    expect(limited.status).toBe(429);
    const wait = Number(limited.response.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(900);
    t.clock.advance(wait * 1000);
    expect(await loginStatus(body.userName, body.password)).toBe(200);
  });

  it('stops guessing across accounts from one address, but not a device that signed in before', async () => {
    const { body, cookie } = await knownDevice();
    for (let i = 0; i < 20; i += 1) expect(await loginStatus(`khong_co_${i}`, WRONG)).toBe(401);
    expect(await loginStatus('khong_co_21', WRONG)).toBe(429);
    expect(await loginStatus(body.userName, body.password, { cookie })).toBe(200);
    expect(await loginStatus(body.userName, body.password, { remoteAddress: stranger(99) })).toBe(200);
  });

  it('does not take a device cookie made for another account, or one not signed by the server', async () => {
    const mine = await knownDevice();
    const { body } = await newAccount();
    for (let i = 0; i < 3; i += 1) await loginStatus(body.userName, WRONG);
    expect(await loginStatus(body.userName, body.password, { cookie: mine.cookie })).toBe(429);
    const [, value] = mine.cookie.split('=');
    const [, device, mac] = value!.split('.');
    const forged = `muaho_device=999999.${device}.${mac}`;
    expect(await loginStatus(body.userName, body.password, { cookie: forged })).toBe(429);
  });

  it('does not count successful logins', async () => {
    const { body } = await newAccount();
    for (let i = 0; i < 6; i += 1) expect(await loginStatus(body.userName, body.password)).toBe(200);
  });

  it('counts wrong current passwords of a password change like failed logins', async () => {
    const { token, body } = await newAccount();
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/CurrentUser/ChangePassword',
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'một mật khẩu mới khá dài' },
        remoteAddress: address,
      });
    for (let i = 0; i < 3; i += 1) expect((await change(WRONG)).statusCode).toBe(400);
    const limited = await change(body.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('too-many-requests');
    // The same count as login: the account's next login from here waits too.
    expect(await loginStatus(body.userName, body.password)).toBe(429);
  });

  it('counts wrong passwords typed again for a sensitive change like failed logins', async () => {
    const { token, body } = await newAccount();
    const reauthenticate = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reauthenticate',
        headers: bearer(token),
        payload: { password },
        remoteAddress: address,
      });
    for (let i = 0; i < 3; i += 1) expect((await reauthenticate(WRONG)).statusCode).toBe(400);
    expect((await reauthenticate(body.password)).statusCode).toBe(429);
  });

  it('limits new accounts per address', async () => {
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newUserData({ userName: `dia_chi_${n}_${Date.now() % 100000}` }),
        remoteAddress: address,
      });
    for (let i = 0; i < 3; i += 1) expect((await register(i)).statusCode).toBe(200);
    const limited = await register(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('too-many-requests');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUserData(), remoteAddress: stranger(77) })).statusCode,
    ).toBe(200);
  });

  it('limits password reset requests per account, with the same answer for an unknown one', async () => {
    const { body } = await newAccount();
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
