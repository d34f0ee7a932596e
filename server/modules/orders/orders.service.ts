import { orderTabs, type Order, type StaffOrder, type StaffOrderQuery, type StaffOrderSummary } from '../../../contract/orders';
import { type OrderQuery, type OrderSummary } from '../../../contract/orderList';
import type { Db } from '../../db/connect';
import { errors } from '../../errors';
import { pageOfRows, type Page } from '../../db/paging';
import { loadOrder } from './orderLoad';
import { findOrder, findOrderWithCustomer, listOrders, listPlacedOrders, listStaffOrders } from './orders.queries';
import { toOrderSummary } from './orders.present';

/**
 * Reading orders: a customer's own (`userId` in every query), or everyone's for staff (`listForStaff`,
 * `getForStaff`). A tab is a set of statuses (contract/orders.ts `orderTabs`); `q` finds
 * part of a code.
 */
export function createOrdersService({ db }: { db: Db }) {
  const listQuery = (query: OrderQuery) => ({ statuses: orderTabs[query.tab], q: query.q, page: query.page, pageSize: query.pageSize });

  async function list(query: OrderQuery & { userId: number }): Promise<Page<OrderSummary>> {
    const page = await listOrders(db, { ...listQuery(query), userId: query.userId });
    return pageOfRows(page, query, (row) => toOrderSummary(row, row.items));
  }

  /** The orders an agency placed for its customers (`userId`: one customer's), each with its owner's id. */
  async function listPlaced(query: OrderQuery & { placedBy: number; userId?: number }): Promise<Page<OrderSummary & { userId: number }>> {
    const page = await listPlacedOrders(db, { ...listQuery(query), placedBy: query.placedBy, userId: query.userId });
    return pageOfRows(page, query, (row) => ({ ...toOrderSummary(row, row.items), userId: row.userId }));
  }

  /** Every customer's orders, each saying whose it is; `q` also finds part of the customer code. */
  async function listForStaff(query: StaffOrderQuery): Promise<Page<StaffOrderSummary>> {
    const page = await listStaffOrders(db, listQuery(query));
    return pageOfRows(page, query, (row) => ({ ...toOrderSummary(row, row.items), customerCode: row.customerCode }));
  }

  async function get({ id, userId }: { id: number; userId: number }): Promise<Order> {
    const row = await findOrder(db, { id, userId });
    if (!row) throw errors.notFound();
    return loadOrder(db, { row });
  }

  /** Any customer's order, read as its customer reads it, with whose it is. */
  async function getForStaff({ id }: { id: number }): Promise<StaffOrder> {
    const found = await findOrderWithCustomer(db, { id });
    if (!found) throw errors.notFound();
    return { ...(await loadOrder(db, { row: found.order })), userId: found.order.userId, customerCode: found.customerCode };
  }

  return { list, listPlaced, listForStaff, get, getForStaff };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
