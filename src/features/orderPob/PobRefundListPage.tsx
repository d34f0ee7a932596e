import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PobRefund } from '../../../contract/orderPob';
import { pobRefundStatuses } from '../../../contract/pobStatus';
import { useApi } from '../../api/ApiProvider';
import { pobRefundsQuery } from '../../api/orderPob';
import { EmptyState } from '../../components/EmptyState';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { pobRefundStatusLabels } from '../../components/pob/labels';
import { TabLink } from '../../components/TabNav';
import { PobRefundItem } from './PobRefunds';
import './orderPob.css';

/** /orderPob/refund: every refund of the customer's paid requests, newest first, by state. */
export function PobRefundListPage() {
  const { t } = useLingui();
  const api = useApi();
  const { status } = useSearch({ from: '/_authed/orderPob/refund' });
  const paged = usePagedList(useInfiniteQuery(pobRefundsQuery(api, { status })));

  return (
    <PagedListPage
      className="pob-page"
      paged={paged}
      heading={t`Hoàn tiền thanh toán hộ`}
      loading={<Trans>Đang tải yêu cầu hoàn tiền…</Trans>}
      list={RefundList}
      empty={
        <EmptyState
          icon="walletIn"
          title={<Trans>Chưa có khoản hoàn tiền nào</Trans>}
          action={
            <Link to="/orderPob" search={{ status: 'paid' }} className="btn btn-primary">
              <Trans>Xem yêu cầu đã thanh toán</Trans>
            </Link>
          }
        >
          <p>
            <Trans>Khi người bán hủy hoặc hoàn tiền một đơn đã thanh toán, hãy mở yêu cầu đó và bấm “Yêu cầu hoàn tiền”.</Trans>
          </p>
        </EmptyState>
      }
      end={<Trans>Đã hiển thị tất cả khoản hoàn tiền.</Trans>}
      row={(refund) => <RefundRow refund={refund} />}
    >
      <StatusTabs
        label={t`Trạng thái hoàn tiền`}
        statuses={pobRefundStatuses}
        labels={pobRefundStatusLabels}
        tab={(name, text) => (
          <TabLink to="/orderPob/refund" search={{ status: name }}>
            {text}
          </TabLink>
        )}
      />
      <Link to="/orderPob/refundTaobaoInt" className="btn btn-secondary">
        <Trans>Hoàn tiền đơn Taobao quốc tế</Trans>
      </Link>
    </PagedListPage>
  );
}

/** The refunds in one card, each under the request it belongs to. */
function RefundList({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <ol className="card pob-refunds" aria-labelledby={labelledBy}>
      {children}
    </ol>
  );
}

/** A refund under the request it belongs to, which the link opens. */
function RefundRow({ refund }: { refund: PobRefund }) {
  const code = refund.pobCode;
  return (
    <li className="pob-refund-row">
      <Link to="/orderPob/$id" params={{ id: String(refund.pobId) }}>
        <Trans>Yêu cầu {code}</Trans>
      </Link>
      <ul className="pob-refunds">
        <PobRefundItem refund={refund} />
      </ul>
    </li>
  );
}
