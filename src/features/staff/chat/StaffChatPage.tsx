import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { parseChatKey, type StaffChatDetail } from '../../../../contract/chat';
import { useApi } from '../../../api/ApiProvider';
import { assignChat, chatKeys, staffChatQuery } from '../../../api/chat';
import { BusyButton } from '../../../components/BusyButton';
import { ChatThread } from '../../../components/chat/ChatThread';
import { chatThreadName } from '../../../components/chat/labels';
import { errorText } from '../../../components/form/serverErrors';
import { FormAlert } from '../../../components/form/FormAlert';
import { useCurrentUser } from '../../../session/SessionProvider';
import { BackToList, ConsoleDetailPage } from '../ConsoleDetailPage';
import { ConsoleCard } from '../ConsoleCard';
import { ConsoleFacts, Fact } from '../ConsoleFacts';
import { ConsolePage } from '../ConsolePage';
import { CustomerFacts } from '../CustomerFacts';

/**
 * `/staff/chat/$key`: one thread as staff see it (GET /Staff/Chat/:key): whose it is, with the way
 * to reach them, who holds it, and the messages with staff's notes (marked "Ghi chú nội bộ", never
 * shown to the customer). Staff answer or write a note, and may take the thread. A key of no
 * thread (an unknown type, a missing order) is "not found", with no box to write in.
 */
export function StaffChatPage({ threadKey }: { threadKey: string }) {
  const { t } = useLingui();
  const api = useApi();
  return (
    <ConsoleDetailPage
      options={staffChatQuery(api, threadKey)}
      id={parseChatKey(threadKey)?.id ?? 0}
      list="/staff/chat"
      notFoundTitle={<Trans>Không tìm thấy cuộc trò chuyện</Trans>}
      notFound={
        <Trans>
          Không có cuộc trò chuyện nào ở địa chỉ này. Tìm cuộc trò chuyện trong <Link to="/staff/chat">hộp thư</Link>.
        </Trans>
      }
      title={<Trans>Cuộc trò chuyện</Trans>}
      loading={t`Đang tải cuộc trò chuyện…`}
    >
      {(thread) => <StaffChat thread={thread} />}
    </ConsoleDetailPage>
  );
}

function StaffChat({ thread }: { thread: StaffChatDetail }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const assign = useMutation({
    mutationFn: () => assignChat(api, thread.key, me?.id ?? null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.staff }),
  });
  const held = me !== null && thread.assignee?.id === me.id;

  return (
    <ConsolePage
      title={chatThreadName(i18n, thread)}
      actions={
        <>
          <BackToList to="/staff/chat" />
          {!held && (
            <BusyButton className="btn btn-primary btn-small" busy={assign.isPending} onClick={() => assign.mutate()}>
              <Trans>Nhận xử lý</Trans>
            </BusyButton>
          )}
        </>
      }
    >
      <FormAlert message={assign.error ? errorText(assign.error) : null} />
      <section className="card" aria-label={t`Khách hàng`}>
        <ConsoleFacts>
          <CustomerFacts userId={thread.userId} customerCode={thread.customerCode} customer={thread.customer} />
          <Fact label={<Trans>Người xử lý</Trans>}>{thread.assignee ? thread.assignee.name : t`Chưa phân công`}</Fact>
        </ConsoleFacts>
      </section>
      <ConsoleCard title={<Trans>Tin nhắn</Trans>}>
        <ChatThread threadKey={thread.key} side="staff" allowNotes />
      </ConsoleCard>
    </ConsolePage>
  );
}
