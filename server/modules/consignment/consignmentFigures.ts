import { insuranceFeeVnd, shipmentEstimate, type FeeLine, type FeeLineKind, type PackageMeasure } from '../../../contract/fees';
import type { ConsignmentRow } from './consignment.queries';

export type ConsignmentFigures = { feeLines: FeeLine[]; pending: FeeLineKind[]; totalVnd: number };

/**
 * A consignment's fees with what is known now, always at the rate and fee policy locked when it
 * was made. Before any parcel is weighed only insurance (on the declared value) can be priced;
 * shipping and crate wait for the scale. Once it has packages, exactly contract/fees.ts
 * `shipmentEstimate`, so the calculator and the order cannot disagree.
 */
export function consignmentFigures(
  order: Pick<ConsignmentRow, 'feePolicy' | 'rateVndPerCny' | 'services' | 'declaredValueVnd' | 'warehouse' | 'line'>,
  packages: readonly PackageMeasure[],
): ConsignmentFigures {
  const { feePolicy: policy, services } = order;
  if (packages.length === 0) {
    const feeLines: FeeLine[] = services.insurance
      ? [{ kind: 'insurance', amountVnd: insuranceFeeVnd(order.declaredValueVnd, policy) }]
      : [];
    const pending: FeeLineKind[] = services.crate ? ['internationalShipping', 'crate'] : ['internationalShipping'];
    return { feeLines, pending, totalVnd: feeLines.reduce((total, line) => total + line.amountVnd, 0) };
  }
  const estimate = shipmentEstimate({
    packages,
    warehouse: order.warehouse,
    line: order.line,
    services,
    declaredValueVnd: order.declaredValueVnd,
    rateVndPerCny: order.rateVndPerCny,
    policy,
  });
  return { feeLines: estimate.lines, pending: [], totalVnd: estimate.totalVnd };
}
