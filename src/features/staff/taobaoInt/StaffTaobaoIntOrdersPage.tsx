import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TaobaoIntOrderStatus } from '../../../../contract/taobaoIntOrderStatus';
import type { StaffTaobaoIntOrderSummary } from '../../../../contract/taobaoIntOrders';
import { useApi } from '../../../api/ApiProvider';
import { staffTaobaoIntOrdersQuery } from '../../../api/staffTaobaoInt';
import { taobaoIntOrderStatusLabels } from '../../../components/taobaoGlobal/labels';
import { TaobaoIntStatusBadge } from '../../../components/taobaoGlobal/TaobaoIntStatusBadge';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import { statusListQuery, type TableSearch } from '../tableSearch';
import './taobaoInt.css';

/** `/staff/taobaoInt`: every customer's Taobao Global orders, newest first, by status; a row's code opens it. */
export function StaffTaobaoIntOrdersPage({ search }: { search: TableSearch }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const list = useQuery(staffTaobaoIntOrdersQuery(api, statusListQuery<TaobaoIntOrderStatus>(search)));

  const columns: Column<StaffTaobaoIntOrderSummary>[] = [
    common.link({ header: t`Mã đơn`, to: '/staff/taobaoInt/$id', of: (row) => row }),
    common.customer(),
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
    common.status((status) => <TaobaoIntStatusBadge status={status} />),
    common.createdAt(),
  ];

  return (
    <ConsolePage title={<Trans>Đơn Taobao quốc tế</Trans>}>
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Đơn Taobao quốc tế`}
        columns={columns}
        empty={<Trans>Không có đơn Taobao quốc tế nào.</Trans>}
        searchBox={{ label: t`Tìm theo mã đơn hoặc mã khách`, formLabel: t`Tìm đơn Taobao quốc tế`, placeholder: t`Mã đơn hoặc mã khách` }}
        filters={<StateFilter value={search.state} labels={taobaoIntOrderStatusLabels} />}
      />
    </ConsolePage>
  );
}
