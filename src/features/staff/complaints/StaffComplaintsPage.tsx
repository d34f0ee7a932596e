import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComplaintStatus, StaffComplaintSummary } from '../../../../contract/complaints';
import { useApi } from '../../../api/ApiProvider';
import { staffComplaintsQuery } from '../../../api/staffComplaints';
import { ComplaintStatusBadge } from '../../../components/complaints/ComplaintStatusBadge';
import { complaintReasonLabels, complaintStatusLabels, complaintSubjectName } from '../../../components/complaints/labels';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import type { TableSearch } from '../tableSearch';
import { useTableControls } from '../useTableControls';

/** `/staff/complaints`: every customer's complaints, newest first, by status; a row's code opens it. */
export function StaffComplaintsPage({ search }: { search: TableSearch }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const controls = useTableControls();
  const query = { q: search.q, page: search.page ?? 1, status: search.state as ComplaintStatus | undefined };
  const list = useQuery(staffComplaintsQuery(api, query));

  const columns: Column<StaffComplaintSummary>[] = [
    {
      key: 'code',
      header: t`Mã khiếu nại`,
      sortValue: (row) => row.code,
      cell: (row) => (
        <Link to="/staff/complaints/$id" params={{ id: String(row.id) }}>
          {row.code}
        </Link>
      ),
    },
    { key: 'customer', header: t`Khách hàng`, sortValue: (row) => row.customerCode, cell: (row) => row.customerCode },
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
    { key: 'status', header: t`Trạng thái`, sortValue: (row) => row.status, cell: (row) => <ComplaintStatusBadge status={row.status} /> },
    { key: 'createdAt', header: t`Tạo lúc`, sortValue: (row) => row.createdAt, cell: (row) => format.dateTime(row.createdAt) },
  ];

  return (
    <ConsolePage title={<Trans>Khiếu nại</Trans>}>
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Khiếu nại của khách`}
        columns={columns}
        rowKey={(row) => row.id}
        empty={<Trans>Không có khiếu nại nào.</Trans>}
        searchBox={{
          label: t`Tìm theo mã khiếu nại, mã đơn hoặc mã khách`,
          formLabel: t`Tìm khiếu nại`,
          placeholder: t`Mã khiếu nại, mã đơn, mã khách`,
        }}
        filters={<StateFilter label={t`Trạng thái`} value={search.state} labels={complaintStatusLabels} onChange={controls.onState} />}
      />
    </ConsolePage>
  );
}
