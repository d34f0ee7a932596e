import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/staff/admin/SettingsPage';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/settings')({
  staticData: { title: msg`Quầy nhân viên – Cài đặt`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, 'admin'),
  component: SettingsPage,
});
