import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import type { RegisterRequest, TokenResponse } from '../../contract/auth';
import { createPasswordHasher } from '../../server/auth/password';
import { buildApp } from '../../server/app';
import { loadConfig, type Config, type Env } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/connect';
import { memoryMailer } from '../../server/mail/memoryMailer';
import { ensureAdmin } from '../../server/modules/users/ensureAdmin';
import type { TaobaoGlobalClient } from '../../server/modules/taobaoGlobal/client/taobaoGlobalClient';

export interface DatabaseUnderTest {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database and the way to throw it away. */
  open: () => Promise<Database>;
}

/**
 * PGlite always (in memory, zero setup); PostgreSQL too when TEST_DATABASE_URL is set, because
 * PGlite's single connection hides races that a real server shows. Use with describe.each.
 */
export function databases(): DatabaseUnderTest[] {
  const list: DatabaseUnderTest[] = [{ name: 'pglite', open: openPglite }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) list.push({ name: 'postgres', open: () => openPostgres(adminUrl) });
  return list;
}

async function openPglite(): Promise<Database> {
  const database = await openDatabase({ memory: true });
  await database.migrate();
  return database;
}

/** A uniquely named, empty PostgreSQL database made through the admin connection: its URL, and the way to drop it. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `muaho_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** A fresh database, migrated, dropped on close. */
async function openPostgres(adminUrl: string): Promise<Database> {
  const { url, drop } = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Cheap hashing (tests are not about Argon2's cost) and small, test-friendly limits. */
export const testEnv: Env = {
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  LOG_LEVEL: 'silent',
  // Spelled out, as the session tests depend on them (they are also the defaults).
  JWT_TTL: '1h',
  SESSION_IDLE_TIMEOUT: '7d',
  PASSWORD_HASH_MEMORY_KIB: '256',
  PASSWORD_HASH_ITERATIONS: '1',
  RATE_LIMIT_LOGIN_FREE_PER_PAIR: '10',
  RATE_LIMIT_LOGIN_FREE_PER_ACCOUNT: '10',
  // Test files register many accounts from one address.
  RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '50',
  RATE_LIMIT_FORGOT_PER_ACCOUNT: '5',
  RATE_LIMIT_FORGOT_PER_ADDRESS: '50',
  // A fixed Web Push key pair, so no test writes vapid.json (generated with web-push).
  VAPID_PUBLIC_KEY: 'BJy6J7Ews6jEnZnNuBMKmCK6t-qxqRFH_h_ilkv25Ji2lvAiZzDoGKLqb4Kb_UrUDx3V3gW5zs7gIg6LrYQZw8E',
  VAPID_PRIVATE_KEY: 'GwLBR__g9Dc7hyyXevbZNdNycEAQVLHL4qJQgZ9OA3s',
  // Tests run the Taobao Global sync themselves, when they mean to.
  TAOBAO_GLOBAL_SYNC_SECONDS: '0',
  // Tests deliver the notification outbox themselves, with a push service of their own.
  NOTIFICATION_DELIVERY: 'off',
  // A fixed data key, so no test writes data-encryption-key.
  DATA_ENCRYPTION_KEY: '6d7561686f2d746573742d646174612d6b65792d3031323334353637383961ff',
};

export function testConfig(env: Env = {}): Config {
  return loadConfig({ DATA_DIR: '.tmp/never-written', ...testEnv, ...env });
}

/** A clock that runs with real time and can be moved forward. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  mailer: ReturnType<typeof memoryMailer>;
  clock: ReturnType<typeof testClock>;
  config: Config;
  database: Database;
  close: () => Promise<void>;
}

/** Builds a Taobao Global client over the test's database and clock, in place of the configured one. */
export type TestTaobaoGlobalClient = (deps: { db: Database['db']; now: () => Date }) => TaobaoGlobalClient;

export async function buildTestApp(
  kind: DatabaseUnderTest,
  options: { env?: Env; staticDir?: string; taobaoGlobalClient?: TestTaobaoGlobalClient } = {},
): Promise<TestApp> {
  const database = await kind.open();
  const config = testConfig(options.env);
  const mailer = memoryMailer();
  const clock = testClock();
  const taobaoGlobalClient = options.taobaoGlobalClient?.({ db: database.db, now: clock.now });
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    sql: database.sql,
    config,
    mailer,
    now: clock.now,
    staticDir: options.staticDir,
    logger: false,
    taobaoGlobalClient,
    checkResponses: true,
  });
  await app.ready();
  return {
    app,
    mailer,
    clock,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app of a suite, registered in the calling describe: built on `kind` before its tests and
 * closed after. Its fields are read at each use, so `t.app` works in tests once beforeAll has run.
 * With `client`, the app serves a built client that `client` writes into a fresh folder, removed after.
 */
export function useTestApp(kind: DatabaseUnderTest, options: { env?: Env; client?: (dist: string) => void } = {}): TestApp {
  let built: TestApp | undefined;
  let dist: string | undefined;
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll');
    return built;
  };
  beforeAll(async () => {
    if (options.client) {
      dist = mkdtempSync(join(tmpdir(), 'muaho-dist-'));
      options.client(dist);
    }
    built = await buildTestApp(kind, { env: options.env, staticDir: dist });
  });
  afterAll(async () => {
    await built?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return {
    get app() {
      return current().app;
    },
    get mailer() {
      return current().mailer;
    },
    get clock() {
      return current().clock;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}

/** Fresh temporary folders named `prefix…` for the calling describe's tests, removed after each test. */
export function useTempDirs(prefix: string): () => string {
  const folders: string[] = [];
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
}

let serial = 0;

/** Valid registration data, unique per call: a fresh user name, email and phone. */
export function newUserData(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  serial += 1;
  const tag = `${randomBytes(3).toString('hex')}${serial}`;
  const digits = String(Number.parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0');
  return {
    userName: `user_${tag}`,
    fullName: 'Nguyễn Văn An',
    email: `an.${tag}@example.com`,
    phone: `091${digits}`,
    password: 'mật khẩu đủ dài và khó đoán',
    ...overrides,
  };
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<{ token: string; body: RegisterRequest }> {
  const body = newUserData(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { token: response.json<TokenResponse>().token, body };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The admin account of the suites that act as one: made as the server makes ADMIN_USERNAME at start. */
export const testAdmin = { userName: 'quantri', password: 'mật khẩu quản trị rất dài', email: 'quantri@admin.invalid' };

/** The app of a suite that acts as the admin: built, with the admin signed in, before its tests; closed after. */
export function useAdminApp(kind: DatabaseUnderTest): { t: TestApp; admin: { token: string; id: number } } {
  const t = useTestApp(kind);
  const admin = { token: '', id: 0 };
  beforeAll(async () => void Object.assign(admin, await signInAdmin(t)));
  return { t, admin };
}

/** Makes the admin `credentials` name (as a server start would), signs in and answers the token and the account's id. */
export async function signInAdmin(t: TestApp, credentials: typeof testAdmin = testAdmin): Promise<{ token: string; id: number }> {
  await ensureAdmin({ db: t.database.db, admin: credentials, hasher: createPasswordHasher(t.config.passwordHash) });
  const { userName, password } = credentials;
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });
  const { token } = login.json<TokenResponse>();
  const me = await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
  return { token, id: me.json<{ id: number }>().id };
}

/**
 * A signed-in call to /api: `call(method, url, token, payload?)`. The app is read at each call,
 * so the caller can be made before beforeAll builds it.
 */
export const apiCaller =
  (app: () => FastifyInstance) =>
  (method: InjectOptions['method'], url: string, token: string, payload?: object): Promise<LightMyRequestResponse> =>
    app().inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

/** How many responses came back with each status code, e.g. { 201: 100, 409: 100 }. */
export const statusCounts = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>(
    (counts, response) => ({ ...counts, [response.statusCode]: (counts[response.statusCode] ?? 0) + 1 }),
    {},
  );

/** A password long enough for the rules, for tests that change one. */
export const newPassword = 'một mật khẩu mới cũng dài';

/** PUT /api/CurrentUser/ChangePassword as the holder of `token`, from `currentPassword` to `newPassword`. */
export const changePassword = (app: FastifyInstance, token: string, currentPassword: string) =>
  app.inject({ method: 'PUT', url: '/api/CurrentUser/ChangePassword', headers: bearer(token), payload: { currentPassword, newPassword } });

/** A request whose answer must be an API error: checks the shape and returns it typed. */
export async function injectError(
  app: FastifyInstance,
  request: InjectOptions,
): Promise<{ status: number; body: ApiErrorBody; response: LightMyRequestResponse }> {
  const response = await app.inject(request);
  const body = response.json<ApiErrorBody>();
  if (typeof body.message !== 'string' || typeof body.code !== 'string') {
    throw new Error(`not an API error body: ${response.body}`);
  }
  return { status: response.statusCode, body, response };
}

/** The body of a response that must answer `status`; a failure shows the body that came instead. */
export async function answered<T>(request: Promise<LightMyRequestResponse>, status: number): Promise<T> {
  const response = await request;
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}
