import type { LinkProps } from '@tanstack/react-router';
import type { DashboardQueue } from '../../../contract/staff';

type QueueLink = { to: NonNullable<LinkProps['to']>; search?: Record<string, string> };

/** Where each dashboard count opens its queue: the page that does that work, filtered to it. */
export const queueLinks: Partial<Record<DashboardQueue, QueueLink>> = {
  ordersToBuy: { to: '/staff/orders', search: { state: 'deposited' } },
  ordersAwaitingSeller: { to: '/staff/orders', search: { state: 'buying' } },
  deliveriesToHandOver: { to: '/staff/deliveries', search: { state: 'requested' } },
};
