import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OrderTab } from '../../../contract/orderStatus';
import { useApi } from '../../api/ApiProvider';
import { agencyOrdersQuery } from '../../api/agency';
import { AgencyOnly } from '../../components/agency/AgencyOnly';
import { usePagedList } from '../../components/PagedList';
import { TabLink } from '../../components/TabNav';
import { OrderList } from './OrderList';

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
