import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { deliveryStatuses } from '../../../contract/shipmentStatus';
import { useApi } from '../../api/ApiProvider';
import { deliveriesQuery } from '../../api/delivery';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMore } from '../../components/LoadMore';
import { PullToRefresh } from '../../components/PullToRefresh';
import { RefreshButton } from '../../components/RefreshButton';
import { TAB_CLASS, TabNav } from '../../components/TabNav';
import { useDeferredQuery } from '../../lib/useDeferredQuery';
import { DeliveryDetail } from './DeliveryDetail';
import { DeliveryRow } from './DeliveryRow';
import { deliveryStatusLabels } from './labels';
import './delivery.css';

/**
 * /delivery: the customer's delivery requests, newest first, filtered by status (in the address).
 * A row opens its detail in place (`?id=`, so back and reload keep it open); more pages load as
 * the end comes into view or with "Tải thêm"; pull down (or "Làm mới") to refresh.
 */
export function DeliveryListPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { status, id } = useSearch({ from: '/_authed/delivery/' });
  const headingId = useId();
  const query = useDeferredQuery(useInfiniteQuery(deliveriesQuery(api, { status })));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;
  // A request opened from elsewhere (the create page's link) that this page of the list does not hold.
  const openElsewhere = id !== undefined && !query.isPending && !items.some((item) => item.id === id);

  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      <div className="page delivery-page">
        <TabNav label={t`Trạng thái yêu cầu`} variant="chips">
          <Link to="/delivery" search={{ status: undefined, id: undefined }} replace className={TAB_CLASS} activeOptions={{ exact: true }}>
            <Trans>Tất cả</Trans>
          </Link>
          {deliveryStatuses.map((name) => (
            <Link
              key={name}
              to="/delivery"
              search={{ status: name, id: undefined }}
              replace
              className={TAB_CLASS}
              activeOptions={{ exact: true }}
            >
              {i18n._(deliveryStatusLabels[name])}
            </Link>
          ))}
        </TabNav>
        <Link to="/delivery/create" className="btn btn-primary btn-block">
          <Trans>Tạo yêu cầu giao hàng</Trans>
        </Link>

        <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined} className="delivery-list-section">
          <h2 id={headingId} className="visually-hidden">
            {status ? i18n._(deliveryStatusLabels[status]) : t`Tất cả yêu cầu giao hàng`}
          </h2>
          <p role="status" className="visually-hidden">
            {total !== undefined && !query.isFetching ? plural(total, { other: 'Có # yêu cầu' }) : ''}
          </p>
          {openElsewhere && (
            <div className="card delivery-panel">
              <DeliveryDetail id={id} />
            </div>
          )}
          {query.isPending ? (
            <ListSkeleton label={<Trans>Đang tải yêu cầu giao hàng…</Trans>} />
          ) : query.isError && items.length === 0 ? (
            <LoadFailed className="delivery-error" error={query.error} onRetry={() => void query.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState
              icon="truck"
              title={status ? <Trans>Không có yêu cầu nào ở trạng thái này</Trans> : <Trans>Bạn chưa có yêu cầu giao hàng nào</Trans>}
              action={
                <Link to="/delivery/create" className="btn btn-primary">
                  <Trans>Tạo yêu cầu giao hàng</Trans>
                </Link>
              }
            >
              <p>
                <Trans>Khi kiện hàng về kho Việt Nam, tạo yêu cầu để chúng tôi giao tới địa chỉ của bạn.</Trans>
              </p>
            </EmptyState>
          ) : (
            <>
              <ol className="card delivery-list" aria-labelledby={headingId}>
                {items.map((delivery) => (
                  <DeliveryRow key={delivery.id} delivery={delivery} open={delivery.id === id} />
                ))}
              </ol>
              <LoadMore query={query} itemCount={items.length} end={<Trans>Đã hiển thị tất cả yêu cầu.</Trans>} />
            </>
          )}
          {/* Not under the skeleton, which the rows would push it from (a layout shift). */}
          {!query.isPending && (
            <RefreshButton className="btn btn-secondary btn-block" refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}
