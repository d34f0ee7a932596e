import type { Tx } from '../../db/connect';
import type { OrderFollow } from './orderFollow';
import { repriceOrder } from './orderReprice';
import { assignPackageToOrder, type OrderRow } from './orders.queries';

/**
 * A parcel the China warehouse scanned in under a seller's tracking code becomes the buy-for-me
 * order's: its customer's, the order caught up with it (`sellerShipped` → `arrivedChina`, with
 * `note` on the timeline), and the order priced again over all its parcels — a second parcel of
 * an order already in China counts as well.
 */
export async function attachToOrder(
  tx: Tx,
  {
    orderFollow,
    order,
    packageId,
    actorId,
    note,
    at,
  }: { orderFollow: OrderFollow; order: OrderRow; packageId: number; actorId: number; note?: string; at: Date },
): Promise<void> {
  await assignPackageToOrder(tx, { packageId, order, at });
  await orderFollow.follow(tx, { buyOrderIds: [order.id], shippingOrderIds: [], actorId, note });
  await repriceOrder(tx, { id: order.id, at });
}
