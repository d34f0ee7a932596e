import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/connect';
import { errors } from '../errors';
import type { StoredPhoto } from './photo';
import { newPhotoToken } from './photoUpload';

/**
 * Pictures kept beside the object they belong to (a refund request's proof, a payout's receipt, a
 * complaint's photos): the re-encoded bytes in a photo table, their tokens in a JSON array on the
 * object's row (`id`, `status`, `updatedAt`, and `userId` for a customer's own), written in one
 * transaction; images/photoUpload.ts serves them by token.
 */
export type PhotoAlbum = {
  /** The object's table and the name of its tokens column. */
  owner: { table: PgTable; tokens: string };
  /** The photo table and the name of its column naming the object. */
  photos: { table: PgTable; parent: string };
  /** The states in which pictures may still be added; any, when not given. */
  open?: readonly string[];
  /** The most pictures one object carries, and the refusal once it has them. */
  max: number;
  full: () => Error;
};

/** The table's columns by property name; a name the table lacks is a mistake in the album's description. */
function columnsOf(table: PgTable): (name: string) => AnyPgColumn {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn | undefined>;
  return (name) => {
    const column = columns[name];
    if (!column) throw new Error(`a photo album names a column "${name}" its table lacks`);
    return column;
  };
}

/**
 * Adds a picture to object `id` (the caller's own when `userId` is given: another customer's is as
 * absent as a missing one). The object is locked, so two uploads cannot both take the last place;
 * the same file sent again adds nothing. Answers whether it added one.
 */
export async function addToAlbum(
  tx: Tx,
  { owner, photos, open, max, full }: PhotoAlbum,
  { id, userId, photo, by, now }: { id: number; userId?: number; photo: StoredPhoto; by: number; now: Date },
): Promise<boolean> {
  const object = columnsOf(owner.table);
  const stored = columnsOf(photos.table);
  const tokens = object(owner.tokens);
  const [row] = (await tx
    .select({ status: object('status'), tokens })
    .from(owner.table)
    .where(and(eq(object('id'), id), userId === undefined ? undefined : eq(object('userId'), userId)))
    .for('update')) as Array<{ status: string; tokens: string[] }>;
  if (!row) throw errors.notFound();
  if (open && !open.includes(row.status)) throw errors.invalidState();
  const { sha256, bytes, contentType } = photo;
  const [same] = await tx
    .select({ id: stored('id') })
    .from(photos.table)
    .where(and(eq(stored(photos.parent), id), eq(stored('sha256'), sha256)));
  if (same) return false;
  if (row.tokens.length >= max) throw full();
  const token = newPhotoToken();
  await tx.insert(photos.table).values({ [photos.parent]: id, token, contentType, sha256, bytes, createdBy: by, createdAt: now });
  await tx
    .update(owner.table)
    .set({ [owner.tokens]: sql`${tokens} || ${JSON.stringify([token])}::jsonb`, updatedAt: now })
    .where(eq(object('id'), id));
  return true;
}
