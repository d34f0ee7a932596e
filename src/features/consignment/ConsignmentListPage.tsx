import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { consignmentTabNames } from '../../../contract/shipmentStatus';
import { useApi } from '../../api/ApiProvider';
import { consignmentsQuery } from '../../api/consignment';
import { CodeSearch } from '../../components/CodeSearch';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMore } from '../../components/LoadMore';
import { PullToRefresh } from '../../components/PullToRefresh';
import { RefreshButton } from '../../components/RefreshButton';
import { ConsignmentRow } from './ConsignmentRow';
import { consignmentTabLabels, emptyTabLabels } from './labels';
import { CONSIGNMENT_SEARCH_MAX } from './search';
// The order pages' look (tabs, rows, badges) is the consignment pages' too.
import '../orders/orders.css';
import './consignment.css';

/**
 * /orderShipping: the customer's consignment orders, newest first, by tab (a set of statuses) and
 * searched by order or tracking code. Tab and search live in the address; more pages load as the
 * end of the list comes into view, or with "Tải thêm"; pull down (or "Làm mới") to refresh.
 */
export function ConsignmentListPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { tab = 'all', q } = useSearch({ from: '/_authed/orderShipping/' });
  const navigate = useNavigate({ from: '/orderShipping/' });
  const listHeadingId = useId();
  const query = useInfiniteQuery(consignmentsQuery(api, { tab, q }));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;
  const createLink = (
    <Link to="/orderShipping/create" className="btn btn-primary">
      <Trans>Tạo đơn ký gửi</Trans>
    </Link>
  );

  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      <div className="page orders-page">
        <div className="consignment-list__create">{createLink}</div>
        <nav className="order-tabs" aria-label={t`Trạng thái đơn`}>
          {consignmentTabNames.map((name) => (
            <Link
              key={name}
              to="/orderShipping"
              search={(previous) => ({ ...previous, tab: name === 'all' ? undefined : name })}
              replace
              className="order-tabs__tab"
              // The router marks the active link itself: only the tab whose whole search matches.
              activeOptions={{ exact: true }}
            >
              {i18n._(consignmentTabLabels[name])}
            </Link>
          ))}
        </nav>
        <CodeSearch
          q={q}
          onSearch={(value) => void navigate({ search: (previous) => ({ ...previous, q: value || undefined }), replace: true })}
          label={t`Mã đơn hoặc mã vận đơn`}
          formLabel={t`Tìm đơn ký gửi`}
          placeholder={t`Tìm theo mã đơn, mã vận đơn`}
          maxLength={CONSIGNMENT_SEARCH_MAX}
          className="order-search"
        />

        <section className="orders" aria-labelledby={listHeadingId} aria-busy={query.isFetching || undefined}>
          <h2 id={listHeadingId} className="visually-hidden">
            {i18n._(consignmentTabLabels[tab])}
          </h2>
          <p role="status" className="visually-hidden">
            {total !== undefined && !query.isFetching ? t`Có ${total} đơn` : ''}
          </p>
          {query.isPending ? (
            <ListSkeleton />
          ) : query.isError && items.length === 0 ? (
            <LoadFailed className="orders__error" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : items.length === 0 ? (
            q ? (
              <EmptyState icon="search" title={<Trans>Không tìm thấy đơn nào có mã đơn hoặc mã vận đơn chứa “{q}”</Trans>}>
                <p>
                  <Trans>Kiểm tra lại mã, hoặc xem ở tab “Tất cả”.</Trans>
                </p>
              </EmptyState>
            ) : (
              <EmptyState icon="ship" title={i18n._(emptyTabLabels[tab])} action={tab === 'all' ? createLink : undefined}>
                {tab === 'all' && (
                  <p>
                    <Trans>
                      Tự mua hàng trên Taobao, 1688…, nhờ người bán gửi về kho Trung Quốc của chúng tôi; chúng tôi vận chuyển về Việt Nam
                      cho bạn.
                    </Trans>
                  </p>
                )}
              </EmptyState>
            )
          ) : (
            <>
              <ol className="card order-list" aria-labelledby={listHeadingId}>
                {items.map((order) => (
                  <ConsignmentRow key={order.id} order={order} />
                ))}
              </ol>
              <LoadMore query={query} itemCount={items.length} end={<Trans>Đã hiển thị tất cả đơn.</Trans>} />
            </>
          )}
          <RefreshButton className="btn btn-secondary btn-block" refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />
        </section>
      </div>
    </PullToRefresh>
  );
}
