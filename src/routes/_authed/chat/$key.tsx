import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../../../features/placeholder/AreaPage';
import { typedKeyParams } from '../../../lib/typedKey';

export const Route = createFileRoute('/_authed/chat/$key')({
  staticData: { title: msg`Cuộc trò chuyện`, layout: 'default', scrollToTop: true },
  params: typedKeyParams(),
  component: () => <AreaPage area="chatThread" />,
});
