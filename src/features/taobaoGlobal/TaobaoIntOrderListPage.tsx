import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { taobaoIntOrderStatuses } from '../../../contract/taobaoIntOrderStatus';
import { useApi } from '../../api/ApiProvider';
import { taobaoAccountsQuery } from '../../api/taobaoGlobal';
import { taobaoIntOrdersQuery } from '../../api/taobaoIntOrders';
import { EmptyState } from '../../components/EmptyState';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { TabLink } from '../../components/TabNav';
import { userText } from '../../i18n/userText';
import { taobaoIntOrderStatusLabels } from '../../components/taobaoGlobal/labels';
import { taobaoIntEmptyStatusLabels } from './labels';
import { TAOBAO_INT_SEARCH_MAX } from './search';
import { RelinkNotice } from './RelinkNotice';
import { TaobaoIntOrderRow } from './TaobaoIntOrderRow';
import './taobaoIntOrders.css';

const LIST_PATH = '/taobaoIntOrder';

/**
 * /taobaoIntOrder: the customer's Taobao Global orders, newest first, filtered by status and
 * searched by code or title (both in the address); more pages load as the end comes into view or
 * with "Tải thêm"; pull down to refresh. With no linked account, the empty state leads to linking
 * one, and back here.
 */
export function TaobaoIntOrderListPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { status, q } = useSearch({ from: '/_authed/taobaoIntOrder/' });
  const term = userText(q ?? '');
  const paged = usePagedList(useInfiniteQuery(taobaoIntOrdersQuery(api, { status, q })));
  const accounts = useQuery(taobaoAccountsQuery(api));
  const unlinked = accounts.data !== undefined && accounts.data.length === 0;

  return (
    <PagedListPage
      className="tbg-page"
      paged={paged}
      onRefresh={() => Promise.all([paged.query.refetch(), accounts.refetch()])}
      search={{
        q,
        label: t`Mã đơn hoặc tên sản phẩm`,
        formLabel: t`Tìm đơn Taobao quốc tế`,
        placeholder: t`Mã đơn hoặc tên sản phẩm`,
        maxLength: TAOBAO_INT_SEARCH_MAX,
      }}
      heading={status ? i18n._(taobaoIntOrderStatusLabels[status]) : t`Tất cả đơn Taobao quốc tế`}
      count={(total) => t`Có ${total} đơn`}
      empty={
        q ? (
          <EmptyState icon="search" title={<Trans>Không tìm thấy đơn nào khớp “{term}”</Trans>}>
            <p>
              <Trans>Kiểm tra lại mã đơn hoặc tên sản phẩm, hoặc xem ở “Tất cả”.</Trans>
            </p>
          </EmptyState>
        ) : status ? (
          <EmptyState icon="globe" title={i18n._(taobaoIntEmptyStatusLabels[status])} />
        ) : unlinked ? (
          <EmptyState
            icon="key"
            title={<Trans>Bạn chưa liên kết tài khoản Taobao quốc tế</Trans>}
            action={
              <Link to="/taobaoIntToken" search={{ returnTo: LIST_PATH }} className="btn btn-primary">
                <Trans>Liên kết tài khoản</Trans>
              </Link>
            }
          >
            <p>
              <Trans>
                Liên kết tài khoản Taobao quốc tế của bạn để đặt hàng Taobao, Tmall qua nền tảng, thanh toán bằng ví MuaHộ và theo dõi tới
                khi hàng về kho.
              </Trans>
            </p>
          </EmptyState>
        ) : (
          <EmptyState
            icon="globe"
            title={<Trans>Bạn chưa có đơn Taobao quốc tế nào</Trans>}
            action={
              <Link to="/chinaWebProduct" search={{ site: 'taobao' }} className="btn btn-primary">
                <Trans>Tìm sản phẩm Taobao</Trans>
              </Link>
            }
          >
            <p>
              <Trans>Mở một sản phẩm Taobao hoặc Tmall (hoặc chọn trong giỏ hàng) rồi bấm “Đặt qua Taobao quốc tế”.</Trans>
            </p>
          </EmptyState>
        )
      }
      end={<Trans>Đã hiển thị tất cả đơn.</Trans>}
      row={(order) => <TaobaoIntOrderRow order={order} />}
    >
      <StatusTabs
        label={t`Trạng thái đơn`}
        statuses={taobaoIntOrderStatuses}
        labels={taobaoIntOrderStatusLabels}
        tab={(name, text) => (
          <TabLink to="/taobaoIntOrder" search={(previous) => ({ ...previous, status: name })}>
            {text}
          </TabLink>
        )}
      />
      <RelinkNotice accounts={accounts.data} returnTo={LIST_PATH} />
      <div className="action-row">
        <Link to="/taobaoIntOrder/refund" className="btn btn-secondary">
          <Trans>Yêu cầu hoàn tiền</Trans>
        </Link>
        <Link to="/taobaoIntToken" search={{ returnTo: LIST_PATH }} className="btn btn-secondary">
          <Trans>Tài khoản liên kết</Trans>
        </Link>
      </div>
    </PagedListPage>
  );
}
