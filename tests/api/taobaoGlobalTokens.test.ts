import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LinkTaobaoAccountRequest, TaobaoAccount } from '../../contract/taobaoGlobal';
import { createDataCipher } from '../../server/crypto/dataCipher';
import { dataKeyId } from '../../server/crypto/dataKeys';
import { taobaoGlobalAccounts } from '../../server/db/schema';
import { messagesFor } from '../../server/i18n';
import { TaobaoGlobalError, type IssuedTokens, type TaobaoGlobalClient } from '../../server/modules/taobaoGlobal/client/taobaoGlobalClient';
import { openAccessToken } from '../../server/modules/taobaoGlobal/taobaoAccountTokens';
import { createTokenKeeper, RENEW_MARGIN_MS } from '../../server/modules/taobaoGlobal/usableToken';
import { answered, apiCaller, databases, registerUser, useTestApp } from './helpers';

const newToken = () => `50000${randomBytes(24).toString('hex')}`;
const MINUTE = 60_000;

/**
 * A platform whose refresh answers as a test sets it: new tokens (after a pause, so two requests
 * can overlap), a refusal, or silence. Every other operation is out of scope here.
 */
function stubPlatform(now: () => Date) {
  const state = {
    refreshes: [] as string[],
    answer: 'issue' as 'issue' | 'refuse' | 'unavailable',
    pauseMs: 0,
    rotate: true,
    issued: [] as IssuedTokens[],
  };
  const unused = async (): Promise<never> => {
    throw new Error('not used by these tests');
  };
  const client: TaobaoGlobalClient = {
    renderOrder: unused,
    createOrder: unused,
    payOrders: unused,
    cancelOrder: unused,
    requestReturn: unused,
    queryOrders: unused,
    logisticsDetail: unused,
    queryRefund: unused,
    createToken: unused,
    refreshToken: async (refreshToken) => {
      state.refreshes.push(refreshToken);
      if (state.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, state.pauseMs));
      if (state.answer === 'refuse') throw new TaobaoGlobalError('invalid-token', 'IllegalRefreshToken', 'refused');
      if (state.answer === 'unavailable') throw new TaobaoGlobalError('unavailable', null, 'no answer');
      const issued = {
        accessToken: newToken(),
        refreshToken: state.rotate ? newToken() : null,
        expiresAt: new Date(now().getTime() + 7 * 24 * 3600_000),
        refreshExpiresAt: null,
        account: null,
      };
      state.issued.push(issued);
      return issued;
    },
  };
  return { client, state };
}

