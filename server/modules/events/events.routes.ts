import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { eventsTicketSchema } from '../../../contract/notifications';
import { apiPaths } from '../../../contract/paths';
import { mayDo } from '../../../contract/roles';
import type { Db } from '../../db/connect';
import { errors } from '../../errors';
import type { ModuleDeps } from '../../moduleDeps';
import { authUser, type AuthUser } from '../../plugins/auth';
import { findUserWithSession } from '../sessions/sessions.queries';
import type { TicketService } from './eventsTicket';
import type { LiveStreams } from './liveStreams';

export interface EventsRoutesOptions extends Pick<ModuleDeps, 'guards'> {
  db: Db;
  tickets: TicketService;
  streams: LiveStreams;
}

const eventId = z.optional(z.string().check(z.regex(/^\d{1,15}$/)));

/**
 * GET /Events: the caller's live events as text/event-stream; POST /Events/Ticket: a ticket to
 * open it from EventSource. The stream is signed in by a bearer token or by `?ticket=`.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, { db, guards, tickets, streams }) => {
  app.post(apiPaths.eventsTicket, {
    onRequest: guards.requireAuth,
    schema: { response: { 200: eventsTicketSchema } },
    handler: async (request) => {
      const user = authUser(request);
      const issued = await tickets.issue({ userId: user.id, sessionId: user.sessionId, version: user.tokenVersion });
      return { ticket: issued.ticket, expiresAt: issued.expiresAt.toISOString() };
    },
  });

  /** A ticket stands for the session it was issued in, checked again now as a bearer token would be. */
  async function ticketUser(ticket: string): Promise<Pick<AuthUser, 'id' | 'role' | 'duties' | 'account'>> {
    const claims = await tickets.verify(ticket);
    if (!claims) throw errors.unauthorized();
    const found = await findUserWithSession(db, { userId: claims.userId, sessionId: claims.sessionId });
    if (!found || found.user.disabledAt || found.user.tokenVersion !== claims.version || !found.sessionOpen) throw errors.unauthorized();
    return { id: found.user.id, role: found.user.role, duties: found.user.duties, account: found.user };
  }

  app.get(apiPaths.events, {
    schema: {
      hide: true,
      querystring: z.object({ ticket: z.optional(z.string().check(z.maxLength(2000))), lastEventId: eventId }),
      headers: z.object({ 'last-event-id': eventId }),
    },
    onRequest: async (request: FastifyRequest<{ Querystring: { ticket?: string; lastEventId?: string } }>, reply) => {
      const ticket = request.query.ticket;
      if (ticket === undefined) return guards.requireAuth.call(app, request, reply);
      request.user = { ...(await ticketUser(ticket)), tokenVersion: 0, sessionId: '', sessionStart: 0, authTime: 0 };
    },
    handler: async (request, reply) => {
      const user = authUser(request);
      const resumeFrom = request.headers['last-event-id'] ?? request.query.lastEventId;
      const { body, end } = await streams.open({
        audience: { userId: user.id, desk: mayDo(user, 'care') },
        lastEventId: resumeFrom === undefined ? undefined : Number(resumeFrom),
        cut: () => setImmediate(() => request.raw.socket?.destroy()),
      });
      request.raw.once('close', end);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // A buffering proxy (nginx) would hold events back until its buffer fills.
          .header('x-accel-buffering', 'no')
          .send(body)
      );
    },
  });
};
