import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TaobaoIntRefundStatus } from '../../../../contract/taobaoIntOrderStatus';
import type { StaffTaobaoIntRefund } from '../../../../contract/taobaoIntOrders';
import { useApi } from '../../../api/ApiProvider';
import { staffTaobaoIntRefundsQuery } from '../../../api/staffTaobaoInt';
import { taobaoIntRefundKindLabels, taobaoIntRefundStatusLabels } from '../../../components/taobaoGlobal/labels';
import { TaobaoIntRefundBadge } from '../../../components/taobaoGlobal/TaobaoIntStatusBadge';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { RefundReasonCell } from '../RefundReasonCell';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import { statusListQuery, type TableSearch } from '../tableSearch';
import './taobaoInt.css';

/**
 * `/staff/taobaoIntRefunds`: every customer's refund requests of Taobao Global lines, to watch
 * (the console's link opens those still waiting for the seller). The platform's sellers decide
 * them; the server credits the wallet once the platform has refunded.
 */
export function StaffTaobaoIntRefundsPage({ search }: { search: TableSearch }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const list = useQuery(staffTaobaoIntRefundsQuery(api, statusListQuery<TaobaoIntRefundStatus>(search)));

  const columns: Column<StaffTaobaoIntRefund>[] = [
    common.link({ key: 'order', header: t`Đơn`, to: '/staff/taobaoInt/$id', of: (r) => ({ id: r.orderId, code: r.orderCode }) }),
    common.customer(),
    {
      key: 'goods',
      header: t`Sản phẩm`,
      cell: (r) => (
        <span className="staff-tbg__goods-cell">
          <bdi>{r.titleVi ?? r.title}</bdi>
          <span className="muted-cell">{i18n._(taobaoIntRefundKindLabels[r.kind])}</span>
        </span>
      ),
    },
    { key: 'reason', header: t`Lý do`, cell: (r) => <RefundReason refund={r} /> },
    {
      key: 'amount',
      header: t`Đã hoàn`,
      numeric: true,
      sortValue: (r) => r.amountFen ?? -1,
      cell: (r) =>
        r.amountFen === null ? (
          '–'
        ) : (
          <span className="staff-tbg__goods-cell">
            {format.cny(r.amountFen)}
            {r.amountVnd !== null && <span className="muted-cell">{format.vnd(r.amountVnd)}</span>}
          </span>
        ),
    },
    common.status((status) => <TaobaoIntRefundBadge status={status} />),
    common.createdAt(),
  ];

  return (
    <ConsolePage title={<Trans>Hoàn tiền Taobao quốc tế</Trans>}>
      <p className="muted">
        <Trans>Người bán trên Taobao quốc tế quyết định các yêu cầu này; ví của khách được cộng khi Taobao quốc tế đã hoàn tiền.</Trans>
      </p>
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Hoàn tiền Taobao quốc tế`}
        columns={columns}
        empty={<Trans>Không có yêu cầu hoàn tiền nào.</Trans>}
        searchBox={{ label: t`Tìm theo mã đơn hoặc mã khách`, formLabel: t`Tìm yêu cầu hoàn tiền`, placeholder: t`Mã đơn hoặc mã khách` }}
        filters={<StateFilter value={search.state} labels={taobaoIntRefundStatusLabels} />}
      />
    </ConsolePage>
  );
}

/** Why, who started it (the customer, or the platform itself), and the seller's refusal. */
function RefundReason({ refund }: { refund: StaffTaobaoIntRefund }) {
  return (
    <RefundReasonCell
      reason={refund.reason}
      origin={refund.origin === 'customer' ? <Trans>Khách yêu cầu</Trans> : <Trans>Taobao quốc tế tự hoàn</Trans>}
      refusal={refund.refusal}
    />
  );
}
