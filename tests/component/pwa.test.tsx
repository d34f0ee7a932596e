import { screen, waitFor as waitForDom } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPwa, type PwaEnvironment } from '../../src/pwa/createPwa';
import { LAST_RELOAD_KEY } from '../../src/pwa/reloadStamp';
import { renderApp, testUser } from './renderApp';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The PWA actors over jsdom's window: no service worker, the reload counted instead of done. */
function testPwa(overrides: Partial<PwaEnvironment> = {}) {
  const env: PwaEnvironment = {
    win: window,
    serviceWorker: false,
    checkBuilds: false,
    buildId: 'build-a',
    now: () => Date.now(),
    pageShown: Promise.resolve(),
    reload: vi.fn(),
    log: vi.fn(),
    ...overrides,
  };
  const services = createPwa(env);
  const stop = services.start();
  stops.push(stop);
  return { ...services, env };
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  sessionStorage.clear();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const installPromptEvent = () =>
  Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });

describe('the update prompt', () => {
  it('appears when a newer build is deployed, and reloads only when the person says so', async () => {
    const pwa = testPwa({
      checkBuilds: true,
      fetch: async (url) =>
        url === '/builds/latest.json'
          ? json({ id: 'build-b', timestamp: 2 })
          : url === '/builds/meta/build-b.json'
            ? json({ id: 'build-b', timestamp: 2, version: '0.2.0' })
            : new Response('', { status: 404 }),
    });
    const app = await renderApp('/', { signedIn: true, pwa });
    // The first check runs a second after start.
    expect(await screen.findByText('Có phiên bản mới', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Tải lại để dùng phiên bản mới nhất của MuaHộ.')).toBeInTheDocument();
    expect(pwa.env.reload).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('button', { name: 'Tải lại' }));
    expect(pwa.env.reload).toHaveBeenCalledOnce();
    expect(Number(sessionStorage.getItem(LAST_RELOAD_KEY))).toBeGreaterThan(0);
  });

  it('goes away on “Để sau” and comes back with the next news of an update', async () => {
    const pwa = testPwa();
    const app = await renderApp('/', { signedIn: true, pwa });
    pwa.pwa.send({ type: 'update.available', build: { id: 'build-b', timestamp: 2, version: '0.2.0' } });
    await app.user.click(await screen.findByRole('button', { name: 'Để sau' }));
    expect(screen.queryByText('Có phiên bản mới')).not.toBeInTheDocument();
    pwa.pwa.send({ type: 'worker.waiting' });
    expect(await screen.findByText('Có phiên bản mới')).toBeInTheDocument();
    expect(pwa.env.reload).not.toHaveBeenCalled();
  });

  it('warns that unsaved input would be lost, and still asks', async () => {
    const pwa = testPwa();
    const app = await renderApp('/profile/changeInfo', { signedIn: true, pwa });
    const name = await screen.findByLabelText('Họ và tên');
    pwa.pwa.send({ type: 'update.available', build: { id: 'build-b', timestamp: 2, version: '0.2.0' } });
    // Filled in by the form from the profile, untouched: nothing would be lost.
    expect(await screen.findByText('Tải lại để dùng phiên bản mới nhất của MuaHộ.')).toBeInTheDocument();

    await app.user.clear(name);
    await app.user.type(name, 'Trần Thị Bình');
    expect(await screen.findByText(/Trang này có thông tin bạn chưa lưu/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tải lại' })).toBeEnabled();
    expect(pwa.env.reload).not.toHaveBeenCalled();

    // Typed back to what it was: nothing unsaved any more.
    await app.user.clear(name);
    await app.user.type(name, testUser.fullName);
    expect(await screen.findByText('Tải lại để dùng phiên bản mới nhất của MuaHộ.')).toBeInTheDocument();
  });

  it('asks instead of reloading when another tab’s update takes over a page with unsaved input', async () => {
    const pwa = testPwa();
    const app = await renderApp('/profile/changeInfo', { signedIn: true, pwa });
    const name = await screen.findByLabelText('Họ và tên');
    await app.user.type(name, ' Bình');
    pwa.pwa.send({ type: 'worker.controllerChanged', now: Date.now(), replaced: true, unsavedInput: true });
    expect(await screen.findByText(/Trang này có thông tin bạn chưa lưu/)).toBeInTheDocument();
    expect(pwa.env.reload).not.toHaveBeenCalled();
  });
});

describe('the install button', () => {
  it('shows on home once the browser offers to install, and goes once used', async () => {
    const pwa = testPwa();
    const app = await renderApp('/', { signedIn: true, pwa });
    expect(screen.queryByRole('button', { name: 'Cài đặt ứng dụng' })).not.toBeInTheDocument();
    const offer = installPromptEvent();
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    await app.user.click(await screen.findByRole('button', { name: 'Cài đặt ứng dụng' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    await waitForDom(() => expect(screen.queryByRole('button', { name: 'Cài đặt ứng dụng' })).not.toBeInTheDocument());
  });

  it('shows on the profile too', async () => {
    const pwa = testPwa();
    await renderApp('/profile', { signedIn: true, pwa });
    window.dispatchEvent(installPromptEvent());
    expect(await screen.findByRole('button', { name: 'Cài đặt ứng dụng' })).toBeInTheDocument();
  });
});

describe('offline', () => {
  afterEach(() => setOnline(true));

  it('shows a banner while the browser is offline', async () => {
    await renderApp('/', { signedIn: true, pwa: testPwa() });
    const text = 'Bạn đang ngoại tuyến. Một số thao tác cần mạng sẽ không thực hiện được.';
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    setOnline(false);
    expect(await screen.findByText(text)).toBeInTheDocument();
    setOnline(true);
    await waitForDom(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
  });

  it('says a form could not be sent for lack of network', async () => {
    const app = await renderApp('/auth/login', {
      handler: ({ url }) => {
        if (url === '/auth/login') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
        return undefined;
      },
    });
    setOnline(false);
    await app.user.type(await screen.findByLabelText('Tên đăng nhập, email hoặc số điện thoại'), 'an.nguyen');
    await app.user.type(screen.getByLabelText('Mật khẩu', { exact: true }), 'mot-cau-de-nho-2026');
    await app.user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không có kết nối mạng. Vui lòng thử lại khi có mạng.');
  });

  it('shows the “ready offline” notice after the worker’s first install, and lets it be closed', async () => {
    const pwa = testPwa();
    const app = await renderApp('/', { signedIn: true, pwa });
    pwa.pwa.send({ type: 'worker.offlineReady' });
    expect(await screen.findByText('Ứng dụng đã sẵn sàng dùng ngoại tuyến')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByText('Ứng dụng đã sẵn sàng dùng ngoại tuyến')).not.toBeInTheDocument();
  });
});

describe('push notifications on the profile', () => {
  it('explain that this browser cannot receive them (jsdom has no Push API)', async () => {
    await renderApp('/profile', { signedIn: true });
    expect(await screen.findByText(/Trình duyệt này không hỗ trợ thông báo đẩy/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nhận thông báo' })).not.toBeInTheDocument();
  });

  it('explain a refused permission, and register the subscription once allowed', async () => {
    const subscription = { endpoint: 'https://push.example.net/send/1', expirationTime: null, keys: { p256dh: 'k', auth: 'a' } };
    let permission: NotificationPermission = 'default';
    const requestPermission = vi.fn(async () => permission);
    vi.stubGlobal('Notification', {
      get permission() {
        return 'default';
      },
      requestPermission,
    });
    vi.stubGlobal('PushManager', function PushManager() {});
    const pushManager = {
      getSubscription: vi.fn(async () => null),
      subscribe: vi.fn(async () => ({ ...subscription, toJSON: () => subscription })),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn(async () => ({ active: {}, pushManager })) },
    });
    try {
      const app = await renderApp('/profile', {
        signedIn: true,
        handler: ({ method, url }) =>
          method === 'GET' && url === '/Push/PublicKey'
            ? {
                status: 200,
                data: { publicKey: 'BJy6J7Ews6jEnZnNuBMKmCK6t-qxqRFH_h_ilkv25Ji2lvAiZzDoGKLqb4Kb_UrUDx3V3gW5zs7gIg6LrYQZw8E' },
              }
            : method === 'POST' && url === '/CurrentUser/UpdateFcmToken'
              ? { status: 200, data: { ok: true } }
              : undefined,
      });
      const button = await screen.findByRole('button', { name: 'Nhận thông báo' });
      await app.user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent('Bạn chưa cho phép nhận thông báo.');

      permission = 'granted';
      await app.user.click(button);
      expect(await screen.findByText('Đã bật thông báo trên thiết bị này.')).toBeInTheDocument();
      expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
      const sent = app.requests.find((r) => r.url === '/CurrentUser/UpdateFcmToken');
      expect(JSON.parse((sent?.body as { token: string }).token)).toEqual(subscription);
    } finally {
      vi.unstubAllGlobals();
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
