import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AgencyPob } from '../../../contract/agency';
import { useApi } from '../../api/ApiProvider';
import { agencyPobQuery } from '../../api/agency';
import { DetailPage } from '../../components/DetailPage';
import { PobDetailHeader, PobHistory } from '../../components/pob/PobDetailHeader';
import { PobFigures } from '../../components/pob/PobFigures';
import { PobRequestSummary } from '../../components/pob/PobRequestSummary';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { AgencyOnly } from '../../components/agency/AgencyOnly';
import { AgencyCancelPob } from './AgencyCancelPob';
import { payerLabels } from './payerLabels';
import './agency.css';

/**
 * `/agency/orderPob/{id}`: a request the agency made for its customer: for whom, who paid, the
 * figures and the history; while pending, the agency may cancel it as the customer could.
 */
export function AgencyPobDetailPage({ id }: { id: number }) {
  const api = useApi();
  return (
    <AgencyOnly>
      <DetailPage
        options={agencyPobQuery(api, id)}
        id={id}
        className="agency-page pob-page"
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
  return (
    <div className="page page--detail agency-page pob-page">
      <PobDetailHeader pob={pob}>
        <AgencyCancelPob pob={pob} />
      </PobDetailHeader>
      <section className="card">
        <SummaryList>
          <SummaryRow
            label={<Trans>Khách hàng</Trans>}
            amount={
              pob.customer.left ? (
                <Trans>Khách đã rời đại lý</Trans>
              ) : (
                <Link to="/agency/customer/$id" params={{ id: String(pob.customer.id) }}>
                  {pob.customer.agencyCode} · {pob.customer.fullName}
                </Link>
              )
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
      <PobHistory history={pob.history} />
    </div>
  );
}
