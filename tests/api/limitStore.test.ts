import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLimitStore, type LimitStore } from '../../server/limits/limitStore';
import { connectRedisLimitStore } from '../../server/limits/redisLimitStore';
import { buildTestApp, databases, newUserData, type TestApp } from './helpers';

/**
 * Both limit stores answer the same questions the same way: the database's (on each database
 * under test) and Redis's (when TEST_REDIS_URL names a server; CI sets it).
 */
type StoreUnderTest = { name: string; open: () => Promise<{ store: LimitStore; close: () => Promise<void> }> };

const redisUrl = process.env.TEST_REDIS_URL;

const stores: StoreUnderTest[] = [
  ...databases().map((kind) => ({
    name: `the database (${kind.name})`,
    open: async () => {
      const database = await kind.open();
      return { store: databaseLimitStore(database.db), close: () => database.close() };
    },
  })),
  ...(redisUrl
    ? [
        {
          name: 'Redis',
          open: async () => {
            const store = await connectRedisLimitStore(redisUrl);
            return { store, close: () => store.close() };
          },
        },
      ]
    : []),
];

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds));

describe.each(stores)('limit counts kept in $name', ({ open }) => {
  let store: LimitStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(() => close());
  // Keys of their own, so a Redis shared between runs never mixes them.
  const key = () => `test:${randomUUID()}`;

  it('lists the hits after a time, newest first, at most as many as asked', async () => {
    const k = key();
    for (const second of [1, 2, 3, 4]) await store.addHit({ key: k, at: at(second), forgetBefore: at(0) });
    expect(await store.recentHits({ key: k, after: at(1), limit: 10 })).toEqual([at(4), at(3), at(2)]);
    expect(await store.recentHits({ key: k, after: at(0), limit: 2 })).toEqual([at(4), at(3)]);
    expect(await store.recentHits({ key: key(), after: at(0), limit: 2 })).toEqual([]);
  });

  it('counts two hits at the same instant as two', async () => {
    const k = key();
    await Promise.all([store.addHit({ key: k, at: at(5), forgetBefore: at(0) }), store.addHit({ key: k, at: at(5), forgetBefore: at(0) })]);
    expect(await store.recentHits({ key: k, after: at(0), limit: 10 })).toHaveLength(2);
  });

  it('forgets hits older than the window of the newest write', async () => {
    const k = key();
    await store.addHit({ key: k, at: at(1), forgetBefore: at(0) });
    await store.addHit({ key: k, at: at(30), forgetBefore: at(10) });
    expect(await store.recentHits({ key: k, after: new Date(0), limit: 10 })).toEqual([at(30)]);
  });

  it('counts failures, starts again after a quiet window, and clears', async () => {
    const k = key();
    await store.addFailure({ key: k, at: at(1), forgetBefore: at(0) });
    await store.addFailure({ key: k, at: at(2), forgetBefore: at(0) });
    expect(await store.findFailures({ key: k, after: at(0) })).toEqual({ failures: 2, lastAt: at(2) });
    // The last failure is older than the window: gone for a reader, and a new one counts from 1.
    expect(await store.findFailures({ key: k, after: at(2) })).toBeUndefined();
    await store.addFailure({ key: k, at: at(40), forgetBefore: at(20) });
    expect(await store.findFailures({ key: k, after: at(20) })).toEqual({ failures: 1, lastAt: at(40) });
    await store.clearFailures({ key: k });
    expect(await store.findFailures({ key: k, after: new Date(0) })).toBeUndefined();
  });

  it('counts every one of failures that arrive at once', async () => {
    const k = key();
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.addFailure({ key: k, at: at(10 + (i % 3)), forgetBefore: at(0) })));
    expect((await store.findFailures({ key: k, after: at(0) }))?.failures).toBe(20);
  });
});

describe.runIf(redisUrl)('two servers on two databases sharing one Redis', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const [kind] = databases();
    const env = { REDIS_URL: redisUrl!, RATE_LIMIT_REGISTER_PER_ADDRESS: '3' };
    apps.push(await buildTestApp(kind!, { env }), await buildTestApp(kind!, { env }));
  });
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it('count one address’s new accounts together: the limit is not doubled', async () => {
    // Redis keeps its counts between runs: an address no earlier run used.
    const address = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;
    const register = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUserData(), remoteAddress: address });
    expect((await register(apps[0]!)).statusCode).toBe(200);
    expect((await register(apps[1]!)).statusCode).toBe(200);
    expect((await register(apps[0]!)).statusCode).toBe(200);
    const refused = await register(apps[1]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/thử lại/i);
  });
});
