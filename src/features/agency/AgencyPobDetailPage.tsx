import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { AgencyPob } from '../../../contract/agency';
import { useApi } from '../../api/ApiProvider';
import { agencyPobQuery } from '../../api/agency';
import { DetailHeader } from '../../components/DetailHeader';
import { DetailPage } from '../../components/DetailPage';
import { pobStatusLabels } from '../../components/pob/labels';
import { PobFigures } from '../../components/pob/PobFigures';
import { PobRequestSummary } from '../../components/pob/PobRequestSummary';
import { PobStatusBadge } from '../../components/pob/PobStatusBadge';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { Timeline } from '../../components/Timeline';
import { useFormat } from '../../i18n/useFormat';
import { AgencyOnly } from './NotAgency';
import { payerLabels } from './payerLabels';
import './agency.css';

/** `/agency/orderPob/{id}`: a request the agency made for its customer: for whom, who paid, the figures and the history. */
export function AgencyPobDetailPage({ id }: { id: number }) {
  const api = useApi();
  return (
    <AgencyOnly>
      <DetailPage
        options={agencyPobQuery(api, id)}
        id={id}
        className="agency-page pob-page"
        errorClassName="agency-error"
        loading={<Trans>Đang tải yêu cầu…</Trans>}
        notFound={{
          icon: 'card',
          title: <Trans>Không tìm thấy yêu cầu thanh toán hộ</Trans>,
          action: (
            <Link to="/agency/orderPob" className="btn btn-primary">
              <Trans>Xem yêu cầu cho khách</Trans>
            </Link>
          ),
        }}
      >
        {(pob) => <AgencyPobDetail pob={pob} />}
      </DetailPage>
    </AgencyOnly>
  );
}

function AgencyPobDetail({ pob }: { pob: AgencyPob }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const historyId = useId();
  const code = pob.code;
  const reason = pob.rejectReason;
  const tradeNo = pob.alipayTradeNo;
  return (
    <div className="page page--detail agency-page pob-page">
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
          <p className="agency-warning" role="note">
            <Trans>Lý do từ chối: {reason}</Trans>
          </p>
        )}
      </DetailHeader>
      <section className="card">
        <SummaryList>
          <SummaryRow
            label={<Trans>Khách hàng</Trans>}
            amount={
              <Link to="/agency/customer/$id" params={{ id: String(pob.customer.id) }}>
                {pob.customer.agencyCode} · {pob.customer.fullName}
              </Link>
            }
          />
          <SummaryRow label={<Trans>Trả bằng</Trans>} amount={i18n._(payerLabels[pob.payer])} />
        </SummaryList>
      </section>
      <section className="card" aria-label={t`Số tiền`}>
        <PobFigures figures={pob} />
        {pob.refundedVnd > 0 && (
          <SummaryList totals>
            <SummaryRow label={<Trans>Đã hoàn vào ví trả tiền</Trans>} amount={format.vnd(pob.refundedVnd)} />
          </SummaryList>
        )}
      </section>
      <PobRequestSummary request={pob} />
      <section className="card" aria-labelledby={historyId}>
        <h3 id={historyId} className="pob-section-title">
          <Trans>Lịch sử</Trans>
        </h3>
        <Timeline events={pob.history} labels={pobStatusLabels} />
      </section>
    </div>
  );
}
