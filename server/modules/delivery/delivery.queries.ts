import { and, asc, eq, ilike, inArray, isNotNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../contract/delivery';
import type { PackageStatus } from '../../../contract/orders';
import type { OrderKind } from '../../../contract/packages';
import type { FeePolicy } from '../../../contract/publicSettings';
import type { Executor, Tx } from '../../db/connect';
import { pageNewestFirst, pageWithCustomer } from '../../db/paging';
import { eqIfGiven, findRow, insertWithFreshCode, rowsOf, updateRow, type FindRow } from '../../db/rows';
import { customerCodeLike, likePattern, phonePattern } from '../../db/search';
import { buyOrders, deliveryRequestPackages, deliveryRequests, packages, shippingOrders, users } from '../../db/schema';
import { remainingVnd } from '../orders/orders.present';
import type { PackageRow } from '../packages/packages.present';
import { arrivalStamp } from '../packages/packageArrival';

/**
 * The rows of delivery requests and of what they carry. Customer queries take `userId` into their
 * WHERE, so another customer's packages and requests are simply absent; staff queries leave it out.
 */

export type DeliveryRow = typeof deliveryRequests.$inferSelect;
export type NewDelivery = typeof deliveryRequests.$inferInsert;

/** Where a package waits for a request: in a Vietnam warehouse, whether or not a request was cancelled. */
export const deliverableStatuses: readonly PackageStatus[] = ['inVietnam', 'awaitingDelivery'];

/** A request that still holds its packages. */
const openStatuses: readonly DeliveryStatus[] = ['requested', 'processing'];

/** The caller's packages a new request can carry, oldest first (they have waited longest). */
export function findDeliverablePackages(db: Executor, { userId }: { userId: number }): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.userId, userId),
        inArray(packages.status, [...deliverableStatuses]),
        or(isNotNull(packages.buyOrderId), isNotNull(packages.shippingOrderId)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(deliveryRequestPackages)
            .innerJoin(deliveryRequests, eq(deliveryRequests.id, deliveryRequestPackages.deliveryId))
            .where(and(eq(deliveryRequestPackages.packageId, packages.id), inArray(deliveryRequests.status, [...openStatuses]))),
        ),
      ),
    )
    .orderBy(asc(packages.id));
}

/**
 * The caller's packages among `ids`, in id order; missing and other customers' ids are absent.
 * With `lock`, the rows stay locked until the transaction ends, so two requests racing for one
 * package queue here and the second sees the first's request once it commits.
 */
export async function findOwnPackages(
  db: Executor,
  { userId, ids, lock }: { userId: number; ids: readonly number[]; lock: boolean },
): Promise<PackageRow[]> {
  const query = db
    .select()
    .from(packages)
    .where(and(eq(packages.userId, userId), inArray(packages.id, [...ids])))
    .orderBy(asc(packages.id));
  return lock ? query.for('update') : query;
}

/** Which of `ids` an open request already carries. */
export async function packagesInOpenRequests(db: Executor, { ids }: { ids: readonly number[] }): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ packageId: deliveryRequestPackages.packageId })
    .from(deliveryRequestPackages)
    .innerJoin(deliveryRequests, eq(deliveryRequests.id, deliveryRequestPackages.deliveryId))
    .where(and(inArray(deliveryRequestPackages.packageId, [...ids]), inArray(deliveryRequests.status, [...openStatuses])));
  return new Set(rows.map((row) => row.packageId));
}

/** An order a package belongs to, with what it still owes and the divisor and storage price of its locked fee policy. */
export type OrderOfPackage = {
  kind: OrderKind;
  id: number;
  code: string;
  volumetricDivisor: number;
  storage: FeePolicy['storage'];
  remainingVnd: number;
};

export const orderKey = (kind: OrderKind, id: number) => `${kind}:${id}`;

