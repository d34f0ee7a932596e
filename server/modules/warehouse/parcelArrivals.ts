import { inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/orderStatus';
import type { ConsignmentStatus } from '../../../contract/shipmentStatus';
import type { Tx } from '../../db/connect';
import { buyOrders, shippingOrders } from '../../db/schema';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';

const buyOnTheWay: readonly OrderStatus[] = ['sellerShipped', 'arrivedChina', 'inTransit'];
const shippingOnTheWay: readonly ConsignmentStatus[] = ['consigned', 'arrivedChina', 'inTransit'];

type Parcel = { code: string; buyOrderId: number | null; shippingOrderId: number | null };

/**
 * After parcels reached the Vietnam warehouse and their orders followed: each customer hears of
 * the parcels whose order is not there yet as a whole (some of its parcels are still on the way).
 * An order that arrived with this move tells its own news (order.arrived-vietnam,
 * consignment.arrived-vietnam), so nobody is told twice of one parcel.
 */
export async function tellParcelArrivals(tx: Tx, { parcels, at }: { parcels: readonly Parcel[]; at: Date }): Promise<void> {
  const buyIds = [...new Set(parcels.flatMap((parcel) => (parcel.buyOrderId === null ? [] : [parcel.buyOrderId])))];
  const shippingIds = [...new Set(parcels.flatMap((parcel) => (parcel.shippingOrderId === null ? [] : [parcel.shippingOrderId])))];
  const buy =
    buyIds.length === 0
      ? []
      : await tx
          .select({ id: buyOrders.id, userId: buyOrders.userId, status: buyOrders.status })
          .from(buyOrders)
          .where(inArray(buyOrders.id, buyIds));
  const shipping =
    shippingIds.length === 0
      ? []
      : await tx
          .select({ id: shippingOrders.id, userId: shippingOrders.userId, status: shippingOrders.status })
          .from(shippingOrders)
          .where(inArray(shippingOrders.id, shippingIds));
  // Orders still short of Vietnam: some parcel of theirs is still in China or on the way.
  const waitingBuy = new Map(buy.filter((order) => buyOnTheWay.includes(order.status)).map((order) => [order.id, order.userId]));
  const waitingShipping = new Map(
    shipping.filter((order) => shippingOnTheWay.includes(order.status)).map((order) => [order.id, order.userId]),
  );

  const codesByUser = new Map<number, string[]>();
  for (const parcel of parcels) {
    const owner =
      (parcel.buyOrderId !== null ? waitingBuy.get(parcel.buyOrderId) : undefined) ??
      (parcel.shippingOrderId !== null ? waitingShipping.get(parcel.shippingOrderId) : undefined);
    if (owner !== undefined) codesByUser.set(owner, [...(codesByUser.get(owner) ?? []), parcel.code]);
  }
  for (const [userId, codes] of codesByUser) {
    const url = appUrls.packages(codes.length === 1 ? codes[0] : undefined);
    await notify(tx, { userId, event: 'package.arrived-vietnam', url, values: { code: codes[0]!, count: codes.length }, now: at });
  }
}
