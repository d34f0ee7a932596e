import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import { pruneSessions } from './sessions.queries';

export const SESSION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionPruningDeps {
  db: Db;
  now: () => Date;
  sessionMaxAgeSeconds: number;
  sessionIdleSeconds: number;
  jwtTtlSeconds: number;
}

/**
 * Ended sessions (past their absolute end, revoked, or idle past renewal) would otherwise pile up,
 * one row per login. Pruned at start and then hourly; the
 * timer does not keep the process alive and stops when the app closes.
 */
export function registerSessionPruning(
  app: FastifyInstance,
  { db, now, sessionMaxAgeSeconds, sessionIdleSeconds, jwtTtlSeconds }: SessionPruningDeps,
): void {
  const prune = () =>
    pruneSessions(db, {
      now: now(),
      maxAgeSeconds: sessionMaxAgeSeconds,
      // A token issued last at renewal (or just before logout) can be presented for renewal until
      // its expiry plus the idle timeout; past that nothing can use the row, revoked or idle.
      unusableAfterSeconds: jwtTtlSeconds + sessionIdleSeconds,
    });
  const sweep = () =>
    void prune()
      .then((count) => count > 0 && app.log.info({ count }, 'ended sessions pruned'))
      .catch((error: unknown) => app.log.error({ err: error }, 'pruning ended sessions failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SESSION_PRUNE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
