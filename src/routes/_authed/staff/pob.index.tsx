import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pobStatuses } from '../../../../contract/pobStatus';
import { StaffPobsPage } from '../../../features/staff/pob/StaffPobsPage';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/pob/')({
  staticData: { title: msg`Quầy nhân viên – Thanh toán hộ`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['purchasing']),
  validateSearch: tableSearch(pobStatuses),
  component: function StaffPobsRoute() {
    return <StaffPobsPage search={Route.useSearch()} />;
  },
});
