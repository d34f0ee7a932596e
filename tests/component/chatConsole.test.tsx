import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage, SendChatMessageInput, StaffChatDetail, StaffChatThread } from '../../contract/chat';
import { stopChatOutbox } from '../../src/components/chat/outbox';
import { renderApp, reply, testUser, type StubHandler } from './renderApp';

/** The first paint of the console waits for its catalogs and the session: give it time on a busy machine. */
const slow = { timeout: 15_000 };

const careStaff = { ...testUser, id: 9, fullName: 'Lan CSKH', role: 'staff' as const, duties: ['care' as const] };

const row = (key: string, overrides: Partial<StaffChatThread> = {}): StaffChatThread => {
  const [type, id] = key.split('-') as [StaffChatThread['type'], string];
  return {
    key,
    type,
    subjectId: Number(id),
    subjectCode: `DH${id}`,
    lastMessage: { text: 'Bao giờ hàng về ạ?', side: 'customer', createdAt: '2026-11-27T03:00:00.000Z', hasImages: false },
    unread: 1,
    userId: 42,
    customerCode: 'KH0042',
    customerName: 'Trần Thị Bình',
    assignee: null,
    unanswered: true,
    ...overrides,
  };
};

const customerMessage: ChatMessage = {
  id: 1,
  thread: 'order-12',
  clientId: '00000000-0000-4000-8000-000000000001',
  side: 'customer',
  authorName: 'Trần Thị Bình',
  text: 'Bao giờ hàng về ạ?',
  images: [],
  internal: false,
  createdAt: '2026-11-27T03:00:00.000Z',
};

const staffNote: ChatMessage = {
  ...customerMessage,
  id: 2,
  clientId: '00000000-0000-4000-8000-000000000002',
  side: 'staff',
  authorName: 'Minh',
  text: 'Khách quen, ưu tiên',
  internal: true,
};

function consoleServer(): StubHandler {
  let assignee: StaffChatThread['assignee'] = null;
  const messages = [customerMessage, staffNote];
  return ({ method, url, params, body }) => {
    if (method === 'GET' && url === '/Staff/Chat') {
      const rows = [row('order-12', { assignee }), row('support-42', { unanswered: false, assignee: { id: 3, name: 'Minh' } })];
      const filtered = params.filter === 'unanswered' ? rows.filter((r) => r.unanswered) : rows;
      return reply(200, { items: filtered, total: filtered.length, page: 1, pageSize: 20 });
    }
    if (method === 'GET' && url === '/Staff/Chat/order-12') {
      const detail: StaffChatDetail = {
        ...row('order-12', { assignee }),
        customer: { fullName: 'Trần Thị Bình', phone: '+84912345678', email: 'binh@example.com' },
      };
      return reply(200, detail);
    }
    if (method === 'POST' && url === '/Staff/Chat/order-12/Assign') {
      assignee = { id: careStaff.id, name: careStaff.fullName };
      return reply(204);
    }
    if (method === 'GET' && url === '/Chat/order-12/Messages')
      return reply(200, { items: messages, hasOlder: false, readUpTo: 0, subjectCode: 'DH12' });
    if (method === 'POST' && url === '/Chat/order-12/Read') return reply(204);
    if (method === 'POST' && url === '/Chat/order-12/Messages') {
      const input = body as SendChatMessageInput;
      const message: ChatMessage = {
        ...staffNote,
        id: messages.length + 10,
        clientId: input.clientId,
        authorName: careStaff.fullName,
        text: input.text ?? '',
        internal: input.internal ?? false,
      };
      messages.push(message);
      return reply(201, message);
    }
    return undefined;
  };
}

afterEach(() => stopChatOutbox());

