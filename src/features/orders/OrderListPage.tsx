import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { ordersQuery } from '../../api/orderList';
import { usePagedList } from '../../components/PagedList';
import { TabLink } from '../../components/TabNav';
import { OrderList } from './OrderList';

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
