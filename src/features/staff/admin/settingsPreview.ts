import { FeePolicyError, orderEstimate, type OrderEstimate } from '../../../../contract/fees';
import type { Settings, ShippingLine, Warehouse } from '../../../../contract/settings';

/** The sample order an admin prices while editing: one product, its quantity and the parcel's weight. */
export type SampleOrder = { unitPriceFen: number; quantity: number; weightGrams: number; warehouse: Warehouse; line: ShippingLine };

export const defaultSample: SampleOrder = { unitPriceFen: 10_000, quantity: 2, weightGrams: 1_500, warehouse: 'hn', line: 'normal' };

/**
 * What the sample order costs under these settings, through contract/fees.ts, the one place fees
 * are computed. Null when the settings (being edited) cannot price it, e.g. a tier list that no
 * longer starts at 0, or the sample is not a valid order.
 */
export function previewOf(settings: Settings, sample: SampleOrder): OrderEstimate | null {
  try {
    return orderEstimate({
      items: [{ unitPriceFen: sample.unitPriceFen, quantity: sample.quantity }],
      rateVndPerCny: settings.rates.orderRateVndPerCny,
      policy: settings.fees,
      services: { counting: true, crate: false, insurance: false },
      domesticShippingFen: 0,
      shipping: {
        warehouse: sample.warehouse,
        line: sample.line,
        packages: [{ actualGrams: sample.weightGrams, lengthCm: 0, widthCm: 0, heightCm: 0 }],
      },
    });
  } catch (error) {
    if (error instanceof FeePolicyError || error instanceof RangeError) return null;
    throw error;
  }
}
