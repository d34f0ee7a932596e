import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../features/staff/admin/AuditPage';
import { auditSearch } from '../../../features/staff/filters';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/audit')({
  staticData: { title: msg`Quầy nhân viên – Nhật ký`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, 'admin'),
  validateSearch: auditSearch,
  component: function Audit() {
    return <AuditPage search={Route.useSearch()} />;
  },
});
