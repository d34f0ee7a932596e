import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './connect';
import { users } from './schema';

/** Which page of a list, as the API asks for it (contract/pagination.ts pageQuerySchema). */
export type Paging = { page: number; pageSize: number };

/**
 * One page of a list and how many rows the whole list has. `select` is the list's ordered query
 * (made `$dynamic()` so it can be finished here); `where` filters both it and the count of `from`,
 * so the two cannot disagree. A join in `select` must not add or drop rows (a many-to-one join).
 */
export async function selectPage<Query extends PgSelect>(
  db: Executor,
  { select, from, where }: { select: Query; from: PgTable; where?: SQL },
  { page, pageSize }: Paging,
): Promise<{ rows: Awaited<Query>; total: number }> {
  const rows = await select
    .where(where)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(from).where(where);
  return { rows, total: counted?.total ?? 0 };
}

type Owned = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/** A page of a table's rows, newest first. */
export function pageNewestFirst<T extends Owned>(
  db: Executor,
  table: T,
  { where, paging }: { where?: SQL; paging: Paging },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const select = db
    .select()
    .from(table as PgTable)
    .orderBy(desc(table.id))
    .$dynamic();
  return selectPage(db, { select, from: table, where }, paging) as Promise<{ rows: T['$inferSelect'][]; total: number }>;
}

/**
 * A page of a table's rows, newest first, each as `{ [as]: row, customerCode }`: whose it is, as
 * staff lists show it (a customer's own list has it too, and ignores it).
 */
export function pageWithCustomer<T extends Owned, As extends string>(
  db: Executor,
  table: T,
  { as, where, paging }: { as: As; where?: SQL; paging: Paging },
): Promise<{ rows: Array<Record<As, T['$inferSelect']> & { customerCode: string }>; total: number }> {
  const select = db
    .select({ [as]: table as PgTable, customerCode: users.customerCode })
    .from(table as PgTable)
    .innerJoin(users, eq(users.id, table.userId))
    .orderBy(desc(table.id))
    .$dynamic();
  return selectPage(db, { select, from: table, where }, paging) as Promise<{
    rows: Array<Record<As, T['$inferSelect']> & { customerCode: string }>;
    total: number;
  }>;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of rows as the API answers it (contract/pagination.ts pageOf), each row presented. */
export function pageOfRows<R, T>(result: { rows: R[]; total: number }, query: Paging, present: (row: R) => T): Page<T> {
  return { items: result.rows.map(present), total: result.total, page: query.page, pageSize: query.pageSize };
}
