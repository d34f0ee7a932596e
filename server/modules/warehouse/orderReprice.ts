import type { Tx } from '../../db/connect';
import { repriceConsignment } from '../consignment/consignmentAttach';
import { figuresColumns, lockedEstimate, measuresOf } from '../orders/orderFigures';
import { findOrder, itemsOf, packagesOf, updateOrder } from '../orders/orders.queries';
import type { PackageRow } from './warehouse.queries';

/**
 * A parcel weighed again: the order holding it is priced again over all its packages, at the rate
 * and policy locked with it (a buy order with orders/orderFigures.ts, a consignment with its own).
 */
export async function repriceOrderOf(tx: Tx, parcel: Pick<PackageRow, 'buyOrderId' | 'shippingOrderId'>, at: Date): Promise<void> {
  if (parcel.shippingOrderId !== null) {
    await repriceConsignment(tx, parcel.shippingOrderId, at);
    return;
  }
  if (parcel.buyOrderId === null) return;
  const order = await findOrder(tx, { id: parcel.buyOrderId, lock: true });
  if (!order) throw new Error(`order ${parcel.buyOrderId} vanished inside its own transaction`);
  const items = await itemsOf(tx, [order.id]);
  const parcels = await packagesOf(tx, order.id);
  await updateOrder(tx, order.id, { ...figuresColumns(lockedEstimate(order, items, measuresOf(parcels))), updatedAt: at });
}
