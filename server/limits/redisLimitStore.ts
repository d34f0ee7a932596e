import { randomUUID } from 'node:crypto';
import type { LimitStore } from './limitStore';

/** Every key this server writes, so a Redis shared with other programs stays readable. */
const PREFIX = 'muaho:limits:';

/**
 * One failure more, in one step on the server so two processes failing at once both count:
 * from 1 again when the last failure is at or before `forgetBefore` (ARGV[2]), as the database
 * store does. The key expires when it would be forgotten anyway.
 */
const ADD_FAILURE = `
local last = redis.call('HGET', KEYS[1], 'lastAt')
local failures = 1
if last and tonumber(last) > tonumber(ARGV[2]) then
  failures = tonumber(redis.call('HGET', KEYS[1], 'failures')) + 1
end
redis.call('HSET', KEYS[1], 'failures', failures, 'lastAt', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return failures
`;

export type RedisLimitStore = LimitStore & { close(): Promise<void> };

/**
 * The limits in Redis: a key's hits are a sorted set scored by time (a member per hit, so two
 * hits in the same millisecond both count), its failures a hash. Each key expires after its
 * window, so nothing needs sweeping.
 */
export async function connectRedisLimitStore(url: string): Promise<RedisLimitStore> {
  // Imported only when Redis is configured: the client is a large package to load at every start.
  const { createClient } = await import('redis');
  const client = createClient({ url });
  // Without a listener a lost connection would crash the process; the client reconnects by itself.
  client.on('error', () => {});
  await client.connect();
  const hitsKey = (key: string) => `${PREFIX}hits:${key}`;
  const failuresKey = (key: string) => `${PREFIX}failures:${key}`;
  const keepFor = (at: Date, forgetBefore: Date) => String(Math.max(1, at.getTime() - forgetBefore.getTime()));

  return {
    async recentHits({ key, after, limit }) {
      const members = await client.zRange(hitsKey(key), '+inf', `(${after.getTime()}`, {
        BY: 'SCORE',
        REV: true,
        LIMIT: { offset: 0, count: limit },
      });
      return members.map((member) => new Date(Number(member.slice(0, member.indexOf(':')))));
    },
    async addHit({ key, at, forgetBefore }) {
      const name = hitsKey(key);
      await client
        .multi()
        .zAdd(name, { score: at.getTime(), value: `${at.getTime()}:${randomUUID()}` })
        .zRemRangeByScore(name, '-inf', `(${forgetBefore.getTime()}`)
        .pExpire(name, Number(keepFor(at, forgetBefore)))
        .exec();
    },
    async findFailures({ key, after }) {
      const [failures, lastAt] = await client.hmGet(failuresKey(key), ['failures', 'lastAt']);
      if (failures == null || lastAt == null || Number(lastAt) <= after.getTime()) return undefined;
      return { failures: Number(failures), lastAt: new Date(Number(lastAt)) };
    },
    async addFailure({ key, at, forgetBefore }) {
      await client.eval(ADD_FAILURE, {
        keys: [failuresKey(key)],
        arguments: [String(at.getTime()), String(forgetBefore.getTime()), keepFor(at, forgetBefore)],
      });
    },
    async clearFailures({ key }) {
      await client.del(failuresKey(key));
    },
    async close() {
      await client.close();
    },
  };
}
