import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NewUserPage } from '../../../../features/staff/admin/NewUserPage';
import { requireStaff } from '../../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/users/new')({
  staticData: { title: msg`Quầy nhân viên – Tạo tài khoản`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, 'admin'),
  component: NewUserPage,
});
