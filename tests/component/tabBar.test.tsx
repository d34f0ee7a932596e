import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleLiveEvent } from '../../src/live/liveClient';
import { createLiveFollowing } from '../../src/live/liveFollowing';
import { renderApp, reply, type StubHandler } from './renderApp';

/** Unread counts on the server: the notification badge's endpoint and the thread list's total. */
function unreadServer(counts: { chat: number; notifications: number }): StubHandler {
  return ({ method, url }) => {
    if (method === 'GET' && url === '/Notification/UnreadCount') return reply(200, { count: counts.notifications });
    if (method === 'GET' && url === '/Chat') return reply(200, { items: [], unreadTotal: counts.chat });
    return undefined;
  };
}

/**
 * The tab bar as a browser lays it out: each part of a link (icon, label) is a flex item, so a
 * block, and the accessible name puts a space between blocks. Without it jsdom joins the parts
 * with nothing between them, which would hide a stray space before the comma.
 */
let layout: HTMLStyleElement;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  layout = document.createElement('style');
  layout.textContent = '.tab-bar__link > * { display: block; }';
  document.head.append(layout);
});
afterEach(() => layout.remove());

const mainNavigation = () => screen.getByRole('navigation', { name: 'Điều hướng chính' });

describe('the tab bar', { timeout: 20_000 }, () => {
  it('has six destinations, "Tin nhắn" among them (for the side column; CSS leaves it out of a phone’s bar)', async () => {
    await renderApp('/', { signedIn: true, handler: unreadServer({ chat: 0, notifications: 0 }) });
    const links = within(mainNavigation()).getAllByRole('link');
    expect(within(mainNavigation()).getByRole('link', { name: 'Tin nhắn' }).closest('li')).toHaveClass('tab-bar__side-only');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Trang chủ', '/'],
      ['Đơn hàng', '/orderOrdering'],
      ['Giỏ hàng', '/shoppingCart'],
      ['Tin nhắn', '/chat'],
      ['Thông báo', '/notification'],
      ['Tài khoản', '/profile'],
    ]);
  });

  it('names a tab with its unread count cleanly, the count drawn on the icon hidden from screen readers', async () => {
    await renderApp('/', { signedIn: true, handler: unreadServer({ chat: 3, notifications: 1 }) });
    const nav = mainNavigation();
    const chat = await within(nav).findByRole('link', { name: 'Tin nhắn, 3 chưa đọc' });
    const bell = await within(nav).findByRole('link', { name: 'Thông báo, 1 chưa đọc' });
    expect(chat).toHaveAccessibleName('Tin nhắn, 3 chưa đọc');
    expect(bell).toHaveAccessibleName('Thông báo, 1 chưa đọc');
    expect(within(chat).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    // Without anything unread the name is the label alone.
    expect(within(nav).getByRole('link', { name: 'Giỏ hàng' })).toHaveAccessibleName('Giỏ hàng');
  });

  it('puts "Tin nhắn" with its count in the header too, for phones', async () => {
    const app = await renderApp('/orderOrdering', { signedIn: true, handler: unreadServer({ chat: 2, notifications: 0 }) });
    const header = screen.getByRole('banner');
    const chat = await within(header).findByRole('link', { name: 'Tin nhắn, 2 chưa đọc' });
    expect(within(chat).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    await app.user.click(chat);
    await app.waitForPath('/chat');
  });

  it('says "99+" above 99, in the name too', async () => {
    await renderApp('/', { signedIn: true, handler: unreadServer({ chat: 120, notifications: 0 }) });
    const chat = await within(mainNavigation()).findByRole('link', { name: 'Tin nhắn, 99+ chưa đọc' });
    expect(within(chat).getByText('99+')).toBeInTheDocument();
    expect(within(mainNavigation()).getByRole('link', { name: 'Thông báo' })).toBeInTheDocument();
  });

  it('counts again when a live chat message or read mark arrives', async () => {
    const counts = { chat: 0, notifications: 0 };
    const app = await renderApp('/', { signedIn: true, handler: unreadServer(counts) });
    const nav = mainNavigation();
    await waitFor(() => expect(app.requests.some((r) => r.url === '/Chat')).toBe(true));
    expect(within(nav).getByRole('link', { name: 'Tin nhắn' })).toBeInTheDocument();

    counts.chat = 2;
    handleLiveEvent(app.queryClient, {
      id: '1',
      type: 'chat.message',
      data: JSON.stringify({
        id: 5,
        thread: 'support-1',
        clientId: 'c-5',
        side: 'staff',
        text: 'Chào bạn',
        images: [],
        createdAt: '2026-11-27T03:00:00.000Z',
      }),
    });
    expect(await within(nav).findByRole('link', { name: 'Tin nhắn, 2 chưa đọc' })).toBeInTheDocument();

    counts.chat = 0;
    handleLiveEvent(app.queryClient, { id: '2', type: 'chat.read', data: JSON.stringify({ thread: 'support-1', upTo: 5 }) });
    expect(await within(nav).findByRole('link', { name: 'Tin nhắn' })).toBeInTheDocument();
  });

  it('reads the counts once live events are followed, and only then: the stream’s opening would read them again', async () => {
    const live = createLiveFollowing();
    const app = await renderApp('/', { signedIn: true, live, handler: unreadServer({ chat: 3, notifications: 1 }) });
    const nav = mainNavigation();
    expect(within(nav).getByRole('link', { name: 'Tin nhắn' })).toBeInTheDocument();
    const countReads = () => app.requests.filter((r) => r.url === '/Chat' || r.url === '/Notification/UnreadCount').length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countReads()).toBe(0);

    live.settle();
    expect(await within(nav).findByRole('link', { name: 'Tin nhắn, 3 chưa đọc' })).toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: 'Thông báo, 1 chưa đọc' })).toBeInTheDocument();
    expect(countReads()).toBe(2);
  });

  it('shows no count to someone signed out, and asks for none', async () => {
    const app = await renderApp('/about', { handler: unreadServer({ chat: 4, notifications: 4 }) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Tin nhắn/ })).not.toBeInTheDocument();
    expect(app.requests.some((r) => r.url === '/Chat' || r.url === '/Notification/UnreadCount')).toBe(false);
  });
});
