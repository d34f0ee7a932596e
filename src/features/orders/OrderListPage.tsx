import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { ORDER_SEARCH_MAX, orderTabNames } from '../../../contract/orderStatus';
import { useApi } from '../../api/ApiProvider';
import { ordersQuery } from '../../api/orders';
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
  const { i18n, t } = useLingui();
  const api = useApi();
  const { tab = 'all', q } = useSearch({ from: '/_authed/orderOrdering/' });
  const term = userText(q ?? '');
  const paged = usePagedList(useInfiniteQuery(ordersQuery(api, { tab, q })));

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
          <EmptyState
            icon="orders"
            title={i18n._(emptyTabLabels[tab])}
            action={
              tab === 'all' ? (
                <Link to="/chinaWebProduct" className="btn btn-primary">
                  <Trans>Tìm sản phẩm</Trans>
                </Link>
              ) : undefined
            }
          >
            {tab === 'all' && (
              <p>
                <Trans>
                  Thêm sản phẩm từ Taobao, Tmall, 1688 vào giỏ và đặt hàng; chúng tôi mua hộ và theo dõi tới khi hàng về tay bạn.
                </Trans>
              </p>
            )}
          </EmptyState>
        )
      }
      end={<Trans>Đã hiển thị tất cả đơn.</Trans>}
      row={(order) => <OrderRow order={order} />}
    >
      <StatusTabs
        label={t`Trạng thái đơn`}
        variant="tabs"
        statuses={statusTabs}
        labels={orderTabLabels}
        tab={(name, text) => (
          <TabLink to="/orderOrdering" search={(previous) => ({ ...previous, tab: name })}>
            {text}
          </TabLink>
        )}
      />
    </PagedListPage>
  );
}
