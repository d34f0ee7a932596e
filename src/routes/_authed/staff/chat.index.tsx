import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaffChatsPage } from '../../../features/staff/chat/StaffChatsPage';
import { tableSearch } from '../../../features/staff/tableSearch';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/chat/')({
  staticData: { title: msg`Quầy nhân viên – Tin nhắn`, layout: 'console', scrollToTop: true },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  validateSearch: tableSearch(['unanswered', 'mine', 'unassigned']),
  component: function StaffChatsRoute() {
    return <StaffChatsPage search={Route.useSearch()} />;
  },
});
