import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import type { PobRefund } from '../../../contract/orderPob';
import { pobRefundStatuses } from '../../../contract/pobStatus';
import { useApi } from '../../api/ApiProvider';
import { pobRefundsQuery } from '../../api/orderPob';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMore } from '../../components/LoadMore';
import { pobRefundStatusLabels } from '../../components/pob/labels';
import { PullToRefresh } from '../../components/PullToRefresh';
import { RefreshButton } from '../../components/RefreshButton';
import { TAB_CLASS, TabNav } from '../../components/TabNav';
import { useDeferredQuery } from '../../lib/useDeferredQuery';
import { PobRefundItem } from './PobRefunds';
import './orderPob.css';

/** /orderPob/refund: every refund of the customer's paid requests, newest first, by state. */
export function PobRefundListPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { status } = useSearch({ from: '/_authed/orderPob/refund' });
  const headingId = useId();
  const query = useDeferredQuery(useInfiniteQuery(pobRefundsQuery(api, { status })));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      <div className="page pob-page">
        <TabNav label={t`Trạng thái hoàn tiền`} variant="chips">
          <Link to="/orderPob/refund" search={{ status: undefined }} replace className={TAB_CLASS} activeOptions={{ exact: true }}>
            <Trans>Tất cả</Trans>
          </Link>
          {pobRefundStatuses.map((name) => (
            <Link key={name} to="/orderPob/refund" search={{ status: name }} replace className={TAB_CLASS} activeOptions={{ exact: true }}>
              {i18n._(pobRefundStatusLabels[name])}
            </Link>
          ))}
        </TabNav>
        <Link to="/orderPob/refundTaobaoInt" className="btn btn-secondary">
          <Trans>Hoàn tiền đơn Taobao quốc tế</Trans>
        </Link>
        <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined} className="pob-list-section">
          <h2 id={headingId} className="visually-hidden">
            <Trans>Hoàn tiền thanh toán hộ</Trans>
          </h2>
          {query.isPending ? (
            <ListSkeleton label={<Trans>Đang tải yêu cầu hoàn tiền…</Trans>} />
          ) : query.isError && items.length === 0 ? (
            <LoadFailed className="pob-section" error={query.error} onRetry={() => void query.refetch()} />
          ) : items.length === 0 ? (
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
          ) : (
            <>
              <ol className="card pob-refunds" aria-labelledby={headingId}>
                {items.map((refund) => (
                  <RefundRow key={refund.id} refund={refund} />
                ))}
              </ol>
              <LoadMore query={query} itemCount={items.length} end={<Trans>Đã hiển thị tất cả khoản hoàn tiền.</Trans>} />
            </>
          )}
          {!query.isPending && (
            <RefreshButton className="btn btn-secondary btn-block" refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />
          )}
        </section>
      </div>
    </PullToRefresh>
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
