import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductSite } from '../../../contract/productSites';
import type { Executor, Tx } from '../../db/connect';
import { countOwned, deleteOwned, findRow, updateOwned, type OwnedRow } from '../../db/rows';
import { cartItems } from '../../db/schema';
import type { CatalogCopy } from './catalogCopy';

/**
 * The cart's SQL. Every statement names the customer (`user_id = $userId`): another customer's
 * line is as absent as a missing one.
 */

export type CartItemRow = typeof cartItems.$inferSelect;

/** The column form of a SKU: '' for a product without properties, so the unique index covers it. */
export const skuKey = (skuId: string | null): string => skuId ?? '';

/** Newest first. */
export function listCartItems(db: Executor, { userId }: { userId: number }): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(desc(cartItems.id));
}

export const findCartItem = (db: Executor, input: OwnedRow): Promise<CartItemRow | undefined> => findRow(db, cartItems, input);

export type LineKey = { userId: number; site: ProductSite; itemId: string; skuId: string | null };

/** The line a SKU already has in the customer's cart, if any. */
export async function findLine(tx: Tx, key: LineKey): Promise<CartItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, key.userId),
        eq(cartItems.site, key.site),
        eq(cartItems.itemId, key.itemId),
        eq(cartItems.skuId, skuKey(key.skuId)),
      ),
    );
  return row;
}

export const countCartItems = (tx: Tx, input: { userId: number }): Promise<number> => countOwned(tx, cartItems, input);

/**
 * Adds `quantity` pieces of a SKU: a new line, or more of the line the SKU already has. A merge
 * refreshes what was copied from the catalog (it was just read again), keeps the old note unless
 * a new one is given, and selects the line again, since the customer just chose it.
 */
export async function addToLine(
  tx: Tx,
  input: LineKey & { copy: CatalogCopy; quantity: number; note: string; now: Date },
): Promise<CartItemRow> {
  const { userId, site, itemId, skuId, copy, quantity, note, now } = input;
  const [row] = await tx
    .insert(cartItems)
    .values({ userId, site, itemId, skuId: skuKey(skuId), ...copy, quantity, note, selected: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.site, cartItems.itemId, cartItems.skuId],
      set: {
        ...copy,
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        note: sql`case when excluded.note <> '' then excluded.note else ${cartItems.note} end`,
        selected: true,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('adding to the cart returned no row');
  return row;
}

export type LineChanges = Partial<Pick<CartItemRow, 'quantity' | 'note' | 'selected'>>;

export const updateCartItem = (
  db: Executor,
  { changes, now, ...row }: OwnedRow & { changes: LineChanges; now: Date },
): Promise<CartItemRow | undefined> => updateOwned(db, cartItems, { ...row, values: { ...changes, updatedAt: now } });

/** True when the customer had that line. */
export const deleteCartItem = (db: Executor, row: OwnedRow): Promise<boolean> => deleteOwned(db, cartItems, row);

/** The id column is a 32-bit integer: PostgreSQL refuses a larger number instead of matching nothing. */
const MAX_ROW_ID = 2_147_483_647;

/** Ids that are not the customer's lines, or cannot be ids at all, match nothing and are left alone. */
export async function selectCartItems(
  db: Executor,
  { userId, ids, selected, now }: { userId: number; ids: number[]; selected: boolean; now: Date },
): Promise<void> {
  const rowIds = ids.filter((id) => id >= 1 && id <= MAX_ROW_ID);
  if (rowIds.length === 0) return;
  await db
    .update(cartItems)
    .set({ selected, updatedAt: now })
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, rowIds)));
}
