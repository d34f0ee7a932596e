import type { TransactionQuery } from '../../../contract/wallet';
import type { Transaction } from '../../../contract/ledger';
import type { Wallet } from '../../../contract/walletBalance';
import type { Db } from '../../db/connect';
import { errors } from '../../errors';
import { vietnamDayRange } from './vietnamDay';
import { toTransaction } from './wallet.present';
import { pageOfRows, type Page } from '../../db/paging';
import { findEntry, findWallet, listEntries } from './wallet.queries';

/** What a customer reads about their own money: the balance and the ledger. */
export function createWalletService({ db }: { db: Db }) {
  async function get({ userId }: { userId: number }): Promise<Wallet> {
    return findWallet(db, { userId });
  }

  async function transactions({ userId, query }: { userId: number; query: TransactionQuery }): Promise<Page<Transaction>> {
    const range = vietnamDayRange(query);
    return pageOfRows(
      await listEntries(db, { userId, type: query.type, ...range, page: query.page, pageSize: query.pageSize }),
      query,
      toTransaction,
    );
  }

  async function transaction({ userId, id }: { userId: number; id: number }): Promise<Transaction> {
    const row = await findEntry(db, { userId, id });
    if (!row) throw errors.notFound();
    return toTransaction(row);
  }

  return { get, transactions, transaction };
}

export type WalletService = ReturnType<typeof createWalletService>;
