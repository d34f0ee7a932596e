import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { nextPage } from '../../api/pagination';
import { listWithdrawals, walletKeys } from '../../api/wallet';

const WITHDRAWALS_PAGE_SIZE = 20;

/** The person's withdrawals, newest first, a page at a time; under walletKeys.all, so any wallet change refreshes it. */
export function withdrawalsQuery(api: AxiosInstance) {
  return infiniteQueryOptions({
    queryKey: walletKeys.withdrawals,
    queryFn: ({ pageParam }) => listWithdrawals(api, pageParam, WITHDRAWALS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
