import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { pathWith } from '../../contract/paths';
import { staffApiPaths } from '../../contract/staffPaths';
import {
  staffTaobaoIntOrderPageSchema,
  staffTaobaoIntOrderSchema,
  staffTaobaoIntRefundPageSchema,
  type StaffTaobaoIntRefundQuery,
  type TaobaoIntOrderQuery,
} from '../../contract/taobaoIntOrders';
import { refreshStaffArea, staffPageQuery } from './staff';

/**
 * The console's Taobao Global desk (purchasing): every customer's orders and refunds as the
 * server follows them on the platform, and, with the built-in simulator, moving an order on as its
 * sellers and carriers would.
 */

export const staffTaobaoIntKeys = {
  all: ['staff', 'taobaoInt'] as const,
  list: (query: Partial<TaobaoIntOrderQuery>) => ['staff', 'taobaoInt', 'list', query] as const,
  detail: (id: number) => ['staff', 'taobaoInt', 'detail', id] as const,
  refunds: (query: Partial<StaffTaobaoIntRefundQuery>) => ['staff', 'taobaoInt', 'refunds', query] as const,
};

/** An order moved: the lists, the orders' pages and the dashboard's counts load again. */
export function refreshStaffTaobaoInt(queryClient: QueryClient): void {
  refreshStaffArea(queryClient, staffTaobaoIntKeys.all);
}

/** GET /Staff/TaobaoIntOrder: newest first, by status; `q` finds an order code or a customer code. */
export function staffTaobaoIntOrdersQuery(api: AxiosInstance, query: Partial<TaobaoIntOrderQuery>) {
  return staffPageQuery(api, staffTaobaoIntKeys.list(query), staffApiPaths.staffTaobaoIntOrders, staffTaobaoIntOrderPageSchema, query);
}

/** GET /Staff/TaobaoIntOrder/:id: the order whole, whose it is and what the simulator may do; under `staffTaobaoIntKeys.all`. */
export function staffTaobaoIntOrderQuery(api: AxiosInstance, id: number) {
  return queryOptions({
    queryKey: staffTaobaoIntKeys.detail(id),
    queryFn: async () => staffTaobaoIntOrderSchema.parse((await api.get(pathWith(staffApiPaths.staffTaobaoIntOrder, { id }))).data),
  });
}

/** POST /Staff/TaobaoIntOrder/:id/Advance: the simulator moves the order one step; answers it synced. Moves no money. */
export async function advanceTaobaoIntOrder(api: AxiosInstance, id: number) {
  return staffTaobaoIntOrderSchema.parse((await api.post(pathWith(staffApiPaths.staffAdvanceTaobaoIntOrder, { id }))).data);
}

/** GET /Staff/TaobaoIntOrder/Refund: refunds newest first, by status; `q` finds an order code or a customer code. */
export function staffTaobaoIntRefundsQuery(api: AxiosInstance, query: Partial<StaffTaobaoIntRefundQuery>) {
  return staffPageQuery(api, staffTaobaoIntKeys.refunds(query), staffApiPaths.staffTaobaoIntRefunds, staffTaobaoIntRefundPageSchema, query);
}
