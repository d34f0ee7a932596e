import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';

export const Route = createFileRoute('/_authed/chat/')({
  staticData: { title: msg`Tin nhắn`, layout: 'default', scrollToTop: true },
  component: () => <AreaPage area="chat" />,
});
