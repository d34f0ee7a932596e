import type { FastifyInstance } from 'fastify';
import type { Listen } from '../../db/connect';
import type { ModuleDeps } from '../../moduleDeps';
import { eventsRoutes } from './events.routes';
import { createTicketService } from './eventsTicket';
import { createLiveStreams } from './liveStreams';

/**
 * Live events (/Events): one text/event-stream per signed-in client, fed by the `live_events`
 * outbox and one LISTEN per process (docs/architecture.md, "Live events").
 */
export async function registerEventsModule(
  app: FastifyInstance,
  { db, now, guards, secret, listen }: ModuleDeps & { secret: string; listen?: Listen },
): Promise<void> {
  const streams = createLiveStreams({ db, now, listen, log: (error) => app.log.error({ err: error }, 'live events') });
  const tickets = createTicketService({ secret, now });
  app.addHook('onReady', () => streams.start());
  // Before the server stops accepting: open streams would otherwise keep close() waiting for ever.
  app.addHook('preClose', () => streams.stop());
  await app.register(eventsRoutes, { prefix: '/api', db, guards, tickets, streams });
}
