import type { z } from 'zod/mini';
import {
  consignmentLabel,
  consignmentTabs,
  type Consignment,
  type ConsignmentQuery,
  type ConsignmentSummary,
  type createConsignmentRequestSchema,
} from '../../../contract/consignment';
import { shippingPriceFor } from '../../../contract/fees';
import type { Db, Executor, Tx } from '../../db/connect';
import { pageOfRows, type Page } from '../../db/paging';
import { errors } from '../../errors';
import type { OrderFollow } from '../orders/orderFollow';
import { feesFor } from '../settings/pricingTerms';
import { currentSettings, type StoredSettings } from '../settings/settings.store';
import { attachToConsignment } from './consignmentAttach';
import { trackingCodeInUse } from './consignment.errors';
import { consignmentFigures } from './consignmentFigures';
import { toConsignment, toConsignmentSummary } from './consignment.present';
import {
  appendConsignmentEvent,
  claimablePackages,
  codesInOpenConsignments,
  consignmentEventsOf,
  consignmentPackagesOf,
  customerCodeOf,
  findConsignment,
  insertConsignment,
  insertTrackingCodes,
  listConsignments,
  trackingCodesOf,
  updateConsignment,
  type ConsignmentRow,
} from './consignment.queries';
import { lockTrackingCodes, newConsignmentCode } from './shipmentCodes';

export type CreateConsignmentInput = z.output<typeof createConsignmentRequestSchema>;

/** A consignment with its codes, parcels, timeline and label, read in the caller's transaction when it has one. */
export async function loadConsignment(db: Executor, { row }: { row: ConsignmentRow }): Promise<Consignment> {
  // One after the other: a transaction is one connection, and PGlite has only one anyway.
  const codes = await trackingCodesOf(db, { orderId: row.id });
  const packages = await consignmentPackagesOf(db, { orderId: row.id });
  const events = await consignmentEventsOf(db, { orderId: row.id });
  const customerCode = await customerCodeOf(db, { userId: row.userId });
  // The warehouse address in force: if the shop moves, the label must send parcels to the new one.
  const { settings } = await currentSettings(db);
  return toConsignment(row, { codes, packages, events, label: consignmentLabel(customerCode, settings.chinaWarehouse) });
}

/** What a consignment locks when it is made: the rate and policy it is priced with, and the route and services. */
export type LockedConsignmentTerms = Pick<
  ConsignmentRow,
  'rateVndPerCny' | 'feePolicy' | 'settingsVersion' | 'services' | 'declaredValueVnd' | 'warehouse' | 'line'
>;

/**
 * A new consignment (`consigned`, nothing weighed yet) on the terms given: the customer's own at
 * the settings in force, or a Taobao Global order's, whose goods it carries on from China at the
 * rate and policy locked when that order was paid.
 */
export async function insertLockedConsignment(
  tx: Tx,
  { userId, locked, goods, note, at }: { userId: number; locked: LockedConsignmentTerms; goods: string; note: string; at: Date },
): Promise<ConsignmentRow> {
  const figures = consignmentFigures(locked, []);
  return insertConsignment(
    tx,
    {
      ...locked,
      userId,
      status: 'consigned',
      goods,
      note,
      ...figures,
      paidVnd: 0,
      createdAt: at,
      updatedAt: at,
    },
    () => newConsignmentCode(at),
  );
}

/** The customer's consignments (/OrderShipping): made, read, cancelled. */
export function createConsignmentService({ db, now, orderFollow }: { db: Db; now: () => Date; orderFollow: OrderFollow }) {
  /**
   * In the caller's transaction (the Idempotency-Key's): the order at the settings in force, its
   * codes, and any parcel the warehouse already holds under one of them that this customer may
   * claim (then the order is priced on it and moves to "arrived in China" at once).
   */
  async function create(tx: Tx, { userId, request }: { userId: number; request: CreateConsignmentInput }): Promise<Consignment> {
    const stored = await currentSettings(tx);
    // Shipping is priced only once weighed, but a route settings do not price could never be.
    if (!shippingPriceFor(stored.settings.fees, request.warehouse, request.line)) {
      throw errors.validation([{ path: 'line', message: 'no shipping price for this warehouse and line' }]);
    }
    const codes = request.trackingCodes;
    await lockTrackingCodes(tx, { codes });
    const inUse = await codesInOpenConsignments(tx, { userId, codes });
    if (inUse.size > 0) throw trackingCodeInUse(codes.flatMap((code, index) => (inUse.has(code) ? [index] : [])));

    const at = now();
    const row = await insertOwnConsignment(tx, { userId, request, stored, at });
    await insertTrackingCodes(tx, { orderId: row.id, codes });
    await appendConsignmentEvent(tx, {
      orderId: row.id,
      status: 'consigned',
      note: `${codes.length} mã vận đơn`,
      createdBy: null,
      now: at,
    });

    const parcels = await claimablePackages(tx, { userId, customerCode: await customerCodeOf(tx, { userId }), codes });
    const current = parcels.length > 0 ? await attachToConsignment(tx, { orderFollow, order: row, parcels, actorId: null, at }) : row;
    return loadConsignment(tx, { row: current });
  }

  async function insertOwnConsignment(
    tx: Tx,
    { userId, request, stored, at }: { userId: number; request: CreateConsignmentInput; stored: StoredSettings; at: Date },
  ): Promise<ConsignmentRow> {
    const { settings, version } = stored;
    const locked = {
      rateVndPerCny: settings.rates.orderRateVndPerCny,
      // The policy this person is priced by (an agency's customer: its terms), kept with the order.
      feePolicy: await feesFor(tx, { userId, fees: settings.fees }),
      settingsVersion: version,
      services: request.services,
      declaredValueVnd: request.declaredValueVnd,
      warehouse: request.warehouse,
      line: request.line,
    };
    return insertLockedConsignment(tx, { userId, locked, goods: request.goods, note: request.note, at });
  }

  async function list(query: ConsignmentQuery & { userId: number }): Promise<Page<ConsignmentSummary>> {
    const page = await listConsignments(db, {
      userId: query.userId,
      statuses: consignmentTabs[query.tab],
      q: query.q,
      page: query.page,
      pageSize: query.pageSize,
    });
    return pageOfRows(page, query, toConsignmentSummary);
  }

  async function get({ id, userId }: { id: number; userId: number }): Promise<Consignment> {
    const row = await findConsignment(db, { id, userId });
    if (!row) throw errors.notFound();
    return loadConsignment(db, { row });
  }

  /** Only before any parcel is the order's: once one is, there are goods to carry. */
  async function cancel(tx: Tx, { id, userId }: { id: number; userId: number }): Promise<Consignment> {
    const row = await findConsignment(tx, { id, userId, lock: true });
    if (!row) throw errors.notFound();
    if (row.status !== 'consigned' || (await consignmentPackagesOf(tx, { orderId: id })).length > 0) throw errors.invalidTransition();
    const at = now();
    const cancelled = await updateConsignment(tx, { id, values: { status: 'cancelled', updatedAt: at } });
    await appendConsignmentEvent(tx, { orderId: id, status: 'cancelled', note: null, createdBy: null, now: at });
    return loadConsignment(tx, { row: cancelled });
  }

  return { create, list, get, cancel };
}

export type ConsignmentService = ReturnType<typeof createConsignmentService>;
