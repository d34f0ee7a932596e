import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { compactPhone } from '../../contract/phone';
import { users } from './schema';

/** `%`, `_` and `\` typed into a search are letters, not patterns: the pattern finds the text anywhere. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A search for a phone number as stored (`+84…`): typed the Vietnamese way (0912 345…) it becomes
 * +84912345…; spaces, dots and dashes between digit groups are dropped.
 */
export function phonePattern(text: string): string {
  const compact = compactPhone(text);
  return likePattern(/^0\d*$/.test(compact) ? `+84${compact.slice(1)}` : compact);
}

/**
 * The row belongs to a customer whose code matches `pattern`. A subquery rather than a join, so a
 * page's count (server/db/paging.ts selectPage) can filter its one table with it too.
 */
export function customerCodeLike(userId: AnyPgColumn, pattern: string | SQL): SQL {
  return sql`${userId} in (select ${users.id} from ${users} where ${users.customerCode} ilike ${pattern})`;
}

/**
 * What a search box finds a person by: `q` anywhere in one of the `text` columns of their account,
 * or in their phone number typed any usual way. No condition when nothing is typed.
 */
export function personSearch(q: string | undefined, { text }: { text: readonly AnyPgColumn[] }): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(...text.map((column) => ilike(column, pattern)), ilike(users.phone, phonePattern(q)));
}
