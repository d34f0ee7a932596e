import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './connect';

/**
 * One page of a list and how many rows the whole list has. `select` is the list's ordered query
 * (made `$dynamic()` so it can be finished here); `where` filters both it and the count of `from`,
 * so the two cannot disagree. A join in `select` must not add or drop rows (a many-to-one join).
 */
export async function selectPage<Query extends PgSelect>(
  db: Executor,
  { select, from, where, page, pageSize }: { select: Query; from: PgTable; where?: SQL; page: number; pageSize: number },
): Promise<{ rows: Awaited<Query>; total: number }> {
  const rows = await select
    .where(where)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(from).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of rows as the API answers it (contract/pagination.ts pageOf), each row presented. */
export function pageOfRows<R, T>(
  result: { rows: R[]; total: number },
  query: { page: number; pageSize: number },
  present: (row: R) => T,
): Page<T> {
  return { items: result.rows.map(present), total: result.total, page: query.page, pageSize: query.pageSize };
}
