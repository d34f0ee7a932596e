import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { TransactionType } from '../../../contract/wallet';
import type { CauseType } from '../../../contract/ledger';
import type { Wallet } from '../../../contract/walletBalance';
import type { Executor, Tx } from '../../db/connect';
import { fromJsonDate } from '../../db/jsonDocument';
import { pageColumns, pageDocument, readPageDocument } from '../../db/pageDocument';
import type { Paging } from '../../db/paging';
import { preparedPerDb } from '../../db/prepared';
import { ledgerEntries, transactionType, users, wallets } from '../../db/schema';
import { errors } from '../../errors';

/**
 * The only code that changes balances. Every function takes the caller's transaction: the wallet
 * update and its ledger entry commit together or not at all. Checks live in the UPDATE's WHERE,
 * never in a read before it, so two requests racing on PostgreSQL cannot both pass; and
 * `balance_after` comes from the UPDATE's RETURNING, i.e. from the row as this transaction left it.
 */

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export interface Movement {
  userId: number;
  /** Positive VND; the direction comes from credit or debit. */
  amountVnd: number;
  type: TransactionType;
  cause: { type: CauseType; id: number };
  note?: string | null;
  /** The staff member behind it; null for the customer's own actions and the bank. */
  createdBy?: number | null;
  now: Date;
}

/** Adds money; the wallet row is created by the first credit. */
export async function credit(tx: Tx, movement: Movement): Promise<LedgerEntryRow> {
  const { userId, amountVnd, now } = movement;
  const [wallet] = await tx
    .insert(wallets)
    .values({ userId, balanceVnd: amountVnd, heldVnd: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balanceVnd: sql`${wallets.balanceVnd} + excluded.balance_vnd`, updatedAt: now },
    })
    .returning({ balanceVnd: wallets.balanceVnd });
  if (!wallet) throw new Error('crediting a wallet returned no row');
  return appendEntry(tx, movement, amountVnd, wallet.balanceVnd);
}

/**
 * Takes money out. `from: 'available'` spends what is not held (insufficient-funds otherwise);
 * `from: 'held'` pays out an amount a pending withdrawal reserved earlier, releasing the hold.
 */
export async function debit(tx: Tx, movement: Movement & { from: 'available' | 'held' }): Promise<LedgerEntryRow> {
  const { userId, amountVnd, now } = movement;
  const [wallet] =
    movement.from === 'available'
      ? await tx
          .update(wallets)
          .set({ balanceVnd: sql`${wallets.balanceVnd} - ${amountVnd}`, updatedAt: now })
          .where(and(eq(wallets.userId, userId), sql`${wallets.balanceVnd} - ${wallets.heldVnd} >= ${amountVnd}`))
          .returning({ balanceVnd: wallets.balanceVnd })
      : await tx
          .update(wallets)
          .set({ balanceVnd: sql`${wallets.balanceVnd} - ${amountVnd}`, heldVnd: sql`${wallets.heldVnd} - ${amountVnd}`, updatedAt: now })
          .where(and(eq(wallets.userId, userId), gte(wallets.heldVnd, amountVnd)))
          .returning({ balanceVnd: wallets.balanceVnd });
  if (!wallet) {
    if (movement.from === 'available') throw errors.insufficientFunds();
    // A pending withdrawal always has its hold; missing, the books are wrong: stop, do not guess.
    throw new Error(`wallet ${userId} holds less than ${amountVnd} for a pending withdrawal`);
  }
  return appendEntry(tx, movement, -amountVnd, wallet.balanceVnd);
}

/** A payment or a refund for one object: `type` defaults to 'payment' and 'refund'. */
export type ObjectMovement = Omit<Movement, 'type'> & { type?: TransactionType };

/**
 * Pays for an object from the available balance (insufficient-funds otherwise, and the caller's
 * transaction rolls back). Nothing for 0: the ledger holds no zero entries, and a free object
 * (a 0% deposit, a few fen at a tiny rate) costs nothing.
 */
export async function payFor(tx: Tx, { type = 'payment', ...movement }: ObjectMovement): Promise<void> {
  if (movement.amountVnd > 0) await debit(tx, { ...movement, type, from: 'available' });
}

/** Credits the wallet for an object (a refund, unless `type` says otherwise); nothing for 0, as `payFor`. */
export async function creditFor(tx: Tx, { type = 'refund', ...movement }: ObjectMovement): Promise<void> {
  if (movement.amountVnd > 0) await credit(tx, { ...movement, type });
}

/** Reserves part of the available balance for a withdrawal; no ledger entry until it is paid. */
export async function hold(tx: Tx, { userId, amountVnd, now }: { userId: number; amountVnd: number; now: Date }): Promise<void> {
  const [wallet] = await tx
    .update(wallets)
    .set({ heldVnd: sql`${wallets.heldVnd} + ${amountVnd}`, updatedAt: now })
    .where(and(eq(wallets.userId, userId), sql`${wallets.balanceVnd} - ${wallets.heldVnd} >= ${amountVnd}`))
    .returning({ userId: wallets.userId });
  if (!wallet) throw errors.insufficientFunds();
}

