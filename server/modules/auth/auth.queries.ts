import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { passwordResetCodes } from '../../db/schema';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** A new request replaces the unused codes before it: only the newest mail's code works. */
export async function replaceResetCode(
  db: Executor,
  { userId, codeHash, expiresAt }: { userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetCodes).where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({ userId, codeHash, expiresAt });
  });
}

/**
 * Counts one guess against the user's current code and returns it, or undefined when there is no
 * unused code or its guesses are spent. Counting before comparing, in one statement, keeps the
 * cap exact even when guesses arrive in parallel.
 */
export async function claimResetAttempt(
  db: Executor,
  { userId, maxAttempts }: { userId: number; maxAttempts: number },
): Promise<ResetCodeRow | undefined> {
  const current = db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, sql`(${current})`), lt(passwordResetCodes.attempts, maxAttempts)))
    .returning();
  return row;
}

/** Single use: only one of two racing resets with the same code gets `true`. */
export async function markResetCodeUsed(db: Executor, { id, now }: { id: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return rows.length > 0;
}
