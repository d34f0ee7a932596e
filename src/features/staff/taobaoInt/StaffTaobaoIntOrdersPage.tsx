import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TaobaoIntOrderStatus } from '../../../../contract/taobaoIntOrderStatus';
import type { StaffTaobaoIntOrderSummary } from '../../../../contract/taobaoIntOrders';
import { useApi } from '../../../api/ApiProvider';
import { staffTaobaoIntOrdersQuery } from '../../../api/staffTaobaoInt';
import { taobaoIntOrderStatusLabels } from '../../../components/taobaoGlobal/labels';
import { TaobaoIntStatusBadge } from '../../../components/taobaoGlobal/TaobaoIntStatusBadge';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import type { TableSearch } from '../tableSearch';
import { useTableControls } from '../useTableControls';
import './taobaoInt.css';

/** `/staff/taobaoInt`: every customer's Taobao Global orders, newest first, by status; a row's code opens it. */
export function StaffTaobaoIntOrdersPage({ search }: { search: TableSearch }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const controls = useTableControls();
  const query = { q: search.q, page: search.page ?? 1, status: search.state as TaobaoIntOrderStatus | undefined };
  const list = useQuery(staffTaobaoIntOrdersQuery(api, query));

  const columns: Column<StaffTaobaoIntOrderSummary>[] = [
    {
      key: 'code',
      header: t`Mã đơn`,
      sortValue: (row) => row.code,
      cell: (row) => (
        <Link to="/staff/taobaoInt/$id" params={{ id: String(row.id) }}>
          {row.code}
        </Link>
      ),
    },
    { key: 'customer', header: t`Khách hàng`, sortValue: (row) => row.customerCode, cell: (row) => row.customerCode },
    {
      key: 'goods',
      header: t`Sản phẩm`,
      cell: (row) => {
        const lines = format.number(row.lineCount);
        const pieces = format.number(row.pieceCount);
        return (
          <span className="staff-tbg__goods-cell">
            <bdi>{row.title}</bdi>
            <span className="muted-cell">{t`${lines} mẫu · ${pieces} cái`}</span>
          </span>
        );
      },
    },
    {
      key: 'total',
      header: t`Tổng tiền`,
      numeric: true,
      sortValue: (row) => row.totalVnd,
      cell: (row) => (
        <span className="staff-tbg__goods-cell">
          {format.vnd(row.totalVnd)}
          <span className="muted-cell">{format.cny(row.totalFen)}</span>
        </span>
      ),
    },
    { key: 'status', header: t`Trạng thái`, sortValue: (row) => row.status, cell: (row) => <TaobaoIntStatusBadge status={row.status} /> },
    { key: 'createdAt', header: t`Tạo lúc`, sortValue: (row) => row.createdAt, cell: (row) => format.dateTime(row.createdAt) },
  ];

  return (
    <ConsolePage title={<Trans>Đơn Taobao quốc tế</Trans>}>
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Đơn Taobao quốc tế`}
        columns={columns}
        rowKey={(row) => row.id}
        empty={<Trans>Không có đơn Taobao quốc tế nào.</Trans>}
        searchBox={{ label: t`Tìm theo mã đơn hoặc mã khách`, formLabel: t`Tìm đơn Taobao quốc tế`, placeholder: t`Mã đơn hoặc mã khách` }}
        filters={<StateFilter label={t`Trạng thái`} value={search.state} labels={taobaoIntOrderStatusLabels} onChange={controls.onState} />}
      />
    </ConsolePage>
  );
}
