import { Trans, useLingui } from '@lingui/react/macro';
import type { ShipmentEstimate } from '../../../contract/fees';
import { useFormat } from '../../i18n/useFormat';
import { feeLineLabels } from '../../i18n/feeLabels';

/** 10,000 g → "10 kg", 6,500 g → "6,5 kg": weights to one decimal as the billing step allows. */
function useKg() {
  const format = useFormat();
  return (grams: number) => `${format.number(Math.round(grams / 100) / 10)} kg`;
}

/**
 * The estimate: actual and volumetric weight side by side (the larger is billed, and marked so
 * not by colour alone), then each fee line and the total.
 */
export function ShipmentResult({ estimate }: { estimate: ShipmentEstimate }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const kg = useKg();
  const weight = estimate.weights[0];
  if (!weight) return null;
  const byVolume = weight.volumetricGrams > weight.actualGrams;
  const billed = kg(estimate.chargeableGrams);
  return (
    <div className="shipment-result">
      <dl className="weight-compare">
        <div className={byVolume ? 'weight-compare__item' : 'weight-compare__item weight-compare__item--billed'}>
          <dt>
            <Trans>Cân nặng thực tế</Trans>
          </dt>
          <dd>{kg(weight.actualGrams)}</dd>
        </div>
        <div className={byVolume ? 'weight-compare__item weight-compare__item--billed' : 'weight-compare__item'}>
          <dt>
            <Trans>Cân nặng quy đổi</Trans>
          </dt>
          <dd>{kg(weight.volumetricGrams)}</dd>
        </div>
      </dl>
      <p className="shipment-result__billed">
        {byVolume ? <Trans>Tính phí theo cân nặng quy đổi: {billed}</Trans> : <Trans>Tính phí theo cân nặng thực tế: {billed}</Trans>}
      </p>
      <dl className="fee-lines">
        {estimate.lines.map((line) => (
          <div key={line.kind} className="fee-lines__row">
            <dt>{i18n._(feeLineLabels[line.kind])}</dt>
            <dd>{format.vnd(line.amountVnd)}</dd>
          </div>
        ))}
        <div className="fee-lines__row fee-lines__row--total">
          <dt>
            <Trans>Tổng phí dự kiến</Trans>
          </dt>
          <dd>{format.vnd(estimate.totalVnd)}</dd>
        </div>
      </dl>
    </div>
  );
}
