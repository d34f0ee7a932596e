import { screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultTopicPreference,
  notificationTopics,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '../../contract/notifications';
import { failure, renderApp, reply, testUser, type StubHandler } from './renderApp';

const defaults = (): NotificationPreferences =>
  Object.fromEntries(notificationTopics.map((topic) => [topic, defaultTopicPreference(topic)])) as NotificationPreferences;

/**
 * A server keeping the choices: PUT stores the topics given and answers them all, after `gate`
 * opens when one is given.
 */
function preferencesServer(
  stored = defaults(),
  { refuse, gate }: { refuse?: () => ReturnType<StubHandler>; gate?: Promise<void> } = {},
): StubHandler {
  return async ({ method, url, body }) => {
    if (url !== '/Notification/Preferences') return undefined;
    if (method === 'GET') return reply(200, stored);
    if (method === 'PUT') {
      await gate;
      const refused = refuse?.();
      if (refused) return refused;
      Object.assign(stored, body as UpdateNotificationPreferences);
      return reply(200, stored);
    }
    return undefined;
  };
}

const topicGroup = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('notification preferences', { timeout: 20_000 }, () => {
  it('shows the agency its own topic, and nobody else', async () => {
    await renderApp('/profile/notifications', { signedIn: true, handler: preferencesServer() });
    await screen.findByRole('group', { name: 'Đơn mua hộ' });
    expect(screen.queryByRole('group', { name: 'Khách của đại lý' })).not.toBeInTheDocument();
  });

  it('lets an agency choose how it hears that a customer left', async () => {
    await renderApp('/profile/notifications', { signedIn: true, user: { ...testUser, role: 'agency' }, handler: preferencesServer() });
    const agency = await screen.findByRole('group', { name: 'Khách của đại lý' });
    expect(within(agency).getByText('Khách rời đại lý của bạn')).toBeInTheDocument();
    expect(within(agency).getByRole('switch', { name: 'Trong ứng dụng' })).toBeChecked();
    expect(within(agency).queryByRole('switch', { name: 'Qua email' })).not.toBeInTheDocument();
  });

  it('is reached from the profile and shows each topic with its switches, e-mail only where money moves', async () => {
    const app = await renderApp('/profile', { signedIn: true, handler: preferencesServer() });
    await app.user.click(await screen.findByRole('link', { name: 'Chọn loại thông báo muốn nhận' }));
    await app.waitForPath('/profile/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cài đặt thông báo' })).toBeInTheDocument();

    const order = await screen.findByRole('group', { name: 'Đơn mua hộ' });
    expect(within(order).getByRole('switch', { name: 'Trong ứng dụng' })).toBeChecked();
    expect(within(order).getByRole('switch', { name: 'Trên điện thoại' })).toBeChecked();
    expect(within(order).queryByRole('switch', { name: 'Qua email' })).not.toBeInTheDocument();
    for (const name of ['Ví tiền', 'Thanh toán hộ']) {
      expect(within(topicGroup(name)).getByRole('switch', { name: 'Qua email' })).toBeChecked();
    }
    expect(screen.getAllByRole('group')).toHaveLength(notificationTopics.filter((topic) => topic !== 'agency').length);
    expect(screen.getAllByRole('switch', { name: 'Qua email' })).toHaveLength(2);
  });

  it('shows a skeleton while the choices load', async () => {
    let answer: (value: ReturnType<StubHandler>) => void = () => {};
    const slow: StubHandler = ({ url }) => (url === '/Notification/Preferences' ? new Promise((resolve) => (answer = resolve)) : undefined);
    await renderApp('/profile/notifications', { signedIn: true, handler: slow });
    expect(await screen.findByText('Đang tải lựa chọn thông báo…')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    answer(reply(200, defaults()));
    expect(await screen.findByRole('group', { name: 'Kiện hàng' })).toBeInTheDocument();
  });

  it('saves the switches as they are, says so, and shows the saved choices when opened again', async () => {
    const stored = defaults();
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const app = await renderApp('/profile/notifications', { signedIn: true, handler: preferencesServer(stored, { gate }) });
    await app.user.click(within(await screen.findByRole('group', { name: 'Đơn mua hộ' })).getByRole('switch', { name: 'Trên điện thoại' }));
    await app.user.click(within(topicGroup('Ví tiền')).getByRole('switch', { name: 'Qua email' }));
    expect(screen.getByText('Bạn có thay đổi chưa lưu.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Lưu lựa chọn' }));
    expect(await screen.findByRole('button', { name: 'Đang lưu…' })).toBeDisabled();
    open();
    expect(await screen.findByText('Đã lưu lựa chọn thông báo của bạn.')).toBeInTheDocument();
    const puts = app.requests.filter((r) => r.method === 'PUT' && r.url === '/Notification/Preferences');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({
      order: { inApp: true, push: false, email: false },
      money: { inApp: true, push: true, email: false },
      pob: { inApp: true, push: true, email: true },
    });
    expect(screen.queryByText('Bạn có thay đổi chưa lưu.')).not.toBeInTheDocument();

    // Another visit reads what the server stored.
    await app.router.navigate({ to: '/profile' });
    await app.waitForPath('/profile');
    await app.queryClient.resetQueries({ queryKey: ['notifications', 'preferences'] });
    await app.router.navigate({ to: '/profile/notifications' });
    const order = within(await screen.findByRole('group', { name: 'Đơn mua hộ' }));
    expect(order.getByRole('switch', { name: 'Trên điện thoại' })).not.toBeChecked();
    expect(within(topicGroup('Ví tiền')).getByRole('switch', { name: 'Qua email' })).not.toBeChecked();
  });

  it('follows a fresher answer from the server until the person touches a switch', async () => {
    const stored = defaults();
    const app = await renderApp('/profile/notifications', { signedIn: true, handler: preferencesServer(stored) });
    const push = within(await screen.findByRole('group', { name: 'Đơn mua hộ' })).getByRole('switch', { name: 'Trên điện thoại' });
    expect(push).toBeChecked();
    // Another device saved meanwhile; the page loads again (a reload shows the kept answer first).
    stored.order = { inApp: true, push: false, email: false };
    await app.queryClient.invalidateQueries({ queryKey: ['notifications', 'preferences'] });
    await waitFor(() => expect(push).not.toBeChecked());
    expect(screen.queryByText('Bạn có thay đổi chưa lưu.')).not.toBeInTheDocument();

    await app.user.click(within(topicGroup('Khiếu nại')).getByRole('switch', { name: 'Trong ứng dụng' }));
    stored.order = { inApp: true, push: true, email: false };
    await app.queryClient.invalidateQueries({ queryKey: ['notifications', 'preferences'] });
    await waitFor(() => expect(app.requests.filter((r) => r.method === 'GET' && r.url === '/Notification/Preferences')).toHaveLength(3));
    expect(within(topicGroup('Khiếu nại')).getByRole('switch', { name: 'Trong ứng dụng' })).not.toBeChecked();
  });

  it('shows why a save was refused in the server’s words and keeps the switches as the person left them', async () => {
    const refusal = failure(400, 'Dữ liệu không hợp lệ', 'validation-failed', [
      { path: 'order.email', message: 'Chỉ thông báo về tiền (ví, thanh toán hộ) mới gửi được qua email' },
    ]);
    const app = await renderApp('/profile/notifications', {
      signedIn: true,
      handler: preferencesServer(defaults(), { refuse: () => refusal }),
    });
    const push = within(await screen.findByRole('group', { name: 'Khiếu nại' })).getByRole('switch', { name: 'Trên điện thoại' });
    await app.user.click(push);
    await app.user.click(screen.getByRole('button', { name: 'Lưu lựa chọn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chỉ thông báo về tiền (ví, thanh toán hộ) mới gửi được qua email');
    expect(push).not.toBeChecked();
    expect(screen.queryByText('Đã lưu lựa chọn thông báo của bạn.')).not.toBeInTheDocument();
  });

  it('offline, says saving needs the network, keeps the choices, and saves them once back online', async () => {
    let online = true;
    const server = preferencesServer();
    const handler: StubHandler = (request) => {
      if (!online && request.url === '/Notification/Preferences') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
      return server(request);
    };
    const app = await renderApp('/profile/notifications', { signedIn: true, handler });
    const inApp = within(await screen.findByRole('group', { name: 'Tin nhắn' })).getByRole('switch', { name: 'Trong ứng dụng' });
    await app.user.click(inApp);

    online = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await app.user.click(screen.getByRole('button', { name: 'Lưu lựa chọn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chưa lưu được vì không có mạng. Các lựa chọn vẫn giữ nguyên ở đây: hãy bấm “Lưu lựa chọn” khi có mạng trở lại.',
    );
    expect(inApp).not.toBeChecked();

    online = true;
    onLine.mockReturnValue(true);
    await app.user.click(screen.getByRole('button', { name: 'Lưu lựa chọn' }));
    expect(await screen.findByText('Đã lưu lựa chọn thông báo của bạn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const saved = app.requests.filter((r) => r.method === 'PUT').at(-1);
    expect(saved?.body).toMatchObject({ chat: { inApp: false, push: true, email: false } });
  });
});
