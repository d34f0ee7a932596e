import type { LinkProps } from '@tanstack/react-router';
import type { DashboardQueue } from '../../../contract/staff';

type QueueLink = { to: NonNullable<LinkProps['to']>; search?: Record<string, string> };

/** Where each dashboard count opens its queue: the page that does that work, filtered to it. */
export const queueLinks: Partial<Record<DashboardQueue, QueueLink>> = {
  unmatchedBankLines: { to: '/staff/bankLines', search: { state: 'review' } },
  rechargesToCheck: { to: '/staff/recharges', search: { state: 'review' } },
  withdrawalsToPay: { to: '/staff/withdrawals', search: { state: 'pending' } },
  // Parcels of open consignments not scanned in China yet: the scan screen receives them.
  packagesExpectedInChina: { to: '/staff/warehouse' },
  packagesToMove: { to: '/staff/packages', search: { state: 'inChina' } },
  ordersToBuy: { to: '/staff/orders', search: { state: 'deposited' } },
  ordersAwaitingSeller: { to: '/staff/orders', search: { state: 'buying' } },
  deliveriesToHandOver: { to: '/staff/deliveries', search: { state: 'requested' } },
  pobToTake: { to: '/staff/pob', search: { state: 'pending' } },
  pobInProcess: { to: '/staff/pob', search: { state: 'processing' } },
  pobRefundsToDecide: { to: '/staff/pobRefunds', search: { state: 'pending' } },
};
