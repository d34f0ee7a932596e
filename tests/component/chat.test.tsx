import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatThread, SendChatMessageInput } from '../../contract/chat';
import { stopChatOutbox } from '../../src/components/chat/outbox';
import { renderApp, reply, testUser, type StubHandler, type StubRequest } from './renderApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const thread = (key: string, overrides: Partial<ChatThread> = {}): ChatThread => {
  const [type, id] = key.split('-') as [ChatThread['type'], string];
  return { key, type, subjectId: Number(id), subjectCode: `DH${id}`, lastMessage: null, unread: 0, ...overrides };
};

const staffMessage = (id: number, text: string): ChatMessage => ({
  id,
  thread: 'order-12',
  clientId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  side: 'staff',
  authorName: 'Chị Lan (CSKH)',
  text,
  images: [],
  internal: false,
  createdAt: '2026-11-27T03:00:00.000Z',
});

/** A server holding order-12's messages: a send stores a clientId once (as the real one does) and answers it. */
function chatServer(held: ChatMessage[] = [staffMessage(1, 'Chào anh, đơn đã về kho')]): StubHandler & { stored: ChatMessage[] } {
  const stored = [...held];
  const handler: StubHandler = ({ method, url, body }) => {
    if (method === 'GET' && url === '/Chat') {
      return reply(200, {
        items: [
          thread('order-12', {
            lastMessage: { text: 'Chào anh, đơn đã về kho', side: 'staff', createdAt: '2026-11-27T03:00:00.000Z', hasImages: false },
            unread: 2,
          }),
          thread('consignment-4', {
            lastMessage: { text: 'Cảm ơn', side: 'customer', createdAt: '2026-11-20T03:00:00.000Z', hasImages: false },
          }),
        ],
        unreadTotal: 2,
      });
    }
    if (method === 'GET' && url === '/Chat/order-12/Messages')
      return reply(200, { items: stored, hasOlder: false, readUpTo: 0, subjectCode: 'DH12' });
    if (method === 'POST' && url === '/Chat/order-12/Read') return reply(204);
    if (method === 'POST' && url === '/Chat/order-12/Messages') {
      const input = body as SendChatMessageInput;
      const existing = stored.find((m) => m.clientId === input.clientId);
      if (existing) return reply(200, existing);
      const message: ChatMessage = {
        id: stored.length + 100,
        thread: 'order-12',
        clientId: input.clientId,
        side: 'customer',
        authorName: testUser.fullName,
        text: input.text ?? '',
        images: [],
        internal: false,
        createdAt: '2026-11-27T05:00:00.000Z',
      };
      stored.push(message);
      return reply(201, message);
    }
    return undefined;
  };
  return Object.assign(handler, { stored });
}

const sends = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/Chat/order-12/Messages');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  onlineManager.setOnline(true);
});
afterEach(() => {
  stopChatOutbox();
  onlineManager.setOnline(true);
});

