import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { taobaoIntRefundStatuses, type TaobaoIntRefundStatus } from '../../../contract/taobaoIntOrderStatus';
import type { TaobaoIntRefund } from '../../../contract/taobaoIntOrders';
import { useApi } from '../../api/ApiProvider';
import { taobaoIntRefundsQuery } from '../../api/taobaoIntOrders';
import { EmptyState } from '../../components/EmptyState';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { TabLink } from '../../components/TabNav';
import { userText } from '../../i18n/userText';
import { taobaoIntRefundStatusLabels } from '../../components/taobaoGlobal/labels';
import { TaobaoIntRefundSummary } from './TaobaoIntRefundSummary';
import './taobaoIntOrders.css';

/** The addresses this list is reached at: the Taobao Global area's own, and the pay-on-behalf area's. */
export type TaobaoIntRefundListPath = '/taobaoIntOrder/refund' | '/orderPob/refundTaobaoInt';

/**
 * The customer's refund requests of Taobao Global lines, newest first, by state (in the address),
 * each under the order it belongs to, which the link opens. One page for both addresses: the
 * filter links stay on the address the person came by.
 */
export function TaobaoIntRefundListPage({ path, status }: { path: TaobaoIntRefundListPath; status: TaobaoIntRefundStatus | undefined }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const paged = usePagedList(useInfiniteQuery(taobaoIntRefundsQuery(api, { status })));

  return (
    <PagedListPage
      className="tbg-page"
      paged={paged}
      heading={status ? i18n._(taobaoIntRefundStatusLabels[status]) : t`Tất cả yêu cầu hoàn tiền Taobao quốc tế`}
      count={(total) => t`Có ${total} yêu cầu hoàn tiền`}
      empty={
        <EmptyState
          icon="walletIn"
          title={status ? <Trans>Không có yêu cầu nào ở trạng thái này</Trans> : <Trans>Bạn chưa có yêu cầu hoàn tiền nào</Trans>}
          action={
            <Link to="/taobaoIntOrder" className="btn btn-primary">
              <Trans>Xem đơn Taobao quốc tế</Trans>
            </Link>
          }
        />
      }
      end={<Trans>Đã hiển thị tất cả yêu cầu hoàn tiền.</Trans>}
      row={(refund) => <RefundRow refund={refund} />}
    >
      <StatusTabs
        label={t`Trạng thái hoàn tiền`}
        statuses={taobaoIntRefundStatuses}
        labels={taobaoIntRefundStatusLabels}
        tab={(name, text) => (
          <TabLink to={path} search={{ status: name }}>
            {text}
          </TabLink>
        )}
      />
      <p className="muted tbg-hint">
        <Trans>
          Mỗi sản phẩm được yêu cầu hoàn tiền một lần: trước khi người bán giao hàng là hoàn tiền, sau khi giao là trả hàng hoàn tiền trong
          thời hạn cho phép. Mở đơn và bấm “Yêu cầu hoàn tiền” ở sản phẩm cần hoàn.
        </Trans>
      </p>
    </PagedListPage>
  );
}

/** A refund under the order and the line it belongs to; the link opens the order. */
function RefundRow({ refund }: { refund: TaobaoIntRefund }) {
  const code = refund.orderCode;
  const title = userText(refund.title);
  return (
    <li className="list-row tbg-refund-row">
      <Link to="/taobaoIntOrder/$id" params={{ id: String(refund.orderId) }} className="tbg-refund-row__link">
        <strong>
          <Trans>Đơn {code}</Trans>
        </strong>
        <span className="tbg-refund-row__title" lang="zh">
          {title}
        </span>
      </Link>
      <TaobaoIntRefundSummary refund={refund} />
    </li>
  );
}