describe.each(databases())('usable Taobao Global tokens on $name', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(() => t.app);
  let platform: ReturnType<typeof stubPlatform>;
  let keeper: ReturnType<typeof createTokenKeeper>;

  beforeAll(() => {
    platform = stubPlatform(() => t.clock.now());
    keeper = createTokenKeeper({ client: platform.client, cipher: createDataCipher(t.config.dataKeys), now: () => t.clock.now() });
  });

  /** A person with one link expiring `minutes` from now; its tokens and ids. */
  async function linked(minutes: number, { refresh = true, name = 'agent' } = {}) {
    const { token } = await registerUser(t.app);
    const body: LinkTaobaoAccountRequest = {
      accountName: name,
      accessToken: newToken(),
      ...(refresh ? { refreshToken: newToken() } : {}),
      expiresAt: new Date(t.clock.now().getTime() + minutes * MINUTE).toISOString(),
    };
    const account = await answered<TaobaoAccount>(call('POST', '/TaobaoIntToken', token, body), 201);
    const userId = (await call('GET', '/CurrentUser', token)).json<{ id: number }>().id;
    platform.state.refreshes.length = 0;
    platform.state.answer = 'issue';
    platform.state.pauseMs = 0;
    return { token, body, account, userId };
  }
  const shown = async (token: string) => (await call('GET', '/TaobaoIntToken', token)).json<TaobaoAccount[]>()[0]!;
  const db = () => t.database.db;

  it('answers a token far from its expiry as it is, without calling the platform', async () => {
    const { body, account, userId } = await linked(60);
    expect(await keeper.usableToken(db(), { userId })).toEqual({
      accountId: account.id,
      accountName: 'agent',
      accessToken: body.accessToken,
    });
    expect(await keeper.usableToken(db(), { userId, accountId: account.id })).toMatchObject({ accessToken: body.accessToken });
    expect(platform.state.refreshes).toEqual([]);
  });

  it(`renews a token expiring within ${RENEW_MARGIN_MS / MINUTE} minutes with its refresh token, and stores the new one encrypted`, async () => {
    const { token, body, account, userId } = await linked(9);
    const usable = await keeper.usableToken(db(), { userId });
    expect(platform.state.refreshes).toEqual([body.refreshToken]);
    const issued = platform.state.issued.at(-1)!;
    expect(usable).toEqual({ accountId: account.id, accountName: 'agent', accessToken: issued.accessToken });

    const [row] = await db().select().from(taobaoGlobalAccounts).where(eq(taobaoGlobalAccounts.id, account.id));
    expect(JSON.stringify(row)).not.toContain(issued.accessToken);
    expect(JSON.stringify(row)).not.toContain(issued.refreshToken!);
    expect(openAccessToken(createDataCipher(t.config.dataKeys), { userId, stored: row!.accessTokenEncrypted })).toBe(issued.accessToken);
    expect(row!.renewedAt).not.toBeNull();
    expect(await shown(token)).toMatchObject({
      accessTokenHint: `••••${issued.accessToken.slice(-4)}`,
      expiresAt: issued.expiresAt.toISOString(),
    });

    // The next renewal spends the refresh token the platform gave last time.
    t.clock.advance(7 * 24 * 3600_000 - 5 * MINUTE);
    await keeper.usableToken(db(), { userId });
    expect(platform.state.refreshes).toEqual([body.refreshToken, issued.refreshToken]);
  });

  it('keeps the refresh token it has when the platform renews without a new one', async () => {
    const { body, userId } = await linked(5);
    platform.state.rotate = false;
    try {
      await keeper.usableToken(db(), { userId });
      t.clock.advance(7 * 24 * 3600_000);
      await keeper.usableToken(db(), { userId });
    } finally {
      platform.state.rotate = true;
    }
    expect(platform.state.refreshes).toEqual([body.refreshToken, body.refreshToken]);
  });

  it('renews once when two requests need the token at the same moment: the second uses the first one’s renewal', async () => {
    const { body, userId } = await linked(2);
    platform.state.pauseMs = 150;
    const [first, second] = await Promise.all([keeper.usableToken(db(), { userId }), keeper.usableToken(db(), { userId })]);
    expect(platform.state.refreshes).toEqual([body.refreshToken]);
    expect(first.accessToken).toBe(platform.state.issued.at(-1)!.accessToken);
    expect(second.accessToken).toBe(first.accessToken);
  });

  it('uses a token without refresh while it lasts, then asks for the account to be linked again', async () => {
    const { token, body, userId } = await linked(5, { refresh: false });
    expect((await keeper.usableToken(db(), { userId })).accessToken).toBe(body.accessToken);
    t.clock.advance(6 * MINUTE);
    await expect(keeper.usableToken(db(), { userId })).rejects.toMatchObject({ status: 409, code: 'taobao-global-relink-required' });
    expect(platform.state.refreshes).toEqual([]);
    expect(await shown(token)).toMatchObject({ expired: true, needsRelink: true, renewable: false });
  });

  it('marks the link for relinking when the platform refuses the refresh, and stops asking it', async () => {
    const { token, userId } = await linked(3);
    platform.state.answer = 'refuse';
    await expect(keeper.usableToken(db(), { userId })).rejects.toMatchObject({ code: 'taobao-global-relink-required' });
    expect(await shown(token)).toMatchObject({ needsRelink: true, renewable: false, expired: false });
    await expect(keeper.usableToken(db(), { userId })).rejects.toMatchObject({ code: 'taobao-global-relink-required' });
    expect(platform.state.refreshes).toHaveLength(1);

    // Linking the account again clears the mark.
    await answered(
      call('POST', '/TaobaoIntToken', token, {
        accountName: 'AGENT',
        accessToken: newToken(),
        expiresAt: new Date(t.clock.now().getTime() + 3600_000).toISOString(),
      }),
      200,
    );
    expect(await shown(token)).toMatchObject({ needsRelink: false });
  });

  it('uses a token still valid when the platform cannot be reached to renew it, and reports it unavailable once expired', async () => {
    const { token, body, userId } = await linked(4);
    platform.state.answer = 'unavailable';
    expect((await keeper.usableToken(db(), { userId })).accessToken).toBe(body.accessToken);
    t.clock.advance(5 * MINUTE);
    await expect(keeper.usableToken(db(), { userId })).rejects.toMatchObject({ status: 503, code: 'taobao-global-unavailable' });
    // A platform that is down says nothing about the link: it is not marked.
    expect(await shown(token)).toMatchObject({ needsRelink: false, renewable: true });
  });

  it('says when nothing is linked, and finds no link of another person', async () => {
    const { token } = await registerUser(t.app);
    const userId = (await call('GET', '/CurrentUser', token)).json<{ id: number }>().id;
    await expect(keeper.usableToken(db(), { userId })).rejects.toMatchObject({ status: 409, code: 'taobao-global-not-linked' });
    const other = await linked(60);
    await expect(keeper.usableToken(db(), { userId, accountId: other.account.id })).rejects.toMatchObject({ status: 404 });
  });

  it('renews and retries once when the platform refuses a token it had not yet expired, then asks for relinking', async () => {
    const { token, body, userId } = await linked(60);
    const seen: string[] = [];
    const result = await keeper.withToken(db(), { userId }, async ({ accessToken }) => {
      seen.push(accessToken);
      if (seen.length === 1) throw new TaobaoGlobalError('invalid-token', 'IllegalAccessToken', 'revoked');
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual([body.accessToken, platform.state.issued.at(-1)!.accessToken]);

    await expect(
      keeper.withToken(db(), { userId }, async () => {
        throw new TaobaoGlobalError('invalid-token', 'IllegalAccessToken', 'revoked');
      }),
    ).rejects.toMatchObject({ code: 'taobao-global-relink-required' });
    expect(await shown(token)).toMatchObject({ needsRelink: true });
    // Other failures pass through untouched.
    const relinked = await linked(60, { name: 'second' });
    await expect(
      keeper.withToken(db(), { userId: relinked.userId }, async () => {
        throw new TaobaoGlobalError('refused', 'ITEM_NOT_FOUND', 'gone');
      }),
    ).rejects.toMatchObject({ kind: 'refused' });
  });

  it('writes a renewed token under the current key after a key rotation', async () => {
    const { account, userId } = await linked(2);
    const newKey = randomBytes(32);
    const rotated = createTokenKeeper({
      client: platform.client,
      cipher: createDataCipher({ current: newKey, previous: [t.config.dataKeys.current] }),
      now: () => t.clock.now(),
    });
    const usable = await rotated.usableToken(db(), { userId });
    const [row] = await db().select().from(taobaoGlobalAccounts).where(eq(taobaoGlobalAccounts.id, account.id));
    expect(row!.accessTokenEncrypted.split('.')[1]).toBe(dataKeyId(newKey));
    expect(row!.refreshTokenEncrypted!.split('.')[1]).toBe(dataKeyId(newKey));
    expect(usable.accessToken).toBe(platform.state.issued.at(-1)!.accessToken);
  });

  it('tells the person in their language that the link must be renewed', () => {
    expect(messagesFor('vi').errors['taobao-global-relink-required']).toBe('Liên kết Taobao quốc tế đã hết hạn, vui lòng liên kết lại');
    expect(messagesFor('en').errors['taobao-global-relink-required']).toMatch(/link the account again/);
  });
});
