import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { pushTokens } from '../../db/schema';

/** One row per device token; a token seen again (even under another account) is moved, not copied. */
export async function upsertPushToken(
  db: Executor,
  { userId, sessionId, token, now }: { userId: number; sessionId: string; token: string; now: Date },
) {
  await db
    .insert(pushTokens)
    .values({ userId, sessionId, token, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushTokens.token,
      set: { userId: sql`excluded.user_id`, sessionId: sql`excluded.session_id`, updatedAt: sql`excluded.updated_at` },
    });
}