/**
 * The orders of these packages, keyed by `orderKey`. With `lock` they are locked for update: what
 * they owe is about to be paid, and a staff move (a refund) must not change it meanwhile.
 */
export async function findOrdersOfPackages(
  db: Executor,
  { rows, lock }: { rows: readonly PackageRow[]; lock: boolean },
): Promise<Map<string, OrderOfPackage>> {
  const idsOf = (column: 'buyOrderId' | 'shippingOrderId') => [...new Set(rows.map((row) => row[column]).filter((id) => id !== null))];
  const orders = new Map<string, OrderOfPackage>();
  const add = (kind: OrderKind, order: { id: number; code: string; feePolicy: FeePolicy }, owedVnd: number) =>
    orders.set(orderKey(kind, order.id), {
      kind,
      id: order.id,
      code: order.code,
      volumetricDivisor: order.feePolicy.volumetricDivisor,
      storage: order.feePolicy.storage,
      remainingVnd: owedVnd,
    });
  for (const order of await rowsOf(db, buyOrders, buyOrders.id, idsOf('buyOrderId'), { lock })) add('buy', order, remainingVnd(order));
  for (const order of await rowsOf(db, shippingOrders, shippingOrders.id, idsOf('shippingOrderId'), { lock })) {
    // A consignment has no deposit and no refunds: it owes its total less what was paid.
    add('shipping', order, order.status === 'cancelled' ? 0 : Math.max(0, order.totalVnd - order.paidVnd));
  }
  return orders;
}

/** The order a package belongs to, or undefined for a parcel no order holds yet. */
export function orderKeyOf(row: PackageRow): string | undefined {
  if (row.buyOrderId !== null) return orderKey('buy', row.buyOrderId);
  if (row.shippingOrderId !== null) return orderKey('shipping', row.shippingOrderId);
  return undefined;
}

/**
 * What open COD requests of the customer will collect per order (keyed by `orderKey`). A COD
 * request pays its orders only once delivered, so until then their paid_vnd does not show it:
 * a second request carrying another package of such an order must not ask for it again.
 */
export async function codCommitments(db: Executor, { userId }: { userId: number }): Promise<Map<string, number>> {
  const rows = await db
    .select({ orders: deliveryRequests.orders })
    .from(deliveryRequests)
    .where(
      and(eq(deliveryRequests.userId, userId), eq(deliveryRequests.payment, 'cod'), inArray(deliveryRequests.status, [...openStatuses])),
    );
  const committed = new Map<string, number>();
  for (const line of rows.flatMap((row) => row.orders)) {
    const key = orderKey(line.kind, line.id);
    committed.set(key, (committed.get(key) ?? 0) + line.amountVnd);
  }
  return committed;
}

/** Adds a settled amount to an order's paid_vnd (the column mirrors its ledger payments). */
export async function addOrderPayment(
  tx: Tx,
  { kind, id, amountVnd, now }: { kind: OrderKind; id: number; amountVnd: number; now: Date },
): Promise<void> {
  if (kind === 'buy') {
    await tx
      .update(buyOrders)
      .set({ paidVnd: sql`${buyOrders.paidVnd} + ${amountVnd}`, updatedAt: now })
      .where(eq(buyOrders.id, id));
  } else {
    await tx
      .update(shippingOrders)
      .set({ paidVnd: sql`${shippingOrders.paidVnd} + ${amountVnd}`, updatedAt: now })
      .where(eq(shippingOrders.id, id));
  }
}

/** Under a fresh code from `draw`, drawn again while the code is taken. */
export const insertDelivery = (tx: Tx, values: Omit<NewDelivery, 'code'>, draw: () => string): Promise<DeliveryRow> =>
  insertWithFreshCode(tx, deliveryRequests, { values, draw, what: 'delivery' });

export async function insertDeliveryPackages(
  tx: Tx,
  { deliveryId, packageIds }: { deliveryId: number; packageIds: readonly number[] },
): Promise<void> {
  await tx.insert(deliveryRequestPackages).values(packageIds.map((packageId) => ({ deliveryId, packageId })));
}

