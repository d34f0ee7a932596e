import { staffDeliveryFilters } from '../filters';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffDeliverySummary } from '../../../../contract/delivery';
import { useApi } from '../../../api/ApiProvider';
import { staffDeliveriesQuery } from '../../../api/staffOps';
import { StatusBadge } from '../../../components/StatusBadge';
import { deliveryStatusLabels } from '../../../i18n/statusLabels';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { StateFilter } from '../StateFilter';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import type { TableSearch } from '../tableSearch';
import { DeliveryPanel } from './DeliveryPanel';

/** Every customer's delivery requests: the desk hands them to a carrier, then marks them delivered. */
export function StaffDeliveriesPage({ search }: { search: TableSearch }) {
  const { t, i18n } = useLingui();
  const { vnd, number } = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const page = search.page ?? 1;
  const status = staffDeliveryFilters.find((s) => s === search.state);
  const deliveries = useQuery(staffDeliveriesQuery(api, { q: search.q, page, status }));
  const [openId, setOpenId] = useState<number | null>(null);
  const open = deliveries.data?.items.find((row) => row.id === openId);

  const columns: Column<StaffDeliverySummary>[] = [
    {
      key: 'code',
      header: t`Mã yêu cầu`,
      sortValue: (row) => row.code,
      cell: (row) => (
        <button
          type="button"
          className="data-table__open"
          aria-expanded={openId === row.id}
          aria-controls="staff-delivery-panel"
          onClick={() => setOpenId(openId === row.id ? null : row.id)}
        >
          {row.code}
        </button>
      ),
    },
    common.customer(),
    {
      key: 'status',
      header: t`Trạng thái`,
      sortValue: (row) => row.status,
      cell: (row) => (
        <StatusBadge tone={row.status === 'delivered' ? 'done' : row.status === 'cancelled' ? 'closed' : 'active'}>
          {i18n._(deliveryStatusLabels[row.status])}
        </StatusBadge>
      ),
    },
    { key: 'address', header: t`Người nhận, nơi giao`, cell: (row) => row.addressLine },
    { key: 'packages', header: t`Số kiện`, numeric: true, sortValue: (row) => row.packageCount, cell: (row) => number(row.packageCount) },
    { key: 'total', header: t`Tổng tiền`, numeric: true, sortValue: (row) => row.totalVnd, cell: (row) => vnd(row.totalVnd) },
    { key: 'payment', header: t`Thanh toán`, cell: (row) => (row.payment === 'cod' ? t`Thu khi giao (COD)` : t`Trả bằng ví`) },
    common.createdAt(t`Ngày tạo`),
  ];

  return (
    <ConsolePage title={<Trans>Giao hàng</Trans>}>
      <ConsoleTable
        search={search}
        list={deliveries}
        caption={t`Yêu cầu giao hàng`}
        columns={columns}
        empty={<Trans>Không có yêu cầu giao hàng nào.</Trans>}
        searchBox={{
          label: t`Tìm theo mã yêu cầu, mã khách hoặc số điện thoại người nhận`,
          formLabel: t`Tìm yêu cầu giao hàng`,
          placeholder: t`Mã yêu cầu, mã khách hoặc số điện thoại`,
        }}
        filters={<StateFilter value={search.state} labels={deliveryStatusLabels} />}
      />
      <div id="staff-delivery-panel">{open && <DeliveryPanel key={open.id} delivery={open} onClose={() => setOpenId(null)} />}</div>
    </ConsolePage>
  );
}
