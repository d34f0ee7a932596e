import type { Package } from '../../../contract/orders';
import type {
  StaffTaobaoIntOrder,
  TaobaoIntLine,
  TaobaoIntOrder,
  TaobaoIntOrderSummary,
  TaobaoIntPurchase,
  TaobaoIntRefund,
} from '../../../contract/taobaoIntOrders';
import type {
  TaobaoIntEventRow,
  TaobaoIntLineRow,
  TaobaoIntOrderRow,
  TaobaoIntPurchaseRow,
  TaobaoIntTrackingCodeRow,
} from './taobaoIntOrders.queries';
import type { TaobaoIntRefundRow } from './taobaoIntRefunds.queries';
import { offeredAdvanceStep, refundRule } from './taobaoIntRules';
import { goodsPreview } from '../orders/orders.present';
import { pricedGoods } from './taobaoIntGoods';

/** Rows → contract shapes: ISO dates, lines with their refund and what could be asked now. */

export interface TaobaoIntDetails {
  lines: TaobaoIntLineRow[];
  purchases: TaobaoIntPurchaseRow[];
  codes: TaobaoIntTrackingCodeRow[];
  refunds: TaobaoIntRefundRow[];
  events: TaobaoIntEventRow[];
  consignment: TaobaoIntOrder['consignment'];
  /** Settings in force and the clock: a line's refund window is judged now. */
  refundWindowDays: number;
  now: Date;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toTaobaoIntSummary(row: TaobaoIntOrderRow, lines: readonly TaobaoIntLineRow[]): TaobaoIntOrderSummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    accountName: row.accountName,
    ...goodsPreview(lines, (line) => line.quantity),
    totalFen: row.totalFen,
    totalVnd: row.totalVnd,
    refundedVnd: row.refundedVnd,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTaobaoIntRefund(row: TaobaoIntRefundRow, { orderCode, title }: { orderCode: string; title: string }): TaobaoIntRefund {
  return {
    id: row.id,
    orderId: row.orderId,
    orderCode,
    lineId: row.lineId,
    title,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    origin: row.origin,
    amountFen: row.amountFen,
    amountVnd: row.amountVnd,
    refusal: row.refusal,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    refundedAt: iso(row.creditedAt),
  };
}

function toPurchase(row: TaobaoIntPurchaseRow, codes: readonly TaobaoIntTrackingCodeRow[]): TaobaoIntPurchase {
  return {
    purchaseId: row.purchaseId,
    supplier: row.supplier,
    state: row.state,
    platformState: row.platformState,
    goodsFen: row.goodsFen,
    domesticShippingFen: row.domesticShippingFen,
    trackingCodes: codes
      .filter((code) => code.purchaseRowId === row.id)
      .map((code) => ({ code: code.code, carrier: code.carrier, shippedAt: iso(code.shippedAt) })),
    shippedAt: iso(row.shippedAt),
  };
}

export function toTaobaoIntOrder(row: TaobaoIntOrderRow, details: TaobaoIntDetails): TaobaoIntOrder {
  const { lines, purchases, codes, refunds, events, consignment, refundWindowDays, now } = details;
  const presentRefund = (refund: TaobaoIntRefundRow) =>
    toTaobaoIntRefund(refund, { orderCode: row.code, title: lines.find((line) => line.id === refund.lineId)?.title ?? '' });
  const presentLine = (line: TaobaoIntLineRow): TaobaoIntLine => {
    const refund = refunds.find((candidate) => candidate.lineId === line.id);
    const purchase = purchases.find((candidate) => candidate.id === line.purchaseRowId) ?? null;
    const rule = refund || line.subOrderId === null ? null : refundRule(purchase, { refundWindowDays, now });
    return {
      id: line.id,
      ...pricedGoods(line),
      site: line.site === 'tmall' ? 'tmall' : 'taobao',
      supplier: line.supplier,
      purchaseId: purchase?.purchaseId ?? null,
      subOrderId: line.subOrderId,
      refund: refund ? presentRefund(refund) : null,
      refundable: rule?.allowed ? { kind: rule.kind, until: iso(rule.until) } : null,
      refundClosedAt: rule && !rule.allowed && rule.reason === 'window-closed' ? iso(rule.closedAt) : null,
    };
  };
  return {
    ...toTaobaoIntSummary(row, lines),
    goodsFen: row.goodsFen,
    domesticShippingFen: row.domesticShippingFen,
    rateVndPerCny: row.rateVndPerCny,
    settingsVersion: row.settingsVersion,
    feeLines: row.feeLines,
    paidVnd: row.paidVnd,
    warehouse: row.warehouse,
    line: row.line,
    services: row.services,
    note: row.note,
    lines: lines.map(presentLine),
    purchases: purchases.map((purchase) => toPurchase(purchase, codes)),
    trackingCodes: [...new Set(codes.map((code) => code.code))],
    refunds: refunds.map(presentRefund),
    consignment,
    events: events.map((event) => ({ status: event.status, at: event.createdAt.toISOString(), note: event.note })),
  };
}

/** What staff read beside the customer's view: who the customer is, the parcels matched, and whether the simulator plays the platform. */
export interface StaffTaobaoIntExtras {
  customer: StaffTaobaoIntOrder['customer'] & { customerCode: string };
  parcels: Package[];
  simulated: boolean;
}

export function toStaffTaobaoIntOrder(
  row: TaobaoIntOrderRow,
  details: TaobaoIntDetails,
  { customer: { customerCode, ...customer }, parcels, simulated }: StaffTaobaoIntExtras,
): StaffTaobaoIntOrder {
  return {
    ...toTaobaoIntOrder(row, details),
    userId: row.userId,
    customerCode,
    customer,
    parcels,
    lastSyncedAt: iso(row.lastSyncedAt),
    syncError: row.syncError,
    simulator: simulated ? { next: offeredAdvanceStep(row.status, details.purchases) } : null,
  };
}