describe('chat', () => {
  it('lists threads newest first with their unread counts, and offers support', async () => {
    await renderApp('/chat', { signedIn: true, handler: chatServer() });
    const links = await screen.findAllByRole('link', { name: /Đơn (mua hộ|ký gửi)/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/chat/order-12', '/chat/consignment-4']);
    expect(links[0]).toHaveTextContent('Chào anh, đơn đã về kho');
    expect(within(links[0]!).getByLabelText('2 tin chưa đọc')).toHaveTextContent('2');
    expect(links[1]).toHaveTextContent('Bạn: Cảm ơn');
    expect(screen.getByRole('link', { name: /Hỗ trợ/ })).toHaveAttribute('href', `/chat/support-${testUser.id}`);
  });

  it('opens a thread, marks it read, and sends a message with a UUID clientId', async () => {
    const server = chatServer();
    const app = await renderApp('/chat/order-12', { signedIn: true, handler: server });
    expect(await screen.findByText('Chào anh, đơn đã về kho')).toBeInTheDocument();
    await waitFor(() => expect(app.requests.find((r) => r.url === '/Chat/order-12/Read')?.body).toEqual({ upTo: 1 }));

    await app.user.type(screen.getByRole('textbox', { name: /Tin nhắn/ }), 'Khi nào giao ạ?');
    await app.user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(sends(app.requests)).toHaveLength(1));
    const body = sends(app.requests)[0]!.body as SendChatMessageInput;
    expect(body).toMatchObject({ text: 'Khi nào giao ạ?', images: [], internal: false });
    expect(body.clientId).toMatch(UUID);
    expect(await screen.findByText('Khi nào giao ạ?')).toBeInTheDocument();
    expect(screen.queryByText(/Đang chờ gửi|Đang gửi/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tin nhắn/ })).toHaveValue('');
  });

  it('says why an empty message is not sent', async () => {
    const app = await renderApp('/chat/order-12', { signedIn: true, handler: chatServer() });
    await screen.findByText('Chào anh, đơn đã về kho');
    await app.user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Hãy nhập tin nhắn hoặc chọn ảnh')).toBeInTheDocument();
    expect(sends(app.requests)).toHaveLength(0);
  });

  it('keeps a message written offline through a reload and sends it once, with the same clientId, when online', async () => {
    const server = chatServer();
    const first = await renderApp('/chat/order-12', { signedIn: true, handler: server });
    await screen.findByText('Chào anh, đơn đã về kho');
    act(() => onlineManager.setOnline(false));
    await first.user.type(screen.getByRole('textbox', { name: /Tin nhắn/ }), 'Gửi lúc mất mạng');
    await first.user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Đang chờ gửi, sẽ gửi khi có mạng')).toBeInTheDocument();
    // Typed but not sent yet: kept too.
    await first.user.type(screen.getByRole('textbox', { name: /Tin nhắn/ }), 'Chưa gửi');
    expect(sends(first.requests)).toHaveLength(0);

    // A reload: the page and its outbox go, what is on the device stays.
    first.unmount();
    stopChatOutbox();
    const second = await renderApp('/chat/order-12', { signedIn: true, handler: server });
    expect(await screen.findByText('Gửi lúc mất mạng')).toBeInTheDocument();
    expect(screen.getByText('Đang chờ gửi, sẽ gửi khi có mạng')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tin nhắn/ })).toHaveValue('Chưa gửi');
    expect(sends(second.requests)).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByText(/Đang chờ gửi|Đang gửi/)).not.toBeInTheDocument());
    const sent = sends(second.requests);
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as SendChatMessageInput).text).toBe('Gửi lúc mất mạng');
    expect((sent[0]!.body as SendChatMessageInput).clientId).toMatch(UUID);
    expect(server.stored.filter((m) => m.text === 'Gửi lúc mất mạng')).toHaveLength(1);
    expect(screen.getByText('Gửi lúc mất mạng')).toBeInTheDocument();
  }, 20_000);

  it('sends again with the same clientId after an answer was lost, and the message is stored once', async () => {
    const server = chatServer();
    let lose = true;
    const handler: StubHandler = (request) => {
      if (request.method === 'POST' && request.url === '/Chat/order-12/Messages' && lose) {
        lose = false;
        // Stored, but the answer never arrives.
        void server(request);
        return reply(503, { message: 'Máy chủ bận', code: 'try-again' });
      }
      return server(request);
    };
    const app = await renderApp('/chat/order-12', { signedIn: true, handler });
    await screen.findByText('Chào anh, đơn đã về kho');
    await app.user.type(screen.getByRole('textbox', { name: /Tin nhắn/ }), 'Một lần thôi');
    await app.user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(sends(app.requests)).toHaveLength(2), { timeout: 8000 });
    const [a, b] = sends(app.requests).map((r) => (r.body as SendChatMessageInput).clientId);
    expect(a).toMatch(UUID);
    expect(b).toBe(a);
    expect(server.stored.filter((m) => m.text === 'Một lần thôi')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByText('Một lần thôi')).toHaveLength(1));
  }, 20_000);

  it('opens a web address in a message as a link, in a new tab', async () => {
    const link = 'https://item.taobao.com/item.htm?id=652874751413';
    await renderApp('/chat/order-12', { signedIn: true, handler: chatServer([staffMessage(1, `Anh xem mẫu này nhé: ${link}.`)]) });
    const opened = await screen.findByRole('link', { name: link });
    expect(opened).toHaveAttribute('href', link);
    expect(opened).toHaveAttribute('target', '_blank');
    expect(opened).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText(/Anh xem mẫu này nhé:/)).toBeInTheDocument();
  });

  it('titles a thread nobody wrote in yet with the code of what it is about', async () => {
    const server = chatServer();
    const handler: StubHandler = (request) =>
      request.method === 'GET' && request.url === '/Chat/order-31/Messages'
        ? reply(200, { items: [], hasOlder: false, readUpTo: 0, subjectCode: 'MH2611290031' })
        : server(request);
    await renderApp('/chat/order-31', { signedIn: true, handler });
    expect(await screen.findByRole('heading', { name: /MH2611290031/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tin nhắn/ })).toBeInTheDocument();
  });

  it.each([
    ['a missing order or another customer’s thread (the server says 404 alike)', '/chat/order-999999'],
    ['a kind of thread that does not exist', '/chat/foo-1'],
  ])('shows %s as not found, with the way back to the threads and nothing to retry or write', async (_, path) => {
    const app = await renderApp(path, { signedIn: true, handler: chatServer() });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy cuộc trò chuyện' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem tất cả tin nhắn' })).toHaveAttribute('href', '/chat');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Tin nhắn/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gửi' })).not.toBeInTheDocument();
    // Asked once (a 404 is not asked again), and nothing is marked read.
    expect(app.requests.filter((r) => r.url.endsWith('/Messages') && r.method === 'GET').length).toBeLessThanOrEqual(1);
    expect(app.requests.some((r) => r.url.endsWith('/Read'))).toBe(false);

    await app.user.click(screen.getByRole('link', { name: 'Xem tất cả tin nhắn' }));
    expect(await screen.findByRole('link', { name: /Hỗ trợ/ })).toBeInTheDocument();
  });
});
