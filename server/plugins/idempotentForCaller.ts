import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/connect';
import { authUser } from './auth';
import type { Idempotency } from './idempotency';

/** Whose Idempotency-Keys these are: a key is unique per caller. */
export const userScope = (userId: number) => `user:${userId}`;
export const WEBHOOK_SCOPE = 'webhook';

/**
 * For money-moving POSTs by a signed-in user (customer or staff): runs `work` for the caller inside
 * `idempotency.run`, one transaction with the caller's Idempotency-Key and its stored answer, and
 * answers its result with `status`.
 */
export function idempotentForCaller(idempotency: Idempotency) {
  return <T>(request: FastifyRequest, reply: FastifyReply, status: number, work: (tx: Tx, userId: number) => Promise<T>): Promise<T> => {
    const userId = authUser(request).id;
    return idempotency.run(request, reply, userScope(userId), async (tx) => ({ status, body: await work(tx, userId) }));
  };
}
