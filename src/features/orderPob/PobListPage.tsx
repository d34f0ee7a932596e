import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { PobSummary } from '../../../contract/orderPob';
import { pobStatuses } from '../../../contract/pobStatus';
import { useApi } from '../../api/ApiProvider';
import { pobsQuery } from '../../api/orderPob';
import { EmptyState } from '../../components/EmptyState';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { pobSiteLabels, pobStatusLabels } from '../../components/pob/labels';
import { PobRow } from '../../components/pob/PobRow';
import { TabLink } from '../../components/TabNav';
import { useFormat } from '../../i18n/useFormat';
import './orderPob.css';

/**
 * /orderPob: the customer's pay-on-behalf requests, newest first, filtered by status (in the
 * address); more pages load as the end comes into view or with "Tải thêm"; pull down to refresh.
 */
export function PobListPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { status } = useSearch({ from: '/_authed/orderPob/' });
  const paged = usePagedList(useInfiniteQuery(pobsQuery(api, { status })));

  return (
    <PagedListPage
      className="pob-page"
      paged={paged}
      heading={status ? i18n._(pobStatusLabels[status]) : t`Tất cả yêu cầu thanh toán hộ`}
      count={(total) => plural(total, { other: 'Có # yêu cầu' })}
      loading={<Trans>Đang tải yêu cầu thanh toán hộ…</Trans>}
      empty={
        <EmptyState
          icon="card"
          title={status ? <Trans>Không có yêu cầu nào ở trạng thái này</Trans> : <Trans>Bạn chưa có yêu cầu thanh toán hộ nào</Trans>}
          action={
            <Link to="/orderPob/create" className="btn btn-primary">
              <Trans>Tạo yêu cầu thanh toán hộ</Trans>
            </Link>
          }
        >
          <p>
            <Trans>
              Đặt hàng trên Taobao, Tmall hoặc 1688, gửi yêu cầu thanh toán cho chúng tôi: MuaHộ trả người bán, bạn trả bằng ví.
            </Trans>
          </p>
        </EmptyState>
      }
      end={<Trans>Đã hiển thị tất cả yêu cầu.</Trans>}
      row={(pob) => <PobListRow pob={pob} />}
    >
      <StatusTabs
        label={t`Trạng thái yêu cầu`}
        statuses={pobStatuses}
        labels={pobStatusLabels}
        tab={(name, text) => (
          <TabLink to="/orderPob" search={{ status: name }}>
            {text}
          </TabLink>
        )}
      />
      <div className="action-row">
        <Link to="/orderPob/create" className="btn btn-primary">
          <Trans>Tạo yêu cầu thanh toán hộ</Trans>
        </Link>
        <Link to="/orderPob/refund" className="btn btn-secondary">
          <Trans>Hoàn tiền</Trans>
        </Link>
      </div>
    </PagedListPage>
  );
}

/** One request of the list: where and how many seller orders it pays, in yuan. */
function PobListRow({ pob }: { pob: PobSummary }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const site = i18n._(pobSiteLabels[pob.site]);
  const orders = pob.sellerOrderIds.length;
  const yuan = format.cny(pob.amountFen);
  return (
    <PobRow
      pob={pob}
      to="/orderPob/$id"
      detail={
        <Trans>
          {site} · {orders} mã đơn · {yuan}
        </Trans>
      }
    />
  );
}
