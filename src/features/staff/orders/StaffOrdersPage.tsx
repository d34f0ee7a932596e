import { staffOrderFilters } from '../filters';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { OrderTab } from '../../../../contract/orderStatus';
import type { StaffOrderSummary } from '../../../../contract/orders';
import { useApi } from '../../../api/ApiProvider';
import { staffOrdersQuery } from '../../../api/staffOps';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { StateFilter } from '../StateFilter';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import type { TableSearch } from '../tableSearch';
import { StaffOrderStatus } from './StaffOrderStatus';

/** The list's filter: the server filters by these groups of states (contract/orderStatus.ts orderTabs). */

const filterLabels: Record<(typeof staffOrderFilters)[number], MessageDescriptor> = {
  deposited: msg`Chờ mua (đã đặt cọc)`,
  buying: msg`Đang mua, chờ người bán giao`,
  shipping: msg`Đang về kho`,
  awaitingDelivery: msg`Chờ giao, đang giao`,
  received: msg`Khách đã nhận`,
  closed: msg`Đã đóng (hủy, hết hàng, thất lạc)`,
};

/** Every customer's buy-for-me orders, for the purchasing desk: newest first, by group of states. */
export function StaffOrdersPage({ search }: { search: TableSearch }) {
  const { t } = useLingui();
  const { vnd, number } = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const page = search.page ?? 1;
  const query = { q: search.q, page, tab: (search.state ?? 'all') as OrderTab };
  const orders = useQuery(staffOrdersQuery(api, query));

  const columns: Column<StaffOrderSummary>[] = [
    common.link({ header: t`Mã đơn`, to: '/staff/orders/$id', of: (row) => row }),
    common.customer(),
    { key: 'shop', header: t`Shop`, sortValue: (row) => row.shop.name, cell: (row) => row.shop.name },
    common.status((status) => <StaffOrderStatus status={status} />),
    {
      key: 'items',
      header: t`Sản phẩm`,
      numeric: true,
      sortValue: (row) => row.pieceCount,
      cell: (row) => t`${number(row.lineCount)} mẫu · ${number(row.pieceCount)} cái`,
    },
    { key: 'total', header: t`Tổng tiền`, numeric: true, sortValue: (row) => row.totalVnd, cell: (row) => vnd(row.totalVnd) },
    common.createdAt(t`Ngày tạo`),
  ];

  return (
    <ConsolePage title={<Trans>Đơn mua hộ</Trans>}>
      <ConsoleTable
        search={search}
        list={orders}
        caption={t`Đơn mua hộ`}
        columns={columns}
        empty={<Trans>Không có đơn nào.</Trans>}
        searchBox={{ label: t`Tìm theo mã đơn hoặc mã khách`, formLabel: t`Tìm đơn mua hộ`, placeholder: t`Mã đơn hoặc mã khách` }}
        filters={<StateFilter value={search.state} labels={filterLabels} />}
      />
    </ConsolePage>
  );
}
