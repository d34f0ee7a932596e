import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { bearer, buildTestApp, createPostgresDatabase, signInAdmin, type DatabaseUnderTest, type TestApp } from './helpers';

/**
 * An upgrade keeps the data: databases written by the previous release (its migrations, its
 * server, its API: scripts/upgrade-fixture/make.sh) are opened by this release, which migrates
 * them at start as a deployment does, and everything the old release wrote is still there.
 */
const fixtures = new URL('../fixtures/upgrade/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', fixtures), 'utf8')) as {
  customer: { userName: string; password: string; fullName: string };
  balanceVnd: number;
  transactions: number;
  orderRateVndPerCny: number;
  articleTitle: string;
  articleId: number;
};
const journal = JSON.parse(readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

/** pg_dump's plain SQL of the previous release's database; its psql meta-commands (`\\restrict`) are for psql only. */
const previousDump = () =>
  readFileSync(new URL('postgres.sql', fixtures), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');

/**
 * The previous release's database restored into a PGlite folder, which this release's server then
 * opens as it opens its own. (A packed PGlite folder was over a megabyte, too much to keep in Git.)
 */
function previousPglite(): DatabaseUnderTest {
  const dataDir = mkdtempSync(join(tmpdir(), 'muaho-upgrade-'));
  return {
    name: 'pglite',
    open: async () => {
      const restore = new PGlite(join(dataDir, 'pglite'));
      await restore.exec(previousDump());
      await restore.close();
      const database = await openDatabase({ dataDir });
      await database.migrate();
      return {
        ...database,
        close: async () => {
          await database.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

/** The previous release's PostgreSQL dump, restored into a database of its own. */
function previousPostgres(adminUrl: string): DatabaseUnderTest {
  return {
    name: 'postgres',
    open: async () => {
      const { url, drop } = await createPostgresDatabase(adminUrl);
      const dump = previousDump();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(dump);
      await client.end();
      const database = await openDatabase({ databaseUrl: url });
      await database.migrate();
      return {
        ...database,
        close: async () => {
          await database.close();
          await drop();
        },
      };
    },
  };
}

const releases = [
  { name: 'pglite', database: previousPglite },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', database: () => previousPostgres(process.env.TEST_DATABASE_URL!) }] : []),
];

describe.each(releases)('the previous release’s $name database, opened by this release', ({ database }) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await buildTestApp(database());
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: expected.customer.userName, password: expected.customer.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json<{ token: string }>().token;
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, as = token) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(as) });

  it('has every migration of this release applied', async () => {
    const applied = await t.database.sql.executeSql('select count(*)::int as count from drizzle.__drizzle_migrations', []);
    expect((applied.rows[0] as { count: number }).count).toBe(journal.entries.length);
  });

  it('keeps the customer, who signs in with the old password', async () => {
    const me = await get('/CurrentUser');
    expect(me.json()).toMatchObject({ userName: expected.customer.userName, fullName: expected.customer.fullName, role: 'customer' });
  });

  it('keeps the wallet and its ledger', async () => {
    expect((await get('/Wallet')).json()).toMatchObject({ balanceVnd: expected.balanceVnd });
    const page = (await get('/Transaction')).json<{ total: number; items: Array<{ amountVnd: number }> }>();
    expect(page.total).toBe(expected.transactions);
    expect(page.items.reduce((sum, entry) => sum + entry.amountVnd, 0)).toBe(expected.balanceVnd);
  });

  it('keeps the settings the admin saved', async () => {
    const settings = (await get('/Settings/Public')).json<{ version: number; rates: { orderRateVndPerCny: number } }>();
    expect(settings.version).toBe(2);
    expect(settings.rates.orderRateVndPerCny).toBe(expected.orderRateVndPerCny);
  });

  it('keeps published articles readable', async () => {
    expect((await get(`/Article/${expected.articleId}`)).json()).toMatchObject({ title: expected.articleTitle });
  });

  it('goes on writing: the admin still signs in and new ids follow the old ones', async () => {
    const admin = await signInAdmin(t);
    const adjusted = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/Users?q=khach.cu',
      headers: bearer(admin.token),
    });
    expect(adjusted.json<{ total: number }>().total).toBe(1);
    const article = await t.app.inject({
      method: 'POST',
      url: '/api/Staff/Article',
      headers: { ...bearer(admin.token), 'idempotency-key': crypto.randomUUID() },
      payload: { title: 'Bài viết sau nâng cấp', category: 'news', body: 'Mới.', status: 'published' },
    });
    expect(article.statusCode, article.body).toBe(201);
    expect(article.json<{ id: number }>().id).toBeGreaterThan(expected.articleId);
  });
});
