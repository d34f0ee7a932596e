import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChatThreadPage } from '../../../features/chat/ChatThreadPage';
import { chatKeyParams } from '../../../lib/typedKey';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/chat/$key')({
  staticData: { title: msg`Cuộc trò chuyện`, layout: 'default', scrollToTop: false },
  params: chatKeyParams(),
  loader: () => loadFeatureCatalog('care'),
  component: function ChatThreadRoute() {
    const { key } = Route.useParams();
    return <ChatThreadPage key={key} threadKey={key} />;
  },
});
