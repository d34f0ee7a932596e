import type {
  StaffTaobaoIntOrder,
  StaffTaobaoIntOrderSummary,
  TaobaoIntOrder,
  TaobaoIntOrderQuery,
  TaobaoIntOrderSummary,
} from '../../../contract/taobaoIntOrders';
import type { Db } from '../../db/connect';
import type { Page } from '../../db/paging';
import { errors } from '../../errors';
import { loadStaffTaobaoIntOrder, loadTaobaoIntOrder } from './taobaoIntOrderLoad';
import { toTaobaoIntSummary } from './taobaoIntOrders.present';
import { findTaobaoIntOrder, linesOf, listTaobaoIntOrders } from './taobaoIntOrders.queries';

/**
 * Reading orders: the customer's own (another person's id is 404, as a missing one), and any for
 * staff, who also learn whether the built-in simulator plays the platform (`simulated`).
 */
export function createTaobaoIntOrders({ db, now, simulated }: { db: Db; now: () => Date; simulated: boolean }) {
  async function page(query: TaobaoIntOrderQuery & { userId?: number; byCustomer?: boolean }) {
    const result = await listTaobaoIntOrders(db, query);
    const lines = await linesOf(db, { orderIds: result.rows.map((row) => row.order.id) });
    return { result, linesOf: (orderId: number) => lines.filter((line) => line.orderId === orderId) };
  }

  async function list(query: TaobaoIntOrderQuery & { userId: number }): Promise<Page<TaobaoIntOrderSummary>> {
    const { result, linesOf: ofOrder } = await page(query);
    return {
      items: result.rows.map(({ order }) => toTaobaoIntSummary(order, ofOrder(order.id))),
      total: result.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function get({ id, userId }: { id: number; userId: number }): Promise<TaobaoIntOrder> {
    const row = await findTaobaoIntOrder(db, { id, userId });
    if (!row) throw errors.notFound();
    return loadTaobaoIntOrder(db, { row, now: now() });
  }

  async function listForStaff(query: TaobaoIntOrderQuery): Promise<Page<StaffTaobaoIntOrderSummary>> {
    const { result, linesOf: ofOrder } = await page({ ...query, byCustomer: true });
    return {
      items: result.rows.map(({ order, customerCode }) => ({
        ...toTaobaoIntSummary(order, ofOrder(order.id)),
        userId: order.userId,
        customerCode,
      })),
      total: result.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function getForStaff({ id }: { id: number }): Promise<StaffTaobaoIntOrder> {
    const row = await findTaobaoIntOrder(db, { id });
    if (!row) throw errors.notFound();
    return loadStaffTaobaoIntOrder(db, { row, now: now(), simulated });
  }

  return { list, get, listForStaff, getForStaff };
}

export type TaobaoIntOrders = ReturnType<typeof createTaobaoIntOrders>;
