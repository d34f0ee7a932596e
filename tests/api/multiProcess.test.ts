import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, newUserData } from './helpers';
import { buildServerInto, startServerProcess, type ServerProcess } from './serverProcesses';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Several server processes behind a proxy on one PostgreSQL: what one process counts or does,
 * the others see. The real compiled server, two processes, one database (PGlite is one process
 * per folder, so this runs on PostgreSQL only).
 */
describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  let processes: ServerProcess[] = [];
  let cleanup: Array<() => unknown> = [];

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
    };
    // One after the other: the first applies the migrations.
    processes.push(await startServerProcess(build.dir, env));
    processes.push(await startServerProcess(build.dir, env));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    for (const step of cleanup.reverse()) await step();
    processes = [];
    cleanup = [];
  });

  const post = (origin: string, path: string, body: unknown) =>
    fetch(`${origin}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

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
});
