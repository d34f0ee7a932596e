import type { OrderStatus, StaffOrderMove } from '../../../contract/orders';
import type { Tx } from '../../db/connect';
import { errors, type ErrorDetail } from '../../errors';
import { packageCode } from './orderCode';
import { figuresColumns, lockedEstimate, measuresOf } from './orderFigures';
import { unrefundedVnd } from './orderRefund';
import {
  insertPackages,
  itemsOf,
  packagesOf,
  setItemBought,
  type NewOrder,
  type NewPackage,
  type OrderItemRow,
  type OrderRow,
} from './orders.queries';

/**
 * What each move along the lifecycle brings besides the new status: the columns it sets, the
 * money it gives back, and the plain-text lines of its timeline entry. The move itself (lock,
 * transition check, refund, status, event) is orderMoves.service.ts.
 */

/** Staff moves, plus the customer's cancel (confirming receipt is the staff's `received`). */
export type OrderMove = StaffOrderMove | { to: 'cancelled'; note?: string };

export type StepResult = { changes: Partial<NewOrder>; refundVnd: number; notes: string[] };

const nothing: StepResult = { changes: {}, refundVnd: 0, notes: [] };

/** Exits give back everything paid and not yet refunded: the deposit, or (lost) what was paid. */
const exits: readonly OrderStatus[] = ['cancelled', 'outOfStock', 'lost'];

export async function stepEffects(tx: Tx, { order, move, at }: { order: OrderRow; move: OrderMove; at: Date }): Promise<StepResult> {
  if (exits.includes(move.to)) return { ...nothing, refundVnd: unrefundedVnd(order) };
  switch (move.to) {
    case 'purchased':
      return purchased(tx, { order, move });
    case 'sellerShipped':
      return { ...nothing, changes: { trackingCodes: move.trackingCodes }, notes: [`Mã vận đơn: ${move.trackingCodes.join(', ')}`] };
    case 'arrivedChina':
      return arrivedChina(tx, { order, move, at });
    default:
      return nothing;
  }
}

/**
 * Records what the seller sold and at what price, prices the order again with what was bought
 * and the seller's shipping (at the locked rate and policy), and gives back at once the part of
 * the deposit the smaller purchase no longer needs. A dearer purchase takes nothing more now:
 * the difference shows in what remains to pay at delivery.
 */
async function purchased(tx: Tx, { order, move }: { order: OrderRow; move: Extract<OrderMove, { to: 'purchased' }> }): Promise<StepResult> {
  const items = boughtItems(await itemsOf(tx, { orderIds: [order.id] }), move.items);
  for (const item of items) {
    await setItemBought(tx, { id: item.id, quantityBought: item.quantityBought, actualUnitPriceFen: item.actualUnitPriceFen });
  }
  const estimate = lockedEstimate({ ...order, domesticShippingFen: move.domesticShippingFen }, items, []);
  const refundVnd = Math.min(unrefundedVnd(order), Math.max(0, order.depositVnd - estimate.depositVnd));
  const ordered = items.reduce((total, item) => total + item.quantity, 0);
  const bought = items.reduce((total, item) => total + item.quantityBought, 0);
  return {
    changes: {
      invoiceCodes: move.invoiceCodes,
      domesticShippingFen: move.domesticShippingFen,
      ...figuresColumns(estimate),
      depositVnd: order.depositVnd - refundVnd,
    },
    refundVnd,
    notes: [
      `Mã hóa đơn: ${move.invoiceCodes.join(', ')}`,
      `Phí vận chuyển nội địa: ${formatCny(move.domesticShippingFen)}`,
      ...(bought < ordered ? [`Mua được ${bought}/${ordered} sản phẩm`] : []),
    ],
  };
}

type BoughtItem = OrderItemRow & { quantityBought: number; actualUnitPriceFen: number };

/**
 * The order's items as bought: those listed with their reported quantity (at most the ordered
 * one) and price (the ordered one unless given), the others in full at the ordered price. Buying
 * nothing at all is refused: that order is `outOfStock`, which refunds and closes it.
 */
function boughtItems(items: OrderItemRow[], reported: Extract<OrderMove, { to: 'purchased' }>['items']): BoughtItem[] {
  const issues: ErrorDetail[] = [];
  const seen = new Set<number>();
  reported.forEach((line, index) => {
    const item = items.find((candidate) => candidate.id === line.id);
    if (!item || seen.has(line.id)) issues.push({ path: `items.${index}.id`, message: 'not an item of this order, or listed twice' });
    else if (line.quantityBought > item.quantity) issues.push({ path: `items.${index}.quantityBought`, message: 'more than was ordered' });
    seen.add(line.id);
  });
  if (issues.length > 0) throw errors.validation(issues);
  const result = items.map((item) => {
    const line = reported.find((candidate) => candidate.id === item.id);
    return {
      ...item,
      quantityBought: line?.quantityBought ?? item.quantity,
      actualUnitPriceFen: line?.actualUnitPriceFen ?? item.unitPriceFen,
    };
  });
  if (result.every((item) => item.quantityBought === 0))
    throw errors.validation([{ path: 'items', message: 'nothing bought: the order is out of stock' }]);
  return result;
}

/**
 * The China warehouse weighed the parcels: packages exist, and crate and shipping get their
 * prices over all of them. The move brings the parcels weighed with it; a parcel scanned in at
 * the warehouse (orderAttach.ts) is already the order's and comes with none.
 */
async function arrivedChina(
  tx: Tx,
  { order, move, at }: { order: OrderRow; move: Extract<OrderMove, { to: 'arrivedChina' }>; at: Date },
): Promise<StepResult> {
  const values: NewPackage[] = move.packages.map((measure, index) => ({
    code: packageCode(order.id, index),
    userId: order.userId,
    buyOrderId: order.id,
    trackingCode: measure.trackingCode ?? null,
    weightGrams: measure.weightGrams,
    lengthCm: measure.lengthCm,
    widthCm: measure.widthCm,
    heightCm: measure.heightCm,
    status: 'inChina',
    createdAt: at,
    updatedAt: at,
  }));
  if (values.length > 0) await insertPackages(tx, values);
  const parcels = await packagesOf(tx, { orderId: order.id });
  const estimate = lockedEstimate(order, await itemsOf(tx, { orderIds: [order.id] }), measuresOf(parcels));
  return {
    ...nothing,
    changes: figuresColumns(estimate),
    notes: [`Kiện: ${parcels.map((p) => `${p.code} (${p.weightGrams} g)`).join(', ')}`],
  };
}

/** "8,00 ¥", as the Vietnamese app writes yuan: the timeline's notes are stored in Vietnamese. */
export const formatCny = (fen: number) =>
  `${new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fen / 100)} ¥`;

/** "150.000 ₫" */
export const formatVnd = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} ₫`;
