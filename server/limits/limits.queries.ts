import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { limitFailures, limitHits } from '../db/schema';

/**
 * The shared counts behind the rate limits and the password backoff. Every write also deletes
 * what has aged out (by the writer's own window), so the tables hold hours of rows at most and
 * need no sweeper; the time is the caller's clock, which tests move.
 */

/** The times of `key`'s hits after `after`, newest first, at most `limit` of them. */
export async function recentLimitHits(db: Executor, { key, after, limit }: { key: string; after: Date; limit: number }): Promise<Date[]> {
  const rows = await db
    .select({ at: limitHits.at })
    .from(limitHits)
    .where(and(eq(limitHits.key, key), gt(limitHits.at, after)))
    .orderBy(desc(limitHits.at))
    .limit(limit);
  return rows.map((row) => row.at);
}

export async function addLimitHit(db: Executor, { key, at, forgetBefore }: { key: string; at: Date; forgetBefore: Date }): Promise<void> {
  await db.insert(limitHits).values({ key, at });
  await db.delete(limitHits).where(and(eq(limitHits.key, key), lt(limitHits.at, forgetBefore)));
}

export type FailureCount = { failures: number; lastAt: Date };

export async function findFailures(db: Executor, { key, after }: { key: string; after: Date }): Promise<FailureCount | undefined> {
  const [row] = await db
    .select({ failures: limitFailures.failures, lastAt: limitFailures.lastAt })
    .from(limitFailures)
    .where(and(eq(limitFailures.key, key), gt(limitFailures.lastAt, after)));
  return row;
}

/**
 * One more failure for `key`, counted from 1 again when the last one is older than
 * `forgetBefore`. One statement, so two processes failing at once both count.
 */
export async function addFailure(db: Executor, { key, at, forgetBefore }: { key: string; at: Date; forgetBefore: Date }): Promise<void> {
  await db
    .insert(limitFailures)
    .values({ key, failures: 1, lastAt: at })
    .onConflictDoUpdate({
      target: limitFailures.key,
      set: {
        failures: sql`case when ${limitFailures.lastAt} <= ${forgetBefore.toISOString()}::timestamptz then 1 else ${limitFailures.failures} + 1 end`,
        lastAt: at,
      },
    });
  await db.delete(limitFailures).where(lt(limitFailures.lastAt, forgetBefore));
}

export async function clearFailures(db: Executor, { key }: { key: string }): Promise<void> {
  await db.delete(limitFailures).where(eq(limitFailures.key, key));
}
