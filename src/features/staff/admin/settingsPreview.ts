import { FeePolicyError, orderEstimate, type OrderEstimate } from '../../../../contract/fees';
import type { Settings } from '../../../../contract/settings';
import type { ShippingLine, Warehouse } from '../../../../contract/publicSettings';

/**
 * The sample order an admin prices while editing: one product, its quantity, the parcel's weight
 * and size (the size matters once its volumetric weight passes the actual one) and whether it is
 * crated.
 */
export type SampleOrder = {
  unitPriceFen: number;
  quantity: number;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  crate: boolean;
  warehouse: Warehouse;
  line: ShippingLine;
};

export const defaultSample: SampleOrder = {
  unitPriceFen: 10_000,
  quantity: 2,
  weightGrams: 1_500,
  lengthCm: 0,
  widthCm: 0,
  heightCm: 0,
  crate: false,
  warehouse: 'hn',
  line: 'normal',
};

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
      services: { counting: true, crate: sample.crate, insurance: false },
      domesticShippingFen: 0,
      shipping: {
        warehouse: sample.warehouse,
        line: sample.line,
        packages: [{ actualGrams: sample.weightGrams, lengthCm: sample.lengthCm, widthCm: sample.widthCm, heightCm: sample.heightCm }],
      },
    });
  } catch (error) {
    if (error instanceof FeePolicyError || error instanceof RangeError) return null;
    throw error;
  }
}
