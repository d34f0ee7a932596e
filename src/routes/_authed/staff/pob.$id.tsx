import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaffPobPage } from '../../../features/staff/pob/StaffPobPage';
import { requireStaff } from '../../../session/staffAccess';
import { pathIdOf } from '../../../lib/searchParams';

export const Route = createFileRoute('/_authed/staff/pob/$id')({
  staticData: { title: msg`Quầy nhân viên – Thanh toán hộ`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['purchasing']),
  component: function StaffPobRoute() {
    const { id } = Route.useParams();
    // A hand-typed `/staff/pob/abc` is a request that does not exist (the page says so).
    return <StaffPobPage key={id} id={pathIdOf(id)} />;
  },
});
