import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../i18n/useFormat';
import { SummaryList, SummaryRow } from '../SummaryList';

type Figures = { amountFen: number; rateVndPerCny: number; feeBps: number; amountVnd: number; feeVnd: number; totalVnd: number };

/**
 * What a request costs, line by line as contract/fees.ts `pobTotal` computes it, so each line can
 * be checked with a calculator: ¥ × rate, the fee on that, the total.
 */
export function PobFigures({ figures }: { figures: Figures }) {
  const format = useFormat();
  const yuan = format.cny(figures.amountFen);
  const rate = format.vnd(figures.rateVndPerCny);
  const percent = format.number(figures.feeBps / 100);
  return (
    <SummaryList>
      <SummaryRow label={<Trans>Số tiền cần thanh toán</Trans>} amount={yuan} />
      <SummaryRow
        label={
          <Trans>
            Quy đổi ({yuan} × {rate}/¥)
          </Trans>
        }
        amount={format.vnd(figures.amountVnd)}
      />
      <SummaryRow label={<Trans>Phí thanh toán hộ ({percent}%)</Trans>} amount={format.vnd(figures.feeVnd)} />
      <SummaryRow label={<Trans>Tổng thanh toán</Trans>} amount={format.vnd(figures.totalVnd)} strong />
    </SummaryList>
  );
}
