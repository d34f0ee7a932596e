import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { StaffChatFilter, StaffChatThread } from '../../../../contract/chat';
import { useApi } from '../../../api/ApiProvider';
import { assignChat, chatKeys, staffChatsQuery } from '../../../api/chat';
import { chatThreadName } from '../../../components/chat/labels';
import { errorText } from '../../../components/form/serverErrors';
import { FormAlert } from '../../../components/form/FormAlert';
import { useFormat } from '../../../i18n/useFormat';
import { useCurrentUser } from '../../../session/SessionProvider';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import type { TableSearch } from '../tableSearch';

/** The inbox's filters beside "Tất cả" (the address's `state`). */
export const staffChatFilterLabels: Record<Exclude<StaffChatFilter, 'all'>, MessageDescriptor> = {
  unanswered: msg`Chưa trả lời`,
  mine: msg`Của tôi`,
  unassigned: msg`Chưa phân công`,
};

type Row = StaffChatThread & { id: number };

/**
 * `/staff/chat`: the care desk's inbox, every customer's threads with the newest message first,
 * filtered (chưa trả lời: the customer wrote last; của tôi; chưa phân công); "Nhận xử lý" assigns
 * a thread to the caller; a thread's name opens it.
 */
export function StaffChatsPage({ search }: { search: TableSearch }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const common = useConsoleColumns();
  const filter = (search.state as StaffChatFilter | undefined) ?? 'all';
  const query = { q: search.q, page: search.page ?? 1, filter };
  const list = useQuery({
    ...staffChatsQuery(api, query),
    // The table keys its rows by id; a thread's is its key, so each row gets its place on the page.
    select: (page) => ({ ...page, items: page.items.map((item, index): Row => ({ ...item, id: index })) }),
  });
  const assign = useMutation({
    mutationFn: (key: string) => assignChat(api, key, me?.id ?? null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.staff }),
  });

  const columns: Column<Row>[] = [
    {
      key: 'thread',
      header: t`Cuộc trò chuyện`,
      sortValue: (row) => row.key,
      cell: (row) => (
        <Link to="/staff/chat/$key" params={{ key: row.key }}>
          {chatThreadName(i18n, row)}
        </Link>
      ),
    },
    common.customer(),
    {
      key: 'last',
      header: t`Tin nhắn cuối`,
      sortValue: (row) => row.lastMessage?.createdAt ?? '',
      cell: (row) =>
        row.lastMessage ? (
          <span>
            {row.lastMessage.text || t`[Ảnh]`}
            <br />
            <span className="muted">{format.dateTime(row.lastMessage.createdAt)}</span>
          </span>
        ) : (
          ''
        ),
    },
    {
      key: 'unanswered',
      header: t`Chưa trả lời`,
      sortValue: (row) => (row.unanswered ? 1 : 0),
      cell: (row) => (row.unanswered ? <strong>{t`Chưa trả lời`}</strong> : ''),
    },
    {
      key: 'assignee',
      header: t`Người xử lý`,
      sortValue: (row) => row.assignee?.name ?? '',
      cell: (row) =>
        row.assignee ? (
          row.assignee.name
        ) : (
          <button type="button" className="btn btn-secondary" disabled={assign.isPending} onClick={() => assign.mutate(row.key)}>
            <Trans>Nhận xử lý</Trans>
          </button>
        ),
    },
  ];

  return (
    <ConsolePage title={<Trans>Tin nhắn khách hàng</Trans>}>
      <FormAlert message={assign.error ? errorText(assign.error) : null} />
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Cuộc trò chuyện với khách`}
        columns={columns}
        empty={<Trans>Không có cuộc trò chuyện nào.</Trans>}
        searchBox={{
          label: t`Tìm theo mã khách, tên khách hoặc mã đơn`,
          formLabel: t`Tìm cuộc trò chuyện`,
          placeholder: t`Mã khách, tên, mã đơn`,
        }}
        filters={<StateFilter label={t`Lọc`} value={search.state} labels={staffChatFilterLabels} />}
      />
    </ConsolePage>
  );
}
