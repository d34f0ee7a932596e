import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import { useApi } from '../api/ApiProvider';
import { publicSettingsQuery } from '../api/wallet';
import { useFormat } from '../i18n/useFormat';
import { SummaryList, SummaryRow } from './SummaryList';
import './StepFlow.css';
import './ShortfallPanel.css';

type ShortfallPanelProps = {
  heading: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
  shortfallVnd: number;
  /** What the wallet must cover, under the caller's name for it (deposit, payment). */
  totalLabel: ReactNode;
  totalVnd: number;
  availableVnd: number;
  /** Where the recharge page links back to: the flow's own page, which quotes again. */
  returnTo: string;
  onRequote: () => void;
  onBack: () => void;
  /** What happens to the customer's choices meanwhile, in the flow's words. */
  children: ReactNode;
};

/**
 * A paying step's answer when the wallet cannot cover the total: the exact amount missing, a link
 * to recharge it that comes back to the flow, and "check again" once that is done. Shared by the
 * checkout and the delivery request, whose machines both have a requote and a back event.
 */
export function ShortfallPanel(props: ShortfallPanelProps) {
  const { heading, headingRef, shortfallVnd, totalLabel, totalVnd, availableVnd, returnTo, onRequote, onBack, children } = props;
  const format = useFormat();
  const api = useApi();
  const settings = useQuery(publicSettingsQuery(api));
  const missing = format.vnd(shortfallVnd);
  // A recharge below the minimum would be refused: ask for at least that.
  const rechargeAmount = Math.max(shortfallVnd, settings.data?.limits.rechargeMinVnd ?? 0);

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
          <SummaryRow label={totalLabel} amount={format.vnd(totalVnd)} strong />
          <SummaryRow label={<Trans>Số dư khả dụng</Trans>} amount={format.vnd(availableVnd)} />
        </SummaryList>
        <p className="muted">{children}</p>
        <div className="step-actions">
          <Link to="/wallet/recharge" search={{ amount: rechargeAmount, returnTo }} className="btn btn-primary btn-block">
            <Trans>Nạp tiền</Trans>
          </Link>
          <button type="button" className="btn btn-secondary btn-block" onClick={onRequote}>
            <Trans>Tôi đã nạp tiền, kiểm tra lại</Trans>
          </button>
          <button type="button" className="btn btn-secondary btn-block" onClick={onBack}>
            <Trans>Quay lại</Trans>
          </button>
        </div>
      </section>
    </>
  );
}
