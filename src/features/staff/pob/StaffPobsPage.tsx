import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { PobStatus, StaffPobSummary } from '../../../../contract/orderPob';
import { useApi } from '../../../api/ApiProvider';
import { staffPobsQuery } from '../../../api/staffPob';
import { pobSiteLabels, pobStatusLabels } from '../../../components/pob/labels';
import { PobStatusBadge } from '../../../components/pob/PobStatusBadge';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import { statusListQuery, type TableSearch } from '../tableSearch';

/** `/staff/pob`: every customer's pay-on-behalf requests, newest first, by status; a row's code opens it. */
export function StaffPobsPage({ search }: { search: TableSearch }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const list = useQuery(staffPobsQuery(api, statusListQuery<PobStatus>(search)));

  const columns: Column<StaffPobSummary>[] = [
    common.link({ header: t`Mã yêu cầu`, to: '/staff/pob/$id', of: (row) => row }),
    common.customer(),
    { key: 'site', header: t`Sàn`, sortValue: (row) => row.site, cell: (row) => i18n._(pobSiteLabels[row.site]) },
    {
      key: 'orders',
      header: t`Số đơn`,
      numeric: true,
      sortValue: (row) => row.sellerOrderIds.length,
      cell: (row) => format.number(row.sellerOrderIds.length),
    },
    { key: 'amount', header: t`Số tiền (¥)`, numeric: true, sortValue: (row) => row.amountFen, cell: (row) => format.cny(row.amountFen) },
    { key: 'total', header: t`Tổng (₫)`, numeric: true, sortValue: (row) => row.totalVnd, cell: (row) => format.vnd(row.totalVnd) },
    common.status((status) => <PobStatusBadge status={status} />),
    common.createdAt(),
  ];

  return (
    <ConsolePage title={<Trans>Thanh toán hộ</Trans>}>
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Yêu cầu thanh toán hộ`}
        columns={columns}
        empty={<Trans>Không có yêu cầu thanh toán hộ nào.</Trans>}
        searchBox={{
          label: t`Tìm theo mã yêu cầu, mã đơn người bán, mã giao dịch Alipay hoặc mã khách`,
          formLabel: t`Tìm yêu cầu thanh toán hộ`,
          placeholder: t`Mã yêu cầu, mã đơn, mã Alipay, mã khách`,
        }}
        filters={<StateFilter value={search.state} labels={pobStatusLabels} />}
      />
    </ConsolePage>
  );
}
