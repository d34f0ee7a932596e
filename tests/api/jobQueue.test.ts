import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/connect';
import { buildApp } from '../../server/app';
import { createJobQueue, type JobQueue } from '../../server/jobs/jobQueue';
import { memoryMailer } from '../../server/mail/memoryMailer';
import { NOTIFICATION_DELIVERY_JOB } from '../../server/modules/notifications/notifications.module';
import { TAOBAO_GLOBAL_SYNC_JOB } from '../../server/modules/taobaoIntOrders/taobaoIntOrders.module';
import { databases, testConfig } from './helpers';

/** A logger that keeps what was logged, so a test can see a failure reported. */
function recordingLogger() {
  const lines: Array<{ level: string; object: unknown; message?: string }> = [];
  const at =
    (level: string) =>
    (object: unknown, message?: string): void => {
      lines.push({ level, object, message });
    };
  const log = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The queue on its own, over a fresh database: sending, retrying, and several queues sharing one database. */
describe.each(databases())('job queue on $name', (kind) => {
  let database: Database;
  const queues: JobQueue[] = [];
  const newQueue = () => {
    const { log, lines } = recordingLogger();
    const queue = createJobQueue({ sql: database.sql, log });
    queues.push(queue);
    return { queue, lines };
  };

  beforeAll(async () => {
    database = await kind.open();
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });
  afterAll(async () => {
    await database.close();
  });

  it('works a job sent once, with its payload', async () => {
    const { queue } = newQueue();
    const seen: Array<{ text: string; n: number }> = [];
    const echo = queue.work<{ text: string; n: number }>(
      'test-echo',
      async (payload) => {
        seen.push(payload);
      },
      { pollingSeconds: 0.5 },
    );
    await queue.start();

    expect(await echo.send({ text: 'xin chào', n: 3 })).toEqual(expect.any(String));
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 5_000 });
    // Several more polls: a done job is not taken again.
    await sleep(1_500);
    expect(seen).toEqual([{ text: 'xin chào', n: 3 }]);

    await echo.runNow({ text: 'lần hai', n: 4 });
    expect(seen).toEqual([
      { text: 'xin chào', n: 3 },
      { text: 'lần hai', n: 4 },
    ]);
  });

  it('retries a failing job with a growing delay until it succeeds, and logs each failure', async () => {
    const { queue, lines } = newQueue();
    const attempts: number[] = [];
    const flaky = queue.work<{ id: number }>(
      'test-flaky',
      async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`);
      },
      { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true, pollingSeconds: 0.5 },
    );
    await queue.start();

    await flaky.runNow({ id: 1 });
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    // Backoff: the first retry waits 1–2 s, the second 2–4 s (the database's clock; a little slack).
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    const failures = lines.filter((line) => line.level === 'error');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ object: { job: 'test-flaky' }, message: 'a background job failed' });
  }, 20_000);

  it('gives up after the retries it was allowed, and runNow says so', async () => {
    const { queue } = newQueue();
    let attempts = 0;
    const broken = queue.work<{ id: number }>(
      'test-broken',
      async () => {
        attempts += 1;
        throw new Error('always');
      },
      { retryLimit: 1, pollingSeconds: 0.5 },
    );
    await queue.start();
    await expect(broken.runNow({ id: 1 })).rejects.toThrow('job test-broken failed');
    expect(attempts).toBe(2);
  }, 20_000);

  it('runs a job that holds a Drizzle transaction while the queue keeps polling, without blocking either', async () => {
    const { queue } = newQueue();
    const counted: number[] = [];
    const slow = queue.work<{ ms: number }>(
      'test-transaction',
      async ({ ms }) => {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await sleep(ms);
          await tx.execute(sql`select 2`);
          counted.push(ms);
        });
      },
      { pollingSeconds: 0.5 },
    );
    const quick = queue.work<object>('test-quick', async () => {}, { pollingSeconds: 0.5 });
    await queue.start();
    await Promise.all([slow.runNow({ ms: 1_200 }), quick.runNow({}), database.db.execute(sql`select 2`)]);
    expect(counted).toEqual([1_200]);
  });

  it('coalesces a sweep: a second one sent while one waits is not added', async () => {
    const one = newQueue();
    const two = newQueue();
    let runs = 0;
    const sweep = async () => {
      runs += 1;
    };
    const first = one.queue.schedule('test-coalesced', '0 0 1 1 *', sweep, { pollingSeconds: 0.5 });
    const second = two.queue.schedule('test-coalesced', '0 0 1 1 *', sweep, { pollingSeconds: 0.5 });
    await Promise.all([one.queue.start(), two.queue.start()]);
    // Both ask for it a second ahead: the first is booked, the second finds it waiting.
    const ids = await Promise.all([first.send({}, { startAfterSeconds: 1 }), second.send({}, { startAfterSeconds: 1 })]);
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 5_000 });
    await sleep(1_500);
    expect(runs).toBe(1);
  });

  const scheduleNames = async () =>
    (await database.sql.executeSql('SELECT name FROM pgboss.schedule ORDER BY name', [])).rows.map((row) => (row as { name: string }).name);

  it('removes a schedule turned off: the one an earlier start registered stops firing', async () => {
    const first = newQueue().queue;
    first.schedule('test-turned-off', '* * * * *', async () => {});
    await first.start();
    await first.stop();
    expect(await scheduleNames()).toContain('test-turned-off');

    const second = newQueue().queue;
    second.unschedule('test-turned-off');
    await second.start();
    expect(await scheduleNames()).not.toContain('test-turned-off');
  });

  it('turns off the Taobao Global sync and notification delivery with their settings, schedule included', async () => {
    const start = async (env: Record<string, string>) => {
      const config = testConfig(env);
      const app = await buildApp({ db: database.db, sql: database.sql, config, mailer: memoryMailer(), logger: false });
      await app.ready();
      await app.close();
    };
    await start({ TAOBAO_GLOBAL_SYNC_SECONDS: '60', NOTIFICATION_DELIVERY: 'on' });
    expect(await scheduleNames()).toEqual(expect.arrayContaining([NOTIFICATION_DELIVERY_JOB, TAOBAO_GLOBAL_SYNC_JOB]));
    await start({ TAOBAO_GLOBAL_SYNC_SECONDS: '0', NOTIFICATION_DELIVERY: 'off' });
    const left = await scheduleNames();
    expect(left).not.toContain(TAOBAO_GLOBAL_SYNC_JOB);
    expect(left).not.toContain(NOTIFICATION_DELIVERY_JOB);
    // The schedules that configuration does not turn off are still there.
    expect(left.length).toBeGreaterThan(0);
  });

  // Two servers on one PostgreSQL: each evaluates the schedules, the slot is sent once. A database
  // of its own: pg-boss evaluates schedules at most every 30 s per database, and the queues of the
  // tests above just did.
  it.skipIf(kind.name !== 'postgres')(
    'runs a scheduled job once when two queues share the database',
    async () => {
      const own = await kind.open();
      const [one, two] = [0, 1].map(() => createJobQueue({ sql: own.sql, log: recordingLogger().log }));
      try {
        const runs: string[] = [];
        one?.schedule('test-every-minute', '* * * * *', async () => void runs.push('one'), { pollingSeconds: 0.5 });
        two?.schedule('test-every-minute', '* * * * *', async () => void runs.push('two'), { pollingSeconds: 0.5 });
        await Promise.all([one?.start(), two?.start()]);
        // The current minute's slot is due at once; pg-boss turns it into a job within its cron worker's 5 s.
        await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), { timeout: 15_000, interval: 100 });
        await sleep(3_000);
        expect(runs).toHaveLength(1);
      } finally {
        await one?.stop();
        await two?.stop();
        await own.close();
      }
    },
    40_000,
  );
});
