import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { BankTransferStatus } from '../../../contract/walletStatus';
import type { Executor, Tx } from '../../db/connect';
import { selectPage } from '../../db/paging';
import { likePattern } from '../../db/search';
import { bankTransfers } from '../../db/schema';
import { errors } from '../../errors';
import type { BankTransferRow } from './wallet.present';

export type NewBankTransfer = typeof bankTransfers.$inferInsert;

/**
 * Records a statement line once: a second delivery of the same bank reference inserts nothing
 * (on PostgreSQL it waits for the first to commit, then finds the row) and gets undefined.
 */
export async function insertTransferOnce(tx: Tx, values: NewBankTransfer): Promise<BankTransferRow | undefined> {
  const [row] = await tx.insert(bankTransfers).values(values).onConflictDoNothing({ target: bankTransfers.bankReference }).returning();
  return row;
}

export async function findTransferByReference(tx: Tx, { bankReference }: { bankReference: string }): Promise<BankTransferRow | undefined> {
  const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.bankReference, bankReference));
  return row;
}

/** The lines already recorded under any of these bank references, by reference. */
export async function findTransfersByReferences(
  db: Executor,
  { bankReferences }: { bankReferences: string[] },
): Promise<Map<string, BankTransferRow>> {
  if (bankReferences.length === 0) return new Map();
  const rows = await db.select().from(bankTransfers).where(inArray(bankTransfers.bankReference, bankReferences));
  return new Map(rows.map((row) => [row.bankReference, row]));
}

export async function setTransferOutcome(
  tx: Tx,
  { id, status, rechargeId }: { id: number; status: BankTransferStatus; rechargeId: number | null },
): Promise<BankTransferRow> {
  const [row] = await tx.update(bankTransfers).set({ status, rechargeId }).where(eq(bankTransfers.id, id)).returning();
  if (!row) throw new Error(`bank transfer ${id} vanished inside its own transaction`);
  return row;
}

/** Staff settled a line in review by confirming a recharge; a line already settled is refused. */
export async function markTransferResolved(tx: Tx, { id, rechargeId }: { id: number; rechargeId: number }): Promise<void> {
  // Ids beyond the int column's range exist nowhere; asking the database would be an error, not a miss.
  if (id < 1 || id > 2_147_483_647) throw errors.notFound();
  const [row] = await tx
    .update(bankTransfers)
    .set({ status: 'resolved', rechargeId })
    .where(and(eq(bankTransfers.id, id), eq(bankTransfers.status, 'review')))
    .returning({ id: bankTransfers.id });
  if (row) return;
  const [exists] = await tx.select({ id: bankTransfers.id }).from(bankTransfers).where(eq(bankTransfers.id, id));
  throw exists ? errors.invalidState() : errors.notFound();
}

/** What staff find a statement line by: part of its memo or of the bank's reference. */
function transferSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(ilike(bankTransfers.memo, pattern), ilike(bankTransfers.bankReference, pattern));
}

export async function listTransfers(
  db: Executor,
  query: { status?: BankTransferStatus; q?: string; page: number; pageSize: number },
): Promise<{ rows: BankTransferRow[]; total: number }> {
  const where = and(query.status ? eq(bankTransfers.status, query.status) : undefined, transferSearch(query.q));
  const select = db.select().from(bankTransfers).orderBy(desc(bankTransfers.id)).$dynamic();
  return selectPage(db, { select, from: bankTransfers, where }, query);
}
