import { duties, type Duty } from '../../contract/roles';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';
import { defaultSettings, type Settings } from '../../contract/settings';
import type { CurrentUser } from '../../contract/user';
import type { Recharge } from '../../contract/wallet';
import type { Wallet } from '../../contract/walletBalance';
import type { Env } from '../../server/config';
import { ledgerEntries, settingsVersions, users, wallets, withdrawRequests } from '../../server/db/schema';
import { answered, bearer, buildTestApp, registerUser, type DatabaseUnderTest, type TestApp, type TestTaobaoGlobalClient } from './helpers';

export type Actor = { token: string; id: number; customerCode: string };

/**
 * Money-test helpers bound to one app: people, settings, requests and the books' invariants. The
 * app is looked up on each call, so a kit made while describing works once beforeAll has built it.
 */
export function walletKit(app: () => TestApp) {
  const db = () => app().database.db;

  async function customer(): Promise<Actor> {
    const { token } = await registerUser(app().app);
    const me = (await app().app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) })).json<CurrentUser>();
    return { token, id: me.id, customerCode: me.customerCode };
  }

  /**
   * A registered user promoted in the database (the auth plugin reads role and duties on every
   * request): staff with every duty unless `only` names some.
   */
  async function staff(role: 'staff' | 'admin' = 'staff', only: readonly Duty[] = duties): Promise<Actor> {
    const person = await customer();
    await db()
      .update(users)
      .set({ role, duties: role === 'staff' ? [...only] : [] })
      .where(eq(users.id, person.id));
    return person;
  }

  /** A new settings version on top of the one in force (as an admin's save would write). */
  async function setSettings(change: (settings: Settings) => void): Promise<void> {
    const [latest] = await db()
      .select({ version: sql<number>`max(${settingsVersions.version})` })
      .from(settingsVersions);
    const settings = structuredClone(defaultSettings);
    change(settings);
    await db()
      .insert(settingsVersions)
      .values({ version: (latest?.version ?? 0) + 1, data: settings, note: 'test' });
  }

  /** A request with a Bearer token and, when given, an Idempotency-Key. */
  function call(method: 'GET' | 'POST', url: string, token: string, payload?: object, key?: string): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = bearer(token);
    if (key !== undefined) headers[IDEMPOTENCY_HEADER] = key;
    const request: InjectOptions = { method, url: `/api${url}`, headers };
    if (payload !== undefined) request.payload = payload;
    return app().app.inject(request);
  }

  const get = (url: string, token: string) => call('GET', url, token);
  const post = (url: string, token: string, payload?: object, key?: string) => call('POST', url, token, payload, key);

  async function wallet(token: string): Promise<Wallet> {
    const response = await get('/Wallet', token);
    expect(response.statusCode).toBe(200);
    return response.json<Wallet>();
  }

  /** Puts money in through a staff adjustment (the quickest credited, ledgered movement). */
  async function fund(staffToken: string, userId: number, amountVnd: number): Promise<void> {
    const response = await post(`/Staff/Wallet/${userId}/Adjust`, staffToken, { amountVnd, reason: 'nạp thử' }, randomUUID());
    expect(response.statusCode, response.body).toBe(201);
  }

  async function recharge(token: string, amountVnd: number): Promise<Recharge> {
    return answered<Recharge>(post('/Wallet/Recharge', token, { amountVnd }), 201);
  }

  /** A statement line as staff type it; a fresh bank reference unless one is given. */
  const bankLine = (staffToken: string, line: { amountVnd: number; memo: string; bankReference?: string }, key?: string) =>
    post('/Staff/BankTransfer', staffToken, { bankReference: randomUUID(), ...line }, key);

  /**
   * The books' invariants for one customer: balance = Σ entries, balance ≥ held ≥ 0, held = Σ
   * pending withdrawals, and each entry's balance_after is the running sum in id order.
   */
  async function expectBooksBalanced(userId: number): Promise<void> {
    const [row] = await db().select().from(wallets).where(eq(wallets.userId, userId));
    const balance = row?.balanceVnd ?? 0;
    const held = row?.heldVnd ?? 0;
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(ledgerEntries.id);
    let running = 0;
    for (const entry of entries) {
      running += entry.amountVnd;
      expect(entry.balanceAfterVnd).toBe(running);
    }
    expect(balance).toBe(running);
    expect(held).toBeGreaterThanOrEqual(0);
    expect(balance).toBeGreaterThanOrEqual(held);
    const [pending] = await db()
      .select({ total: sql<string | null>`sum(${withdrawRequests.amountVnd})` })
      .from(withdrawRequests)
      .where(sql`${withdrawRequests.userId} = ${userId} and ${withdrawRequests.status} = 'pending'`);
    expect(held).toBe(Number(pending?.total ?? 0));
  }

  return {
    get db() {
      return db();
    },
    customer,
    staff,
    setSettings,
    get,
    post,
    wallet,
    fund,
    recharge,
    bankLine,
    expectBooksBalanced,
  };
}

export type WalletKit = ReturnType<typeof walletKit>;

/**
 * The setup of a wallet suite, registered in the calling describe: an app on `kind` built before
 * its tests (with `env`, then `settings` applied), a staff member to act for the shop, and the
 * app closed after. `t` and `staff` are functions as they exist only once beforeAll has run.
 */
export function useWalletApp(
  kind: DatabaseUnderTest,
  options: { env?: Env; settings?: (settings: Settings) => void; taobaoGlobalClient?: TestTaobaoGlobalClient } = {},
) {
  let t: TestApp | undefined;
  let staff: Actor | undefined;
  const app = () => {
    if (!t) throw new Error('the wallet app is built in beforeAll');
    return t;
  };
  const k = walletKit(app);
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: options.env, taobaoGlobalClient: options.taobaoGlobalClient });
    staff = await k.staff();
    if (options.settings) await k.setSettings(options.settings);
  });
  afterAll(() => t?.close());
  return {
    t: app,
    k,
    staff: () => {
      if (!staff) throw new Error('the staff member is made in beforeAll');
      return staff;
    },
  };
}
