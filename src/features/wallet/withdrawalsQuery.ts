import type { AxiosInstance } from 'axios';
import { pagedQuery } from '../../api/pagination';
import { listWithdrawals, walletKeys } from '../../api/wallet';

/** The person's withdrawals, newest first, a page at a time; under walletKeys.all, so any wallet change refreshes it. */
export function withdrawalsQuery(api: AxiosInstance) {
  return pagedQuery(walletKeys.withdrawals, ({ page, pageSize }) => listWithdrawals(api, page, pageSize));
}
