import type { AxiosInstance } from 'axios';
import { pagedQuery } from '../../api/pagination';
import { listWithdrawals } from '../../api/wallet';
import { walletKeys } from '../../api/walletBalance';

/** The person's withdrawals, newest first, a page at a time; under walletKeys.all, so any wallet change refreshes it. */
export function withdrawalsQuery(api: AxiosInstance) {
  return pagedQuery(walletKeys.withdrawals, ({ page, pageSize }) => listWithdrawals(api, page, pageSize));
}
