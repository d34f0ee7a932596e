import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { complaintStatuses } from '../../../../contract/complaintStatus';
import { StaffComplaintsPage } from '../../../features/staff/complaints/StaffComplaintsPage';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/complaints/')({
  staticData: { title: msg`Quầy nhân viên – Khiếu nại`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  validateSearch: tableSearch(complaintStatuses),
  component: function StaffComplaintsRoute() {
    return <StaffComplaintsPage search={Route.useSearch()} />;
  },
});
