import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { parseChatKey } from '../../../../contract/chatThreads';
import { useApi } from '../../../api/ApiProvider';
import { assignChat, chatKeys, staffChatsQuery } from '../../../api/chat';
import { BusyButton } from '../../../components/BusyButton';
import { ChatThread } from '../../../components/chat/ChatThread';
import { chatThreadName } from '../../../components/chat/labels';
import { errorText } from '../../../components/form/serverErrors';
import { FormAlert } from '../../../components/form/FormAlert';
import { useCurrentUser } from '../../../session/SessionProvider';
import { ConsoleCard } from '../ConsoleCard';
import { ConsolePage } from '../ConsolePage';

/**
 * `/staff/chat/$key`: one thread as staff see it, their notes included (marked "Ghi chú nội bộ",
 * never shown to the customer); staff answer or write a note, and may take the thread.
 */
export function StaffChatPage({ threadKey }: { threadKey: string }) {
  if (!parseChatKey(threadKey)) {
    return (
      <ConsolePage title={<Trans>Không tìm thấy cuộc trò chuyện</Trans>}>
        <Link to="/staff/chat">
          <Trans>Về hộp thư</Trans>
        </Link>
      </ConsolePage>
    );
  }
  return <StaffChat threadKey={threadKey} />;
}

function StaffChat({ threadKey }: { threadKey: string }) {
  const { i18n } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const ref = parseChatKey(threadKey)!;
  // The inbox row of this thread (whose it is, who holds it), found by its key.
  const { data } = useQuery(staffChatsQuery(api, { q: threadKey, filter: 'all', page: 1 }));
  const thread = data?.items.find((item) => item.key === threadKey);
  const assign = useMutation({
    mutationFn: () => assignChat(api, threadKey, me?.id ?? null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.staff }),
  });
  const held = thread?.assignee?.id === me?.id;
  const customer = thread ? `${thread.customerCode} · ${thread.customerName}` : '';

  return (
    <ConsolePage
      title={chatThreadName(i18n, { type: ref.type, subjectCode: thread?.subjectCode ?? '' })}
      actions={
        <>
          <Link to="/staff/chat" className="btn btn-secondary">
            <Trans>Về hộp thư</Trans>
          </Link>
          {!held && (
            <BusyButton className="btn btn-primary" busy={assign.isPending} onClick={() => assign.mutate()}>
              <Trans>Nhận xử lý</Trans>
            </BusyButton>
          )}
        </>
      }
    >
      <FormAlert message={assign.error ? errorText(assign.error) : null} />
      {thread && (
        <p className="muted">
          <Trans>Khách hàng: {customer}</Trans>
        </p>
      )}
      <ConsoleCard title={<Trans>Tin nhắn</Trans>}>
        <ChatThread threadKey={threadKey} side="staff" allowNotes />
      </ConsoleCard>
    </ConsolePage>
  );
}
