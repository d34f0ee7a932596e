import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings, type Settings, type SettingsVersion } from '../../contract/settings';
import { type PublicSettings } from '../../contract/publicSettings';
import { users } from '../../server/db/schema';
import { bearer, buildTestApp, databases, injectError, registerUser, signInAdmin, type TestApp } from './helpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** A deep copy of the defaults with one change, so each case starts from valid settings. */
function settingsWith(change: (settings: Settings) => void): Settings {
  const settings = structuredClone(defaultSettings);
  change(settings);
  return settings;
}

describe.each(databases())('settings on $name', (kind) => {
  let t: TestApp;
  const admins: { userName: string; token: string }[] = [];
  let customer: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    for (const userName of ['quantri', 'quantri2']) {
      const { token } = await signInAdmin(t, { userName, password: 'mật khẩu quản trị rất dài', email: `${userName}@admin.invalid` });
      admins.push({ userName, token });
    }
    customer = (await registerUser(t.app)).token;
  });
  afterAll(() => t.close());

  const admin = () => admins[0]!;
  const getCurrent = async (token = admin().token) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Admin/Settings', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<SettingsVersion>();
  };
  const save = (payload: unknown, token = admin().token) =>
    t.app.inject({ method: 'PUT', url: '/api/Admin/Settings', headers: bearer(token), payload: payload as object });
  const history = (query = '', token = admin().token) =>
    t.app.inject({ method: 'GET', url: `/api/Admin/Settings/History${query}`, headers: bearer(token) });

  it('starts with the defaults as version 1, written by nobody', async () => {
    const current = await getCurrent();
    expect(current).toMatchObject({ version: 1, createdBy: null, note: null });
    expect(current.settings).toEqual(defaultSettings);
    expect(new Date(current.createdAt).toISOString()).toBe(current.createdAt);
  });

  it('saves a change as the next version, with its author, time and note, and keeps the old one unchanged', async () => {
    const before = await getCurrent();
    t.clock.advance(60_000);
    const savedFrom = t.clock.now().getTime();
    const settings = settingsWith((s) => {
      s.rates.orderRateVndPerCny = 3_700;
      s.fees.purchaseFeeTiers = [{ fromVnd: 0, bps: 250 }];
    });
    const response = await save({ settings, baseVersion: before.version, note: '  Tỷ giá tăng  ' });
    expect(response.statusCode).toBe(200);
    const saved = response.json<SettingsVersion>();
    expect(saved).toMatchObject({ version: before.version + 1, createdBy: admin().userName, note: 'Tỷ giá tăng', settings });
    expect(new Date(saved.createdAt).getTime()).toBeGreaterThanOrEqual(savedFrom);
    expect(await getCurrent()).toEqual(saved);

    const page = (await history()).json<Page<SettingsVersion>>();
    expect(page.items.map((item) => item.version)).toEqual([saved.version, before.version]);
    expect(page.items[0]).toEqual(saved);
    expect(page.items[1]).toEqual(before);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
  });

  it('refuses a save based on a version that is no longer current, and writes nothing', async () => {
    const current = await getCurrent();
    for (const baseVersion of [current.version - 1, current.version + 1, 0]) {
      const { status, body } = await injectError(t.app, {
        method: 'PUT',
        url: '/api/Admin/Settings',
        headers: bearer(admin().token),
        payload: { settings: settingsWith((s) => (s.rates.pobRateVndPerCny = 1)), baseVersion },
      });
      expect(status).toBe(409);
      expect(body.code).toBe('settings-version-conflict');
    }
    expect(await getCurrent()).toEqual(current);
  });

  it('lets exactly one of several admins saving from the same version at once win', async () => {
    const base = await getCurrent();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(
          { settings: settingsWith((s) => (s.rates.orderRateVndPerCny = 4_000 + i)), baseVersion: base.version, note: `lần ${i}` },
          admins[i % 2]!.token,
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const loser of responses.filter((r) => r.statusCode === 409)) {
      expect(loser.json<{ code: string }>().code).toBe('settings-version-conflict');
    }
    const winner = responses.find((r) => r.statusCode === 200)!.json<SettingsVersion>();
    expect(winner.version).toBe(base.version + 1);
    expect(await getCurrent()).toEqual(winner);
    expect((await history()).json<Page<SettingsVersion>>().total).toBe(base.version + 1);
  });

  it('pages the history newest first', async () => {
    const current = await getCurrent();
    const first = (await history('?page=1&pageSize=1')).json<Page<SettingsVersion>>();
    expect(first).toMatchObject({ page: 1, pageSize: 1, total: current.version });
    expect(first.items.map((item) => item.version)).toEqual([current.version]);
    const last = (await history(`?page=${current.version}&pageSize=1`)).json<Page<SettingsVersion>>();
    expect(last.items).toEqual([expect.objectContaining({ version: 1, createdBy: null, settings: defaultSettings })]);
    const beyond = (await history(`?page=${current.version + 1}&pageSize=1`)).json<Page<SettingsVersion>>();
    expect(beyond.items).toEqual([]);
    for (const query of ['?page=0', '?pageSize=101', '?page=abc']) {
      const { status, body } = await injectError(t.app, {
        method: 'GET',
        url: `/api/Admin/Settings/History${query}`,
        headers: bearer(admin().token),
      });
      expect(status).toBe(400);
      expect(body.code).toBe('validation-failed');
    }
  });

  it('shows any signed-in user the rates, fees, limits, order, delivery, pay-on-behalf, Taobao Global and complaint rules and the China warehouse in force, without the bank accounts', async () => {
    const current = await getCurrent();
    const response = await t.app.inject({ method: 'GET', url: '/api/Settings/Public', headers: bearer(customer) });
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicSettings & { bankAccounts?: unknown }>();
    expect(body).toEqual({
      version: current.version,
      rates: current.settings.rates,
      fees: current.settings.fees,
      limits: current.settings.limits,
      orders: current.settings.orders,
      chinaWarehouse: current.settings.chinaWarehouse,
      delivery: current.settings.delivery,
      pob: current.settings.pob,
      taobaoGlobal: current.settings.taobaoGlobal,
      complaints: current.settings.complaints,
    });
    expect(body.taobaoGlobal.refundWindowDays).toBe(7);
    expect(body.complaints.windowDays).toBe(7);
    expect(body).not.toHaveProperty('bankAccounts');
    expect(response.body).not.toContain(defaultSettings.bankAccounts[0]!.accountNumber);
  });

  const badInputs: { name: string; payload: (base: number) => unknown; path: string; code?: string }[] = [
    {
      name: 'a negative exchange rate',
      payload: (baseVersion) => ({ settings: settingsWith((s) => (s.rates.orderRateVndPerCny = -3_650)), baseVersion }),
      path: 'settings.rates.orderRateVndPerCny',
    },
    {
      name: 'a recharge minimum above the maximum',
      payload: (baseVersion) => ({ settings: settingsWith((s) => (s.limits.rechargeMinVnd = s.limits.rechargeMaxVnd + 1)), baseVersion }),
      path: 'settings.limits',
      code: 'limits-inverted',
    },
    {
      name: 'a withdrawal minimum above the maximum',
      payload: (baseVersion) => ({ settings: settingsWith((s) => (s.limits.withdrawMaxVnd = s.limits.withdrawMinVnd - 1)), baseVersion }),
      path: 'settings.limits',
      code: 'limits-inverted',
    },
    {
      name: 'a bank account at an unknown BIN',
      payload: (baseVersion) => ({ settings: settingsWith((s) => (s.bankAccounts[0]!.bankBin = '999999' as never)), baseVersion }),
      path: 'settings.bankAccounts.0.bankBin',
    },
    {
      name: 'no purchase-fee tiers',
      payload: (baseVersion) => ({ settings: settingsWith((s) => (s.fees.purchaseFeeTiers = [])), baseVersion }),
      path: 'settings.fees.purchaseFeeTiers',
    },
    {
      name: 'purchase-fee tiers that leave small orders unpriced (none starts at 0)',
      payload: (baseVersion) => ({
        settings: settingsWith((s) => (s.fees.purchaseFeeTiers = [{ fromVnd: 1_000, bps: 300 }])),
        baseVersion,
      }),
      path: 'settings.fees.purchaseFeeTiers',
      code: 'tiers-incomplete',
    },
    {
      name: 'two counting tiers starting at the same count',
      payload: (baseVersion) => ({
        settings: settingsWith((s) => s.fees.countingTiers.push({ fromItems: 1, perItemVnd: 1_000 })),
        baseVersion,
      }),
      path: 'settings.fees.countingTiers',
      code: 'tiers-incomplete',
    },
    {
      name: 'two price lists for one warehouse and line',
      payload: (baseVersion) => ({
        settings: settingsWith((s) => s.fees.shippingPrices.push({ ...s.fees.shippingPrices[0]! })),
        baseVersion,
      }),
      path: 'settings.fees.shippingPrices',
      code: 'shipping-route-duplicate',
    },
    {
      name: 'a fee above 100 %',
      payload: (baseVersion) => ({ settings: settingsWith((s) => (s.fees.depositBps = 10_001)), baseVersion }),
      path: 'settings.fees.depositBps',
    },
    {
      name: 'a fractional amount',
      payload: (baseVersion) => ({ settings: settingsWith((s) => (s.fees.purchaseFeeMinVnd = 10_000.5)), baseVersion }),
      path: 'settings.fees.purchaseFeeMinVnd',
    },
    {
      name: 'a missing section',
      payload: (baseVersion) => ({ settings: { ...defaultSettings, limits: undefined }, baseVersion }),
      path: 'settings.limits',
    },
    { name: 'no base version', payload: () => ({ settings: defaultSettings }), path: 'baseVersion' },
    {
      name: 'a base version given as text',
      payload: (baseVersion) => ({ settings: defaultSettings, baseVersion: String(baseVersion) }),
      path: 'baseVersion',
    },
    {
      name: 'a note longer than 500 characters',
      payload: (baseVersion) => ({ settings: defaultSettings, baseVersion, note: 'x'.repeat(501) }),
      path: 'note',
    },
  ];

  it.each(badInputs)('answers 400 with details to $name, and writes nothing', async ({ payload, path, code }) => {
    const current = await getCurrent();
    const { status, body } = await injectError(t.app, {
      method: 'PUT',
      url: '/api/Admin/Settings',
      headers: bearer(admin().token),
      payload: payload(current.version) as object,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('validation-failed');
    expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, ...(code ? { code } : {}) })]));
    expect(await getCurrent()).toEqual(current);
  });

  it('answers 403 admin-restricted-operation to customers and staff on every admin route, and changes nothing', async () => {
    const { token: staff, body } = await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ role: 'staff' })
      .where(sql`${users.userName} = ${body.userName}`);
    const current = await getCurrent();
    for (const token of [customer, staff]) {
      for (const request of [
        { method: 'GET', url: '/api/Admin/Settings' },
        { method: 'PUT', url: '/api/Admin/Settings', payload: { settings: defaultSettings, baseVersion: current.version } },
        { method: 'GET', url: '/api/Admin/Settings/History' },
      ] as const) {
        const { status, body: error } = await injectError(t.app, { ...request, headers: bearer(token) });
        expect(status).toBe(403);
        expect(error.code).toBe('admin-restricted-operation');
      }
    }
    expect(await getCurrent()).toEqual(current);
    expect((await t.app.inject({ method: 'GET', url: '/api/Settings/Public', headers: bearer(staff) })).statusCode).toBe(200);
  });

  it('answers 401 without a token, before looking at the body', async () => {
    for (const request of [
      { method: 'GET', url: '/api/Admin/Settings' },
      { method: 'PUT', url: '/api/Admin/Settings', payload: { nonsense: true } },
      { method: 'GET', url: '/api/Admin/Settings/History' },
      { method: 'GET', url: '/api/Settings/Public' },
    ] as const) {
      const { status, body } = await injectError(t.app, request);
      expect(status).toBe(401);
      expect(body.code).toBe('unauthorized');
    }
  });
});
