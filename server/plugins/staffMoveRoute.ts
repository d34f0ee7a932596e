import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { idempotencyHeadersSchema } from '../../contract/idempotency';
import type { AuditAction, AuditObjectType } from '../../contract/auditObjects';
import { recordAudit } from '../audit/audit';
import type { Tx } from '../db/connect';
import { idParams } from '../params';
import { idempotentForCaller } from './idempotentForCaller';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * POST `path` (with `:id`) by staff: moves one object along its lifecycle inside the caller's
 * Idempotency-Key, so a retried tap never moves it twice, and answers the moved object with 200.
 * The move is in the audit log, written in the same transaction: the state it reached, its amount
 * when it has one, and what staff entered.
 */
export function staffMoveRoute<Body extends z.ZodMiniType, Response extends z.ZodMiniType>(
  app: ZodApp,
  path: string,
  {
    onRequest,
    idempotent,
    body,
    response,
    move,
    audit,
    auditState = stateOf,
  }: {
    onRequest: onRequestAsyncHookHandler[];
    idempotent: ReturnType<typeof idempotentForCaller>;
    body: Body;
    response: Response;
    move: (tx: Tx, input: { id: number; staffId: number; body: z.infer<Body> }) => Promise<z.input<Response>>;
    /** The audit entry's verb (`withdrawal.complete`) and what it is about. */
    audit: { action: AuditAction; objectType: AuditObjectType };
    /** What of the moved object the entry keeps, when its state and amount are not enough (money it moved). */
    auditState?: (moved: z.input<Response>) => Record<string, unknown>;
  },
): void {
  // Widened here: fastify cannot resolve a reply type from a generic schema; `move` is checked above.
  const responses: Record<200, z.ZodMiniType> = { 200: response };
  app.post(path, {
    onRequest,
    schema: { headers: idempotencyHeadersSchema, params: idParams, body, response: responses },
    handler: (request, reply) =>
      idempotent(request, reply, 200, async (tx, staffId) => {
        const id = Number(request.params.id);
        const moved = await move(tx, { id, staffId, body: request.body as z.infer<Body> });
        await recordAudit(tx, { actorId: staffId, ...audit, objectId: id, after: { ...auditState(moved), input: request.body } });
        return moved;
      }),
  });
}

/** The part of a moved object the audit log keeps: its state and, for money, its amount. */
function stateOf(moved: unknown): Record<string, unknown> {
  if (typeof moved !== 'object' || moved === null) return {};
  const { status, amountVnd } = moved as { status?: unknown; amountVnd?: unknown };
  return { ...(status !== undefined && { status }), ...(amountVnd !== undefined && { amountVnd }) };
}
