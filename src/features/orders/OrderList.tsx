import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AgencyOrderSummary } from '../../../contract/agency';
import type { OrderSummary } from '../../../contract/orderList';
import { ORDER_SEARCH_MAX, orderTabNames, type OrderTab } from '../../../contract/orderStatus';
import { EmptyState } from '../../components/EmptyState';
import { PagedListPage } from '../../components/PagedList';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { userText } from '../../i18n/userText';
import { emptyTabLabels, orderTabLabels } from './labels';
import { OrderRow } from './OrderRow';
import './orders.css';

/** The order list's tabs after "Tất cả", which the tab strip puts first. */
const statusTabs = orderTabNames.filter((name) => name !== 'all');

/**
 * A list of buy-for-me orders by tab and code, as the customer's own list and the agency's list of
 * the orders it placed both show it; each page brings its own query, tab links and empty state.
 */
export function OrderList<Row extends OrderSummary | AgencyOrderSummary>({
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
