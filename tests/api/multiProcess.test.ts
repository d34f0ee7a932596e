import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import type { TokenResponse } from '../../contract/auth';
import { TAOBAO_GLOBAL_SYNC_JOB } from '../../server/modules/taobaoIntOrders/taobaoIntOrders.module';
import { openStream, type LiveEvent } from './eventStream';
import { bearer, createPostgresDatabase, newUserData } from './helpers';
import { buildServerInto, startServerProcess, type ServerProcess } from './serverProcesses';

const adminUrl = process.env.TEST_DATABASE_URL;
/** The Taobao Global sync's period in both processes: a scheduled job that fires every second. */
const SYNC_SECONDS = 1;

/**
 * Several server processes behind a proxy on one PostgreSQL: what one process counts or does,
 * the others see. The real compiled server, two processes, one database (PGlite is one process
 * per folder, so this runs on PostgreSQL only).
 */
describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  let processes: ServerProcess[] = [];
  let cleanup: Array<() => unknown> = [];
  /** The database both processes use, read directly for what their jobs did. */
  let direct: pg.Client;
  /** The database's clock once both processes were up. */
  let bothUp: Date;

  beforeAll(async () => {
    const build = buildServerInto('muaho-two-processes-');
    cleanup.push(build.remove);
    const database = await createPostgresDatabase(adminUrl!);
    cleanup.push(database.drop);
    const env = {
      DATABASE_URL: database.url,
      RATE_LIMIT_LOGIN_FREE_PER_PAIR: '2',
      RATE_LIMIT_LOGIN_FREE_PER_ACCOUNT: '100',
      RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS: '900',
      // A scheduled job with a period of seconds (the crons are minute-grained), on in both.
      TAOBAO_GLOBAL_SYNC_SECONDS: String(SYNC_SECONDS),
    };
    // One after the other: the first applies the migrations.
    processes.push(await startServerProcess(build.dir, env));
    processes.push(await startServerProcess(build.dir, env));
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    cleanup.push(() => direct.end());
    bothUp = (await direct.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    for (const step of cleanup.reverse()) await step();
    processes = [];
    cleanup = [];
  });

  const post = (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('count wrong passwords together: the guesses one process saw make the other one wait', async () => {
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const person = newUserData();
    expect((await post(first.origin, '/auth/register', person)).status).toBe(200);

    const wrong = { userName: person.userName, password: 'không phải mật khẩu này' };
    // The two free failures, spent on the first process...
    expect((await post(first.origin, '/auth/login', wrong)).status).toBe(401);
    expect((await post(first.origin, '/auth/login', wrong)).status).toBe(401);
    // ...and the second process makes the same address wait, even with the right password
    // (counting on its own, it would have let it in).
    const refused = await post(second.origin, '/auth/login', { userName: person.userName, password: person.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('run a scheduled job once per period between them: never two passes within one period', async () => {
    // Passes that started once both processes were up (a pass either one's start asked for may
    // come just before): one at a time, each at least a period after the one before.
    const passes = async () =>
      (
        await direct.query<{ started: Date; state: string }>(
          `SELECT started_on AS started, state FROM pgboss.job
            WHERE name = $1 AND started_on > $2 AND state IN ('active', 'completed', 'failed') ORDER BY started_on`,
          [TAOBAO_GLOBAL_SYNC_JOB, bothUp],
        )
      ).rows;
    await vi.waitFor(async () => expect((await passes()).length).toBeGreaterThanOrEqual(5), { timeout: 40_000, interval: 250 });
    const seen = await passes();
    expect(seen.every((pass) => pass.state !== 'failed')).toBe(true);
    const gaps = seen.slice(1).map((pass, n) => pass.started.getTime() - seen[n]!.started.getTime());
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(SYNC_SECONDS * 1000);
      // And it goes on every period (give or take a poll on a busy machine), not every other one.
      expect(gap).toBeLessThan(SYNC_SECONDS * 1000 + 10_000);
    }
  }, 60_000);

  it('bring what one process stored to a stream open on the other, at once and once', async () => {
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const registered = await post(first.origin, '/auth/register', newUserData());
    expect(registered.status).toBe(200);
    const { token } = (await registered.json()) as TokenResponse;
    const me = (await (await fetch(`${first.origin}/api/CurrentUser`, { headers: bearer(token) })).json()) as { id: number };
    const stream = await openStream(first.origin, { headers: bearer(token) });
    try {
      expect(stream.response.status).toBe(200);
      const say = async (text: string) => {
        const response = await post(second.origin, `/Chat/support-${me.id}/Messages`, { clientId: randomUUID(), text }, bearer(token));
        expect(response.status).toBe(201);
        return (await response.json()) as ChatMessage;
      };
      const isMessage = (text: string) => (event: LiveEvent) => event.event === 'chat.message' && (event.data as ChatMessage).text === text;

      const asked = Date.now();
      const sent = await say('gửi qua máy thứ hai');
      const heard = await stream.next(isMessage('gửi qua máy thứ hai'), 15_000);
      // Told by NOTIFY, not found by the 2 s poll a stream falls back to without it.
      expect(Date.now() - asked).toBeLessThan(1_500);
      expect(heard.data).toEqual(sent);
      // A later message heard means the first one had every chance to come twice: it came once.
      await say('tin sau');
      await stream.next(isMessage('tin sau'), 15_000);
      expect(stream.events.filter(isMessage('gửi qua máy thứ hai'))).toHaveLength(1);
      expect(new Set(stream.events.map((event) => event.id)).size).toBe(stream.events.length);
    } finally {
      stream.close();
    }
  });
});
