import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaffComplaintPage } from '../../../features/staff/complaints/StaffComplaintPage';
import { requireStaff } from '../../../session/staffAccess';
import { pathIdOf } from '../../../lib/searchParams';

export const Route = createFileRoute('/_authed/staff/complaints/$id')({
  staticData: { title: msg`Quầy nhân viên – Khiếu nại`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  component: function StaffComplaintRoute() {
    const { id } = Route.useParams();
    // A hand-typed `/staff/complaints/abc` is a complaint that does not exist (the page says so).
    return <StaffComplaintPage key={id} id={pathIdOf(id)} />;
  },
});
