import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../contract/notifications';
import { renderApp, reply, type StubHandler } from './renderApp';

const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  topic: 'order',
  event: 'order.purchased',
  title: `Đơn DH00${id} đã được mua`,
  body: 'Nhân viên đã đặt hàng với người bán.',
  url: `/orderOrdering/${id}`,
  createdAt: '2026-11-27T03:00:00.000Z',
  readAt: null,
  ...overrides,
});

/** A server holding `items`: reads mark them, the count follows. */
function notificationServer(items: Notification[]): StubHandler {
  const unread = () => items.filter((item) => item.readAt === null).length;
  return ({ method, url }) => {
    if (method === 'GET' && url === '/Notification/UnreadCount') return reply(200, { count: unread() });
    if (method === 'GET' && url === '/Notification')
      return reply(200, { items, total: items.length, page: 1, pageSize: 20, unread: unread() });
    if (method === 'POST' && url === '/Notification/ReadAll') {
      for (const item of items) item.readAt ??= '2026-11-27T04:00:00.000Z';
      return reply(204);
    }
    const one = /^\/Notification\/(\d+)\/Read$/.exec(url);
    if (method === 'POST' && one) {
      const item = items.find((i) => i.id === Number(one[1]));
      if (item) item.readAt ??= '2026-11-27T04:00:00.000Z';
      return reply(204);
    }
    return undefined;
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('notifications', () => {
  it('lists them unread first with the unread count on the tab bar, and marks all read', async () => {
    const items = [notification(2), notification(1, { readAt: '2026-11-26T03:00:00.000Z', title: 'Nạp tiền thành công' })];
    const app = await renderApp('/notification', { signedIn: true, handler: notificationServer(items) });

    const nav = screen.getByRole('navigation', { name: 'Điều hướng chính' });
    expect(await within(nav).findByRole('link', { name: /^Thông báo, 1 chưa đọc$/ })).toBeInTheDocument();

    const unreadRow = await screen.findByRole('button', { name: /Đơn DH002 đã được mua/ });
    expect(unreadRow).toHaveTextContent('Chưa đọc');
    expect(screen.getByRole('button', { name: /Nạp tiền thành công/ })).not.toHaveTextContent('Chưa đọc');
    expect(screen.getByText('1 thông báo chưa đọc')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Đánh dấu đã đọc tất cả' }));
    expect(app.requests.filter((r) => r.method === 'POST' && r.url === '/Notification/ReadAll')).toHaveLength(1);
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Thông báo' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Đơn DH002 đã được mua/ })).not.toHaveTextContent('Chưa đọc'));
    expect(screen.queryByRole('button', { name: 'Đánh dấu đã đọc tất cả' })).not.toBeInTheDocument();
  }, 20_000);

  it('marks one read when it is opened and goes to the page it tells of', async () => {
    const items = [notification(5)];
    const app = await renderApp('/notification', { signedIn: true, handler: notificationServer(items) });
    await app.user.click(await screen.findByRole('button', { name: /Đơn DH005 đã được mua/ }));
    await app.waitForPath('/orderOrdering/5');
    await waitFor(() => expect(app.requests.some((r) => r.method === 'POST' && r.url === '/Notification/5/Read')).toBe(true));
  });

  it('never leaves the app for a link that is not one of its pages', async () => {
    const items = [notification(6, { url: 'https://evil.example/phish' })];
    const app = await renderApp('/notification', { signedIn: true, handler: notificationServer(items) });
    await app.user.click(await screen.findByRole('button', { name: /Đơn DH006 đã được mua/ }));
    await waitFor(() => expect(app.requests.some((r) => r.url === '/Notification/6/Read')).toBe(true));
    expect(app.pathname()).toBe('/notification');
  });

  it('says so when there are none', async () => {
    await renderApp('/notification', { signedIn: true, handler: notificationServer([]) });
    expect(await screen.findByRole('heading', { name: 'Bạn chưa có thông báo nào' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đánh dấu đã đọc tất cả' })).not.toBeInTheDocument();
  });

  it('reads cleanly when empty: the empty state’s one next step, with no "Làm mới" beside it', async () => {
    await renderApp('/notification', { signedIn: true, handler: notificationServer([]) });
    const empty = await screen.findByRole('heading', { name: 'Bạn chưa có thông báo nào' });
    expect(within(empty.closest('section')!).getByRole('link', { name: 'Về trang chủ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Làm mới' })).not.toBeInTheDocument();
  });

  it('offers "Làm mới" under the rows, and it fetches the list again', async () => {
    const app = await renderApp('/notification', { signedIn: true, handler: notificationServer([notification(7)]) });
    await app.user.click(await screen.findByRole('button', { name: 'Làm mới' }));
    await waitFor(() => expect(app.requests.filter((r) => r.method === 'GET' && r.url === '/Notification')).toHaveLength(2));
  });
});