/** Gives a hold back (withdrawal cancelled or rejected). */
export async function releaseHold(tx: Tx, { userId, amountVnd, now }: { userId: number; amountVnd: number; now: Date }): Promise<void> {
  const [wallet] = await tx
    .update(wallets)
    .set({ heldVnd: sql`${wallets.heldVnd} - ${amountVnd}`, updatedAt: now })
    .where(and(eq(wallets.userId, userId), gte(wallets.heldVnd, amountVnd)))
    .returning({ userId: wallets.userId });
  if (!wallet) throw new Error(`wallet ${userId} holds less than ${amountVnd} to release`);
}

async function appendEntry(tx: Tx, movement: Movement, signedAmountVnd: number, balanceAfterVnd: number): Promise<LedgerEntryRow> {
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      userId: movement.userId,
      type: movement.type,
      amountVnd: signedAmountVnd,
      balanceAfterVnd,
      causeType: movement.cause.type,
      causeId: movement.cause.id,
      note: movement.note ?? null,
      createdBy: movement.createdBy ?? null,
      createdAt: movement.now,
    })
    .returning();
  if (!entry) throw new Error('inserting a ledger entry returned no row');
  return entry;
}

const walletOfUser = preparedPerDb((db) =>
  db
    .select({ balanceVnd: wallets.balanceVnd, heldVnd: wallets.heldVnd })
    .from(wallets)
    .where(eq(wallets.userId, sql.placeholder('userId')))
    .prepare('wallet_of_user'),
);

/** A customer who never had money has no row yet: all zeros. */
export async function findWallet(db: Executor, { userId }: { userId: number }): Promise<Wallet> {
  const [row] = await walletOfUser(db).execute({ userId });
  const balanceVnd = row?.balanceVnd ?? 0;
  const heldVnd = row?.heldVnd ?? 0;
  return { balanceVnd, heldVnd, availableVnd: balanceVnd - heldVnd };
}

export interface EntryFilter {
  userId: number;
  type?: TransactionType;
  /** Half-open: from ≤ created_at < until. */
  from?: Date;
  until?: Date;
}

/** What the ledger's page shows of an entry. */
const entryColumns = {
  id: ledgerEntries.id,
  type: ledgerEntries.type,
  amountVnd: ledgerEntries.amountVnd,
  balanceAfterVnd: ledgerEntries.balanceAfterVnd,
  causeType: ledgerEntries.causeType,
  causeId: ledgerEntries.causeId,
  note: ledgerEntries.note,
  createdAt: ledgerEntries.createdAt,
};
export type LedgerEntrySummaryRow = Pick<LedgerEntryRow, keyof typeof entryColumns>;

/**
 * A page of a customer's ledger, newest first, as one statement answering one JSON document
 * (db/pageDocument.ts): with the wallet, the ledger is what a customer opens most. Each filter
 * is a placeholder, null when not asked for (`from` ≤ created_at < `until`).
 */
const entryPage = preparedPerDb((db) => {
  const type = sql.placeholder('type');
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const until = sql`${sql.placeholder('until')}::timestamptz`;
  const page = db
    .select({ ...entryColumns, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, sql.placeholder('userId')),
        or(sql`${type}::text is null`, sql`${ledgerEntries.type} = ${type}::${sql.raw(transactionType.enumName)}`),
        or(sql`${from} is null`, sql`${ledgerEntries.createdAt} >= ${from}`),
        or(sql`${until} is null`, sql`${ledgerEntries.createdAt} < ${until}`),
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const document = pageDocument(page, pageColumns(page, Object.keys(entryColumns) as Array<keyof typeof entryColumns>));
  return db.select({ document }).from(page).prepare('ledger_page');
});

export async function listEntries(
  db: Executor,
  { userId, type, from, until, ...paging }: EntryFilter & Paging,
): Promise<{ rows: LedgerEntrySummaryRow[]; total: number }> {
  const filters = { userId, type: type ?? null, from: from ?? null, until: until ?? null };
  const page = await readPageDocument<Omit<LedgerEntrySummaryRow, 'createdAt'> & { createdAt: string }>(
    (place) => entryPage(db).execute({ ...filters, ...place }),
    paging,
  );
  return { total: page.total, rows: page.rows.map((row) => ({ ...row, createdAt: fromJsonDate(row.createdAt) })) };
}

export async function findEntry(db: Executor, { userId, id }: { userId: number; id: number }): Promise<LedgerEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.userId, userId)));
  return row;
}

/** Staff views name the customer by the code they use in memos and on parcels. */
export async function customerCodesOf(db: Executor, { userIds }: { userIds: number[] }): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, customerCode: users.customerCode }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.customerCode]));
}

export async function customerCodeOf(db: Executor, { userId }: { userId: number }): Promise<string | undefined> {
  const [row] = await db.select({ customerCode: users.customerCode }).from(users).where(eq(users.id, userId));
  return row?.customerCode;
}
