import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, renderApp, reply, testUser } from './renderApp';

describe('the login page', () => {
  it('shows Vietnamese messages when submitted empty', async () => {
    const app = await renderApp('/auth/login');
    await app.user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    const userName = screen.getByLabelText('Tên đăng nhập, email hoặc số điện thoại');
    expect(userName).toHaveAttribute('aria-invalid', 'true');
    expect(userName).toHaveAccessibleDescription('Vui lòng nhập thông tin này');
    expect(screen.getByLabelText('Mật khẩu')).toHaveAccessibleDescription('Vui lòng nhập thông tin này');
    expect(app.requests).toHaveLength(0);
  });

  it('moves focus to the first field in error and clears its message once it is filled', async () => {
    const app = await renderApp('/auth/login');
    await app.user.type(screen.getByLabelText('Mật khẩu'), 'mat-khau');
    await app.user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    const userName = screen.getByLabelText('Tên đăng nhập, email hoặc số điện thoại');
    expect(userName).toHaveFocus();
    expect(userName).toHaveAccessibleDescription('Vui lòng nhập thông tin này');
    expect(screen.getByLabelText('Mật khẩu')).not.toHaveAttribute('aria-invalid');

    await app.user.type(userName, 'an.nguyen');
    expect(userName).not.toHaveAttribute('aria-invalid');
    await app.user.clear(userName);
    expect(userName).toHaveAttribute('aria-invalid', 'true');
    expect(app.requests).toHaveLength(0);
  });

  it('says the credentials are wrong on a 401 and keeps the typed user name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await renderApp('/auth/login', {
      handler: ({ url }) =>
        url === '/auth/login' ? failure(401, 'Tên đăng nhập hoặc mật khẩu không đúng', 'invalid-credential') : undefined,
    });
    await app.user.type(screen.getByLabelText('Tên đăng nhập, email hoặc số điện thoại'), 'an.nguyen');
    await app.user.type(screen.getByLabelText('Mật khẩu'), 'sai-mat-khau');
    await app.user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(screen.getByLabelText('Tên đăng nhập, email hoặc số điện thoại')).toHaveValue('an.nguyen');
    expect(screen.getByLabelText('Mật khẩu')).toHaveValue('sai-mat-khau');
    expect(app.pathname()).toBe('/auth/login');
  });

  it('states the real wait when the server slows guessing down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await renderApp('/auth/login', {
      handler: ({ url }) =>
        url === '/auth/login' ? failure(429, 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 14 phút.', 'too-many-requests') : undefined,
    });
    await app.user.type(screen.getByLabelText('Tên đăng nhập, email hoặc số điện thoại'), 'an.nguyen');
    await app.user.type(screen.getByLabelText('Mật khẩu'), 'sai-mat-khau');
    await app.user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 14 phút.');
  });

  it("stores the token under jwt_token on success and lands on / showing the user's name", async () => {
    const app = await renderApp('/auth/login', {
      handler: ({ url, body }) =>
        url === '/auth/login' ? reply(200, { token: `token-for-${(body as { userName: string }).userName}` }) : undefined,
    });
    await app.user.type(screen.getByLabelText('Tên đăng nhập, email hoặc số điện thoại'), 'an.nguyen');
    await app.user.type(screen.getByLabelText('Mật khẩu'), 'mat-khau-dung');
    await app.user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await app.waitForPath('/');
    expect(await screen.findByText(`Xin chào, ${testUser.fullName}`)).toBeInTheDocument();
    expect(app.storage.getItem('jwt_token')).toBe('token-for-an.nguyen');
    expect(app.requests.find((r) => r.url === '/CurrentUser')?.authorization).toBe('Bearer token-for-an.nguyen');
  });

  it('lets the person see the password they typed', async () => {
    const app = await renderApp('/auth/login');
    const password = screen.getByLabelText('Mật khẩu');
    await app.user.type(password, 'bi-mat');
    expect(password).toHaveAttribute('type', 'password');
    await app.user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hiện mật khẩu' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('explains why the stored session could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await renderApp('/profile', {
      signedIn: true,
      handler: ({ url }) => (url === '/CurrentUser' ? failure(401, 'Phiên đăng nhập đã hết hạn', 'user-token-expired') : undefined),
    });
    await app.waitForPath('/auth/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Phiên đăng nhập đã hết hạn');
    expect(app.storage.getItem('jwt_token')).toBeNull();
  });

  it('signs out at once when the account is disabled and says why on the login page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await renderApp('/profile/changeInfo', {
      signedIn: true,
      handler: ({ method, url }) =>
        method === 'PUT' && url === '/CurrentUser/ChangeInformation' ? failure(401, 'Tài khoản đã bị khoá', 'user-disabled') : undefined,
    });
    await app.user.click(await screen.findByRole('button', { name: 'Lưu thay đổi' }));
    await app.waitForPath('/auth/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tài khoản của bạn đã bị khoá. Vui lòng liên hệ bộ phận hỗ trợ.');
    expect(app.storage.getItem('jwt_token')).toBeNull();
  });

  it('links to registration and password recovery', async () => {
    await renderApp('/auth/login');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Đăng ký tài khoản' })).toHaveAttribute('href', '/auth/register');
    expect(within(main).getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/auth/forgotPassword');
  });

  it.each(['/auth/login', '/auth/register'])('sends a signed-in person who opens %s home', async (path) => {
    const app = await renderApp(path, { signedIn: true });
    await app.waitForPath('/');
    expect(await screen.findByText(`Xin chào, ${testUser.fullName}`)).toBeInTheDocument();
    expect(app.storage.getItem('jwt_token')).toBe('token-signed-in');
  });
});
