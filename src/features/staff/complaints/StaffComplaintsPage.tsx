import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ComplaintStatus, StaffComplaintSummary } from '../../../../contract/complaints';
import { useApi } from '../../../api/ApiProvider';
import { staffComplaintsQuery } from '../../../api/staffComplaints';
import { ComplaintStatusBadge } from '../../../components/complaints/ComplaintStatusBadge';
import { complaintReasonLabels, complaintStatusLabels, complaintSubjectName } from '../../../components/complaints/labels';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import { statusListQuery, type TableSearch } from '../tableSearch';

/** `/staff/complaints`: every customer's complaints, newest first, by status; a row's code opens it. */
export function StaffComplaintsPage({ search }: { search: TableSearch }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const list = useQuery(staffComplaintsQuery(api, statusListQuery<ComplaintStatus>(search)));

  const columns: Column<StaffComplaintSummary>[] = [
    common.link({ header: t`Mã khiếu nại`, to: '/staff/complaints/$id', of: (row) => row }),
    common.customer(),
    {
      key: 'subject',
      header: t`Về`,
      sortValue: (row) => row.subject.code,
      cell: (row) => complaintSubjectName(i18n, row.subject),
    },
    { key: 'reason', header: t`Lý do`, sortValue: (row) => row.reason, cell: (row) => i18n._(complaintReasonLabels[row.reason]) },
    { key: 'asked', header: t`Yêu cầu (₫)`, numeric: true, sortValue: (row) => row.amountVnd, cell: (row) => format.vnd(row.amountVnd) },
    {
      key: 'accepted',
      header: t`Chấp nhận (₫)`,
      numeric: true,
      sortValue: (row) => row.acceptedVnd ?? -1,
      cell: (row) => (row.acceptedVnd === null ? '' : format.vnd(row.acceptedVnd)),
    },
    common.status((status) => <ComplaintStatusBadge status={status} />),
    common.createdAt(),
  ];

  return (
    <ConsolePage title={<Trans>Khiếu nại</Trans>}>
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Khiếu nại của khách`}
        columns={columns}
        empty={<Trans>Không có khiếu nại nào.</Trans>}
        searchBox={{
          label: t`Tìm theo mã khiếu nại, mã đơn hoặc mã khách`,
          formLabel: t`Tìm khiếu nại`,
          placeholder: t`Mã khiếu nại, mã đơn, mã khách`,
        }}
        filters={<StateFilter value={search.state} labels={complaintStatusLabels} />}
      />
    </ConsolePage>
  );
}
