import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FeeLine, FeeLineKind } from '../../../contract/fees';
import { useFormat } from '../../i18n/useFormat';
import { feeLineLabels } from '../../i18n/feeLabels';
import { pendingFeeLabels } from './labels';

/**
 * The fee lines of one order as a list of label and amount; lines not known yet say when they
 * will be ("tính khi hàng về kho"), so the estimate never looks like the final bill.
 */
export function FeeLines({ lines, pending }: { lines: FeeLine[]; pending: FeeLineKind[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <dl className="fee-lines">
      {lines.map((line) => (
        <div key={line.kind} className="fee-lines__row">
          <dt>{i18n._(feeLineLabels[line.kind])}</dt>
          <dd>{format.vnd(line.amountVnd)}</dd>
        </div>
      ))}
      {pending
        .filter((kind) => !lines.some((line) => line.kind === kind))
        .map((kind) => (
          <div key={kind} className="fee-lines__row fee-lines__row--pending">
            <dt>{i18n._(feeLineLabels[kind])}</dt>
            <dd className="muted">{i18n._(pendingFeeLabels[kind])}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A label and an amount in a summary list, emphasised for totals. */
export function SummaryRow({ label, amount, strong = false }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <div className={`fee-lines__row${strong ? ' fee-lines__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{strong ? <strong>{amount}</strong> : amount}</dd>
    </div>
  );
}

/** The note under an estimate: what the deposit is and why the total can still move. */
export function EstimateNote() {
  return (
    <p className="muted checkout-hint">
      <Trans>
        Tổng tiền là tạm tính theo tỷ giá hôm nay. Phí vận chuyển và đóng gỗ được tính khi hàng về kho; phần còn lại thanh toán khi giao
        hàng.
      </Trans>
    </p>
  );
}
