import type { Order } from '../../../contract/orders';
import type { Executor } from '../../db/connect';
import { eventsOf, itemsOf, packagesOf, type OrderRow } from './orders.queries';
import { toOrder } from './orders.present';

/** An order with its items, packages and timeline, read in the caller's transaction when it has one. */
export async function loadOrder(db: Executor, { row }: { row: OrderRow }): Promise<Order> {
  // One after the other: a transaction is one connection, and PGlite has only one anyway.
  const items = await itemsOf(db, { orderIds: [row.id] });
  const packages = await packagesOf(db, { orderId: row.id });
  const events = await eventsOf(db, { orderId: row.id });
  return toOrder(row, { items, packages, events });
}
