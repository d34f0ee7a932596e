import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstStartPath } from '../../src/pwa/firstStart';
import { SPLASH_SEEN_KEY } from '../../src/pwa/splashStorage';
import { renderApp } from './renderApp';

const installedAt = (pathname: string) => ({
  matchMedia: (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
  localStorage: window.localStorage,
  location: { pathname } as Location,
  navigator: {} as Navigator,
});

beforeEach(() => window.localStorage.removeItem(SPLASH_SEEN_KEY));

describe('the first-launch screens', () => {
  it('step through three screens with dots, moving focus to each heading', async () => {
    const app = await renderApp('/splashScreen');
    expect(await screen.findByRole('heading', { level: 1, name: 'MuaHộ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mua hộ từ Taobao, Tmall, 1688' })).toBeInTheDocument();
    expect(screen.getByText('Bước 1 trên 3').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Quay lại' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Tiếp theo' }));
    const wallet = screen.getByRole('heading', { level: 2, name: 'Ví tiền VND của riêng bạn' });
    expect(wallet).toHaveFocus();
    expect(screen.getByText(/VietQR/)).toBeInTheDocument();
    expect(screen.getByText('Bước 2 trên 3').closest('li')).toHaveAttribute('aria-current', 'step');

    await app.user.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Mua hộ từ Taobao, Tmall, 1688' })).toHaveFocus();

    await app.user.click(screen.getByRole('button', { name: 'Tiếp theo' }));
    await app.user.click(screen.getByRole('button', { name: 'Tiếp theo' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Theo dõi hàng đến tận nhà' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Tiếp theo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bỏ qua' })).toBeInTheDocument();
  });

  it('turn with a swipe and with the arrow keys', async () => {
    await renderApp('/splashScreen');
    const first = await screen.findByRole('heading', { level: 2, name: 'Mua hộ từ Taobao, Tmall, 1688' });
    const region = first.closest('section')!;
    fireEvent.pointerDown(region, { clientX: 300 });
    fireEvent.pointerUp(region, { clientX: 100 });
    expect(screen.getByRole('heading', { level: 2, name: 'Ví tiền VND của riêng bạn' })).toBeInTheDocument();
    fireEvent.pointerDown(region.ownerDocument.querySelector('section')!, { clientX: 100 });
    fireEvent.pointerUp(region.ownerDocument.querySelector('section')!, { clientX: 300 });
    expect(screen.getByRole('heading', { level: 2, name: 'Mua hộ từ Taobao, Tmall, 1688' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('heading', { level: 2 }), { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ví tiền VND của riêng bạn' })).toBeInTheDocument();
  });

  it('end on login for someone not signed in, and are not shown again on this device', async () => {
    const app = await renderApp('/splashScreen');
    for (let i = 0; i < 2; i++) await app.user.click(await screen.findByRole('button', { name: 'Tiếp theo' }));
    await app.user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await app.waitForPath('/auth/login');
    expect(window.localStorage.getItem(SPLASH_SEEN_KEY)).not.toBeNull();
    expect(firstStartPath(installedAt('/'))).toBeNull();
  });

  it('end at home for someone signed in', async () => {
    const app = await renderApp('/splashScreen', { signedIn: true });
    for (let i = 0; i < 2; i++) await app.user.click(await screen.findByRole('button', { name: 'Tiếp theo' }));
    await app.user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await app.waitForPath('/');
  });

  it('can be skipped from the first screen', async () => {
    const app = await renderApp('/splashScreen', { signedIn: true });
    await app.user.click(await screen.findByRole('button', { name: 'Bỏ qua' }));
    await app.waitForPath('/');
    expect(window.localStorage.getItem(SPLASH_SEEN_KEY)).not.toBeNull();
  });

  it('are where an installed app starts, once per device', () => {
    expect(firstStartPath(installedAt('/'))).toBe('/splashScreen');
    expect(firstStartPath(installedAt('/'))).toBeNull();
  });
});
