import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import type { PobSummary } from '../../../contract/orderPob';
import { pobStatuses } from '../../../contract/pobStatus';
import { useApi } from '../../api/ApiProvider';
import { pobsQuery } from '../../api/orderPob';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMore } from '../../components/LoadMore';
import { pobSiteLabels, pobStatusLabels } from '../../components/pob/labels';
import { PobStatusBadge } from '../../components/pob/PobStatusBadge';
import { PullToRefresh } from '../../components/PullToRefresh';
import { RefreshButton } from '../../components/RefreshButton';
import { TAB_CLASS, TabNav } from '../../components/TabNav';
import { useFormat } from '../../i18n/useFormat';
import { useDeferredQuery } from '../../lib/useDeferredQuery';
import './orderPob.css';

/**
 * /orderPob: the customer's pay-on-behalf requests, newest first, filtered by status (in the
 * address); more pages load as the end comes into view or with "Tải thêm"; pull down to refresh.
 */
export function PobListPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { status } = useSearch({ from: '/_authed/orderPob/' });
  const headingId = useId();
  const query = useDeferredQuery(useInfiniteQuery(pobsQuery(api, { status })));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      <div className="page pob-page">
        <TabNav label={t`Trạng thái yêu cầu`} variant="chips">
          <Link to="/orderPob" search={{ status: undefined }} replace className={TAB_CLASS} activeOptions={{ exact: true }}>
            <Trans>Tất cả</Trans>
          </Link>
          {pobStatuses.map((name) => (
            <Link key={name} to="/orderPob" search={{ status: name }} replace className={TAB_CLASS} activeOptions={{ exact: true }}>
              {i18n._(pobStatusLabels[name])}
            </Link>
          ))}
        </TabNav>
        <div className="pob-actions">
          <Link to="/orderPob/create" className="btn btn-primary">
            <Trans>Tạo yêu cầu thanh toán hộ</Trans>
          </Link>
          <Link to="/orderPob/refund" className="btn btn-secondary">
            <Trans>Hoàn tiền</Trans>
          </Link>
        </div>

        <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined} className="pob-list-section">
          <h2 id={headingId} className="visually-hidden">
            {status ? i18n._(pobStatusLabels[status]) : t`Tất cả yêu cầu thanh toán hộ`}
          </h2>
          <p role="status" className="visually-hidden">
            {total !== undefined && !query.isFetching ? plural(total, { other: 'Có # yêu cầu' }) : ''}
          </p>
          {query.isPending ? (
            <ListSkeleton label={<Trans>Đang tải yêu cầu thanh toán hộ…</Trans>} />
          ) : query.isError && items.length === 0 ? (
            <LoadFailed className="pob-section" error={query.error} onRetry={() => void query.refetch()} />
          ) : items.length === 0 ? (
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
          ) : (
            <>
              <ol className="card pob-list" aria-labelledby={headingId}>
                {items.map((pob) => (
                  <PobRow key={pob.id} pob={pob} />
                ))}
              </ol>
              <LoadMore query={query} itemCount={items.length} end={<Trans>Đã hiển thị tất cả yêu cầu.</Trans>} />
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

function PobRow({ pob }: { pob: PobSummary }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const site = i18n._(pobSiteLabels[pob.site]);
  const orders = pob.sellerOrderIds.length;
  const yuan = format.cny(pob.amountFen);
  return (
    <li className="pob-row">
      <Link to="/orderPob/$id" params={{ id: String(pob.id) }} className="pob-row__link">
        <span className="pob-row__top">
          <strong>{pob.code}</strong>
          <PobStatusBadge status={pob.status} />
        </span>
        <span className="pob-row__top">
          <span className="muted">
            <Trans>
              {site} · {orders} mã đơn · {yuan}
            </Trans>
          </span>
          <strong>{format.vnd(pob.totalVnd)}</strong>
        </span>
        <time className="muted" dateTime={pob.createdAt}>
          {format.dateTime(pob.createdAt)}
        </time>
      </Link>
    </li>
  );
}
