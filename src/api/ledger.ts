import type { AxiosInstance } from 'axios';
import { transactionPageSchema } from '../../contract/ledger';
import { apiPaths } from '../../contract/paths';
import type { TransactionQuery } from '../../contract/transactionQuery';
import { pagedQuery } from './pagination';
import { walletKeys } from './walletBalance';

/** The wallet's ledger, apart from its money-moving calls (src/api/wallet.ts): the ledger is a page people open first. */

async function listTransactions(api: AxiosInstance, query: TransactionQuery) {
  return transactionPageSchema.parse((await api.get(apiPaths.transactions, { params: query })).data);
}

/** Newest first, in pages. */
export function transactionsQuery(api: AxiosInstance, filter: Omit<TransactionQuery, 'page' | 'pageSize'>) {
  return pagedQuery(walletKeys.transactions(filter), (page) => listTransactions(api, { ...filter, ...page }));
}
