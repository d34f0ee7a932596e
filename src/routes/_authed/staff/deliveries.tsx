import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaffDeliveriesPage } from '../../../features/staff/deliveries/StaffDeliveriesPage';
import { staffDeliveryFilters } from '../../../features/staff/filters';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/deliveries')({
  staticData: { title: msg`Quầy nhân viên – Giao hàng`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['delivery']),
  validateSearch: tableSearch(staffDeliveryFilters),
  component: function StaffDeliveriesRoute() {
    return <StaffDeliveriesPage search={Route.useSearch()} />;
  },
});
