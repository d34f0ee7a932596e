import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { parseChatKey } from '../../../contract/chatThreads';
import { useApi } from '../../api/ApiProvider';
import { chatThreadsQuery } from '../../api/chat';
import { ChatThread } from '../../components/chat/ChatThread';
import { EmptyState } from '../../components/EmptyState';
import { chatThreadName } from '../../components/chat/labels';
import './chat.css';

/** /chat/$key: one thread with staff, named by what it is about (its code once the thread list has it). */
export function ChatThreadPage({ threadKey }: { threadKey: string }) {
  const { i18n } = useLingui();
  const api = useApi();
  const ref = parseChatKey(threadKey);
  const { data } = useQuery({ ...chatThreadsQuery(api), enabled: ref !== null });
  if (!ref) return <ThreadNotFound />;
  const thread = data?.items.find((item) => item.key === threadKey);
  return (
    <div className="page chat-page">
      <h2 className="chat-page__title">{chatThreadName(i18n, { type: ref.type, subjectCode: thread?.subjectCode ?? '' })}</h2>
      <ChatThread threadKey={threadKey} side="customer" />
    </div>
  );
}

/** A key of a type no thread has (`/chat/abc-1`). */
export function ThreadNotFound() {
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
