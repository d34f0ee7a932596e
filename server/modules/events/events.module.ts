import type { FastifyInstance } from 'fastify';
import type { Listen } from '../../db/connect';
import type { JobQueue } from '../../jobs/jobQueue';
import type { ModuleDeps } from '../../moduleDeps';
import { eventsRoutes } from './events.routes';
import { createTicketService } from './eventsTicket';
import { pruneLiveEvents } from './liveEvents.queries';
import { createLiveStreams } from './liveStreams';

/**
 * Live events (/Events): one text/event-stream per signed-in client, fed by the `live_events`
 * outbox and one LISTEN per process (docs/architecture.md, "Live events").
 */
export async function registerEventsModule(
  app: FastifyInstance,
  { db, now, guards, jobs, secret, listen }: ModuleDeps & { jobs: JobQueue; secret: string; listen?: Listen },
): Promise<void> {
  const streams = createLiveStreams({ db, now, listen, log: (error) => app.log.error({ err: error }, 'live events') });
  const tickets = createTicketService({ secret, now });
  app.addHook('onReady', () => streams.start());
  // Before the server stops accepting: open streams would otherwise keep close() waiting for ever.
  app.addHook('preClose', () => streams.stop());
  await app.register(eventsRoutes, { prefix: '/api', db, guards, tickets, streams });

  // Kept a day for streams that resume; an app away longer refetches its lists when it comes back.
  jobs.schedule(LIVE_EVENTS_PRUNE_JOB, '20 * * * *', async () => {
    const count = await pruneLiveEvents(db, { before: new Date(now().getTime() - LIVE_EVENTS_KEPT_MS) });
    if (count > 0) app.log.info({ count }, 'old live events pruned');
  });
}

export const LIVE_EVENTS_PRUNE_JOB = 'live-events-prune';
/** How long a live event is kept for a stream to resume from: a day. */
const LIVE_EVENTS_KEPT_MS = 24 * 3600 * 1000;
