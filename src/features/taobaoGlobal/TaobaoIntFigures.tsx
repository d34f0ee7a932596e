import { Trans, useLingui } from '@lingui/react/macro';
import type { FeeLine } from '../../../contract/fees';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { feeLineLabels } from '../../i18n/feeLabels';
import { useFormat } from '../../i18n/useFormat';

type Figures = {
  goodsFen: number;
  domesticShippingFen: number;
  totalFen: number;
  /** `goods` and `domesticShipping` in VND, each converted once (contract/fees.ts `taobaoIntOrderFigures`). */
  feeLines: readonly FeeLine[];
  totalVnd: number;
  rateVndPerCny: number;
};

/**
 * What an order costs, as the platform priced it and as the wallet pays it: the goods and the
 * sellers' domestic shipping in ¥, each in VND at the order rate, and the total. The quote and the
 * order show the same lines, so a figure can be checked with a calculator from one to the other.
 */
export function TaobaoIntFigures({ figures }: { figures: Figures }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const rate = format.vnd(figures.rateVndPerCny);
  const yuanOf = (kind: FeeLine['kind']) =>
    kind === 'goods' ? figures.goodsFen : kind === 'domesticShipping' ? figures.domesticShippingFen : null;
  const total = format.cny(figures.totalFen);
  return (
    <SummaryList>
      {figures.feeLines.map((line) => {
        const fen = yuanOf(line.kind);
        const label = i18n._(feeLineLabels[line.kind]);
        const yuan = fen === null ? '' : format.cny(fen);
        return (
          <SummaryRow
            key={line.kind}
            label={
              fen === null ? (
                label
              ) : (
                <Trans>
                  {label} ({yuan})
                </Trans>
              )
            }
            amount={format.vnd(line.amountVnd)}
          />
        );
      })}
      <SummaryRow
        label={
          <Trans>
            Tổng thanh toán ({total} × {rate}/¥)
          </Trans>
        }
        amount={format.vnd(figures.totalVnd)}
        strong
      />
    </SummaryList>
  );
}
