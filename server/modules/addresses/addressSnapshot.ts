import { and, eq } from 'drizzle-orm';
import type { AddressSnapshot } from '../../../contract/addresses';
import type { Executor } from '../../db/connect';
import { addresses } from '../../db/schema';
import { toAddressSnapshot } from './addresses.present';

/**
 * The caller's address as an order copies it (names resolved now, so later edits of the address
 * book or of the administrative map do not change an order). Undefined when it is not theirs.
 */
export async function addressSnapshotOf(
  db: Executor,
  { userId, addressId }: { userId: number; addressId: number },
): Promise<AddressSnapshot | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!row) return undefined;
  return toAddressSnapshot(row);
}
