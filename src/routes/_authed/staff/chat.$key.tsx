import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseChatKey } from '../../../../contract/chatThreads';
import { StaffChatPage } from '../../../features/staff/chat/StaffChatPage';
import { requireStaff } from '../../../session/staffAccess';

export const Route = createFileRoute('/_authed/staff/chat/$key')({
  staticData: { title: msg`Quầy nhân viên – Tin nhắn`, layout: 'console', scrollToTop: false },
  params: {
    parse: ({ key }: { key: string }) => {
      if (!parseChatKey(key)) throw notFound();
      return { key };
    },
    stringify: ({ key }: { key: string }) => ({ key }),
  },
  beforeLoad: ({ context }) => requireStaff(context.session, ['care']),
  component: function StaffChatRoute() {
    const { key } = Route.useParams();
    return <StaffChatPage key={key} threadKey={key} />;
  },
});
