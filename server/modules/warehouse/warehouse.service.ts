import type { z } from 'zod/mini';
import type { PackageStatus } from '../../../contract/orders';
import type {
  ReceivePackageResponse,
  StaffPackage,
  StaffPackageQuery,
  matchPackageRequestSchema,
  measurePackageRequestSchema,
  movePackagesRequestSchema,
  receivePackageRequestSchema,
} from '../../../contract/warehouse';
import type { Db, Executor, Tx } from '../../db/connect';
import { pageOfRows, type Page } from '../../db/paging';
import { errors } from '../../errors';
import { attachToConsignment, repriceConsignment } from '../consignment/consignmentAttach';
import {
  closedConsignment,
  consignmentsAwaiting,
  findConsignment,
  setTrackingCodeStatus,
  trackingCodesOf,
} from '../consignment/consignment.queries';
import { lockTrackingCodes, newReceivedPackageCode } from '../consignment/shipmentCodes';
import { ordersOfPackages, type OrderFollow } from '../orders/orderFollow';
import { repriceOrder } from '../orders/orderReprice';
import { attachToOrder } from '../orders/orderAttach';
import { ordersAwaitingParcel } from '../orders/orders.queries';
import type { PhotoUpload } from '../../plugins/staffPhotoRoute';
import { addPackagePhoto } from '../packages/packagePhotos';
import { currentSettings } from '../settings/settings.store';
import { arrivalStamp } from '../packages/packageArrival';
import { carryTaobaoIntParcel, followTaobaoIntArrival } from '../taobaoIntOrders/taobaoIntCarry';
import { taobaoIntOrdersAwaitingParcel } from '../taobaoIntOrders/taobaoIntOrders.queries';
import { tellParcelArrivals } from './parcelArrivals';
import { packageUnclaimed, unknownPackageCodes } from './warehouse.errors';
import { toStaffPackage } from './warehouse.present';
import {
  findPackageForUpdate,
  insertPackage,
  listStaffPackages,
  packagesByCodesForUpdate,
  staffPackagesByIds,
  updatePackages,
  userIdByCustomerCode,
} from './warehouse.queries';

export type ReceiveInput = z.output<typeof receivePackageRequestSchema>;
export type MeasureInput = z.output<typeof measurePackageRequestSchema>;
export type MatchInput = z.output<typeof matchPackageRequestSchema>;
export type MoveInput = z.output<typeof movePackagesRequestSchema>;

/** The one move each step of the warehouse makes: a parcel leaves China, then reaches Vietnam. */
const moveFrom: Record<MoveInput['to'], PackageStatus> = { inTransit: 'inChina', inVietnam: 'inTransit' };

/**
 * Staff work on parcels: scanned in at the China warehouse (and matched to the consignment that
 * lists the code), weighed again, matched by hand, moved on. Every write runs in the caller's
 * transaction, and the orders holding the parcels follow them (orders/orderFollow.ts).
 */
