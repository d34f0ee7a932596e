import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/connect';
import { bookOf, clearDefault, countOwned, deleteOwned, findRow, updateOwned, type OwnedRow } from '../../db/rows';
import { taobaoGlobalAccounts } from '../../db/schema';
import type { StoredTokens } from './taobaoAccountTokens';

/**
 * Linked Taobao Global accounts' SQL. Every statement names the person (`user_id = $userId`), so
 * another person's id finds nothing, exactly as a missing one does.
 */

export type TaobaoAccountRow = typeof taobaoGlobalAccounts.$inferSelect;

/** What linking or renewing writes: the tokens and their expiries. */
export type TokenFields = StoredTokens & { expiresAt: Date; refreshExpiresAt: Date | null };

/** The default first, then the newest. */
export const listTaobaoAccounts = (db: Executor, input: { userId: number }): Promise<TaobaoAccountRow[]> =>
  bookOf(db, taobaoGlobalAccounts, input);

export const findTaobaoAccount = (db: Executor, input: OwnedRow): Promise<TaobaoAccountRow | undefined> =>
  findRow(db, taobaoGlobalAccounts, input);

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
export const lockTaobaoAccount = (tx: Tx, input: OwnedRow): Promise<TaobaoAccountRow | undefined> =>
  findRow(tx, taobaoGlobalAccounts, { ...input, lock: true });

export const countTaobaoAccounts = (tx: Tx, input: { userId: number }): Promise<number> => countOwned(tx, taobaoGlobalAccounts, input);

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

export const updateTaobaoAccount = (
  tx: Tx,
  {
    values,
    now,
    ...row
  }: OwnedRow & {
    values: Partial<TokenFields & Pick<TaobaoAccountRow, 'accountName' | 'isDefault' | 'needsRelink' | 'renewedAt'>>;
    now: Date;
  },
): Promise<TaobaoAccountRow | undefined> => updateOwned(tx, taobaoGlobalAccounts, { ...row, values: { ...values, updatedAt: now } });

/** Before another link becomes the default, in the same transaction. */
export const clearDefaultTaobaoAccount = (tx: Tx, input: { userId: number; now: Date }): Promise<void> =>
  clearDefault(tx, taobaoGlobalAccounts, input);

export async function deleteTaobaoAccount(tx: Tx, row: OwnedRow): Promise<void> {
  await deleteOwned(tx, taobaoGlobalAccounts, row);
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
