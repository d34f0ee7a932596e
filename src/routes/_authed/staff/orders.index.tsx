import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaffOrdersPage } from '../../../features/staff/orders/StaffOrdersPage';
import { staffOrderFilters } from '../../../features/staff/filters';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/orders/')({
  staticData: { title: msg`Quầy nhân viên – Đơn mua hộ`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['purchasing']),
  validateSearch: tableSearch(staffOrderFilters),
  component: function StaffOrdersRoute() {
    return <StaffOrdersPage search={Route.useSearch()} />;
  },
});
