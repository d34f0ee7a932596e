import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { WithdrawStatus } from '../../../contract/walletStatus';
import type { Executor, Tx } from '../../db/connect';
import { pageWithCustomer } from '../../db/paging';
import { eqIfGiven, findRow, type FindRow } from '../../db/rows';
import { customerCodeLike, likePattern } from '../../db/search';
import { withdrawRequests } from '../../db/schema';
import type { WithdrawRow } from './wallet.present';

export type NewWithdraw = typeof withdrawRequests.$inferInsert;

export async function insertWithdraw(tx: Tx, values: NewWithdraw): Promise<WithdrawRow> {
  const [row] = await tx.insert(withdrawRequests).values(values).returning();
  if (!row) throw new Error('inserting a withdrawal returned no row');
  return row;
}

/** With `userId`, only that customer's request: someone else's id is as absent as a missing one. */
export const findWithdraw = (db: Executor, input: Omit<FindRow, 'lock'>): Promise<WithdrawRow | undefined> =>
  findRow(db, withdrawRequests, input);

/**
 * Leaves `pending` for good. Conditional, so of a customer's cancel and a staff member's complete
 * racing each other exactly one wins; the loser finds no row.
 */
export async function closePendingWithdraw(
  tx: Tx,
  input: {
    id: number;
    userId?: number;
    status: Exclude<WithdrawStatus, 'pending'>;
    note: string | null;
    processedBy: number | null;
    now: Date;
  },
): Promise<WithdrawRow | undefined> {
  const [row] = await tx
    .update(withdrawRequests)
    .set({ status: input.status, note: input.note, processedBy: input.processedBy, updatedAt: input.now })
    .where(and(eq(withdrawRequests.id, input.id), eqIfGiven(withdrawRequests.userId, input.userId), eq(withdrawRequests.status, 'pending')))
    .returning();
  return row;
}

/** What staff find a withdrawal by: part of its customer's code, or of the account's number or name. */
function withdrawSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    customerCodeLike(withdrawRequests.userId, pattern),
    ilike(withdrawRequests.accountNumber, pattern),
    ilike(withdrawRequests.accountName, pattern),
  );
}

export async function listWithdraws(
  db: Executor,
  query: { userId?: number; status?: WithdrawStatus; q?: string; page: number; pageSize: number },
): Promise<{ rows: Array<{ withdraw: WithdrawRow; customerCode: string }>; total: number }> {
  const where = and(
    eqIfGiven(withdrawRequests.userId, query.userId),
    eqIfGiven(withdrawRequests.status, query.status),
    withdrawSearch(query.q),
  );
  return pageWithCustomer(db, withdrawRequests, { as: 'withdraw', where, paging: query });
}
