import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { StaffCustomer } from '../../../../contract/staff';
import { useApi } from '../../../api/ApiProvider';
import { staffCustomersQuery } from '../../../api/staff';
import { roleNames } from '../../../i18n/roleNames';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import type { TableSearch } from '../tableSearch';

const pageSize = 20;

/** `/staff/customers`: customers and agencies with their money and open orders, for care and money staff. */
export function CustomersPage({ search }: { search: TableSearch }) {
  const { t, i18n } = useLingui();
  const { vnd, number } = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const page = search.page ?? 1;
  const customers = useQuery(staffCustomersQuery(api, { q: search.q, page, pageSize }));

  const columns: Column<StaffCustomer>[] = [
    common.link({
      key: 'customerCode',
      header: t`Mã khách`,
      to: '/staff/customers/$id',
      of: (customer) => ({ id: customer.id, code: customer.customerCode }),
    }),
    { key: 'fullName', header: t`Họ tên`, cell: (customer) => customer.fullName, sortValue: (customer) => customer.fullName },
    { key: 'phone', header: t`Số điện thoại`, cell: (customer) => customer.phone },
    { key: 'role', header: t`Vai trò`, cell: (customer) => i18n._(roleNames[customer.role]) },
    { key: 'balance', header: t`Số dư`, cell: (customer) => vnd(customer.balanceVnd), sortValue: (c) => c.balanceVnd, numeric: true },
    { key: 'held', header: t`Đang giữ`, cell: (customer) => vnd(customer.heldVnd), sortValue: (c) => c.heldVnd, numeric: true },
    { key: 'openOrders', header: t`Đơn đang mở`, cell: (c) => number(c.openOrders), sortValue: (c) => c.openOrders, numeric: true },
  ];

  return (
    <ConsolePage title={t`Khách hàng`}>
      <ConsoleTable
        search={search}
        list={customers}
        caption={t`Khách hàng`}
        columns={columns}
        empty={<Trans>Không có khách hàng nào.</Trans>}
        searchBox={{
          label: t`Tìm khách hàng`,
          formLabel: t`Tìm khách hàng`,
          placeholder: t`Mã khách, tên, số điện thoại hoặc email`,
        }}
      />
    </ConsolePage>
  );
}
