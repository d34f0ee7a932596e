import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/connect';
import { taobaoGlobalAccounts } from '../../db/schema';
import type { StoredTokens } from './taobaoAccountTokens';

/**
 * Linked Taobao Global accounts' SQL. Every statement names the person (`user_id = $userId`), so
 * another person's id finds nothing, exactly as a missing one does.
 */

export type TaobaoAccountRow = typeof taobaoGlobalAccounts.$inferSelect;

type Owned = { userId: number; id: number };

/** What linking or renewing writes: the tokens and their expiries. */
export type TokenFields = StoredTokens & { expiresAt: Date; refreshExpiresAt: Date | null };

/** The default first, then the newest. */
export function listTaobaoAccounts(db: Executor, { userId }: { userId: number }): Promise<TaobaoAccountRow[]> {
  return db
    .select()
    .from(taobaoGlobalAccounts)
    .where(eq(taobaoGlobalAccounts.userId, userId))
    .orderBy(desc(taobaoGlobalAccounts.isDefault), desc(taobaoGlobalAccounts.createdAt), desc(taobaoGlobalAccounts.id));
}

export async function findTaobaoAccount(db: Executor, { userId, id }: Owned): Promise<TaobaoAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(taobaoGlobalAccounts)
    .where(and(eq(taobaoGlobalAccounts.id, id), eq(taobaoGlobalAccounts.userId, userId)));
  return row;
}

export async function findDefaultTaobaoAccount(db: Executor, { userId }: { userId: number }): Promise<TaobaoAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(taobaoGlobalAccounts)
    .where(and(eq(taobaoGlobalAccounts.userId, userId), eq(taobaoGlobalAccounts.isDefault, true)));
  return row;
}

/** The link of that name, whatever its case (the unique index compares the same way). */
export async function findTaobaoAccountByName(tx: Tx, { userId, accountName }: { userId: number; accountName: string }) {
  const [row] = await tx
    .select()
    .from(taobaoGlobalAccounts)
    .where(and(eq(taobaoGlobalAccounts.userId, userId), sql`lower(${taobaoGlobalAccounts.accountName}) = lower(${accountName})`));
  return row;
}

/**
 * The link, locked until the transaction ends: two requests renewing one token queue here, and
 * the second finds the first one's new token instead of spending the same refresh token again.
 */
export async function lockTaobaoAccount(tx: Tx, { userId, id }: Owned): Promise<TaobaoAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(taobaoGlobalAccounts)
    .where(and(eq(taobaoGlobalAccounts.id, id), eq(taobaoGlobalAccounts.userId, userId)))
    .for('update');
  return row;
}

export async function countTaobaoAccounts(tx: Tx, { userId }: { userId: number }): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(taobaoGlobalAccounts).where(eq(taobaoGlobalAccounts.userId, userId));
  return row?.total ?? 0;
}

export async function insertTaobaoAccount(
  tx: Tx,
  values: TokenFields & { userId: number; accountName: string; isDefault: boolean; now: Date },
): Promise<TaobaoAccountRow> {
  const { now, ...fields } = values;
  const [row] = await tx
    .insert(taobaoGlobalAccounts)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('inserting a Taobao Global account returned no row');
  return row;
}

export async function updateTaobaoAccount(
  tx: Tx,
  {
    userId,
    id,
    values,
    now,
  }: Owned & {
    values: Partial<TokenFields & Pick<TaobaoAccountRow, 'accountName' | 'isDefault' | 'needsRelink' | 'renewedAt'>>;
    now: Date;
  },
): Promise<TaobaoAccountRow | undefined> {
  const [row] = await tx
    .update(taobaoGlobalAccounts)
    .set({ ...values, updatedAt: now })
    .where(and(eq(taobaoGlobalAccounts.id, id), eq(taobaoGlobalAccounts.userId, userId)))
    .returning();
  return row;
}

/** Un-defaults the default link, before another becomes it in the same transaction (one-default index). */
export async function clearDefaultTaobaoAccount(tx: Tx, { userId, now }: { userId: number; now: Date }): Promise<void> {
  await tx
    .update(taobaoGlobalAccounts)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(taobaoGlobalAccounts.userId, userId), eq(taobaoGlobalAccounts.isDefault, true)));
}

export async function deleteTaobaoAccount(tx: Tx, { userId, id }: Owned): Promise<void> {
  await tx.delete(taobaoGlobalAccounts).where(and(eq(taobaoGlobalAccounts.id, id), eq(taobaoGlobalAccounts.userId, userId)));
}

/** The newest link, first after the default in the list: the one that becomes default when the default goes. */
export async function latestTaobaoAccount(tx: Tx, { userId }: { userId: number }): Promise<TaobaoAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(taobaoGlobalAccounts)
    .where(eq(taobaoGlobalAccounts.userId, userId))
    .orderBy(desc(taobaoGlobalAccounts.createdAt), desc(taobaoGlobalAccounts.id))
    .limit(1);
  return row;
}
