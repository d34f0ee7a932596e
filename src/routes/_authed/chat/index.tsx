import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChatListPage } from '../../../features/chat/ChatListPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/chat/')({
  staticData: { title: msg`Tin nhắn`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('care'),
  component: ChatListPage,
});
