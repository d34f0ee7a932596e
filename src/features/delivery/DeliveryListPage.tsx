import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { deliveryStatuses } from '../../../contract/shipmentStatus';
import { useApi } from '../../api/ApiProvider';
import { deliveriesQuery } from '../../api/delivery';
import { EmptyState } from '../../components/EmptyState';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { TabLink } from '../../components/TabNav';
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
  const paged = usePagedList(useInfiniteQuery(deliveriesQuery(api, { status })));
  // A request opened from elsewhere (the create page's link) that this page of the list does not hold.
  const openElsewhere = id !== undefined && !paged.query.isPending && !paged.items.some((item) => item.id === id);

  return (
    <PagedListPage
      className="delivery-page"
      paged={paged}
      heading={status ? i18n._(deliveryStatusLabels[status]) : t`Tất cả yêu cầu giao hàng`}
      count={(total) => plural(total, { other: 'Có # yêu cầu' })}
      loading={<Trans>Đang tải yêu cầu giao hàng…</Trans>}
      list={DeliveryList}
      empty={
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
      }
      end={<Trans>Đã hiển thị tất cả yêu cầu.</Trans>}
      row={(delivery) => <DeliveryRow delivery={delivery} open={delivery.id === id} />}
    >
      <StatusTabs
        label={t`Trạng thái yêu cầu`}
        statuses={deliveryStatuses}
        labels={deliveryStatusLabels}
        tab={(name, text) => (
          <TabLink to="/delivery" search={{ status: name, id: undefined }}>
            {text}
          </TabLink>
        )}
      />
      <Link to="/delivery/create" className="btn btn-primary btn-block">
        <Trans>Tạo yêu cầu giao hàng</Trans>
      </Link>
      {openElsewhere && (
        <div className="card delivery-panel">
          <DeliveryDetail id={id} />
        </div>
      )}
    </PagedListPage>
  );
}

/** The requests in one card; each row opens its detail below it (a grid of cards on a desktop page). */
function DeliveryList({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <ol className="card delivery-list" aria-labelledby={labelledBy}>
      {children}
    </ol>
  );
}
