import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { chatKey } from '../../../contract/chatThreads';
import type { ChatThread } from '../../../contract/chat';
import { useApi } from '../../api/ApiProvider';
import { chatThreadsQuery } from '../../api/chat';
import { chatThreadName } from '../../components/chat/labels';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/icons/icons';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { NeedsConnection, waitsForNetwork } from '../../components/NeedsConnection';
import { OfflineAge } from '../../components/OfflineAge';
import { PullToRefresh } from '../../components/PullToRefresh';
import { RefreshButton } from '../../components/RefreshButton';
import { useFormat } from '../../i18n/useFormat';
import { useCurrentUser } from '../../session/SessionProvider';
import './chat.css';

const newestFirst = (a: ChatThread, b: ChatThread) => (b.lastMessage?.createdAt ?? '').localeCompare(a.lastMessage?.createdAt ?? '');

/**
 * /chat: the person's threads with staff, the newest message first, each with its unread count;
 * "Hỗ trợ" on top opens the general support thread.
 */
export function ChatListPage() {
  const { t } = useLingui();
  const api = useApi();
  const user = useCurrentUser();
  const query = useQuery(chatThreadsQuery(api));
  const threads = [...(query.data?.items ?? [])].sort(newestFirst);
  const unreadTotal = query.data?.unreadTotal ?? 0;

  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      <div className="page chat-page">
        {user && (
          <Link to="/chat/$key" params={{ key: chatKey({ type: 'support', id: user.id }) }} className="card chat-support">
            <Icon name="chat" />
            <span>
              <strong>
                <Trans>Hỗ trợ</Trans>
              </strong>
              <span className="muted">
                <Trans>Hỏi nhân viên MuaHộ về bất cứ điều gì</Trans>
              </span>
            </span>
          </Link>
        )}
        <section className="paged-list" aria-label={t`Cuộc trò chuyện`} aria-busy={query.isFetching || undefined}>
          <p role="status" className="visually-hidden">
            {unreadTotal > 0 ? t`${unreadTotal} tin nhắn chưa đọc` : ''}
          </p>
          {waitsForNetwork(query) ? (
            <NeedsConnection onRetry={() => void query.refetch()} />
          ) : query.isPending ? (
            <ListSkeleton label={<Trans>Đang tải tin nhắn…</Trans>} />
          ) : query.isError && threads.length === 0 ? (
            <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
          ) : threads.length === 0 ? (
            <>
              <OfflineAge updatedAt={query.dataUpdatedAt} />
              <EmptyState icon="chat" title={<Trans>Bạn chưa có cuộc trò chuyện nào</Trans>}>
                <p>
                  <Trans>Mở một đơn hàng, đơn ký gửi hoặc khiếu nại và chọn “Nhắn tin” để hỏi nhân viên về việc đó.</Trans>
                </p>
              </EmptyState>
            </>
          ) : (
            <>
              <OfflineAge updatedAt={query.dataUpdatedAt} />
              <ul className="card row-list">
                {threads.map((thread) => (
                  <ThreadRow key={thread.key} thread={thread} />
                ))}
              </ul>
            </>
          )}
          {!query.isPending && (
            <RefreshButton className="btn btn-secondary btn-block" refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}

function ThreadRow({ thread }: { thread: ChatThread }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const name = chatThreadName(i18n, thread);
  const last = thread.lastMessage;
  const unread = thread.unread;
  const preview = !last ? t`Chưa có tin nhắn` : last.text || (last.hasImages ? t`[Ảnh]` : '');
  return (
    <li className={`list-row chat-row${unread > 0 ? ' chat-row--unread' : ''}`}>
      <Link to="/chat/$key" params={{ key: thread.key }} className="list-row__link">
        <span className="list-row__body">
          <span className="list-row__top">
            <strong className="list-row__code">{name}</strong>
            {unread > 0 && (
              <span className="chat-row__unread" aria-label={t`${unread} tin chưa đọc`}>
                {unread}
              </span>
            )}
          </span>
          <span className="chat-row__preview">{last?.side === 'customer' ? <Trans>Bạn: {preview}</Trans> : preview}</span>
          {last && (
            <time className="muted list-row__date" dateTime={last.createdAt}>
              {format.dateTime(last.createdAt)}
            </time>
          )}
        </span>
      </Link>
    </li>
  );
}
