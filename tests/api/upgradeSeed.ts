/**
 * Not a test of this release: scripts/upgrade-fixture/make.sh copies it, as a test file, into a
 * checkout of the previous release, so the data is written by that release's migrations and server. Only the
 * HTTP API and the test helpers' oldest functions are used, so it runs on older releases too.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { bearer, buildTestApp, createPostgresDatabase, registerUser, signInAdmin, type TestApp } from './helpers';

const out = process.env.UPGRADE_FIXTURE_OUT!;
const adminUrl = process.env.TEST_DATABASE_URL!;

/** What the upgrade test must find (tests/fixtures/upgrade/expected.json). */
const customer = {
  userName: 'khach.cu',
  password: 'mật khẩu của khách cũ',
  fullName: 'Khách Hàng Cũ',
  email: 'khach.cu@example.com',
  phone: '0912000111',
};
const expected = {
  customer: { userName: customer.userName, password: customer.password, fullName: customer.fullName },
  balanceVnd: 1_234_000 - 34_000,
  transactions: 2,
  orderRateVndPerCny: 3_777,
  articleTitle: 'Bài viết từ bản trước',
};

async function seed(t: TestApp): Promise<number> {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload });
  const admin = await signInAdmin(t);
  const { token } = await registerUser(t.app, customer);
  const me = (await call('GET', '/CurrentUser', token)).json<{ id: number }>();
  for (const amountVnd of [1_234_000, -34_000]) {
    const adjusted = await call('POST', `/Staff/Wallet/${me.id}/Adjust`, admin.token, { amountVnd, reason: 'số dư từ bản trước' });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
  }
  const current = (await call('GET', '/Admin/Settings', admin.token)).json<{ version: number; settings: { rates: object } }>();
  const saved = await call('PUT', '/Admin/Settings', admin.token, {
    baseVersion: current.version,
    settings: { ...current.settings, rates: { ...current.settings.rates, orderRateVndPerCny: expected.orderRateVndPerCny } },
    note: 'tỷ giá từ bản trước',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const article = await call('POST', '/Staff/Article', admin.token, {
    title: expected.articleTitle,
    category: 'news',
    body: 'Nội dung **vẫn còn** sau khi nâng cấp.',
    status: 'published',
  });
  expect(article.statusCode, article.body).toBe(201);
  return article.json<{ id: number }>().id;
}

it('writes databases of this release with some data in them', { timeout: 120_000 }, async () => {
  const { url, drop } = await createPostgresDatabase(adminUrl);
  const postgres = await buildTestApp({
    name: 'postgres',
    open: async () => {
      const database = await openDatabase({ databaseUrl: url });
      await database.migrate();
      return database;
    },
  });
  const articleId = await seed(postgres);
  await postgres.close();
  execFileSync('pg_dump', ['--inserts', '--no-owner', '--no-privileges', '--file', join(out, 'postgres.sql'), url]);
  await drop();

  writeFileSync(join(out, 'expected.json'), `${JSON.stringify({ ...expected, articleId }, null, 2)}\n`);
});
