import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { jsonArray, jsonObject } from './jsonDocument';
import type { Paging } from './paging';

/**
 * A page of a hot list as ONE statement answering one JSON document, `{ total, rows }`, prepared
 * once per database (db/prepared.ts). The list's query is limited to the page first, as a
 * subquery with `total: count(*) over ()` (the whole list's size, on every row of the page); only
 * then are its rows built into JSON (db/jsonDocument.ts), each with what it carries from other
 * tables. The count, the page and the rows' details were separate statements, most of a list's
 * time on PGlite. The filters are placeholders, so one plan serves every filter; the page's size
 * and place are the placeholders `limit` and `offset`.
 */

/** The statement's one column: `row` of each of `page`'s rows, newest first (by `id`), and the list's size. */
export function pageDocument(page: { id: SQLWrapper; total: SQLWrapper }, row: Record<string, SQLWrapper>): SQL<string> {
  return sql<string>`json_build_object('total', max(${page.total}), 'rows', ${jsonArray(jsonObject(row), sql`${page.id} desc`)})::text`;
}

/** The subquery's fields under the same keys as the columns it selected, for `pageDocument`'s row. */
export function pageColumns<Key extends string>(page: Record<Key, SQLWrapper>, keys: readonly Key[]): Record<Key, SQLWrapper> {
  return Object.fromEntries(keys.map((key): [Key, SQLWrapper] => [key, page[key]])) as Record<Key, SQLWrapper>;
}

/** The placeholders of the page's size and place. */
export const pagePlace = ({ page, pageSize }: Paging) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/**
 * Runs a page document's statement with the page's place and reads it. A page past the end has no
 * row to carry the total: the first page's first row is asked for it then (rare: a list shrank
 * under someone paging through it).
 */
export async function readPageDocument<Json>(
  run: (place: { limit: number; offset: number }) => Promise<Array<{ document: string }>>,
  paging: Paging,
): Promise<{ rows: Json[]; total: number }> {
  const read = async (place: { limit: number; offset: number }) => {
    const [found] = await run(place);
    if (!found) throw new Error('a page document statement answered no row');
    return JSON.parse(found.document) as { total: number | null; rows: Json[] };
  };
  const { total, rows } = await read(pagePlace(paging));
  if (total !== null || paging.page === 1) return { rows, total: total ?? 0 };
  return { rows, total: (await read({ limit: 1, offset: 0 })).total ?? 0 };
}
