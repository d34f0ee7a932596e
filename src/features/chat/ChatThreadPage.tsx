import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { parseChatKey } from '../../../contract/chatThreads';
import { useApi } from '../../api/ApiProvider';
import { chatThreadsQuery } from '../../api/chat';
import { ChatThread } from '../../components/chat/ChatThread';
import { chatThreadName } from '../../components/chat/labels';
import './chat.css';

/** /chat/$key: one thread with staff, named by what it is about (its code once the thread list has it). */
export function ChatThreadPage({ threadKey }: { threadKey: string }) {
  const { i18n } = useLingui();
  const api = useApi();
  const ref = parseChatKey(threadKey)!;
  const { data } = useQuery(chatThreadsQuery(api));
  const thread = data?.items.find((item) => item.key === threadKey);
  return (
    <div className="page chat-page">
      <h2 className="chat-page__title">{chatThreadName(i18n, { type: ref.type, subjectCode: thread?.subjectCode ?? '' })}</h2>
      <ChatThread threadKey={threadKey} side="customer" />
    </div>
  );
}