export const updateDelivery = (tx: Tx, { id, values }: { id: number; values: Partial<NewDelivery> }): Promise<DeliveryRow> =>
  updateRow(tx, deliveryRequests, { id, values, what: 'delivery request' });

/** One request; with `userId`, only if it is that customer's; with `lock`, locked for update. */
export const findDelivery = (db: Executor, input: FindRow): Promise<DeliveryRow | undefined> => findRow(db, deliveryRequests, input);

/** The packages a request carries, in id order. */
export function packagesOfDelivery(db: Executor, { deliveryId }: { deliveryId: number }): Promise<PackageRow[]> {
  return db
    .select({ package: packages })
    .from(deliveryRequestPackages)
    .innerJoin(packages, eq(packages.id, deliveryRequestPackages.packageId))
    .where(eq(deliveryRequestPackages.deliveryId, deliveryId))
    .orderBy(asc(packages.id))
    .then((rows) => rows.map((row) => row.package));
}

/** How many packages each request carries, for the list. */
export async function packageCounts(db: Executor, { deliveryIds }: { deliveryIds: readonly number[] }): Promise<Map<number, number>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await db
    .select({ deliveryId: deliveryRequestPackages.deliveryId, count: sql<number>`count(*)::int` })
    .from(deliveryRequestPackages)
    .where(inArray(deliveryRequestPackages.deliveryId, [...deliveryIds]))
    .groupBy(deliveryRequestPackages.deliveryId);
  return new Map(rows.map((row) => [row.deliveryId, Number(row.count)]));
}

/**
 * Moves the packages of a request along (hand-over, completion, a new request). They were in
 * Vietnam already; the stamp only fills an arrival a parcel somehow lacks, so it owes from now on.
 */
export async function setPackagesStatus(
  tx: Tx,
  { ids, status, now }: { ids: readonly number[]; status: PackageStatus; now: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(packages)
    .set({ status, ...arrivalStamp(status, now), updatedAt: now })
    .where(inArray(packages.id, [...ids]));
}

/** What staff find a request by: part of its code, of its customer's code or of the receiver's phone. */
function deliverySearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(deliveryRequests.code, pattern),
    customerCodeLike(deliveryRequests.userId, pattern),
    ilike(sql`${deliveryRequests.address}->>'phone'`, phonePattern(q)),
  );
}

type DeliveryListQuery = { status?: DeliveryStatus; page: number; pageSize: number };

/** One customer's requests, newest first. */
export function listDeliveries(
  db: Executor,
  query: DeliveryListQuery & { userId: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = and(eq(deliveryRequests.userId, query.userId), eqIfGiven(deliveryRequests.status, query.status));
  return pageNewestFirst(db, deliveryRequests, { where, paging: query });
}

export type StaffDeliveryRow = { delivery: DeliveryRow; customerCode: string };

/** Every customer's requests for staff, newest first, with whose they are; `q` as `deliverySearch` says. */
export function listStaffDeliveries(
  db: Executor,
  query: DeliveryListQuery & { q?: string },
): Promise<{ rows: StaffDeliveryRow[]; total: number }> {
  const where = and(eqIfGiven(deliveryRequests.status, query.status), deliverySearch(query.q));
  return pageWithCustomer(db, deliveryRequests, { as: 'delivery', where, paging: query });
}

/** Any customer's request with that customer's code, for staff. */
export async function findStaffDelivery(db: Executor, { id }: { id: number }): Promise<StaffDeliveryRow | undefined> {
  const [row] = await db
    .select({ delivery: deliveryRequests, customerCode: users.customerCode })
    .from(deliveryRequests)
    .innerJoin(users, eq(users.id, deliveryRequests.userId))
    .where(eq(deliveryRequests.id, id));
  return row;
}
