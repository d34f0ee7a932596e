import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { listWithdrawals, walletKeys } from '../../api/wallet';

export const WITHDRAWALS_PAGE_SIZE = 20;

/** The person's withdrawals, newest first, a page at a time; under walletKeys.all, so any wallet change refreshes it. */
export function withdrawalsQuery(api: AxiosInstance) {
  return infiniteQueryOptions({
    queryKey: walletKeys.withdrawals,
    queryFn: ({ pageParam }) => listWithdrawals(api, pageParam, WITHDRAWALS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
