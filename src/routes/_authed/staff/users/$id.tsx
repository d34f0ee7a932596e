import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '../../../../features/staff/admin/UserPage';
import { requireStaff } from '../../../../session/staffAccess';
import { pathIdOf } from '../../../../lib/searchParams';

export const Route = createFileRoute('/_authed/staff/users/$id')({
  staticData: { title: msg`Quầy nhân viên – Tài khoản`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, 'admin'),
  component: function User() {
    const { id } = Route.useParams();
    // A hand-typed `/staff/users/abc` is an account that does not exist (the server says so).
    return <UserPage id={pathIdOf(id)} />;
  },
});
