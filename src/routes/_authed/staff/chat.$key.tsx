import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaffChatPage } from '../../../features/staff/chat/StaffChatPage';
import { chatKeyParams } from '../../../lib/typedKey';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/chat/$key')({
  staticData: { title: msg`Quầy nhân viên – Tin nhắn`, layout: 'console', scrollToTop: false },
  params: chatKeyParams(),
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  component: function StaffChatRoute() {
    const { key } = Route.useParams();
    return <StaffChatPage key={key} threadKey={key} />;
  },
});
