import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { pushTokens } from '../../db/schema';

/** One row per device token; a token seen again (even under another account) is moved, not copied. */
export async function upsertPushToken({ db, userId, token, now }: { db: Db; userId: number; token: string; now: Date }) {
  await db
    .insert(pushTokens)
    .values({ userId, token, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushTokens.token,
      set: { userId: sql`excluded.user_id`, updatedAt: sql`excluded.updated_at` },
    });
}
