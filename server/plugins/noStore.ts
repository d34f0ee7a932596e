import type { FastifyInstance } from 'fastify';
import { isApiPath } from './apiPath';

/**
 * API answers hold a person's data (their wallet, orders, addresses) or a token: without a
 * Cache-Control of their own, a browser's disk cache or a proxy could keep them, for the next
 * person on a shared computer to read. So every /api answer, errors included, is `no-store`,
 * unless its route chose a policy itself (the same province list for everyone, a picture by an
 * unguessable name). The client's files keep the caching the static plugin gives them.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