export function createWarehouseService({ db, now, orderFollow }: { db: Db; now: () => Date; orderFollow: OrderFollow }) {
  async function present(tx: Executor, { ids }: { ids: readonly number[] }): Promise<StaffPackage[]> {
    const { settings } = await currentSettings(tx);
    return (await staffPackagesByIds(tx, { ids })).map((row) => toStaffPackage(row, settings.fees.volumetricDivisor));
  }

  async function presentOne(tx: Executor, { id }: { id: number }): Promise<StaffPackage> {
    const [parcel] = await present(tx, { ids: [id] });
    if (!parcel) throw new Error(`package ${id} vanished inside its own transaction`);
    return parcel;
  }

  /**
   * A parcel scanned and weighed in China. The label's customer code, when it names a customer,
   * makes the parcel theirs, and only their orders may take it. One open consignment waiting for
   * the code takes it; several (different customers gave the same code) leave it for staff to
   * match. With no consignment, the one buy-for-me order the seller shipped under the code takes
   * it, or else the one Taobao Global order shipped under it (through the consignment made for
   * it, taobaoIntOrders/taobaoIntCarry.ts); none (or several) leaves it unclaimed for the first
   * consignment that lists it.
   */
  async function receive(tx: Tx, { staffId, request }: { staffId: number; request: ReceiveInput }): Promise<ReceivePackageResponse> {
    const at = now();
    const { trackingCode, labelCustomerCode } = request;
    await lockTrackingCodes(tx, { codes: [trackingCode] });
    const owner = labelCustomerCode === undefined ? undefined : await userIdByCustomerCode(tx, { customerCode: labelCustomerCode });
    const parcel = await insertPackage(
      tx,
      {
        userId: owner ?? null,
        trackingCode,
        labelCustomerCode: labelCustomerCode ?? null,
        weightGrams: request.weightGrams,
        lengthCm: request.lengthCm,
        widthCm: request.widthCm,
        heightCm: request.heightCm,
        status: 'inChina',
        createdAt: at,
        updatedAt: at,
      },
      () => newReceivedPackageCode(at),
    );

    const waiting = await consignmentsAwaiting(tx, { code: trackingCode, customerCode: labelCustomerCode });
    const answer = async (outcome: ReceivePackageResponse['outcome']) => ({ outcome, package: await presentOne(tx, { id: parcel.id }) });
    const [only, ...others] = waiting;
    if (!only) {
      // No consignment lists the code: a buy-for-me order the seller shipped under it may.
      const orders = await ordersAwaitingParcel(tx, { code: trackingCode, userId: owner });
      if (orders.length === 1) {
        await attachToOrder(tx, { orderFollow, order: orders[0]!, packageId: parcel.id, actorId: staffId, note: request.note, at });
        return answer('matched');
      }
      if (orders.length > 1) return answer('unclaimed');
      // Or a Taobao Global order one of whose purchase orders shipped under it: its consignment carries it on.
      const bought = await taobaoIntOrdersAwaitingParcel(tx, { code: trackingCode, userId: owner });
      if (bought.length !== 1) return answer('unclaimed');
      const carried = await carryTaobaoIntParcel(tx, { orderFollow, order: bought[0]!, parcel, actorId: staffId, note: request.note, at });
      return answer(carried ? 'matched' : 'unclaimed');
    }
    if (others.length > 0) {
      // Each of them hears that a parcel came in under its code; staff decide whose it is.
      await setTrackingCodeStatus(tx, {
        orderIds: waiting.map((order) => order.id),
        code: trackingCode,
        status: 'received',
        receivedAt: at,
      });
      return answer('ambiguous');
    }
    await attachToConsignment(tx, { orderFollow, order: only, parcels: [parcel], actorId: staffId, note: request.note, at });
    // The consignment of a Taobao Global order: the order hears its goods arrived.
    await followTaobaoIntArrival(tx, { consignmentId: only.id, at });
    return answer('matched');
  }

  /**
   * Weighed again, only while still in China (what left was billed as it left); the order holding
   * it is priced again, at the rate and policy locked with it (a consignment prices its own way).
   */
  async function measure(tx: Tx, { id, request }: { id: number; request: MeasureInput }): Promise<StaffPackage> {
    const parcel = await findPackageForUpdate(tx, { id });
    if (!parcel) throw errors.notFound();
    if (parcel.status !== 'inChina') throw errors.invalidTransition();
    const at = now();
    const { weightGrams, lengthCm, widthCm, heightCm } = request;
    await updatePackages(tx, { ids: [id], values: { weightGrams, lengthCm, widthCm, heightCm, updatedAt: at } });
    if (parcel.shippingOrderId !== null) await repriceConsignment(tx, { orderId: parcel.shippingOrderId, at });
    else if (parcel.buyOrderId !== null) await repriceOrder(tx, { id: parcel.buyOrderId, at });
    return presentOne(tx, { id });
  }

  /**
   * Staff decide whose an unclaimed or ambiguous parcel is. The consignment must be open, its
   * customer's (when the label named one), and list the parcel's tracking code.
   */
  async function match(tx: Tx, { staffId, id, request }: { staffId: number; id: number; request: MatchInput }): Promise<StaffPackage> {
    const parcel = await findPackageForUpdate(tx, { id });
    if (!parcel) throw errors.notFound();
    if (parcel.buyOrderId !== null || parcel.shippingOrderId !== null) throw errors.invalidState();
    const order = await findConsignment(tx, { id: request.consignmentId, lock: true });
    if (!order) throw errors.notFound();
    if (closedConsignment.includes(order.status)) throw errors.invalidTransition();
    if (parcel.userId !== null && parcel.userId !== order.userId) throw errors.invalidState();
    const codes = await trackingCodesOf(tx, { orderId: order.id });
    if (parcel.trackingCode === null || !codes.some((code) => code.code === parcel.trackingCode)) {
      throw errors.validation([{ path: 'consignmentId', message: 'the consignment does not list this tracking code' }]);
    }
    await attachToConsignment(tx, { orderFollow, order, parcels: [parcel], actorId: staffId, at: now() });
    return presentOne(tx, { id });
  }

  /**
   * Scanned parcels move one step, all or nothing: one unknown code, one parcel not at the step
   * before, or one nobody has claimed, and none moves. Then each order holding them catches up.
   */
  async function move(tx: Tx, { staffId, request }: { staffId: number; request: MoveInput }): Promise<{ packages: StaffPackage[] }> {
    const rows = await packagesByCodesForUpdate(tx, { codes: request.codes });
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const unknown = request.codes.flatMap((code, index) => (byCode.has(code) ? [] : [index]));
    if (unknown.length > 0) throw unknownPackageCodes(unknown);
    if (rows.some((row) => row.status !== moveFrom[request.to])) throw errors.invalidTransition();
    if (rows.some((row) => row.buyOrderId === null && row.shippingOrderId === null)) throw packageUnclaimed();

    const ids = request.codes.map((code) => byCode.get(code)!.id);
    const at = now();
    await updatePackages(tx, { ids, values: { status: request.to, ...arrivalStamp(request.to, at), updatedAt: at } });
    const touched = await ordersOfPackages(tx, { packageIds: ids });
    await orderFollow.follow(tx, { ...touched, actorId: staffId, note: request.note });
    if (request.to === 'inVietnam') await tellParcelArrivals(tx, { parcels: rows, at });
    return { packages: await present(tx, { ids }) };
  }

  async function list(query: StaffPackageQuery): Promise<Page<StaffPackage>> {
    const { settings } = await currentSettings(db);
    const unclaimed = query.unclaimed === undefined ? undefined : query.unclaimed === 'true';
    const page = await listStaffPackages(db, { status: query.status, q: query.q, unclaimed, page: query.page, pageSize: query.pageSize });
    return pageOfRows(page, query, (row) => toStaffPackage(row, settings.fees.volumetricDivisor));
  }

  /** A warehouse photo of the parcel (packages/packagePhotos.ts), in its own transaction. */
  async function addPhoto({ id, photo, staffId }: PhotoUpload): Promise<StaffPackage> {
    return db.transaction(async (tx) => {
      await addPackagePhoto(tx, { packageId: id, photo, staffId, now: now() });
      return presentOne(tx, { id });
    });
  }

  return { receive, measure, match, move, list, addPhoto };
}

export type WarehouseService = ReturnType<typeof createWarehouseService>;
