import type { Db } from '../db/connect';
import { addFailure, addLimitHit, clearFailures, findFailures, recentLimitHits, type FailureCount } from './limits.queries';

export type { FailureCount };

/**
 * Where the rate limits and the password backoff keep their counts. Either store is shared by
 * every server process that reaches it, so N processes never multiply a limit by N: the
 * database by default (`limit_hits`, `limit_failures`), Redis when `REDIS_URL` is set (fewer
 * writes on the database under a login flood). Times are the caller's clock, which tests move.
 */
export interface LimitStore {
  /** The times of `key`'s hits after `after`, newest first, at most `limit` of them. */
  recentHits(input: { key: string; after: Date; limit: number }): Promise<Date[]>;
  /** One more hit; hits before `forgetBefore` may be dropped. */
  addHit(input: { key: string; at: Date; forgetBefore: Date }): Promise<void>;
  /** `key`'s failures when the last one came after `after`. */
  findFailures(input: { key: string; after: Date }): Promise<FailureCount | undefined>;
  /** One more failure, counted from 1 again when the last one is older than `forgetBefore`; atomic across processes. */
  addFailure(input: { key: string; at: Date; forgetBefore: Date }): Promise<void>;
  clearFailures(input: { key: string }): Promise<void>;
}

export function databaseLimitStore(db: Db): LimitStore {
  return {
    recentHits: (input) => recentLimitHits(db, input),
    addHit: (input) => addLimitHit(db, input),
    findFailures: (input) => findFailures(db, input),
    addFailure: (input) => addFailure(db, input),
    clearFailures: (input) => clearFailures(db, input),
  };
}
