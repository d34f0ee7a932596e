import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { IDEMPOTENCY_REPLAYED_HEADER, IDEMPOTENCY_RETENTION_HOURS, idempotencyKeyPattern } from '../../contract/idempotency';
import type { Db, Tx } from '../db/connect';
import { idempotencyKeys } from '../db/schema';
import { errors } from '../errors';

/** What a money-moving handler produces inside its transaction. */
export type Outcome<T> = { status: number; body: T };

export type Idempotency = {
  /**
   * Runs `work` in one transaction. With an `Idempotency-Key` header the key and the answer are
   * stored in that same transaction, so an answer exists exactly when its effect happened: a
   * retry replays it; a concurrent duplicate waits on the key's row and then replays it; the same
   * key with another method, path or body is refused (422). A failure (4xx or 5xx) rolls
   * everything back, key included, so the request can simply be tried again.
   */
  run<T>(request: FastifyRequest, reply: FastifyReply, scope: string, work: (tx: Tx) => Promise<Outcome<T>>): Promise<T>;
  /** Deletes keys older than the retention (twice the promised 24 hours). */
  sweep(): Promise<number>;
};

const KEEP_MS = 2 * IDEMPOTENCY_RETENTION_HOURS * 3600_000;
const SWEEP_EVERY_MS = 3600_000;

export function createIdempotency({ db, now }: { db: Db; now: () => Date }): Idempotency {
  let lastSweep = 0;

  async function sweep(): Promise<number> {
    lastSweep = now().getTime();
    const removed = await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(lastSweep - KEEP_MS)))
      .returning({ key: idempotencyKeys.key });
    return removed.length;
  }

  async function run<T>(request: FastifyRequest, reply: FastifyReply, scope: string, work: (tx: Tx) => Promise<Outcome<T>>): Promise<T> {
    const header = request.headers['idempotency-key'];
    if (header === undefined) {
      const outcome = await db.transaction(work);
      reply.code(outcome.status);
      return outcome.body;
    }
    if (typeof header !== 'string' || !idempotencyKeyPattern.test(header)) throw errors.idempotencyKeyInvalid();
    if (now().getTime() - lastSweep > SWEEP_EVERY_MS)
      void sweep().catch((error: unknown) => request.log.warn({ err: error }, 'sweeping idempotency keys failed'));

    const requestHash = fingerprint(request);
    const result = await db.transaction(async (tx): Promise<{ replayed: boolean; outcome: Outcome<unknown> }> => {
      // On PostgreSQL a concurrent insert of the same key blocks here until the other commits.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ scope, key: header, requestHash, createdAt: now() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [stored] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, header)));
        if (!stored || stored.requestHash !== requestHash) throw errors.idempotencyKeyReused();
        if (stored.responseStatus === null) throw errors.conflict();
        return { replayed: true, outcome: { status: stored.responseStatus, body: stored.responseBody } };
      }
      const outcome = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: outcome.status, responseBody: outcome.body as object })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, header)));
      return { replayed: false, outcome };
    });
    if (result.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
    reply.code(result.outcome.status);
    return result.outcome.body as T;
  }

  return { run, sweep };
}

/** Method, route path with its parameters, and the body with keys sorted: what "the same request" means. */
function fingerprint(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return createHash('sha256')
    .update(`${request.method} ${path}\n${stableJson(request.body ?? null)}`)
    .digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * For a route that makes something new and pays for it at once (a pay-on-behalf request): without
 * a key, a retry after a lost answer would pay a second time, so the key is required there
 * (400 `idempotency-key-invalid`) rather than optional as on routes whose retry is harmless.
 */
export const requireIdempotencyKey: onRequestAsyncHookHandler = async (request) => {
  if (request.headers['idempotency-key'] === undefined) throw errors.idempotencyKeyInvalid();
};
