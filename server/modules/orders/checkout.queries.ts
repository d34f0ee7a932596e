import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/connect';
import { cartItems } from '../../db/schema';

/**
 * The cart lines a checkout names, read straight from the cart's table (the cart module owns
 * writing them; an order only reads and finally removes them).
 */

export type CartRow = typeof cartItems.$inferSelect;

/** An id an int column can hold; others exist nowhere, and asking the database would be an error. */
export const isStorableId = (id: number) => id >= 1 && id <= 2_147_483_647;
const storable = (ids: readonly number[]) => ids.every(isStorableId);

/** The caller's lines among `ids`, in id order; missing and other customers' ids are simply absent. */
export async function findCartLines(db: Executor, { userId, ids }: { userId: number; ids: readonly number[] }): Promise<CartRow[]> {
  if (!storable(ids)) return [];
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])))
    .orderBy(asc(cartItems.id));
}

/**
 * Takes the lines out of the cart and answers what was taken. Deleting first is the claim: of two
 * checkouts of the same lines racing on PostgreSQL, the second waits for the first to commit and
 * then finds nothing to delete, so the caller sees fewer lines than asked and refuses. A checkout
 * that fails later rolls back and the lines are back in the cart.
 */
export async function takeCartLines(tx: Tx, { userId, ids }: { userId: number; ids: readonly number[] }): Promise<CartRow[]> {
  if (!storable(ids)) return [];
  const rows = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}
