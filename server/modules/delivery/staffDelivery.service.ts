import type { Delivery } from '../../../contract/delivery';
import type { PackageStatus } from '../../../contract/orders';
import type { DeliveryStatus } from '../../../contract/shipmentStatus';
import type { Tx } from '../../db/connect';
import { errors } from '../../errors';
import type { NotificationEvent } from '../../i18n/messages';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import type { OrderFollow } from '../orders/orderFollow';
import { collectCod } from './deliveryMoney';
import { findDelivery, packagesOfDelivery, setPackagesStatus, updateDelivery, type NewDelivery } from './delivery.queries';
import { loadDelivery, touchedBy } from './deliveryLoad';

/** A staff step: from which status only, to which, where the packages go, which time it stamps. */
type Step = {
  from: DeliveryStatus;
  to: DeliveryStatus;
  packageStatus: PackageStatus;
  stamp: 'handedOverAt' | 'deliveredAt';
  /** What the customer is told: one notice for the request, not one per order it carries. */
  event: NotificationEvent & `delivery.${string}`;
};

const handOverStep: Step = {
  from: 'requested',
  to: 'processing',
  packageStatus: 'delivering',
  stamp: 'handedOverAt',
  event: 'delivery.handed-over',
};
const completeStep: Step = {
  from: 'processing',
  to: 'delivered',
  packageStatus: 'delivered',
  stamp: 'deliveredAt',
  event: 'delivery.delivered',
};

/** Staff move a request along: mới → đang xử lý (handed to the carrier) → đã giao. */
export function createStaffDeliveryService({ now, orderFollow }: { now: () => Date; orderFollow: OrderFollow }) {
  /**
   * Locks the request, refuses a move from any other status (409 invalid-transition), moves its
   * packages, and lets their orders follow, with the request's code (and the staff note) on the
   * orders' timelines. Answers the request as it was and as it is now.
   */
  async function move(
    tx: Tx,
    { step, id, staffId, note, values }: { step: Step; id: number; staffId: number; note?: string; values?: Partial<NewDelivery> },
  ) {
    const before = await findDelivery(tx, { id, lock: true });
    if (!before) throw errors.notFound();
    if (before.status !== step.from) throw errors.invalidTransition();
    const at = now();
    const rows = await packagesOfDelivery(tx, { deliveryId: id });
    await setPackagesStatus(tx, { ids: rows.map((row) => row.id), status: step.packageStatus, now: at });
    const timelineNote = [`Yêu cầu giao ${before.code}`, note ?? ''].filter(Boolean).join('\n');
    await orderFollow.follow(tx, { ...touchedBy(rows), actorId: staffId, note: timelineNote, tell: false });
    const after = await updateDelivery(tx, { id, values: { ...values, status: step.to, [step.stamp]: at, updatedAt: at } });
    const words = { code: after.code, carrier: after.carrier, trackingCode: after.trackingCode };
    await notify(tx, { userId: after.userId, event: step.event, url: appUrls.delivery(id), values: words, now: at });
    return { before, after, at };
  }

  /**
   * Handed to the carrier: the packages and their orders are out for delivery. The carrier and its
   * tracking code are kept on the request, where its customer reads them; a blank one is none.
   */
  async function handOver(
    tx: Tx,
    { carrier, trackingCode, ...input }: { id: number; staffId: number; note?: string; carrier?: string; trackingCode?: string },
  ): Promise<Delivery> {
    const values = { carrier: carrier || null, trackingCode: trackingCode || null };
    const { after } = await move(tx, { step: handOverStep, ...input, values });
    return loadDelivery(tx, { delivery: after });
  }

  /**
   * Delivered: the packages are, and orders whose packages all are become received. For COD the
   * cash the carrier collected is written now (deliveryMoney.ts `collectCod`), with the amounts
   * stored on the request when it was asked.
   */
  async function complete(tx: Tx, input: { id: number; staffId: number; note?: string }): Promise<Delivery> {
    const { before, after, at } = await move(tx, { step: completeStep, ...input });
    if (before.payment !== 'cod') return loadDelivery(tx, { delivery: after });
    await collectCod(tx, { delivery: before, createdBy: input.staffId, now: at });
    return loadDelivery(tx, { delivery: await updateDelivery(tx, { id: before.id, values: { paidVnd: before.totalVnd } }) });
  }

  return { handOver, complete };
}

export type StaffDeliveryService = ReturnType<typeof createStaffDeliveryService>;
