import type { z } from 'zod/mini';
import type {
  createDeliveryRequestSchema,
  DeliverablePackages,
  Delivery,
  DeliveryQuery,
  DeliveryQuote,
  DeliverySummary,
  StaffDeliveryQuery,
  StaffDeliverySummary,
} from '../../../contract/delivery';
import type { Db, Tx } from '../../db/connect';
import { pageOfRows, type Page } from '../../db/paging';
import { errors } from '../../errors';
import type { OrderFollow } from '../orders/orderFollow';
import { lockCustomer } from '../users/users.queries';
import { findWallet } from '../wallet/wallet.queries';
import { newDeliveryCode } from './deliveryCode';
import { payDelivery, refundCharges } from './deliveryMoney';
import { priceDelivery, type DeliveryQuoteInput, type PricedDelivery } from './deliveryPricing';
import { toDeliverySummary, toStaffDeliverySummary } from './delivery.present';
import { loadDelivery, presentPackages, touchedBy } from './deliveryLoad';
import {
  findDeliverablePackages,
  findDelivery,
  findStaffDelivery,
  insertDeliveryPackages,
  insertDelivery,
  listDeliveries,
  listStaffDeliveries,
  packageCounts,
  setPackagesStatus,
  updateDelivery,
  type DeliveryRow,
} from './delivery.queries';

export type CreateDeliveryInput = z.output<typeof createDeliveryRequestSchema>;

/**
 * The customer's side of delivery requests: what can go, what it costs, asking (and paying), the
 * list, and cancelling while nothing has left the warehouse. Staff read every customer's through
 * `listForStaff` and `getForStaff`.
 */
