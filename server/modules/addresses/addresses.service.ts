import { MAX_ADDRESSES, type Address } from '../../../contract/addresses';
import type { Db, Executor, Tx } from '../../db/connect';
import { lockCustomer } from '../users/users.queries';
import { errors } from '../../errors';
import { addressFields, type AddressInput } from './addressInput';
import { toAddress } from './addresses.present';
import {
  clearDefaultAddress,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  type AddressRow,
} from './addresses.queries';
import { addressLimitReached, defaultAddressInUse } from './addresses.errors';

type Owned = { userId: number; id: number };

/**
 * The customer's address book. Rules: a customer with addresses always has exactly
 * one default; the first address is it; the default cannot be deleted while others exist. Every
 * write runs in one transaction holding the customer's address-book lock, so two tabs making
 * different addresses default, or adding the 20th address at once, queue instead of colliding.
 */
export function createAddressesService({ db, now }: { db: Db; now: () => Date }) {
  async function list({ userId }: { userId: number }): Promise<Address[]> {
    return (await listAddresses(db, { userId })).map(toAddress);
  }

  async function get(owned: Owned): Promise<Address> {
    return toAddress(await ownAddress(db, owned));
  }

  function create({ userId, input }: { userId: number; input: AddressInput }): Promise<Address> {
    // Checked before the transaction: a refused form takes no lock.
    const fields = addressFields(input);
    return inAddressBook(userId, async (tx, at) => {
      const existing = await countAddresses(tx, { userId });
      if (existing >= MAX_ADDRESSES) throw addressLimitReached();
      const isDefault = existing === 0 || input.isDefault;
      if (isDefault) await clearDefaultAddress(tx, { userId, now: at });
      return insertAddress(tx, { ...fields, userId, isDefault, now: at });
    });
  }

  /** `isDefault: false` never un-defaults: the default moves only by choosing another one. */
  function update({ userId, id, input }: Owned & { input: AddressInput }): Promise<Address> {
    const fields = addressFields(input);
    return inAddressBook(userId, async (tx, at) => {
      const row = await ownAddress(tx, { userId, id });
      const becomesDefault = input.isDefault && !row.isDefault;
      if (becomesDefault) await clearDefaultAddress(tx, { userId, now: at });
      return written(await updateAddress(tx, { userId, id, values: { ...fields, isDefault: row.isDefault || becomesDefault }, now: at }));
    });
  }

  function setDefault(owned: Owned): Promise<Address> {
    return inAddressBook(owned.userId, async (tx, at) => {
      const row = await ownAddress(tx, owned);
      if (row.isDefault) return row;
      await clearDefaultAddress(tx, { userId: owned.userId, now: at });
      return written(await updateAddress(tx, { ...owned, values: { isDefault: true }, now: at }));
    });
  }

  async function remove(owned: Owned): Promise<void> {
    await inAddressBook(owned.userId, async (tx) => {
      const row = await ownAddress(tx, owned);
      if (row.isDefault && (await countAddresses(tx, { userId: owned.userId })) > 1) throw defaultAddressInUse();
      await deleteAddress(tx, owned);
      return row;
    });
  }

  /** A write under the customer's lock, answering the address it leaves. */
  function inAddressBook(userId: number, work: (tx: Tx, at: Date) => Promise<AddressRow>): Promise<Address> {
    return db.transaction(async (tx) => {
      await lockCustomer(tx, { userId });
      return toAddress(await work(tx, now()));
    });
  }

  return { list, get, create, update, setDefault, remove };
}

async function ownAddress(db: Executor, owned: Owned): Promise<AddressRow> {
  const row = await findAddress(db, owned);
  if (!row) throw errors.notFound();
  return row;
}

/** The row was found under the same lock a moment ago, so the update cannot miss it. */
function written(row: AddressRow | undefined): AddressRow {
  if (!row) throw new Error('updating a locked address returned no row');
  return row;
}

export type AddressesService = ReturnType<typeof createAddressesService>;
