import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { pushTokens } from '../../db/schema';

/** Every device token of one user (Web Push subscriptions and any other kind). */
export async function listPushTokens(db: Executor, { userId }: { userId: number }) {
  return db.select({ id: pushTokens.id, token: pushTokens.token }).from(pushTokens).where(eq(pushTokens.userId, userId));
}

export async function deletePushTokens(db: Executor, { ids }: { ids: number[] }) {
  if (ids.length === 0) return;
  await db.delete(pushTokens).where(inArray(pushTokens.id, ids));
}
