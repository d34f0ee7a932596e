import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaffOrderPage } from '../../../features/staff/orders/StaffOrderPage';
import { requireStaff } from '../../../session/staffAccess';
import { pathIdOf } from '../../../lib/searchParams';

export const Route = createFileRoute('/_authed/staff/orders/$id')({
  staticData: { title: msg`Quầy nhân viên – Đơn mua hộ`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['purchasing']),
  component: function StaffOrderRoute() {
    const { id } = Route.useParams();
    // A hand-typed `/staff/orders/abc` is an order that does not exist (the page says so).
    return <StaffOrderPage key={id} id={pathIdOf(id)} />;
  },
});
