import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OrderStatus, PackageStatus } from '../../../contract/orders';
import { packageStatuses } from '../../../contract/orderStatus';
import { consignmentProgress, type ConsignmentStatus } from '../../../contract/shipmentStatus';
import type { Tx } from '../../db/connect';
import { packages, shippingOrderEvents, shippingOrders } from '../../db/schema';
import type { NotificationEvent } from '../../i18n/messages';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import type { OrderMovesService } from './orderMoves.service';

/**
 * An order's logistics status follows its packages. After the warehouse or a delivery
 * request moves packages, each order they belong to catches up with its least advanced package:
 * an order is "in transit" only once every parcel of it has left China.
 */

const buyStatusAt: Record<PackageStatus, OrderStatus> = {
  inChina: 'arrivedChina',
  inTransit: 'inTransit',
  inVietnam: 'arrivedVietnam',
  awaitingDelivery: 'awaitingDelivery',
  delivering: 'delivering',
  delivered: 'received',
};

/** A consignment has no "arrived in Vietnam" of its own: a parcel there waits for delivery. */
const consignmentStatusAt: Record<PackageStatus, ConsignmentStatus> = {
  inChina: 'arrivedChina',
  inTransit: 'inTransit',
  inVietnam: 'awaitingDelivery',
  awaitingDelivery: 'awaitingDelivery',
  delivering: 'delivering',
  delivered: 'received',
};

function leastAdvanced(statuses: readonly PackageStatus[]): PackageStatus | undefined {
  if (statuses.length === 0) return undefined;
  return packageStatuses[Math.min(...statuses.map((status) => packageStatuses.indexOf(status)))];
}

export type OrdersTouched = { buyOrderIds: Iterable<number>; shippingOrderIds: Iterable<number> };

/** What a consignment's customer is told of when it catches up (its other steps are on its timeline). */
const consignmentEvents: Partial<Record<ConsignmentStatus, NotificationEvent & `consignment.${string}`>> = {
  arrivedChina: 'consignment.arrived-china',
  awaitingDelivery: 'consignment.arrived-vietnam',
};

export function createOrderFollow({ moves, now }: { moves: OrderMovesService; now: () => Date }) {
  /**
   * Moves each order forward to where its packages are, in the caller's transaction. Their
   * customers are told of where the orders got to, unless `tell` is false (the caller tells).
   */
  async function follow(
    tx: Tx,
    {
      buyOrderIds,
      shippingOrderIds,
      actorId,
      note,
      tell = true,
    }: OrdersTouched & { actorId: number | null; note?: string; tell?: boolean },
  ): Promise<void> {
    for (const id of new Set(buyOrderIds)) {
      const least = leastAdvanced(await statusesOf(tx, eq(packages.buyOrderId, id)));
      if (least) await moves.follow(tx, { id, to: buyStatusAt[least], actorId, note, tell });
    }
    for (const id of new Set(shippingOrderIds)) {
      const least = leastAdvanced(await statusesOf(tx, eq(packages.shippingOrderId, id)));
      if (least) await followConsignment(tx, { id, to: consignmentStatusAt[least], actorId, note, tell });
    }
  }

  /** Forward only, one timeline entry per status reached; a cancelled order stays cancelled. */
  async function followConsignment(
    tx: Tx,
    { id, to, actorId, note, tell }: { id: number; to: ConsignmentStatus; actorId: number | null; note?: string; tell: boolean },
  ) {
    const [order] = await tx
      .select({ status: shippingOrders.status, userId: shippingOrders.userId, code: shippingOrders.code })
      .from(shippingOrders)
      .where(eq(shippingOrders.id, id))
      .for('update');
    if (!order) return;
    const from = consignmentProgress.indexOf(order.status);
    const target = consignmentProgress.indexOf(to);
    if (from < 0 || target <= from) return;
    const at = now();
    await tx.update(shippingOrders).set({ status: to, updatedAt: at }).where(eq(shippingOrders.id, id));
    await tx
      .insert(shippingOrderEvents)
      .values(
        consignmentProgress
          .slice(from + 1, target + 1)
          .map((status) => ({ orderId: id, status, note: note ?? null, createdBy: actorId, createdAt: at })),
      );
    const event = consignmentEvents[to];
    if (tell && event)
      await notify(tx, { userId: order.userId, event, url: appUrls.consignment(id), values: { code: order.code }, now: at });
  }

  return { follow };
}

export type OrderFollow = ReturnType<typeof createOrderFollow>;

/** The statuses of one order's packages (`where` names the order). */
const statusesOf = async (tx: Tx, where: SQL) =>
  (await tx.select({ status: packages.status }).from(packages).where(where).orderBy(asc(packages.id))).map((row) => row.status);

/** The orders a set of packages belongs to, to hand to `follow`. */
export async function ordersOfPackages(tx: Tx, { packageIds }: { packageIds: number[] }): Promise<OrdersTouched> {
  if (packageIds.length === 0) return { buyOrderIds: [], shippingOrderIds: [] };
  const rows = await tx
    .select({ buyOrderId: packages.buyOrderId, shippingOrderId: packages.shippingOrderId })
    .from(packages)
    .where(inArray(packages.id, packageIds));
  return {
    buyOrderIds: rows.flatMap((row) => (row.buyOrderId === null ? [] : [row.buyOrderId])),
    shippingOrderIds: rows.flatMap((row) => (row.shippingOrderId === null ? [] : [row.shippingOrderId])),
  };
}
