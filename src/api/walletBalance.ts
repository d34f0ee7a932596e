import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { apiPaths } from '../../contract/paths';
import type { TransactionQuery } from '../../contract/transactionQuery';
import { walletSchema } from '../../contract/walletBalance';

/**
 * The wallet's balance and the keys every wallet query is cached under: what the home page needs
 * on a first load. The wallet's other endpoints are in ./wallet.ts, which loads with its pages.
 */

export const walletKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  recharge: (id: number) => ['wallet', 'recharge', id] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  transactions: (filter: Omit<TransactionQuery, 'page' | 'pageSize'>) => ['wallet', 'transactions', filter] as const,
  settings: ['settings', 'public'] as const,
};

/** Money moved, or may have: the balance, the transactions and the withdrawals load again. */
export function refreshWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

async function getWallet(api: AxiosInstance) {
  return walletSchema.parse((await api.get(apiPaths.wallet)).data);
}

export function walletQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: walletKeys.summary, queryFn: () => getWallet(api), staleTime: 10_000 });
}
