import type { Tx } from '../../db/connect';
import { figuresColumns, lockedEstimate, measuresOf } from './orderFigures';
import { findOrder, itemsOf, packagesOf, updateOrder } from './orders.queries';

/**
 * A parcel of the order weighed again: the order is priced again over all its packages, at the
 * rate and fee policy locked with it.
 */
export async function repriceOrder(tx: Tx, { id, at }: { id: number; at: Date }): Promise<void> {
  const order = await findOrder(tx, { id, lock: true });
  if (!order) throw new Error(`order ${id} vanished inside its own transaction`);
  const items = await itemsOf(tx, { orderIds: [order.id] });
  const parcels = await packagesOf(tx, { orderId: order.id });
  await updateOrder(tx, { id: order.id, values: { ...figuresColumns(lockedEstimate(order, items, measuresOf(parcels))), updatedAt: at } });
}
