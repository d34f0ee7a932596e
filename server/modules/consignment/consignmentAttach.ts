import type { Tx } from '../../db/connect';
import { measuresOf } from '../orders/orderFigures';
import type { OrderFollow } from '../orders/orderFollow';
import { consignmentFigures } from './consignmentFigures';
import {
  assignPackages,
  consignmentPackagesOf,
  findConsignment,
  setTrackingCodeStatus,
  updateConsignment,
  type ConsignmentRow,
  type PackageRow,
} from './consignment.queries';

/** Prices the consignment again over all its packages (rate and policy locked with it). */
export async function repriceConsignment(tx: Tx, { orderId, at }: { orderId: number; at: Date }): Promise<ConsignmentRow> {
  const order = await findConsignment(tx, { id: orderId, lock: true });
  if (!order) throw new Error(`consignment ${orderId} vanished inside its own transaction`);
  const parcels = await consignmentPackagesOf(tx, { orderId });
  return updateConsignment(tx, { id: orderId, values: { ...consignmentFigures(order, measuresOf(parcels)), updatedAt: at } });
}

/**
 * Parcels become the consignment's: the customer's, its tracking codes `matched` (received when
 * the parcel was scanned), its fees priced on them, and its status caught up with them (`note` on
 * the timeline entries that brings). One path for a customer claiming at creation, a scan that
 * finds one order, and staff matching by hand. Answers the order as it now stands.
 */
export async function attachToConsignment(
  tx: Tx,
  {
    orderFollow,
    order,
    parcels,
    actorId,
    note,
    at,
  }: {
    orderFollow: OrderFollow;
    order: Pick<ConsignmentRow, 'id' | 'userId'>;
    parcels: readonly PackageRow[];
    actorId: number | null;
    note?: string;
    at: Date;
  },
): Promise<ConsignmentRow> {
  await assignPackages(tx, { ids: parcels.map((parcel) => parcel.id), userId: order.userId, orderId: order.id, at });
  for (const parcel of parcels) {
    if (parcel.trackingCode === null) continue;
    await setTrackingCodeStatus(tx, { orderIds: [order.id], code: parcel.trackingCode, status: 'matched', receivedAt: parcel.createdAt });
  }
  await repriceConsignment(tx, { orderId: order.id, at });
  await orderFollow.follow(tx, { buyOrderIds: [], shippingOrderIds: [order.id], actorId, note });
  // As the follow left it (it may have moved on).
  const current = await findConsignment(tx, { id: order.id });
  if (!current) throw new Error(`consignment ${order.id} vanished inside its own transaction`);
  return current;
}
