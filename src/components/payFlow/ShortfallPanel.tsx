import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode, Ref } from 'react';
import { useApi } from '../../api/ApiProvider';
import { publicSettingsQuery } from '../../api/publicSettings';
import { useFormat } from '../../i18n/useFormat';
import { SummaryList, SummaryRow } from '../SummaryList';
import type { PayFlowActor, PayFlowQuote } from './payFlowActor';
import '../StepFlow.css';
import './ShortfallPanel.css';

/** A flow's shortfall in its own words and figures. */
/** How the money comes when it is not the person's own recharge: the link, "check again", and what checking again also refreshes. */
export type TopUp = { link: ReactNode; checkAgain: ReactNode; onCheckAgain?: () => void };

export type ShortfallWords<TQuote> = {
  /** By default: the wallet cannot cover the payment. */
  heading?: ReactNode;
  /** What the wallet must cover, under the flow's name for it (by default: the payment's total)… */
  totalLabel?: ReactNode;
  /** …and its amount in the quote. */
  totalOf: (quote: TQuote) => number;
  /** What happens to the customer's choices meanwhile, in the flow's words. */
  note: ReactNode;
  /** The flow's figures, under the panel. */
  figures: (quote: TQuote) => ReactNode;
  /**
   * How the money comes, when it is not the person's own recharge (an agency tops up its
   * customer's wallet by a transfer): the link, and the words of "check again".
   */
  topUp?: TopUp;
};

type ShortfallPanelProps<P extends string, TQuote extends PayFlowQuote> = ShortfallWords<TQuote> & {
  flow: PayFlowActor<P, TQuote>;
  prefix: P;
  headingRef: Ref<HTMLHeadingElement>;
  /** Where the recharge page links back to: the flow's own page, which quotes again. */
  returnTo: string;
};

/**
 * A paying flow's answer when the wallet cannot cover the total: the exact amount missing, a link
 * to recharge it that comes back to the flow, and "check again" once that is done (the flow's
 * requote; its back goes to the choices). The choices are saved meanwhile (usePayFlow).
 */
export function ShortfallPanel<P extends string, TQuote extends PayFlowQuote>(props: ShortfallPanelProps<P, TQuote>) {
  const {
    flow,
    prefix,
    headingRef,
    heading = <Trans>Số dư ví chưa đủ để thanh toán</Trans>,
    totalLabel = <Trans>Tổng thanh toán</Trans>,
    totalOf,
    returnTo,
    note,
    figures,
    topUp,
  } = props;
  const format = useFormat();
  const api = useApi();
  const settings = useQuery(publicSettingsQuery(api));
  const quote = useSelector(flow, (s) => s.context.quote);
  if (!quote) return null;
  const missing = format.vnd(quote.shortfallVnd);
  // A recharge below the minimum would be refused: ask for at least that.
  const rechargeAmount = Math.max(quote.shortfallVnd, settings.data?.limits.rechargeMinVnd ?? 0);

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <section className="card step-panel">
        <p className="shortfall__amount">
          <Trans>Còn thiếu {missing}</Trans>
        </p>
        <SummaryList totals>
          <SummaryRow label={totalLabel} amount={format.vnd(totalOf(quote))} strong />
          <SummaryRow label={<Trans>Số dư khả dụng</Trans>} amount={format.vnd(quote.availableVnd)} />
        </SummaryList>
        <p className="muted">{note}</p>
        <div className="step-actions">
          {topUp?.link ?? (
            <Link to="/wallet/recharge" search={{ amount: rechargeAmount, returnTo }} className="btn btn-primary btn-block">
              <Trans>Nạp tiền</Trans>
            </Link>
          )}
          <button
            type="button"
            className="btn btn-secondary btn-block"
            onClick={() => {
              topUp?.onCheckAgain?.();
              flow.send({ type: `${prefix}.requote` });
            }}
          >
            {topUp?.checkAgain ?? <Trans>Tôi đã nạp tiền, kiểm tra lại</Trans>}
          </button>
          <button type="button" className="btn btn-secondary btn-block" onClick={() => flow.send({ type: `${prefix}.back` })}>
            <Trans>Quay lại</Trans>
          </button>
        </div>
      </section>
      {figures(quote)}
    </>
  );
}
