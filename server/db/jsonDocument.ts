import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Rows built into one JSON value by the database, for the hot list reads (a page of orders, of
 * ledger entries): the page comes back as one text cell that `JSON.parse` reads at once, where
 * the drivers (PGlite's in particular) parse every cell of every row by its type, and Drizzle
 * maps each row after them (a quarter of the order page's statement on PGlite, measured).
 * In JSON, integer and bigint columns are numbers (VND stays far below 2^53), enums and text
 * strings, jsonb columns their value, and timestamps ISO 8601 strings with their offset
 * (`fromJsonDate`).
 */

/** `json_build_object('key', value, …)`: a row as a JSON object under the given keys (plain identifiers). */
export function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`not a JSON key for SQL: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** `json_agg` of `row` in the given order, `[]` (not null) over no rows. */
export const jsonArray = (row: SQL, orderBy: SQL): SQL => sql`coalesce(json_agg(${row} order by ${orderBy}), '[]')`;

/** A timestamp as JSON gives it (`2026-11-28T06:50:45.123456+00:00`), as the drivers give it: a Date, to the millisecond. */
export const fromJsonDate = (text: string): Date => new Date(text);