export function createDeliveryService({ db, now, orderFollow }: { db: Db; now: () => Date; orderFollow: OrderFollow }) {
  async function deliverable({ userId }: { userId: number }): Promise<DeliverablePackages> {
    return { packages: await presentPackages(db, { rows: await findDeliverablePackages(db, { userId }) }) };
  }

  async function quote({ userId, request }: { userId: number; request: DeliveryQuoteInput }): Promise<DeliveryQuote> {
    const priced = await priceDelivery(db, { userId, request, lock: false, now: now() });
    const { availableVnd } = await findWallet(db, { userId });
    return {
      packages: priced.packages,
      orders: priced.orders,
      owedVnd: priced.owedVnd,
      chargeableGrams: priced.chargeableGrams,
      feeVnd: priced.feeVnd,
      storage: priced.storage,
      storageVnd: priced.storageVnd,
      totalVnd: priced.totalVnd,
      availableVnd,
      shortfallVnd: request.payment === 'wallet' ? Math.max(0, priced.totalVnd - availableVnd) : 0,
      codAllowed: priced.settings.settings.delivery.codAllowed,
      settingsVersion: priced.settings.version,
    };
  }

  /**
   * In the caller's transaction (the Idempotency-Key's). The customer is locked first, so two of
   * their requests run one after the other, then the packages and their orders; everything is
   * checked and priced again as the quote was, and a total other than the one accepted is
   * `quote-changed`. Paying from the wallet debits each order's balance, the fee and storage now;
   * any refusal, insufficient funds included, rolls everything back.
   */
  async function create(tx: Tx, { userId, request }: { userId: number; request: CreateDeliveryInput }): Promise<Delivery> {
    await lockCustomer(tx, { userId });
    // One instant prices the storage and stamps the request, so what it stores is what it charged.
    const at = now();
    const priced = await priceDelivery(tx, { userId, request, lock: true, now: at });
    if (priced.totalVnd !== request.expectedTotalVnd) throw errors.quoteChanged();
    const byWallet = request.payment === 'wallet';
    const delivery = await insertPricedDelivery(tx, { userId, request, priced, byWallet, at });
    await insertDeliveryPackages(tx, { deliveryId: delivery.id, packageIds: priced.rows.map((row) => row.id) });
    if (byWallet) await payDelivery(tx, { delivery, createdBy: null, now: at });
    // Packages still "arrived in Vietnam" now wait for this delivery; their orders follow.
    await setPackagesStatus(tx, {
      ids: priced.rows.filter((row) => row.status === 'inVietnam').map((row) => row.id),
      status: 'awaitingDelivery',
      now: at,
    });
    await orderFollow.follow(tx, { ...touchedBy(priced.rows), actorId: null, note: `Yêu cầu giao ${delivery.code}` });
    return loadDelivery(tx, { delivery });
  }

  async function insertPricedDelivery(
    tx: Tx,
    {
      userId,
      request,
      priced,
      byWallet,
      at,
    }: { userId: number; request: CreateDeliveryInput; priced: PricedDelivery; byWallet: boolean; at: Date },
  ): Promise<DeliveryRow> {
    return insertDelivery(
      tx,
      {
        userId,
        status: 'requested',
        payment: request.payment,
        address: priced.address,
        orders: priced.orders,
        owedVnd: priced.owedVnd,
        feeVnd: priced.feeVnd,
        storage: priced.storage,
        storageVnd: priced.storageVnd,
        totalVnd: priced.totalVnd,
        // The wallet pays below, in this transaction; COD is collected (and recorded) on delivery.
        paidVnd: byWallet ? priced.totalVnd : 0,
        codVnd: byWallet ? 0 : priced.totalVnd,
        chargeableGrams: priced.chargeableGrams,
        settingsVersion: priced.settings.version,
        note: request.note,
        createdAt: at,
        updatedAt: at,
      },
      () => newDeliveryCode(at),
    );
  }

  /**
   * Only while `requested` (nothing has left the warehouse). The fee and storage go back to the
   * wallet (deliveryMoney.ts `refundCharges` says why storage too); the balances it settled on
   * orders stay paid: they were owed whatever happens to this request, and the next request of
   * those packages finds nothing left to pay on them. The packages stay `awaitingDelivery` and,
   * the request closed, can be chosen again.
   */
  async function cancel(tx: Tx, { userId, id }: { userId: number; id: number }): Promise<Delivery> {
    const delivery = await findDelivery(tx, { id, userId, lock: true });
    if (!delivery) throw errors.notFound();
    if (delivery.status !== 'requested') throw errors.invalidTransition();
    const at = now();
    const paidVnd = await refundCharges(tx, { delivery, createdBy: null, now: at });
    return loadDelivery(tx, {
      delivery: await updateDelivery(tx, { id, values: { status: 'cancelled', cancelledAt: at, paidVnd, updatedAt: at } }),
    });
  }

  async function list(query: DeliveryQuery & { userId: number }): Promise<Page<DeliverySummary>> {
    const page = await listDeliveries(db, query);
    const counts = await packageCounts(db, { deliveryIds: page.rows.map((row) => row.id) });
    return pageOfRows(page, query, (row) => toDeliverySummary(row, counts.get(row.id) ?? 0));
  }

  async function get({ id, userId }: { id: number; userId: number }): Promise<Delivery> {
    const delivery = await findDelivery(db, { id, userId });
    if (!delivery) throw errors.notFound();
    return loadDelivery(db, { delivery });
  }

  /** Every customer's requests, each saying whose it is; `q` finds a code, a customer code or a phone. */
  async function listForStaff(query: StaffDeliveryQuery): Promise<Page<StaffDeliverySummary>> {
    const page = await listStaffDeliveries(db, query);
    const counts = await packageCounts(db, { deliveryIds: page.rows.map((row) => row.delivery.id) });
    return pageOfRows(page, query, (row) => toStaffDeliverySummary(row.delivery, counts.get(row.delivery.id) ?? 0, row.customerCode));
  }

  /** Any customer's request, as a row of the staff list. */
  async function getForStaff({ id }: { id: number }): Promise<StaffDeliverySummary> {
    const found = await findStaffDelivery(db, { id });
    if (!found) throw errors.notFound();
    const counts = await packageCounts(db, { deliveryIds: [id] });
    return toStaffDeliverySummary(found.delivery, counts.get(id) ?? 0, found.customerCode);
  }

  return { deliverable, quote, create, cancel, list, get, listForStaff, getForStaff };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