describe('the staff chat inbox', () => {
  it('lists threads by filter and assigns one to the caller', async () => {
    const app = await renderApp('/staff/chat', { signedIn: true, user: careStaff, handler: consoleServer() });
    const table = await screen.findByRole('table', { name: 'Cuộc trò chuyện với khách' }, slow);
    const first = (await within(table).findByRole('link', { name: 'Đơn mua hộ DH12' })).closest('tr')!;
    expect(first).toHaveTextContent('KH0042');
    expect(first).toHaveTextContent('Chưa trả lời');
    expect(within(table).getByRole('link', { name: 'Hỗ trợ chung' }).closest('tr')).toHaveTextContent('Minh');

    await app.user.click(within(first).getByRole('button', { name: 'Nhận xử lý' }));
    await waitFor(() => expect(app.requests.find((r) => r.url === '/Staff/Chat/order-12/Assign')?.body).toEqual({ staffId: careStaff.id }));
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Đơn mua hộ DH12' }).closest('tr')).toHaveTextContent('Lan CSKH'));

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Lọc' }), 'Chưa trả lời');
    await waitFor(() => expect(app.requests.filter((r) => r.url === '/Staff/Chat').at(-1)?.params).toMatchObject({ filter: 'unanswered' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Hỗ trợ chung' })).not.toBeInTheDocument());
  }, 30_000);

  it('shows notes marked as internal and sends a note with internal: true', async () => {
    const app = await renderApp('/staff/chat/order-12', { signedIn: true, user: careStaff, handler: consoleServer() });
    const note = (await screen.findByText('Khách quen, ưu tiên', {}, slow)).closest('li')!;
    expect(note).toHaveTextContent('Ghi chú nội bộ');
    expect(screen.getByText('Bao giờ hàng về ạ?').closest('li')).not.toHaveTextContent('Ghi chú nội bộ');

    await app.user.click(screen.getByRole('checkbox', { name: /Ghi chú nội bộ/ }));
    await app.user.type(screen.getByRole('textbox', { name: /Ghi chú/ }), 'Đã gọi kho');
    await app.user.click(screen.getByRole('button', { name: 'Lưu ghi chú' }));
    await waitFor(() => expect(app.requests.filter((r) => r.method === 'POST' && r.url === '/Chat/order-12/Messages')).toHaveLength(1));
    const sent = app.requests.find((r) => r.method === 'POST' && r.url === '/Chat/order-12/Messages')!.body as SendChatMessageInput;
    expect(sent).toMatchObject({ text: 'Đã gọi kho', internal: true });
    expect((await screen.findByText('Đã gọi kho')).closest('li')).toHaveTextContent('Ghi chú nội bộ');

    // An answer to the customer is not a note.
    await app.user.click(screen.getByRole('checkbox', { name: /Ghi chú nội bộ/ }));
    await app.user.type(screen.getByRole('textbox', { name: /Tin nhắn/ }), 'Thứ hai hàng về ạ');
    await app.user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(app.requests.filter((r) => r.method === 'POST' && r.url === '/Chat/order-12/Messages')).toHaveLength(2));
    expect(app.requests.filter((r) => r.method === 'POST' && r.url === '/Chat/order-12/Messages')[1]!.body).toMatchObject({
      text: 'Thứ hai hàng về ạ',
      internal: false,
    });
  }, 30_000);

  it('says whose the thread is, with a link to the customer, their phone and e-mail, and lets the caller take it', async () => {
    const app = await renderApp('/staff/chat/order-12', { signedIn: true, user: careStaff, handler: consoleServer() });
    expect(await screen.findByRole('heading', { name: 'Đơn mua hộ DH12', level: 1 }, slow)).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Khách hàng' });
    expect(within(customer).getByRole('link', { name: 'KH0042' })).toHaveAttribute('href', '/staff/customers/42');
    expect(customer).toHaveTextContent('Trần Thị Bình');
    expect(within(customer).getByRole('link', { name: '+84912345678' })).toHaveAttribute('href', 'tel:+84912345678');
    expect(customer).toHaveTextContent('binh@example.com');
    expect(customer).toHaveTextContent('Chưa phân công');

    await app.user.click(screen.getByRole('button', { name: 'Nhận xử lý' }));
    await waitFor(() => expect(customer).toHaveTextContent('Lan CSKH'));
    expect(screen.queryByRole('button', { name: 'Nhận xử lý' })).not.toBeInTheDocument();
    expect(app.requests.find((r) => r.url === '/Staff/Chat/order-12/Assign')?.body).toEqual({ staffId: careStaff.id });
  }, 30_000);

  it.each([
    ['a thread of nothing that exists (the server says 404)', '/staff/chat/order-999999', 1],
    ['a kind of thread that does not exist (not even asked)', '/staff/chat/foo-1', 0],
  ])(
    'shows %s as not found, with the way back to the inbox and no box to write in',
    async (_, path, asked) => {
      const app = await renderApp(path, { signedIn: true, user: careStaff, handler: consoleServer() });
      expect(await screen.findByRole('heading', { name: 'Không tìm thấy cuộc trò chuyện', level: 1 }, slow)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Về danh sách' })).toHaveAttribute('href', '/staff/chat');
      expect(screen.getByRole('link', { name: 'hộp thư' })).toHaveAttribute('href', '/staff/chat');
      expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Nhận xử lý' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(app.requests.filter((r) => r.url.startsWith('/Staff/Chat/'))).toHaveLength(asked);
      expect(app.requests.some((r) => r.url.startsWith('/Chat/'))).toBe(false);
    },
    30_000,
  );
});
