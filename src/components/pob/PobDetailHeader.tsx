import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { PobStatus } from '../../../contract/pobStatus';
import { useFormat } from '../../i18n/useFormat';
import { DetailHeader } from '../DetailHeader';
import { pobStatusLabels } from './labels';
import { PobStatusBadge } from './PobStatusBadge';
import { Timeline, type TimelineEvent } from '../Timeline';
import './pob.css';

interface PobHead {
  code: string;
  status: PobStatus;
  createdAt: string;
  alipayTradeNo: string | null;
  rejectReason: string | null;
}

/** The top of a request's page, for the customer and for the agency: its code, where it stands, when, and why it was refused. */
export function PobDetailHeader({ pob, children }: { pob: PobHead; children?: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  const code = pob.code;
  const tradeNo = pob.alipayTradeNo;
  const reason = pob.rejectReason;
  return (
    <DetailHeader
      title={<Trans>Yêu cầu {code}</Trans>}
      code={code}
      copyLabel={t`mã yêu cầu`}
      badge={<PobStatusBadge status={pob.status} />}
    >
      <p className="muted">
        <time dateTime={pob.createdAt}>{format.dateTime(pob.createdAt)}</time>
      </p>
      {tradeNo && (
        <p>
          <Trans>Mã giao dịch Alipay: {tradeNo}</Trans>
        </p>
      )}
      {reason && (
        <p className="pob-reject" role="note">
          <Trans>Lý do từ chối: {reason}</Trans>
        </p>
      )}
      {children}
    </DetailHeader>
  );
}

/** What happened to a request, newest first. */
export function PobHistory({ history }: { history: TimelineEvent<PobStatus>[] }) {
  const historyId = useId();
  return (
    <section className="card" aria-labelledby={historyId}>
      <h3 id={historyId} className="pob-section-title">
        <Trans>Lịch sử</Trans>
      </h3>
      <Timeline events={history} labels={pobStatusLabels} />
    </section>
  );
}
