import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseChatKey } from '../../../../contract/chatThreads';
import { ChatThreadPage } from '../../../features/chat/ChatThreadPage';
import { loadFeatureCatalog } from '../../../i18n/featureCatalogs';

export const Route = createFileRoute('/_authed/chat/$key')({
  staticData: { title: msg`Cuộc trò chuyện`, layout: 'default', scrollToTop: false },
  // `order-12`, `support-3`…: anything else is a page that does not exist.
  params: {
    parse: ({ key }: { key: string }) => {
      if (!parseChatKey(key)) throw notFound();
      return { key };
    },
    stringify: ({ key }: { key: string }) => ({ key }),
  },
  beforeLoad: () => loadFeatureCatalog('care'),
  component: function ChatThreadRoute() {
    const { key } = Route.useParams();
    return <ChatThreadPage key={key} threadKey={key} />;
  },
});
