import { MAX_TAOBAO_ACCOUNTS, type LinkTaobaoAccountRequest, type TaobaoAccount } from '../../../contract/taobaoGlobal';
import { v } from '../../../contract/validation';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db, Executor, Tx } from '../../db/connect';
import { errors } from '../../errors';
import { lockCustomer } from '../users/users.queries';
import { taobaoAccountLimitReached } from './taobaoGlobal.errors';
import { toTaobaoAccount } from './taobaoAccounts.present';
import {
  clearDefaultTaobaoAccount,
  countTaobaoAccounts,
  deleteTaobaoAccount,
  findTaobaoAccount,
  findTaobaoAccountByName,
  insertTaobaoAccount,
  latestTaobaoAccount,
  listTaobaoAccounts,
  updateTaobaoAccount,
  type TaobaoAccountRow,
} from './taobaoAccounts.queries';
import { sealTokens } from './taobaoAccountTokens';

type Owned = { userId: number; id: number };

/**
 * A person's linked Taobao Global accounts. Rules: the first link is the default and a person
 * with links always has exactly one; linking a name already linked (without regard to case)
 * renews that link with the new tokens instead of adding another; unlinking the default makes the
 * newest of the others (the next in the list) the default. Writes run under the person's lock,
 * as the address book's do, so two tabs cannot pass the limit or make two defaults.
 */
export function createTaobaoAccountsService({ db, now, cipher }: { db: Db; now: () => Date; cipher: DataCipher }) {
  async function list({ userId }: { userId: number }): Promise<TaobaoAccount[]> {
    const at = now();
    return (await listTaobaoAccounts(db, { userId })).map((row) => toTaobaoAccount(row, at));
  }

  /** Answers the link and whether it is new (201) or a renewed one (200). */
  async function link({
    userId,
    input,
  }: {
    userId: number;
    input: LinkTaobaoAccountRequest;
  }): Promise<{ account: TaobaoAccount; created: boolean }> {
    const expiresAt = new Date(input.expiresAt);
    const refreshToken = input.refreshToken ?? null;
    // A token already expired with nothing to renew it would be linked only to fail at first use.
    if (expiresAt.getTime() <= now().getTime() && refreshToken === null)
      throw errors.validation([{ path: 'expiresAt', message: v.taobaoTokenExpired, code: 'custom' }]);
    const tokens = { ...sealTokens(cipher, { userId, accessToken: input.accessToken, refreshToken }), expiresAt, refreshExpiresAt: null };
    return db.transaction(async (tx) => {
      await lockCustomer(tx, { userId });
      const at = now();
      const existing = await findTaobaoAccountByName(tx, { userId, accountName: input.accountName });
      if (existing) {
        const values = { ...tokens, accountName: input.accountName, needsRelink: false, renewedAt: null };
        const row = written(await updateTaobaoAccount(tx, { userId, id: existing.id, values, now: at }));
        return { account: toTaobaoAccount(row, at), created: false };
      }
      const linked = await countTaobaoAccounts(tx, { userId });
      if (linked >= MAX_TAOBAO_ACCOUNTS) throw taobaoAccountLimitReached();
      const row = await insertTaobaoAccount(tx, { ...tokens, userId, accountName: input.accountName, isDefault: linked === 0, now: at });
      return { account: toTaobaoAccount(row, at), created: true };
    });
  }

  function setDefault(owned: Owned): Promise<TaobaoAccount> {
    return underLock(owned.userId, async (tx, at) => {
      const row = await ownAccount(tx, owned);
      if (row.isDefault) return row;
      await clearDefaultTaobaoAccount(tx, { userId: owned.userId, now: at });
      return written(await updateTaobaoAccount(tx, { ...owned, values: { isDefault: true }, now: at }));
    });
  }

  async function unlink(owned: Owned): Promise<void> {
    await underLock(owned.userId, async (tx, at) => {
      const row = await ownAccount(tx, owned);
      await deleteTaobaoAccount(tx, owned);
      const next = row.isDefault ? await latestTaobaoAccount(tx, { userId: owned.userId }) : undefined;
      if (next) await updateTaobaoAccount(tx, { userId: owned.userId, id: next.id, values: { isDefault: true }, now: at });
      return row;
    });
  }

  /** A write under the person's lock, answering the link it leaves. */
  function underLock(userId: number, work: (tx: Tx, at: Date) => Promise<TaobaoAccountRow>): Promise<TaobaoAccount> {
    return db.transaction(async (tx) => {
      await lockCustomer(tx, { userId });
      const at = now();
      return toTaobaoAccount(await work(tx, at), at);
    });
  }

  return { list, link, setDefault, unlink };
}

async function ownAccount(db: Executor, owned: Owned): Promise<TaobaoAccountRow> {
  const row = await findTaobaoAccount(db, owned);
  if (!row) throw errors.notFound();
  return row;
}

/** The row was found under the same lock a moment ago, so the update cannot miss it. */
function written(row: TaobaoAccountRow | undefined): TaobaoAccountRow {
  if (!row) throw new Error('updating a locked Taobao Global account returned no row');
  return row;
}

export type TaobaoAccountsService = ReturnType<typeof createTaobaoAccountsService>;
