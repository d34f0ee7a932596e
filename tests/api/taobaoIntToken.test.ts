import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import { MAX_TAOBAO_ACCOUNTS, type LinkTaobaoAccountRequest, type TaobaoAccount } from '../../contract/taobaoGlobal';
import { createDataCipher } from '../../server/crypto/dataCipher';
import { taobaoGlobalAccounts } from '../../server/db/schema';
import { openAccessToken, openRefreshToken } from '../../server/modules/taobaoGlobal/taobaoAccountTokens';
import { bearer, databases, registerUser, useTestApp } from './helpers';

/** A token as the platform issues them: long, URL-safe, unique per call. */
const newToken = () => `50000${randomBytes(24).toString('hex')}`;
const inHours = (now: Date, hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();

/** The app's /taobaoIntToken: linked Taobao Global accounts, whose tokens go in and never come out. */
describe.each(databases())('linked Taobao Global accounts on $name', (kind) => {
  const t = useTestApp(kind);
  /** Every token this file sends, and every answer body it receives. */
  const tokensSent: string[] = [];
  const bodies: string[] = [];

  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object, language = 'vi') {
    const response: LightMyRequestResponse = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), 'accept-language': language },
      ...(payload === undefined ? {} : { payload }),
    });
    bodies.push(response.body);
    return response;
  }

  function linkBody(overrides: Partial<LinkTaobaoAccountRequest> = {}): LinkTaobaoAccountRequest {
    const body = {
      accountName: 'muaho_agent',
      accessToken: newToken(),
      refreshToken: newToken(),
      expiresAt: inHours(t.clock.now(), 24 * 30),
      ...overrides,
    };
    tokensSent.push(body.accessToken, ...(body.refreshToken ? [body.refreshToken] : []));
    return body;
  }

  const link = async (token: string, overrides: Partial<LinkTaobaoAccountRequest> = {}, status = 201) => {
    const body = linkBody(overrides);
    const response = await call('POST', '/TaobaoIntToken', token, body);
    expect(response.statusCode, response.body).toBe(status);
    return { account: response.json<TaobaoAccount>(), body };
  };
  const list = async (token: string) => (await call('GET', '/TaobaoIntToken', token)).json<TaobaoAccount[]>();
  const person = async () => (await registerUser(t.app)).token;
  const userIdOf = async (token: string) => (await call('GET', '/CurrentUser', token)).json<{ id: number }>().id;

  it('links an account: the first one is the default, shown by name, hint and expiry only', async () => {
    const token = await person();
    const { account, body } = await link(token);
    expect(account).toEqual({
      id: expect.any(Number),
      accountName: 'muaho_agent',
      accessTokenHint: `••••${body.accessToken.slice(-4)}`,
      expiresAt: new Date(body.expiresAt).toISOString(),
      isDefault: true,
      expired: false,
      needsRelink: false,
      renewable: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await list(token)).toEqual([account]);
  });

  it('keeps the tokens encrypted in the database, readable only with the key, for that person', async () => {
    const token = await person();
    const { account, body } = await link(token);
    const [row] = await t.database.db.select().from(taobaoGlobalAccounts).where(eq(taobaoGlobalAccounts.id, account.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(body.accessToken);
    expect(stored).not.toContain(body.refreshToken);
    expect(stored).not.toContain(body.accessToken.slice(0, 20));
    expect(row!.accessTokenEncrypted).toMatch(/^v1\.[0-9a-f]{8}\./);

    const cipher = createDataCipher(t.config.dataKeys);
    const userId = await userIdOf(token);
    expect(openAccessToken(cipher, { userId, stored: row!.accessTokenEncrypted })).toBe(body.accessToken);
    expect(openRefreshToken(cipher, { userId, stored: row!.refreshTokenEncrypted! })).toBe(body.refreshToken);
    // Another person's row, another key, another column: none of them opens it.
    expect(() => openAccessToken(cipher, { userId: userId + 1, stored: row!.accessTokenEncrypted })).toThrow(/failed authentication/);
    const otherKey = createDataCipher({ current: randomBytes(32), previous: [] });
    expect(() => openAccessToken(otherKey, { userId, stored: row!.accessTokenEncrypted })).toThrow(/neither DATA_ENCRYPTION_KEY/);
    expect(() => openRefreshToken(cipher, { userId, stored: row!.accessTokenEncrypted })).toThrow(/failed authentication/);
  });

  it('renews the link of a name already linked, whatever its case, instead of adding another', async () => {
    const token = await person();
    const first = await link(token, { accountName: 'Shop_Hanoi' });
    const second = await link(token, { accountName: 'shop_hanoi', refreshToken: undefined }, 200);
    expect(second.account).toMatchObject({
      id: first.account.id,
      accountName: 'shop_hanoi',
      accessTokenHint: `••••${second.body.accessToken.slice(-4)}`,
      isDefault: true,
      renewable: false,
    });
    expect(await list(token)).toHaveLength(1);
  });

  it('lists the default first, moves the default, and makes another default when the default is unlinked', async () => {
    const token = await person();
    const a = (await link(token, { accountName: 'a' })).account;
    t.clock.advance(1000);
    const b = (await link(token, { accountName: 'b' })).account;
    t.clock.advance(1000);
    const c = (await link(token, { accountName: 'c' })).account;
    expect((await list(token)).map((account) => account.accountName)).toEqual(['a', 'c', 'b']);

    const moved = await call('POST', `/TaobaoIntToken/${b.id}/Default`, token);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<TaobaoAccount>()).toMatchObject({ id: b.id, isDefault: true });
    expect((await list(token)).filter((account) => account.isDefault).map((account) => account.id)).toEqual([b.id]);
    // Choosing the default again changes nothing.
    expect((await call('POST', `/TaobaoIntToken/${b.id}/Default`, token)).json<TaobaoAccount>().isDefault).toBe(true);

    expect((await call('DELETE', `/TaobaoIntToken/${b.id}`, token)).statusCode).toBe(204);
    // The newest of the others, next in the list, takes over.
    expect((await list(token)).map((account) => [account.id, account.isDefault])).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
    expect((await call('DELETE', `/TaobaoIntToken/${a.id}`, token)).statusCode).toBe(204);
    expect((await call('DELETE', `/TaobaoIntToken/${c.id}`, token)).statusCode).toBe(204);
    expect(await list(token)).toEqual([]);
  });

  it("answers another person's link as if it did not exist", async () => {
    const owner = await person();
    const { account } = await link(owner);
    const stranger = await person();
    expect(await list(stranger)).toEqual([]);
    for (const [method, url] of [
      ['POST', `/TaobaoIntToken/${account.id}/Default`],
      ['DELETE', `/TaobaoIntToken/${account.id}`],
      ['DELETE', '/TaobaoIntToken/999999999'],
    ] as const) {
      const response = await call(method, url, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().code).toBe('not-found');
    }
    expect(await list(owner)).toHaveLength(1);
  });

  it('refuses bad input with the reason under its field, in the caller’s language', async () => {
    const token = await person();
    const refusal = async (payload: object, language = 'vi') => {
      const response = await call('POST', '/TaobaoIntToken', token, payload, language);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe('validation-failed');
      return Object.fromEntries((body.details ?? []).map((detail) => [detail.path, detail.message]));
    };
    const good = linkBody();

    expect(await refusal({ ...good, accountName: '   ' })).toEqual({ accountName: 'Vui lòng điền thông tin này' });
    expect(await refusal({ ...good, accountName: 'x'.repeat(65) })).toEqual({ accountName: 'Nội dung quá dài' });
    expect(await refusal({ ...good, accessToken: 'has a space inside it' })).toEqual({
      accessToken: 'Mã token gồm 8–512 ký tự, không có khoảng trắng',
    });
    expect(await refusal({ ...good, refreshToken: 'short' })).toEqual({ refreshToken: 'Mã token gồm 8–512 ký tự, không có khoảng trắng' });
    expect(await refusal({ ...good, expiresAt: 'next week' })).toEqual({ expiresAt: 'Ngày không hợp lệ' });
    expect(await refusal({ ...good, expiresAt: inHours(t.clock.now(), -1), refreshToken: undefined })).toEqual({
      expiresAt: 'Mã token đã hết hạn; hãy lấy mã mới hoặc nhập kèm mã làm mới (refresh token)',
    });
    expect(await refusal({ ...good, accessToken: 'a b' }, 'en')).toEqual({ accessToken: 'A token is 8 to 512 characters without spaces' });
    expect(await refusal({ accountName: 'x' })).toMatchObject({ accessToken: expect.any(String), expiresAt: expect.any(String) });

    // An expired token with a refresh token can still be linked: the server renews it before use.
    const renewable = await link(token, { expiresAt: inHours(t.clock.now(), -1) });
    expect(renewable.account).toMatchObject({ expired: true, needsRelink: false, renewable: true });

    const badId = await call('DELETE', '/TaobaoIntToken/abc', token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json<ApiErrorBody>().code).toBe('validation-failed');
  });

  it(`links at most ${MAX_TAOBAO_ACCOUNTS} accounts, and says so in the caller's language`, async () => {
    const token = await person();
    for (let index = 0; index < MAX_TAOBAO_ACCOUNTS; index += 1) await link(token, { accountName: `acct${index}` });
    const refused = await call('POST', '/TaobaoIntToken', token, linkBody({ accountName: 'one more' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>()).toEqual({
      code: 'taobao-account-limit-reached',
      message: 'Bạn đã liên kết số tài khoản Taobao quốc tế tối đa, vui lòng gỡ bớt liên kết cũ',
    });
    // Renewing a name already linked is still allowed.
    await link(token, { accountName: 'ACCT3' }, 200);
  });

  it('needs a signed-in person', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/TaobaoIntToken' });
    expect(response.statusCode).toBe(401);
    bodies.push(response.body);
  });

  it('goes with the account when the person closes it', async () => {
    const registered = await registerUser(t.app);
    await link(registered.token);
    const userId = await userIdOf(registered.token);
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/CurrentUser',
      headers: bearer(registered.token),
      payload: { password: registered.body.password },
    });
    expect(closed.statusCode, closed.body).toBe(204);
    expect(await t.database.db.select().from(taobaoGlobalAccounts).where(eq(taobaoGlobalAccounts.userId, userId))).toEqual([]);
  });

  it('never sent a token back: no answer of this file holds one', () => {
    expect(tokensSent.length).toBeGreaterThan(20);
    expect(bodies.length).toBeGreaterThan(20);
    const leaks = bodies.flatMap((body) => tokensSent.filter((sent) => body.includes(sent) || body.includes(sent.slice(0, 24))));
    expect(leaks).toEqual([]);
  });
});
