import { orderEstimate, type GoodsItem, type OrderEstimate, type PackageMeasure } from '../../../contract/fees';
import type { OrderItemRow, OrderRow, PackageRow } from './orders.queries';

/** The goods as they stand: what was bought and at what price once purchased, what was ordered before. */
export function goodsOf(
  items: ReadonlyArray<Pick<OrderItemRow, 'unitPriceFen' | 'quantity' | 'quantityBought' | 'actualUnitPriceFen'>>,
): GoodsItem[] {
  return items.map((item) => ({
    unitPriceFen: item.actualUnitPriceFen ?? item.unitPriceFen,
    quantity: item.quantityBought ?? item.quantity,
  }));
}

export function measuresOf(rows: ReadonlyArray<Pick<PackageRow, 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm'>>): PackageMeasure[] {
  return rows.map((p) => ({ actualGrams: p.weightGrams, lengthCm: p.lengthCm, widthCm: p.widthCm, heightCm: p.heightCm }));
}

/**
 * An order's figures with what is known now, always at the rate and fee policy locked when the
 * deposit was paid: later settings versions never reach an order that exists.
 */
export function lockedEstimate(
  order: Pick<OrderRow, 'rateVndPerCny' | 'feePolicy' | 'services' | 'domesticShippingFen' | 'warehouse' | 'line'>,
  items: Parameters<typeof goodsOf>[0],
  packages: readonly PackageMeasure[],
): OrderEstimate {
  return orderEstimate({
    items: goodsOf(items),
    rateVndPerCny: order.rateVndPerCny,
    policy: order.feePolicy,
    services: order.services,
    domesticShippingFen: order.domesticShippingFen ?? undefined,
    shipping: { warehouse: order.warehouse, line: order.line, packages },
  });
}

/** The columns an estimate sets on the order. */
export function figuresColumns(estimate: OrderEstimate): Pick<OrderRow, 'feeLines' | 'pending' | 'totalVnd'> {
  return { feeLines: estimate.lines, pending: estimate.pending, totalVnd: estimate.totalVnd };
}
