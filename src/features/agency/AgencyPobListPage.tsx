import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AgencyPobSummary } from '../../../contract/agency';
import { pobStatuses, type PobStatus } from '../../../contract/pobStatus';
import { useApi } from '../../api/ApiProvider';
import { agencyPobsQuery } from '../../api/agency';
import { EmptyState } from '../../components/EmptyState';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { pobStatusLabels } from '../../components/pob/labels';
import { PobRow } from '../../components/pob/PobRow';
import { TabLink } from '../../components/TabNav';
import { useFormat } from '../../i18n/useFormat';
import { AgencyOnly } from '../../components/agency/AgencyOnly';
import { payerLabels } from './payerLabels';
import './agency.css';

/**
 * `/agency/orderPob`: the pay-on-behalf requests the agency made for its customers, newest first,
 * by status, searchable by code or customer; each row names the customer and the wallet that paid.
 */
export function AgencyPobListPage({ status, q }: { status: PobStatus | undefined; q: string | undefined }) {
  return (
    <AgencyOnly>
      <AgencyPobList status={status} q={q} />
    </AgencyOnly>
  );
}

function AgencyPobList({ status, q }: { status: PobStatus | undefined; q: string | undefined }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const paged = usePagedList(useInfiniteQuery(agencyPobsQuery(api, { status, q })));
  const create = (
    <Link to="/agency/orderPob/create" className="btn btn-primary">
      <Trans>Thanh toán hộ cho khách</Trans>
    </Link>
  );
  return (
    <PagedListPage
      className="agency-page"
      paged={paged}
      heading={status ? i18n._(pobStatusLabels[status]) : t`Tất cả yêu cầu thanh toán hộ cho khách`}
      count={(total) => plural(total, { other: 'Có # yêu cầu' })}
      loading={<Trans>Đang tải yêu cầu thanh toán hộ…</Trans>}
      search={{
        q,
        label: t`Mã yêu cầu, tên hoặc mã khách`,
        formLabel: t`Tìm yêu cầu thanh toán hộ`,
        placeholder: t`Mã yêu cầu hoặc khách`,
        maxLength: 100,
      }}
      empty={
        <EmptyState
          icon="card"
          title={q || status ? <Trans>Không có yêu cầu nào khớp bộ lọc</Trans> : <Trans>Chưa có yêu cầu thanh toán hộ nào cho khách</Trans>}
          action={create}
        >
          <p>
            <Trans>
              Khách gửi yêu cầu thanh toán từ Taobao, Tmall hoặc 1688; bạn tạo yêu cầu cho khách và trả bằng ví đại lý hoặc ví của khách.
            </Trans>
          </p>
        </EmptyState>
      }
      end={<Trans>Đã hiển thị tất cả yêu cầu.</Trans>}
      row={(pob) => <AgencyPobRow pob={pob} />}
    >
      <StatusTabs
        label={t`Trạng thái yêu cầu`}
        statuses={pobStatuses}
        labels={pobStatusLabels}
        tab={(name, text) => (
          <TabLink to="/agency/orderPob" search={{ status: name, q }}>
            {text}
          </TabLink>
        )}
      />
      <div className="action-row">{create}</div>
    </PagedListPage>
  );
}

function AgencyPobRow({ pob }: { pob: AgencyPobSummary }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const payer = i18n._(payerLabels[pob.payer]);
  const yuan = format.cny(pob.amountFen);
  return (
    <PobRow
      pob={pob}
      to="/agency/orderPob/$id"
      title={pob.customer.left ? t`Khách đã rời đại lý` : `${pob.customer.agencyCode} · ${pob.customer.fullName}`}
      detail={
        <Trans>
          {yuan} · trả bằng {payer}
        </Trans>
      }
    />
  );
}
