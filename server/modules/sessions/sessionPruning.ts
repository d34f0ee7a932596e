import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { JobQueue } from '../../jobs/jobQueue';
import { pruneSessions } from './sessions.queries';

/** At minute 10 of every hour (UTC), once across the servers sharing the database. */
export const SESSION_PRUNE_CRON = '10 * * * *';
export const SESSION_PRUNE_JOB = 'sessions-prune';

export interface SessionPruningDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  now: () => Date;
  sessionMaxAgeSeconds: number;
  sessionIdleSeconds: number;
  jwtTtlSeconds: number;
}

/**
 * Ended sessions (past their absolute end, revoked, or idle past renewal) would otherwise pile up,
 * one row per login. Pruned when a server starts and then hourly, as a job of the app's queue.
 */
export function registerSessionPruning({
  db,
  jobs,
  log,
  now,
  sessionMaxAgeSeconds,
  sessionIdleSeconds,
  jwtTtlSeconds,
}: SessionPruningDeps): void {
  jobs.schedule(
    SESSION_PRUNE_JOB,
    SESSION_PRUNE_CRON,
    async () => {
      const count = await pruneSessions(db, {
        now: now(),
        maxAgeSeconds: sessionMaxAgeSeconds,
        // A token issued last at renewal (or just before logout) can be presented for renewal until
        // its expiry plus the idle timeout; past that nothing can use the row, revoked or idle.
        unusableAfterSeconds: jwtTtlSeconds + sessionIdleSeconds,
      });
      if (count > 0) log.info({ count }, 'ended sessions pruned');
    },
    { atStart: true },
  );
}
