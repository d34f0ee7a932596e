import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connect';
import { preparedPerDb } from '../../db/prepared';
import { pushTokens, sessions, users, type UserRow } from '../../db/schema';

export async function insertSession(db: Executor, { userId }: { userId: number }): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId }).returning({ id: sessions.id });
  if (!row) throw new Error('insert into sessions returned no row');
  return row.id;
}

/** The statement behind findUserWithSession: see there. */
const userWithSession = preparedPerDb((db) =>
  db
    .select({ user: users, sessionId: sessions.id, revokedAt: sessions.revokedAt })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, users.id)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_with_session'),
);

/**
 * The user behind a token and whether the token's session is still open, in one query: the auth
 * guard runs this on every authenticated request, so the session check costs no second round
 * trip, and it is a statement prepared once (db/prepared.ts).
 */
export async function findUserWithSession(
  db: Db,
  { userId, sessionId }: { userId: number; sessionId: string },
): Promise<{ user: UserRow; sessionOpen: boolean } | undefined> {
  const [row] = await userWithSession(db).execute({ userId, sessionId });
  if (!row) return undefined;
  return { user: row.user, sessionOpen: row.sessionId !== null && row.revokedAt === null };
}

/** A token of the session was issued again (a refresh): its idle time starts over. */
export async function markSessionRenewed(db: Executor, { sessionId, now }: { sessionId: string; now: Date }): Promise<void> {
  await db.update(sessions).set({ renewedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends one session; the push subscription it registered leaves the account with it. */
export async function revokeSession(
  db: Executor,
  { userId, sessionId, now }: { userId: number; sessionId: string; now: Date },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db.delete(pushTokens).where(and(eq(pushTokens.sessionId, sessionId), eq(pushTokens.userId, userId)));
}

/** Ends every session of the account, and every push subscription they registered. */
export async function revokeAllSessions(db: Executor, { userId, now }: { userId: number; now: Date }): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db.delete(pushTokens).where(and(eq(pushTokens.userId, userId), isNotNull(pushTokens.sessionId)));
}

/** Rows removed per transaction when pruning, so a large backlog never holds long locks. */
export const SESSION_PRUNE_BATCH = 200;

/**
 * Removes sessions that can no longer carry a token: past SESSION_MAX_AGE since they began (no
 * refresh reaches past it), or revoked or last renewed longer than `unusableAfterSeconds` ago (the
 * last token's life plus the idle timeout in which an expired one may still be renewed). The push subscriptions
 * such a session registered go with it in the same transaction: the device is signed out, so it
 * must not keep receiving the account's pushes as an account-wide subscription would.
 * Returns how many sessions were removed.
 */
export async function pruneSessions(
  db: Db,
  {
    now,
    maxAgeSeconds,
    unusableAfterSeconds,
    batch = SESSION_PRUNE_BATCH,
  }: { now: Date; maxAgeSeconds: number; unusableAfterSeconds: number; batch?: number },
): Promise<number> {
  const startedBefore = new Date(now.getTime() - maxAgeSeconds * 1000);
  const unusableBefore = new Date(now.getTime() - unusableAfterSeconds * 1000);
  let removed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(or(lt(sessions.createdAt, startedBefore), lt(sessions.revokedAt, unusableBefore), lt(sessions.renewedAt, unusableBefore)))
        .limit(batch);
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      await tx.delete(pushTokens).where(inArray(pushTokens.sessionId, ids));
      await tx.delete(sessions).where(inArray(sessions.id, ids));
      return ids.length;
    });
    removed += count;
    if (count < batch) return removed;
  }
}
