import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../../contract/staff';
import type { Executor } from '../../db/connect';
import {
  bankTransfers,
  buyOrders,
  deliveryRequests,
  packages,
  pobRefunds,
  pobRequests,
  rechargeRequests,
  shippingOrderCodes,
  taobaoIntOrders,
  withdrawRequests,
} from '../../db/schema';

/**
 * The work waiting for staff, one count per queue, in one round trip:
 * - bank lines not matched: statement lines no recharge took (`review`);
 * - recharges to check: a transfer arrived short, over or with a wrong memo (`review`);
 * - orders to buy: deposited, or being bought;
 * - orders waiting for the seller: bought, no tracking code yet;
 * - parcels expected in the China warehouse: orders the seller shipped, consignment tracking
 *   codes the warehouse has not received yet, and Taobao Global orders on their way (`shipping`)
 *   before their first parcel made their consignment (whose codes count from then on);
 * - parcels to move: in the China warehouse, the international leg due;
 * - deliveries to hand over: requested by the customer;
 * - withdrawals to pay: waiting for staff to transfer;
 * - pay-on-behalf requests to take (`pending`) and being paid (`processing`), and the customers'
 *   refund requests waiting for a decision.
 */
export async function dashboardCounts(db: Executor): Promise<Dashboard> {
  const count = (table: unknown, where: ReturnType<typeof sql>) => sql`(select count(*)::int from ${table} where ${where})`;
  const result: unknown = await db.execute(sql`select
    ${count(bankTransfers, sql`${bankTransfers.status} = 'review'`)} as "unmatchedBankLines",
    ${count(rechargeRequests, sql`${rechargeRequests.status} = 'review'`)} as "rechargesToCheck",
    ${count(buyOrders, sql`${buyOrders.status} in ('deposited', 'purchasing')`)} as "ordersToBuy",
    ${count(buyOrders, sql`${buyOrders.status} = 'purchased'`)} as "ordersAwaitingSeller",
    ${count(buyOrders, sql`${buyOrders.status} = 'sellerShipped'`)}
      + ${count(shippingOrderCodes, sql`${shippingOrderCodes.status} = 'created'`)}
      + ${count(taobaoIntOrders, sql`${taobaoIntOrders.status} = 'shipping' and ${taobaoIntOrders.consignmentId} is null`)} as "packagesExpectedInChina",
    ${count(packages, sql`${packages.status} = 'inChina'`)} as "packagesToMove",
    ${count(deliveryRequests, sql`${deliveryRequests.status} = 'requested'`)} as "deliveriesToHandOver",
    ${count(withdrawRequests, sql`${withdrawRequests.status} = 'pending'`)} as "withdrawalsToPay",
    ${count(pobRequests, sql`${pobRequests.status} = 'pending'`)} as "pobToTake",
    ${count(pobRequests, sql`${pobRequests.status} = 'processing'`)} as "pobInProcess",
    ${count(pobRefunds, sql`${pobRefunds.status} = 'pending'`)} as "pobRefundsToDecide"`);
  // node-postgres and PGlite both answer `{ rows }`.
  const [row] = (result as { rows: Array<Record<keyof Dashboard, number | string>> }).rows;
  if (!row) throw new Error('the dashboard query answered no row');
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as Dashboard;
}
