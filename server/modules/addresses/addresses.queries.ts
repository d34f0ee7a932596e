import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/connect';
import { addresses } from '../../db/schema';

/**
 * The address book's SQL. Every statement names the customer (`user_id = $userId`), so another
 * customer's id finds nothing, exactly as a missing one does.
 */

export type AddressRow = typeof addresses.$inferSelect;
/** What a customer may set on an address; the default flag is decided by the service. */
export type AddressFields = Pick<AddressRow, 'receiverName' | 'phone' | 'provinceCode' | 'wardCode' | 'street'>;

type Owned = { userId: number; id: number };

/** The default first, then the newest. */
export function listAddresses(db: Executor, { userId }: { userId: number }): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

export async function findAddress(db: Executor, { userId, id }: Owned): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function countAddresses(tx: Tx, { userId }: { userId: number }): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.total ?? 0;
}

/**
 * Un-defaults whatever address is the default. Runs before another is made default in the same
 * transaction, so the one-default index never sees two.
 */
export async function clearDefault(tx: Tx, { userId, now }: { userId: number; now: Date }): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function insertAddress(
  tx: Tx,
  values: AddressFields & { userId: number; isDefault: boolean; now: Date },
): Promise<AddressRow> {
  const { now, ...fields } = values;
  const [row] = await tx
    .insert(addresses)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('inserting an address returned no row');
  return row;
}

export async function updateAddress(
  tx: Tx,
  { userId, id, values, now }: Owned & { values: Partial<AddressFields> & { isDefault?: boolean }; now: Date },
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(addresses)
    .set({ ...values, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(tx: Tx, { userId, id }: Owned): Promise<void> {
  await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}
