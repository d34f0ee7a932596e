import type { Executor, Tx } from '../../db/connect';
import { bookOf, clearDefault, countOwned, deleteOwned, findRow, updateOwned, type OwnedRow } from '../../db/rows';
import { addresses } from '../../db/schema';

/**
 * The address book's SQL. Every statement names the customer (`user_id = $userId`), so another
 * customer's id finds nothing, exactly as a missing one does.
 */

export type AddressRow = typeof addresses.$inferSelect;
/** What a customer may set on an address; the default flag is decided by the service. */
export type AddressFields = Pick<AddressRow, 'receiverName' | 'phone' | 'provinceCode' | 'wardCode' | 'street'>;

/** The default first, then the newest. */
export const listAddresses = (db: Executor, input: { userId: number }): Promise<AddressRow[]> => bookOf(db, addresses, input);

export const findAddress = (db: Executor, input: OwnedRow): Promise<AddressRow | undefined> => findRow(db, addresses, input);

export const countAddresses = (tx: Tx, input: { userId: number }): Promise<number> => countOwned(tx, addresses, input);

/** Before another address is made default, in the same transaction. */
export const clearDefaultAddress = (tx: Tx, input: { userId: number; now: Date }): Promise<void> => clearDefault(tx, addresses, input);

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

export const updateAddress = (
  tx: Tx,
  { values, now, ...row }: OwnedRow & { values: Partial<AddressFields> & { isDefault?: boolean }; now: Date },
): Promise<AddressRow | undefined> => updateOwned(tx, addresses, { ...row, values: { ...values, updatedAt: now } });

export async function deleteAddress(tx: Tx, row: OwnedRow): Promise<void> {
  await deleteOwned(tx, addresses, row);
}
