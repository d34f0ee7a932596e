import { orderTabs, type Order, type OrderQuery, type OrderSummary } from '../../../contract/orders';
import type { Db } from '../../db/connect';
import { errors } from '../../errors';
import { pageOfRows, type Page } from '../../db/paging';
import { loadOrder } from './orderLoad';
import { findOrder, listOrders, summaryItemsOf, type OrderSummaryItemRow } from './orders.queries';
import { toOrderSummary } from './orders.present';

/**
 * Reading orders: a customer's own (`userId` in every query), or everyone's for staff (no
 * `userId`). A tab is a set of statuses (contract/orders.ts `orderTabs`); `q` finds part of a code.
 */
export function createOrdersService({ db }: { db: Db }) {
  async function list(query: OrderQuery & { userId?: number }): Promise<Page<OrderSummary>> {
    const page = await listOrders(db, {
      userId: query.userId,
      statuses: orderTabs[query.tab],
      q: query.q,
      page: query.page,
      pageSize: query.pageSize,
    });
    const items = await summaryItemsOf(db, { orderIds: page.rows.map((row) => row.id) });
    const itemsByOrder = new Map<number, OrderSummaryItemRow[]>();
    for (const item of items) {
      const list = itemsByOrder.get(item.orderId);
      if (list) list.push(item);
      else itemsByOrder.set(item.orderId, [item]);
    }
    return pageOfRows(page, query, (row) => toOrderSummary(row, itemsByOrder.get(row.id) ?? []));
  }

  async function get({ id, userId }: { id: number; userId?: number }): Promise<Order> {
    const row = await findOrder(db, { id, userId });
    if (!row) throw errors.notFound();
    return loadOrder(db, { row });
  }

  return { list, get };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
