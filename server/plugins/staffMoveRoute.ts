import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { idempotencyHeadersSchema } from '../../contract/idempotency';
import type { Tx } from '../db/connect';
import { idParams } from '../params';
import { idempotentForCaller } from './idempotentForCaller';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * POST `path` (with `:id`) by staff: moves one object along its lifecycle inside the caller's
 * Idempotency-Key, so a retried tap never moves it twice, and answers the moved object with 200.
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
  }: {
    onRequest: onRequestAsyncHookHandler[];
    idempotent: ReturnType<typeof idempotentForCaller>;
    body: Body;
    response: Response;
    move: (tx: Tx, input: { id: number; staffId: number; body: z.infer<Body> }) => Promise<z.input<Response>>;
  },
): void {
  // Widened here: fastify cannot resolve a reply type from a generic schema; `move` is checked above.
  const responses: Record<200, z.ZodMiniType> = { 200: response };
  app.post(path, {
    onRequest,
    schema: { headers: idempotencyHeadersSchema, params: idParams, body, response: responses },
    handler: (request, reply) =>
      idempotent(request, reply, 200, (tx, staffId) =>
        move(tx, { id: Number(request.params.id), staffId, body: request.body as z.infer<Body> }),
      ),
  });
}
