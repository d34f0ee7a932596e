import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AgencyOrderSummary } from '../../../contract/agency';
import type { OrderSummary } from '../../../contract/orders';
import { ORDER_SEARCH_MAX, orderTabNames, type OrderTab } from '../../../contract/orderStatus';
import { useApi } from '../../api/ApiProvider';
import { agencyOrdersQuery } from '../../api/agency';
import { ordersQuery } from '../../api/orders';
import { AgencyOnly } from '../../components/agency/AgencyOnly';
import { EmptyState } from '../../components/EmptyState';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { TabLink } from '../../components/TabNav';
import { userText } from '../../i18n/userText';
import { emptyTabLabels, orderTabLabels } from './labels';
import { OrderRow } from './OrderRow';
import './orders.css';

/** The order list's tabs after "Tất cả", which the tab strip puts first. */
const statusTabs = orderTabNames.filter((name) => name !== 'all');

/**
 * /orderOrdering: the customer's buy-for-me orders, newest first, by tab (a set of statuses) and
 * searched by code. Tab and search live in the address; more pages load as the end of the list
 * comes into view, or with "Tải thêm"; pull down (or "Làm mới") to refresh.
 */
export function OrderListPage() {
  const api = useApi();
  const { tab = 'all', q } = useSearch({ from: '/_authed/orderOrdering/' });
  const paged = usePagedList(useInfiniteQuery(ordersQuery(api, { tab, q })));
  return (
    <OrderList
      paged={paged}
      tab={tab}
      q={q}
      tabLink={(name, text) => (
        <TabLink to="/orderOrdering" search={(previous) => ({ ...previous, tab: name })}>
          {text}
        </TabLink>
      )}
      emptyAll={{
        action: (
          <Link to="/chinaWebProduct" className="btn btn-primary">
            <Trans>Tìm sản phẩm</Trans>
          </Link>
        ),
        text: (
          <Trans>Thêm sản phẩm từ Taobao, Tmall, 1688 vào giỏ và đặt hàng; chúng tôi mua hộ và theo dõi tới khi hàng về tay bạn.</Trans>
        ),
      }}
    />
  );
}

/**
 * /agency/order: the buy-for-me orders the agency placed for its customers (all, or one
 * customer's), with the same tabs and search as a customer's own list.
 */
export function AgencyOrderListPage({ tab = 'all', q, customerId }: { tab?: OrderTab; q?: string; customerId?: number }) {
  const api = useApi();
  const paged = usePagedList(useInfiniteQuery(agencyOrdersQuery(api, { tab, q, customerId })));
  return (
    <AgencyOnly>
      <OrderList
        paged={paged}
        tab={tab}
        q={q}
        tabLink={(name, text) => (
          <TabLink to="/agency/order" search={(previous) => ({ ...previous, tab: name })}>
            {text}
          </TabLink>
        )}
        emptyAll={{
          action: (
            <Link to="/agency/order/create" search={{ customerId }} className="btn btn-primary">
              <Trans>Đặt hàng cho khách</Trans>
            </Link>
          ),
          text: (
            <Trans>
              Thêm sản phẩm vào giỏ hàng của đại lý, rồi đặt hàng cho một khách: đơn là của khách, tiền cọc trừ từ ví của khách.
            </Trans>
          ),
        }}
      />
    </AgencyOnly>
  );
}

function OrderList<Row extends OrderSummary | AgencyOrderSummary>({
  paged,
  tab,
  q,
  tabLink,
  emptyAll,
}: {
  paged: Parameters<typeof PagedListPage<Row>>[0]['paged'];
  tab: OrderTab;
  q: string | undefined;
  tabLink: (name: OrderTab | undefined, text: ReactNode) => ReactNode;
  /** What the "Tất cả" tab says when there is no order yet. */
  emptyAll: { action: ReactNode; text: ReactNode };
}) {
  const { i18n, t } = useLingui();
  const term = userText(q ?? '');
  return (
    <PagedListPage
      className="orders-page"
      paged={paged}
      search={{ q, label: t`Mã đơn`, formLabel: t`Tìm đơn`, placeholder: t`Tìm theo mã đơn`, maxLength: ORDER_SEARCH_MAX }}
      heading={i18n._(orderTabLabels[tab])}
      count={(total) => t`Có ${total} đơn`}
      empty={
        q ? (
          <EmptyState icon="search" title={<Trans>Không tìm thấy đơn nào có mã chứa “{term}”</Trans>}>
            <p>
              <Trans>Kiểm tra lại mã đơn, hoặc xem ở tab “Tất cả”.</Trans>
            </p>
          </EmptyState>
        ) : (
          <EmptyState icon="orders" title={i18n._(emptyTabLabels[tab])} action={tab === 'all' ? emptyAll.action : undefined}>
            {tab === 'all' && <p>{emptyAll.text}</p>}
          </EmptyState>
        )
      }
      end={<Trans>Đã hiển thị tất cả đơn.</Trans>}
      row={(order) => <OrderRow order={order} />}
    >
      <StatusTabs label={t`Trạng thái đơn`} variant="tabs" statuses={statusTabs} labels={orderTabLabels} tab={tabLink} />
    </PagedListPage>
  );
}
