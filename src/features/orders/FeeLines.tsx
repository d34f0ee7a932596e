import { Trans, useLingui } from '@lingui/react/macro';
import type { FeeLine, FeeLineKind } from '../../../contract/fees';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
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
    <SummaryList>
      {lines.map((line) => (
        <SummaryRow key={line.kind} label={i18n._(feeLineLabels[line.kind])} amount={format.vnd(line.amountVnd)} />
      ))}
      {pending
        .filter((kind) => !lines.some((line) => line.kind === kind))
        .map((kind) => (
          <SummaryRow key={kind} label={i18n._(feeLineLabels[kind])} amount={i18n._(pendingFeeLabels[kind])} pending />
        ))}
    </SummaryList>
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
