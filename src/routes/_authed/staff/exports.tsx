import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ExportsPage } from '../../../features/staff/admin/ExportsPage';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/exports')({
  staticData: { title: msg`Quầy nhân viên – Xuất dữ liệu`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, 'staff'),
  component: ExportsPage,
});
