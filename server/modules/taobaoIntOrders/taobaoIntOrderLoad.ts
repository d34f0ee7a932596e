import type { StaffTaobaoIntOrder, TaobaoIntOrder } from '../../../contract/taobaoIntOrders';
import type { Executor } from '../../db/connect';
import { consignmentPackagesOf, findConsignment } from '../consignment/consignment.queries';
import { toPackage } from '../packages/packages.present';
import { currentSettings } from '../settings/settings.store';
import { findUserById } from '../users/users.queries';
import { toStaffTaobaoIntOrder, toTaobaoIntOrder, type TaobaoIntDetails } from './taobaoIntOrders.present';
import { eventsOf, linesOf, purchasesOf, trackingCodesOf, type TaobaoIntOrderRow } from './taobaoIntOrders.queries';
import { refundsOf } from './taobaoIntRefunds.queries';

/** Everything an order's page shows, read in the caller's transaction when it has one. */
async function detailsOf(db: Executor, { row, now }: { row: TaobaoIntOrderRow; now: Date }): Promise<TaobaoIntDetails> {
  // One after the other: a transaction is one connection, and PGlite has only one anyway.
  const orderIds = [row.id];
  const lines = await linesOf(db, { orderIds });
  const purchases = await purchasesOf(db, { orderIds });
  const codes = await trackingCodesOf(db, { orderIds });
  const refunds = await refundsOf(db, { orderIds });
  const events = await eventsOf(db, { orderId: row.id });
  const carrier = row.consignmentId === null ? undefined : await findConsignment(db, { id: row.consignmentId });
  const { settings } = await currentSettings(db);
  return {
    lines,
    purchases,
    codes,
    refunds,
    events,
    consignment: carrier ? { id: carrier.id, code: carrier.code, status: carrier.status } : null,
    refundWindowDays: settings.taobaoGlobal.refundWindowDays,
    now,
  };
}

export async function loadTaobaoIntOrder(db: Executor, { row, now }: { row: TaobaoIntOrderRow; now: Date }): Promise<TaobaoIntOrder> {
  return toTaobaoIntOrder(row, await detailsOf(db, { row, now }));
}

/** The order as staff read it; `simulated` when the built-in simulator plays the platform. */
export async function loadStaffTaobaoIntOrder(
  db: Executor,
  { row, now, simulated }: { row: TaobaoIntOrderRow; now: Date; simulated: boolean },
): Promise<StaffTaobaoIntOrder> {
  const details = await detailsOf(db, { row, now });
  const user = await findUserById(db, { id: row.userId });
  if (!user) throw new Error(`the owner of Taobao Global order ${row.id} has no row`);
  const parcels = row.consignmentId === null ? [] : await consignmentPackagesOf(db, { orderId: row.consignmentId });
  return toStaffTaobaoIntOrder(row, details, {
    customer: { customerCode: user.customerCode, fullName: user.fullName, phone: user.phone, email: user.email },
    // The consignment's fee policy is the order's, locked with it.
    parcels: parcels.map((parcel) => toPackage(parcel, row.feePolicy.volumetricDivisor)),
    simulated,
  });
}
