import { orderTabs, type Order, type OrderItem, type OrderStatus } from '../../../contract/orders';
import { type OrderSummary } from '../../../contract/orderList';
import { toPackage } from '../packages/packages.present';
import type { OrderEventRow, OrderItemRow, OrderRow, OrderSummaryItemRow, OrderSummaryRow, PackageRow } from './orders.queries';

/** Rows → contract shapes: ISO dates, weights derived with the order's locked policy, what is still owed. */

export type OrderDetails = { items: OrderItemRow[]; packages: PackageRow[]; events: OrderEventRow[] };

const closed: readonly OrderStatus[] = orderTabs.closed;

/**
 * What the customer still owes: the total less what the wallet paid net of refunds, never below
 * 0. A closed order (cancelled, out of stock, lost) owes nothing: its lines stay as a record of
 * what was priced, but nothing of it will be delivered or settled.
 */
export function remainingVnd(row: Pick<OrderRow, 'status' | 'totalVnd' | 'paidVnd' | 'refundedVnd'>): number {
  if (closed.includes(row.status)) return 0;
  return Math.max(0, row.totalVnd - (row.paidVnd - row.refundedVnd));
}

/** Pieces as they stand: bought once known, ordered before. */
const piecesOf = (item: Pick<OrderItemRow, 'quantity' | 'quantityBought'>) => item.quantityBought ?? item.quantity;

type PreviewLine = { imageUrl: string; title: string; titleVi: string | null };

/** How a list row shows an order's goods: the first line's picture and title, and how many lines and pieces in all. */
export function goodsPreview<T extends PreviewLine>(lines: readonly T[], pieces: (line: T) => number) {
  const first = lines[0];
  return {
    imageUrl: first?.imageUrl ?? '',
    title: first?.titleVi ?? first?.title ?? '',
    lineCount: lines.length,
    pieceCount: lines.reduce((total, line) => total + pieces(line), 0),
  };
}

export function toOrderSummary(row: OrderSummaryRow, items: readonly OrderSummaryItemRow[]): OrderSummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    site: row.site,
    shop: row.shop,
    ...goodsPreview(items, piecesOf),
    totalVnd: row.totalVnd,
    paidVnd: row.paidVnd,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    site: row.site,
    itemId: row.itemId,
    skuId: row.skuId,
    title: row.title,
    titleVi: row.titleVi,
    imageUrl: row.imageUrl,
    properties: row.properties,
    unitPriceFen: row.unitPriceFen,
    quantity: row.quantity,
    quantityBought: row.quantityBought,
    actualUnitPriceFen: row.actualUnitPriceFen,
    note: row.note,
  };
}

/** Volumetric and chargeable weights are not stored: they follow from the measures and the order's divisor. */

export function toOrder(row: OrderRow, details: OrderDetails): Order {
  return {
    ...toOrderSummary(row, details.items),
    items: details.items.map(toOrderItem),
    services: row.services,
    warehouse: row.warehouse,
    line: row.line,
    address: row.address,
    note: row.note,
    rateVndPerCny: row.rateVndPerCny,
    settingsVersion: row.settingsVersion,
    estimatedFeeLines: row.estimatedFeeLines,
    feeLines: row.feeLines,
    pending: row.pending,
    depositVnd: row.depositVnd,
    refundedVnd: row.refundedVnd,
    remainingVnd: remainingVnd(row),
    invoiceCodes: row.invoiceCodes,
    trackingCodes: row.trackingCodes,
    packages: details.packages.map((p) => toPackage(p, row.feePolicy.volumetricDivisor)),
    events: details.events.map((event) => ({ status: event.status, at: event.createdAt.toISOString(), note: event.note })),
  };
}
