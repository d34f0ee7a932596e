import type { DataCipher } from '../../crypto/dataCipher';
import type { Db, Tx } from '../../db/connect';
import { errors } from '../../errors';
import { isTaobaoGlobalError, type TaobaoGlobalClient } from './client/taobaoGlobalClient';
import { taobaoGlobalNotLinked, taobaoGlobalRelinkRequired, taobaoGlobalUnavailable } from './taobaoGlobal.errors';
import {
  findDefaultTaobaoAccount,
  findTaobaoAccount,
  lockTaobaoAccount,
  updateTaobaoAccount,
  type TaobaoAccountRow,
} from './taobaoAccounts.queries';
import { openAccessToken, openRefreshToken, sealTokens } from './taobaoAccountTokens';

/** A token is renewed when it expires within this margin, so no call starts with one about to end. */
export const RENEW_MARGIN_MS = 10 * 60_000;

export interface UsableToken {
  accountId: number;
  accountName: string;
  accessToken: string;
}

type Which = { userId: number; accountId?: number };

/** What happened under the link's lock; a relink is thrown only after the mark is committed. */
type Outcome = { row: TaobaoAccountRow } | { relink: true };

/**
 * The access token a call to the platform should carry, renewed through the client before it
 * expires, and the way a call recovers when the platform refuses a token anyway.
 */
export function createTokenKeeper({ client, cipher, now }: { client: TaobaoGlobalClient; cipher: DataCipher; now: () => Date }) {
  const dueForRenewal = (row: TaobaoAccountRow) => row.expiresAt.getTime() - now().getTime() <= RENEW_MARGIN_MS;
  const usable = (row: TaobaoAccountRow): UsableToken => ({
    accountId: row.id,
    accountName: row.accountName,
    accessToken: openAccessToken(cipher, { userId: row.userId, stored: row.accessTokenEncrypted }),
  });

  /**
   * The person's token for `accountId`, or for their default link. Renews it when it expires
   * within RENEW_MARGIN_MS and a refresh token is kept; a link that cannot be renewed is marked
   * for relinking and answered `taobao-global-relink-required`. Runs its own transaction (pass the
   * database, not a transaction), so a renewal stays stored whatever the caller does next.
   */
  async function usableToken(db: Db, { userId, accountId }: Which): Promise<UsableToken> {
    const row =
      accountId === undefined ? await findDefaultTaobaoAccount(db, { userId }) : await findTaobaoAccount(db, { userId, id: accountId });
    if (!row) throw accountId === undefined ? taobaoGlobalNotLinked() : errors.notFound();
    if (row.needsRelink) throw taobaoGlobalRelinkRequired();
    if (!dueForRenewal(row)) return usable(row);
    return renew(db, { userId, id: row.id, rejected: null });
  }

  /**
   * Runs `call` with a usable token. When the platform refuses the token all the same (revoked,
   * or expired earlier than it said), the token is renewed once and the call tried again; a second
   * refusal marks the link for relinking.
   */
  async function withToken<T>(db: Db, which: Which, call: (token: UsableToken) => Promise<T>): Promise<T> {
    const token = await usableToken(db, which);
    try {
      return await call(token);
    } catch (error) {
      if (!isTaobaoGlobalError(error) || error.kind !== 'invalid-token') throw error;
    }
    const renewed = await renew(db, { userId: which.userId, id: token.accountId, rejected: token.accessToken });
    try {
      return await call(renewed);
    } catch (error) {
      if (!isTaobaoGlobalError(error) || error.kind !== 'invalid-token') throw error;
      await db.transaction((tx) => markRelink(tx, { userId: which.userId, id: token.accountId }));
      throw taobaoGlobalRelinkRequired();
    }
  }

  /**
   * Renews under the link's row lock (SELECT … FOR UPDATE), the platform called while it is held:
   * a second request waits, then finds the token already renewed and uses it, so one refresh
   * token is never spent twice. `rejected` is a token the platform refused: renew even if it does
   * not look due, unless another request has replaced it meanwhile.
   */
  async function renew(db: Db, { userId, id, rejected }: { userId: number; id: number; rejected: string | null }): Promise<UsableToken> {
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const row = await lockTaobaoAccount(tx, { userId, id });
      if (!row) throw errors.notFound();
      if (row.needsRelink) return { relink: true };
      const replaced = rejected !== null && usable(row).accessToken !== rejected;
      if (replaced || (rejected === null && !dueForRenewal(row))) return { row };

      const at = now();
      const stillValid = rejected === null && row.expiresAt > at;
      const refreshUsable = row.refreshTokenEncrypted !== null && (row.refreshExpiresAt === null || row.refreshExpiresAt > at);
      if (!refreshUsable) {
        // Nothing to renew with: use the token while it lasts, then the person links again.
        if (stillValid) return { row };
        await markRelink(tx, { userId, id });
        return { relink: true };
      }
      const refreshToken = openRefreshToken(cipher, { userId, stored: row.refreshTokenEncrypted! });
      let issued;
      try {
        issued = await client.refreshToken(refreshToken);
      } catch (error) {
        if (!isTaobaoGlobalError(error)) throw error;
        if (error.kind !== 'unavailable') {
          await markRelink(tx, { userId, id });
          return { relink: true };
        }
        if (stillValid) return { row };
        throw taobaoGlobalUnavailable();
      }
      const sealed = sealTokens(cipher, { userId, accessToken: issued.accessToken, refreshToken: issued.refreshToken ?? refreshToken });
      const values = {
        ...sealed,
        expiresAt: issued.expiresAt,
        refreshExpiresAt: issued.refreshExpiresAt ?? row.refreshExpiresAt,
        renewedAt: at,
      };
      const renewed = await updateTaobaoAccount(tx, { userId, id, values, now: at });
      if (!renewed) throw new Error('renewing a locked Taobao Global account returned no row');
      return { row: renewed };
    });
    if ('relink' in outcome) throw taobaoGlobalRelinkRequired();
    return usable(outcome.row);
  }

  async function markRelink(tx: Tx, { userId, id }: { userId: number; id: number }): Promise<void> {
    await updateTaobaoAccount(tx, { userId, id, values: { needsRelink: true }, now: now() });
  }

  return { usableToken, withToken };
}

export type TokenKeeper = ReturnType<typeof createTokenKeeper>;
