import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../jobs/jobQueue';
import type { Mailer } from '../../mail/mailer';
import type { ModuleDeps } from '../../moduleDeps';
import type { PushService } from '../push/push.service';
import { createNotificationDelivery, type NotificationDelivery } from './notificationDelivery';
import { notificationRoutes } from './notifications.routes';
import { createNotificationService, notify } from './notifications.service';

export interface NotificationModuleDeps extends ModuleDeps {
  push: Pick<PushService, 'sendToUser'>;
  mailer: Mailer;
  jobs: JobQueue;
  /** NOTIFICATION_DELIVERY: whether this process sends the outbox (tests send it themselves). */
  deliver: boolean;
  /** The app's origin for links in e-mails (a bare path without it). */
  origin?: string;
}

export const NOTIFICATION_DELIVERY_JOB = 'notification-delivery';
/** Rows of a channel taken per batch: the batch's row locks last as long as its sends. */
const DELIVERY_BATCH = 20;
/** Batches per run at most, so one run never holds the worker for long; the next run goes on. */
const DELIVERY_BATCHES_PER_RUN = 25;

/**
 * Notifications (/Notification): the customer's list, badge and choices. Answers `notify` (what
 * every area calls in the transaction of a change) and `delivery`, the outbox relay that sends
 * pending push and e-mail rows. The relay runs on the job queue: a sweep every minute, and a run
 * asked for after every request that changed something, so news reaches the phone in seconds.
 * The queue keeps one run waiting at most, across processes, however many requests ask.
 */
export async function registerNotificationModule(
  app: FastifyInstance,
  { db, now, guards, push, mailer, jobs, deliver, origin }: NotificationModuleDeps,
): Promise<{ notifications: { notify: typeof notify; delivery: NotificationDelivery } }> {
  const notifications = createNotificationService({ db, now });
  await app.register(notificationRoutes, { prefix: '/api', notifications, guards });
  const delivery = createNotificationDelivery({ db, push, mailer, origin });

  if (deliver) {
    const job = jobs.schedule(
      NOTIFICATION_DELIVERY_JOB,
      '* * * * *',
      async () => {
        for (let batch = 0; batch < DELIVERY_BATCHES_PER_RUN; batch += 1) {
          const outcomes = Object.values(await delivery.runOnce({ limit: DELIVERY_BATCH }));
          const full = outcomes.some((outcome) => Object.values(outcome).reduce((a, b) => a + b, 0) >= DELIVERY_BATCH);
          // A row that failed waits for the next run (a minute) rather than being tried again at once.
          const failing = outcomes.some((outcome) => outcome.pending > 0);
          if (!full || failing) return;
        }
      },
      { atStart: true },
    );
    // Reads change nothing to tell; a refused change told nobody.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      job.send({}).catch((error: unknown) => app.log.error({ err: error }, 'asking for notification delivery failed'));
    });
  } else {
    // Off: the schedule an earlier start registered (it lives in the database) must stop too.
    jobs.unschedule(NOTIFICATION_DELIVERY_JOB);
  }
  return { notifications: { notify, delivery } };
}
