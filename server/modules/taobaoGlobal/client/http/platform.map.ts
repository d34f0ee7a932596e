import type { PurchaseState, RefundState } from '../../../../../contract/taobaoGlobalStatus';
import type { Parcel, ParcelState, PurchaseOrder, SubOrder } from '../taobaoGlobalClient';
import type { PlatformParcel, PlatformPurchaseOrder, PlatformSubOrder } from './platform.schema';

/** The answer parsed but does not make sense (an amount that is not an integer, another currency…). */
export class MalformedAnswerError extends Error {}

/**
 * Purchase order states, platform → ours. `BULIDING` is the platform's own spelling. The purchase
 * documents list no finished state; `TRADE_FINISHED` is Taobao's name for a received trade, read
 * in case the platform passes it through. A state not listed maps to null and is kept as it came.
 */
const purchaseStateOf: Record<string, PurchaseState> = {
  BULIDING: 'creating',
  BUILDING: 'creating',
  WAIT_BUYER_P: 'awaitingPayment',
  WAIT_BUYER_PAY: 'awaitingPayment',
  WAIT_SELLER_SEND_GOODS: 'awaitingShipment',
  WAIT_BUYER_CONFIRM_GOODS: 'shipped',
  TRADE_FINISHED: 'finished',
  TRADE_CLOSED: 'closed',
  TRADE_CLOSED_BY_TAOBAO: 'closed',
};

/** Ours → the name the platform's `status` filter takes. */
export const platformStateOf: Record<PurchaseState, string> = {
  creating: 'BULIDING',
  awaitingPayment: 'WAIT_BUYER_P',
  awaitingShipment: 'WAIT_SELLER_SEND_GOODS',
  shipped: 'WAIT_BUYER_CONFIRM_GOODS',
  finished: 'TRADE_FINISHED',
  closed: 'TRADE_CLOSED',
};

export const toPurchaseState = (status: string): PurchaseState | null =>
  Object.hasOwn(purchaseStateOf, status) ? purchaseStateOf[status]! : null;

/** Refund states are numbers: 0 means no refund was ever asked. */
const refundStateOf: Record<string, RefundState> = {
  '10': 'requested',
  '20': 'awaitingReturn',
  '30': 'returned',
  '100': 'refunded',
  '-10': 'refused',
  '-20': 'closed',
};

export const toRefundState = (status: string | number): RefundState | null => refundStateOf[String(status)] ?? null;

const parcelStateOf: Record<string, ParcelState> = {
  WAITING_COLLECT: 'awaitingPickup',
  COLLECTED: 'collected',
  DELIVERING: 'inTransit',
  WAITING_CUSTOMS: 'customs',
  CUSTOMS_CLEARANCE: 'customs',
  CUSTOMS_FAILED: 'exception',
  SIGNED: 'delivered',
  REJECTED: 'rejected',
  RETURNED: 'returned',
  EXCEPTION: 'exception',
};

/** An id as a string, whether it came as a number or a string. */
export function idOf(value: string | number): string {
  const id = String(value).trim();
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(id)) throw new MalformedAnswerError(`not an id: ${String(value)}`);
  return id;
}

export const optionalIdOf = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' || String(value) === '0' ? null : idOf(value);

/** Amounts are integer fen already ("单位分"), as numbers or strings. */
export function fenOf(value: string | number | null | undefined): number {
  const amount = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isSafeInteger(amount) || amount < 0)
    throw new MalformedAnswerError(`not an amount in fen: ${String(value)}`);
  return amount;
}

export function countOf(value: string | number): number {
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 0) throw new MalformedAnswerError(`not a count: ${String(value)}`);
  return count;
}

/** Only ¥ amounts can be priced; an account set to another currency is a setup to fix, not to convert silently. */
export function checkCurrency(currency: string | null | undefined): void {
  if (currency && currency.toUpperCase() !== 'CNY') throw new MalformedAnswerError(`amount in ${currency}, not CNY`);
}

/** Epoch times, in milliseconds (or seconds, for a value too small to be milliseconds). */
export function timeOf(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '' || String(value) === '0') return null;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new MalformedAnswerError(`not a time: ${String(value)}`);
  return new Date(number < 100_000_000_000 ? number * 1000 : number);
}

/** Tracking events are written "2025-11-22 14:05:09", China time. */
export function chinaTimeOf(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value.trim()) : null;
  return match ? new Date(`${match[1]}T${match[2]}+08:00`) : null;
}

function toSubOrder(line: PlatformSubOrder): SubOrder {
  const refundId = optionalIdOf(line.refund_id);
  return {
    subOrderId: idOf(line.sub_purchase_order_id),
    itemId: idOf(line.item_id),
    skuId: optionalIdOf(line.sku_id),
    title: line.title ?? '',
    quantity: countOf(line.quantity),
    state: toPurchaseState(line.status),
    platformState: line.status,
    amountFen: fenOf(line.pay_amount ?? line.purchase_amount ?? 0),
    closeReason: line.close_reason || null,
    trackingCodes: (line.logistic_orders ?? []).map((shipment) => ({
      carrier: shipment.logistic_company_name || null,
      code: shipment.logistic_number,
      shippedAt: timeOf(shipment.rts_time),
    })),
    refund: refundId
      ? { refundId, state: line.refund_status === null || line.refund_status === undefined ? null : toRefundState(line.refund_status) }
      : null,
  };
}

export function toPurchaseOrder(order: PlatformPurchaseOrder): PurchaseOrder {
  const domesticShippingFen = fenOf(order.domestic_post_fee ?? 0);
  return {
    purchaseId: idOf(order.purchase_id),
    outerPurchaseId: order.outer_purchase_id || null,
    state: toPurchaseState(order.status),
    platformState: order.status,
    supplier: order.supplier_nick ?? '',
    goodsFen: fenOf(order.product_amount ?? Math.max(0, fenOf(order.purchase_amount ?? 0) - domesticShippingFen)),
    domesticShippingFen,
    payFen: order.pay_amount === null || order.pay_amount === undefined ? null : fenOf(order.pay_amount),
    createdAt: timeOf(order.created_time),
    paidAt: timeOf(order.pay_time),
    modifiedAt: timeOf(order.modify_time),
    subOrders: (order.sub_purchase_orders ?? []).map(toSubOrder),
  };
}

export function toParcel(parcel: PlatformParcel): Parcel {
  const status = parcel.logistics_status ?? '';
  return {
    trackingCode: parcel.mail_no,
    carrier: parcel.logistics_partner?.find((partner) => partner.company)?.company ?? null,
    state: Object.hasOwn(parcelStateOf, status) ? parcelStateOf[status]! : null,
    description: parcel.logistics_desc ?? '',
    events: (parcel.logistics_traces ?? []).map((trace) => ({
      at: chinaTimeOf(trace.time),
      description: trace.standerd_desc || trace.status_desc || '',
    })),
    goods: (parcel.logistics_goods ?? []).map((goods) => ({ title: goods.title ?? '', quantity: countOf(goods.quantity ?? 1) })),
  };
}
