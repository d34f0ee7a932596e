import { sql } from 'drizzle-orm';
import type { LiveEventType } from '../../../contract/notifications';
import type { Executor } from '../../db/connect';
import { liveEvents } from '../../db/schema';

/** The channel every server process LISTENs on; the payload is the new event's id. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * Records an event for `GET /Events` and announces it. Called with the transaction of the change
 * it tells of: the row and the NOTIFY commit with it (PostgreSQL delivers a NOTIFY only on commit),
 * so no client hears of a message that was rolled back, and a client that missed the
 * announcement still finds the row when it resumes. `userId` null addresses the staff desk.
 */
export async function publishLiveEvent(
  executor: Executor,
  { userId, type, payload, now }: { userId: number | null; type: LiveEventType; payload: Record<string, unknown>; now: Date },
): Promise<number> {
  const [row] = await executor.insert(liveEvents).values({ userId, type, payload, createdAt: now }).returning({ id: liveEvents.id });
  await executor.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${String(row!.id)})`);
  return row!.id;
}
