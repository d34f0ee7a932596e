import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Pob } from '../../../contract/orderPob';
import { useApi } from '../../api/ApiProvider';
import { pobQuery } from '../../api/orderPob';
import { DetailPage } from '../../components/DetailPage';
import { PobDetailHeader, PobHistory } from '../../components/pob/PobDetailHeader';
import { PobFigures } from '../../components/pob/PobFigures';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { CancelPob } from './CancelPob';
import { PobRefunds } from './PobRefunds';
import { PobRequestSummary } from '../../components/pob/PobRequestSummary';
import { RefundRequest } from './RefundRequest';
import './orderPob.css';
import { ChatLink } from '../../components/chatLink/ChatLink';
import { ComplainLink } from '../../components/chatLink/ComplainLink';

/** /orderPob/{id}: one pay-on-behalf request, what it cost, where it stands, and what can be done. */
export function PobDetailPage({ id }: { id: number }) {
  const api = useApi();
  return (
    <DetailPage
      options={pobQuery(api, id)}
      id={id}
      className="pob-page"
      loading={<Trans>Đang tải yêu cầu…</Trans>}
      notFound={{
        icon: 'card',
        title: <Trans>Không tìm thấy yêu cầu thanh toán hộ</Trans>,
        action: (
          <Link to="/orderPob" className="btn btn-primary">
            <Trans>Xem yêu cầu thanh toán hộ</Trans>
          </Link>
        ),
      }}
    >
      {(pob) => <PobDetail pob={pob} />}
    </DetailPage>
  );
}

function PobDetail({ pob }: { pob: Pob }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <div className="page page--detail pob-page">
      <PobDetailHeader pob={pob}>
        <CancelPob pob={pob} />
        <ChatLink type="pob" id={pob.id} />
        {pob.status === 'paid' && <ComplainLink type="pob" id={pob.id} />}
      </PobDetailHeader>
      <section className="card pob-detail" aria-label={t`Số tiền`}>
        <PobFigures figures={pob} />
        {pob.refundedVnd > 0 && (
          <SummaryList totals>
            <SummaryRow label={<Trans>Đã hoàn vào ví</Trans>} amount={format.vnd(pob.refundedVnd)} />
          </SummaryList>
        )}
      </section>
      <PobRequestSummary request={pob} />
      {pob.note && (
        <section className="card">
          <h3 className="pob-section-title">
            <Trans>Ghi chú của bạn</Trans>
          </h3>
          <p>
            <bdi>{pob.note}</bdi>
          </p>
        </section>
      )}
      <PobRefunds refunds={pob.refunds} />
      {pob.status === 'paid' && <RefundRequest pob={pob} />}
      <PobHistory history={pob.history} />
    </div>
  );
}
