/** Delivery requests as the API shows them, read in the caller's transaction or outside one. */

import type { Delivery } from '../../../contract/delivery';
import type { CustomerPackage } from '../../../contract/packages';
import type { Executor } from '../../db/connect';
import type { OrdersTouched } from '../orders/orderFollow';
import type { PackageRow } from '../packages/packages.present';
import { toDelivery, toDeliveryPackage } from './delivery.present';
import { findOrdersOfPackages, orderKeyOf, packagesOfDelivery, type DeliveryRow } from './delivery.queries';

/** A request with its packages as they are now. */
export async function loadDelivery(db: Executor, { delivery }: { delivery: DeliveryRow }): Promise<Delivery> {
  return toDelivery(delivery, await presentPackages(db, { rows: await packagesOfDelivery(db, { deliveryId: delivery.id }) }));
}

/** Packages with the order each belongs to, weighed by that order's locked divisor. */
export async function presentPackages(db: Executor, { rows }: { rows: PackageRow[] }): Promise<CustomerPackage[]> {
  const orders = await findOrdersOfPackages(db, { rows, lock: false });
  return rows.flatMap((row) => {
    const order = orders.get(orderKeyOf(row) ?? '');
    return order ? [toDeliveryPackage(row, order)] : [];
  });
}

/** The orders of these packages, for `orderFollow.follow`. */
export function touchedBy(rows: readonly PackageRow[]): OrdersTouched {
  return {
    buyOrderIds: rows.flatMap((row) => (row.buyOrderId === null ? [] : [row.buyOrderId])),
    shippingOrderIds: rows.flatMap((row) => (row.shippingOrderId === null ? [] : [row.shippingOrderId])),
  };
}
