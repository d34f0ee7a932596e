import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { roles } from '../../../../../contract/roles';
import { UsersPage } from '../../../../features/staff/admin/UsersPage';
import { tableSearch } from '../../../../features/staff/tableSearch';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/users/')({
  staticData: { title: msg`Quầy nhân viên – Tài khoản`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, 'admin'),
  validateSearch: tableSearch(roles),
  component: function Users() {
    return <UsersPage search={Route.useSearch()} />;
  },
});
