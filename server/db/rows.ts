import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from './connect';

/**
 * The few row operations every area's queries repeat, written once over any table of that
 * shape: one row by id (and owner), a row under a fresh code, an update that must find its row,
 * the rows of some parents, how many a user has. An area's queries file names them for its own
 * table (`findPob = (db, input) => findRow(db, pobRequests, input)`), so services keep calling
 * the area's queries and never see a table.
 */

type Row<T extends PgTable> = T['$inferSelect'];
type WithId = PgTable & { id: AnyPgColumn };
type Owned = WithId & { userId: AnyPgColumn };

/**
 * `column = value` when a value is given, else no condition: a list's optional filters
 * (`?status=`), and its owner (`userId`), which staff, reading everyone's, leave out.
 */
export function eqIfGiven<T>(column: AnyPgColumn, value: T | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}

/** Which row, and whose: `userId`, when given, is part of the WHERE, so another user's row is as absent as a missing one. */
export type FindRow = { id: number; userId?: number; lock?: boolean };

/** One row by id; with `lock`, it stays locked (FOR UPDATE) until the transaction ends. */
export async function findRow<T extends Owned>(db: Executor, table: T, { id, userId, lock = false }: FindRow): Promise<Row<T> | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eqIfGiven(table.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row as Row<T> | undefined;
}

/** A clash among 32⁴ codes a day is rare, and a few draws always find a free one. */
const CODE_ATTEMPTS = 8;

/**
 * Inserts `values` under a code from `draw`, drawing again while the code is taken (the table's
 * unique index on `code` decides, even for two inserts at once).
 */
export async function insertWithFreshCode<T extends PgTable & { code: AnyPgColumn }>(
  tx: Tx,
  table: T,
  { values, draw, what }: { values: Omit<T['$inferInsert'], 'code'>; draw: () => string; what: string },
): Promise<Row<T>> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const [row] = await tx
      .insert(table as PgTable)
      .values({ ...values, code: draw() } as PgTable['$inferInsert'])
      .onConflictDoNothing({ target: table.code })
      .returning();
    if (row) return row as Row<T>;
  }
  throw new Error(`no free ${what} code after ${CODE_ATTEMPTS} draws`);
}

/** Updates the row `id` and answers it; the row is the caller's to change, so missing means the books are wrong. */
export async function updateRow<T extends WithId>(
  tx: Executor,
  table: T,
  { id, values, what }: { id: number; values: Partial<T['$inferInsert']>; what: string },
): Promise<Row<T>> {
  const [row] = await tx
    .update(table as PgTable)
    .set(values as Partial<PgTable['$inferInsert']>)
    .where(eq(table.id, id))
    .returning();
  if (!row) throw new Error(`${what} ${id} vanished inside its own transaction`);
  return row as Row<T>;
}

/**
 * The rows whose `parent` column is one of `ids` (an order's lines, a request's history; the
 * table's own id for several rows at once), in id order; with `lock`, locked until the
 * transaction ends, always in that order, so two transactions never wait on each other.
 */
export async function rowsOf<T extends WithId>(
  db: Executor,
  table: T,
  parent: AnyPgColumn,
  ids: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Row<T>[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(table as PgTable)
    .where(ids.length === 1 ? eq(parent, ids[0]) : inArray(parent, [...ids]))
    .orderBy(asc(table.id));
  return (lock ? await query.for('update') : await query) as Row<T>[];
}

/** How many rows of the table are the user's (addresses, cart lines, linked accounts: each has a cap). */
export async function countOwned(db: Executor, table: PgTable & { userId: AnyPgColumn }, { userId }: { userId: number }): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(eq(table.userId, userId));
  return row?.total ?? 0;
}

/** Which of a user's rows: both are in the WHERE, so another user's id changes nothing, as a missing one. */
export type OwnedRow = { userId: number; id: number };

/** Changes one of the user's rows; undefined when they have none by that id. */
export async function updateOwned<T extends Owned>(
  db: Executor,
  table: T,
  { userId, id, values }: OwnedRow & { values: Partial<T['$inferInsert']> },
): Promise<Row<T> | undefined> {
  const [row] = await db
    .update(table as PgTable)
    .set(values as Partial<PgTable['$inferInsert']>)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning();
  return row as Row<T> | undefined;
}

/** Deletes one of the user's rows; true when they had it. */
export async function deleteOwned(db: Executor, table: Owned, { userId, id }: OwnedRow): Promise<boolean> {
  const removed = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return removed.length > 0;
}

// ── A user's book with one default (addresses, linked accounts) ─────────────────────────────────

type Book = Owned & { isDefault: AnyPgColumn; createdAt: AnyPgColumn; updatedAt: AnyPgColumn };

/** The user's rows, the default first, then the newest. */
export async function bookOf<T extends Book>(db: Executor, table: T, { userId }: { userId: number }): Promise<Row<T>[]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.isDefault), desc(table.createdAt), desc(table.id));
  return rows as Row<T>[];
}

/**
 * Un-defaults whatever row is the user's default. Runs before another is made default in the same
 * transaction, so the table's one-default index never sees two.
 */
export async function clearDefault(tx: Tx, table: Book, { userId, now }: { userId: number; now: Date }): Promise<void> {
  await tx
    .update(table as PgTable)
    .set({ isDefault: false, updatedAt: now } as Partial<PgTable['$inferInsert']>)
    .where(and(eq(table.userId, userId), eq(table.isDefault, true)));
}
