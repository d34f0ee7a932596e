import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { parseChatKey, type ChatThreadRef } from '../../../contract/chatThreads';
import { useApi } from '../../api/ApiProvider';
import { chatMessagesQuery } from '../../api/chat';
import { ChatThread } from '../../components/chat/ChatThread';
import { isNotFound } from '../../components/useDetailQuery';
import { EmptyState } from '../../components/EmptyState';
import { chatThreadName } from '../../components/chat/labels';
import './chat.css';

/**
 * /chat/$key: one thread with staff, named by what it is about (its code comes with the thread's
 * messages). A key of no thread of the person's (an unknown type, a missing order, another
 * customer's) is "not found": the server answers 404 alike, and there is nothing to retry or
 * write to.
 */
export function ChatThreadPage({ threadKey }: { threadKey: string }) {
  const ref = parseChatKey(threadKey);
  return ref ? <Thread threadKey={threadKey} threadRef={ref} /> : <ThreadNotFound />;
}

function Thread({ threadKey, threadRef }: { threadKey: string; threadRef: ChatThreadRef }) {
  const { i18n } = useLingui();
  const api = useApi();
  // The same query the thread shows (one request): here to tell a missing thread apart and name it.
  const messages = useInfiniteQuery(chatMessagesQuery(api, threadKey));
  if (isNotFound(messages.error)) return <ThreadNotFound />;
  const subjectCode = messages.data?.pages[0]?.subjectCode ?? '';
  return (
    <div className="page chat-page">
      <h2 className="chat-page__title">{chatThreadName(i18n, { type: threadRef.type, subjectCode })}</h2>
      <ChatThread threadKey={threadKey} side="customer" />
    </div>
  );
}

/** No thread of the person's at this address, and the way to the ones they have. */
function ThreadNotFound() {
  return (
    <div className="page chat-page">
      <EmptyState
        icon="chat"
        title={<Trans>Không tìm thấy cuộc trò chuyện</Trans>}
        action={
          <Link to="/chat" className="btn btn-primary">
            <Trans>Xem tất cả tin nhắn</Trans>
          </Link>
        }
      />
    </div>
  );
}
