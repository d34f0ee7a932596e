import { and, asc, desc, eq, gt, gte, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
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

export type LiveEventRow = { id: number; type: LiveEventType; payload: Record<string, unknown> };

/** Whose events a stream carries: the person's own, and the staff desk's when `desk`. */
export type LiveAudience = { userId: number; desk: boolean };

const audienceOf = ({ userId, desk }: LiveAudience): SQL =>
  desk ? or(eq(liveEvents.userId, userId), isNull(liveEvents.userId))! : eq(liveEvents.userId, userId);

const columns = { id: liveEvents.id, type: liveEvents.type, payload: liveEvents.payload };

/** The audience's events after `after`, oldest first, at most `limit`. */
export function liveEventsAfter(
  db: Executor,
  { audience, after, limit }: { audience: LiveAudience; after: number; limit: number },
): Promise<LiveEventRow[]> {
  return db
    .select(columns)
    .from(liveEvents)
    .where(and(audienceOf(audience), gt(liveEvents.id, after)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/**
 * The audience's events of ids up to `upTo` written since `since`, but for the ids in `except`:
 * those whose transaction committed after a larger id had already been read.
 */
export function lateLiveEvents(
  db: Executor,
  { audience, upTo, since, except }: { audience: LiveAudience; upTo: number; since: Date; except: number[] },
): Promise<LiveEventRow[]> {
  return db
    .select(columns)
    .from(liveEvents)
    .where(
      and(
        audienceOf(audience),
        lte(liveEvents.id, upTo),
        gte(liveEvents.createdAt, since),
        except.length ? notInArray(liveEvents.id, except) : undefined,
      ),
    )
    .orderBy(asc(liveEvents.id));
}

/** The audience's newest event id (0 when none): where a stream opened without Last-Event-ID starts. */
export async function latestLiveEventId(db: Executor, { audience }: { audience: LiveAudience }): Promise<number> {
  const [row] = await db.select({ id: liveEvents.id }).from(liveEvents).where(audienceOf(audience)).orderBy(desc(liveEvents.id)).limit(1);
  return row?.id ?? 0;
}

/** Deletes the events written before `before`; answers how many. */
export async function pruneLiveEvents(db: Executor, { before }: { before: Date }): Promise<number> {
  const rows = await db.delete(liveEvents).where(lt(liveEvents.createdAt, before)).returning({ id: liveEvents.id });
  return rows.length;
}
