import type { z } from 'zod/mini';
import type { AddressSnapshot } from '../../../contract/addresses';
import type { DeliveryOrderLine, DeliveryStorageLine, deliveryQuoteRequestSchema } from '../../../contract/delivery';
import { deliveryFeeVnd, storageFee } from '../../../contract/fees';
import { add, sum } from '../../../contract/integers';
import type { CustomerPackage } from '../../../contract/packages';
import { v } from '../../../contract/validation';
import type { Executor } from '../../db/connect';
import { errors } from '../../errors';
import { addressSnapshotOf } from '../addresses/addressSnapshot';
import { isStorableId } from '../orders/checkout.queries';
import type { PackageRow } from '../packages/packages.present';
import { currentSettings, type StoredSettings } from '../settings/settings.store';
import { codNotAllowed, packageNotReady } from './delivery.errors';
import { toDeliveryPackage } from './delivery.present';
import {
  codCommitments,
  deliverableStatuses,
  findOrdersOfPackages,
  findOwnPackages,
  orderKey,
  orderKeyOf,
  packagesInOpenRequests,
  type OrderOfPackage,
} from './delivery.queries';

export type DeliveryQuoteInput = z.output<typeof deliveryQuoteRequestSchema>;

/** A request's figures, from the packages and settings as they are now. */
export type PricedDelivery = {
  /** The chosen packages, in id order. */
  rows: PackageRow[];
  packages: CustomerPackage[];
  orders: DeliveryOrderLine[];
  owedVnd: number;
  chargeableGrams: number;
  feeVnd: number;
  /** Packages owing storage past their free days (none listed at 0). */
  storage: DeliveryStorageLine[];
  storageVnd: number;
  /** owed + fee + storage. */
  totalVnd: number;
  address: AddressSnapshot;
  settings: StoredSettings;
};

/**
 * Prices a delivery request, for the quote and again inside the transaction that makes it (with
 * `lock`: packages, then their orders, locked until it ends), so both answer the same figures.
 *
 * Refusals, in this order: an id that is not the caller's package is `not-found`, whoever owns it
 * (another customer's package must look missing); a package that is theirs but not waiting in a
 * Vietnam warehouse, or already in an open request, is `package-not-ready` on `packageIds.<i>`; an
 * address not theirs asks to choose one (as checkout does); COD while settings refuse it.
 *
 * Every order of the chosen packages is settled whole: its remaining balance now, less what an
 * open COD request already is to collect for it (that money is on its way). Each package owes
 * storage for its wait from arrival in Vietnam to `now`, at its order's locked price, so a quote
 * confirmed a day later answers another total (and the create refuses it as `quote-changed`).
 */
export async function priceDelivery(
  db: Executor,
  { userId, request, lock, now }: { userId: number; request: DeliveryQuoteInput; lock: boolean; now: Date },
): Promise<PricedDelivery> {
  const ids = request.packageIds;
  const rows = ids.every(isStorableId) ? await findOwnPackages(db, { userId, ids, lock }) : [];
  if (rows.length !== ids.length) throw errors.notFound();

  const open = await packagesInOpenRequests(db, { ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const notReady = ids.flatMap((id, index) => {
    const row = byId.get(id);
    const ready = row !== undefined && orderKeyOf(row) !== undefined && deliverableStatuses.includes(row.status) && !open.has(id);
    return ready ? [] : [index];
  });
  if (notReady.length > 0) throw packageNotReady(notReady);

  const address = isStorableId(request.addressId) ? await addressSnapshotOf(db, { userId, addressId: request.addressId }) : undefined;
  if (!address) throw errors.validation([{ path: 'addressId', message: v.addressChoose }]);
  const settings = await currentSettings(db);
  const rules = settings.settings.delivery;
  if (request.payment === 'cod' && !rules.codAllowed) throw codNotAllowed();

  const orders = await findOrdersOfPackages(db, { rows, lock });
  const orderOf = (row: PackageRow): OrderOfPackage => {
    const key = orderKeyOf(row);
    const order = key === undefined ? undefined : orders.get(key);
    // The foreign keys make this impossible; were it to happen, pricing without the order would undercharge.
    if (!order) throw new Error(`package ${row.id} has no order row`);
    return order;
  };
  const committed = await codCommitments(db, { userId });
  const lines = new Map<string, DeliveryOrderLine>();
  for (const order of rows.map(orderOf)) {
    const key = orderKey(order.kind, order.id);
    if (lines.has(key)) continue;
    lines.set(key, {
      kind: order.kind,
      id: order.id,
      code: order.code,
      amountVnd: Math.max(0, order.remainingVnd - (committed.get(key) ?? 0)),
    });
  }

  const packages = rows.map((row) => toDeliveryPackage(row, orderOf(row)));
  const chargeableGrams = sum(packages.map((p) => p.chargeableGrams));
  const feeVnd = deliveryFeeVnd(chargeableGrams, rules);
  const owedVnd = sum([...lines.values()].map((line) => line.amountVnd));
  const storage = storageLines(rows, packages, orderOf, now);
  const storageVnd = sum(storage.map((line) => line.amountVnd));
  const totalVnd = add(add(owedVnd, feeVnd), storageVnd);
  return {
    rows,
    packages,
    orders: [...lines.values()],
    owedVnd,
    chargeableGrams,
    feeVnd,
    storage,
    storageVnd,
    totalVnd,
    address,
    settings,
  };
}

/**
 * Storage per package, on its own chargeable weight (the presented package's, by its order's
 * divisor). A package without an arrival time (none once migration 0005 backfilled them) owes
 * nothing rather than a guess; a clock behind the arrival counts as no wait.
 */
function storageLines(
  rows: readonly PackageRow[],
  packages: readonly CustomerPackage[],
  orderOf: (row: PackageRow) => OrderOfPackage,
  now: Date,
): DeliveryStorageLine[] {
  const gramsOf = new Map(packages.map((parcel) => [parcel.id, parcel.chargeableGrams]));
  return rows.flatMap((row) => {
    if (row.arrivedVietnamAt === null) return [];
    const waitedMs = Math.max(0, now.getTime() - row.arrivedVietnamAt.getTime());
    const { days, amountVnd } = storageFee(waitedMs, gramsOf.get(row.id) ?? 0, orderOf(row).storage);
    return amountVnd === 0 ? [] : [{ packageId: row.id, code: row.code, days, amountVnd }];
  });
}
