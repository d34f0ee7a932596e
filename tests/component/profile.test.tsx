import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderApp, reply, testUser } from './renderApp';

describe('the profile pages', () => {
  it('show who is signed in, with the phone number written the Vietnamese way', async () => {
    await renderApp('/profile', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: testUser.fullName })).toBeInTheDocument();
    expect(screen.getByText('@an.nguyen')).toBeInTheDocument();
    expect(screen.getByText('KH0001')).toBeInTheDocument();
    expect(screen.getByText('an@example.com')).toBeInTheDocument();
    expect(screen.getByText('0912 345 678')).toBeInTheDocument();
    expect(screen.getByText('Khách hàng')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Cài đặt tài khoản' });
    expect(within(menu).getByRole('link', { name: 'Đăng xuất' })).toHaveAttribute('href', '/auth/logout');
    expect(within(menu).getByRole('link', { name: 'Đổi mật khẩu' })).toHaveAttribute('href', '/profile/changePassword');
  });

  it('takes the avatar initials whole when a name ends in an emoji', async () => {
    const { container } = await renderApp('/profile', { signedIn: true, user: { ...testUser, fullName: 'Nguyễn Văn 👍🏽' } });
    await screen.findByRole('heading', { level: 2, name: 'Nguyễn Văn 👍🏽' });
    expect(container.querySelector('.profile-card__avatar')).toHaveTextContent(/^N👍🏽$/u);
  });

  it('save changed information and share the updated user with the whole app', async () => {
    const app = await renderApp('/profile/changeInfo', {
      signedIn: true,
      handler: ({ method, url, body }) =>
        method === 'PUT' && url === '/CurrentUser/ChangeInformation'
          ? reply(200, { ...testUser, ...(body as object), phone: '+84987654321' })
          : undefined,
    });
    const name = await screen.findByLabelText('Họ và tên');
    expect(name).toHaveValue(testUser.fullName);
    expect(screen.getByLabelText('Số điện thoại')).toHaveValue('0912 345 678');
    await app.user.clear(name);
    await app.user.type(name, 'Trần Thị Bình');
    await app.user.clear(screen.getByLabelText('Số điện thoại'));
    await app.user.type(screen.getByLabelText('Số điện thoại'), '0987654321');
    await app.user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Đã lưu thông tin của bạn.');
    expect(app.session.getSnapshot().context.user?.fullName).toBe('Trần Thị Bình');
    expect(app.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      fullName: 'Trần Thị Bình',
      email: testUser.email,
      phone: '0987654321',
      locale: 'vi',
    });
  });

  it('log out from /auth/logout, forgetting the token', async () => {
    const app = await renderApp('/auth/logout', { signedIn: true });
    await app.waitForPath('/auth/login');
    expect(app.storage.getItem('jwt_token')).toBeNull();
    expect(app.session.getSnapshot().context.user).toBeNull();
  });

  it('signs out of every device after confirming, ending all sessions on the server', async () => {
    const app = await renderApp('/profile', {
      signedIn: true,
      handler: ({ url }) => (url === '/auth/logoutall' || url === '/auth/logout' ? reply(204) : undefined),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Đăng xuất khỏi mọi thiết bị' }));
    const dialog = screen.getByRole('dialog', { name: 'Đăng xuất khỏi mọi thiết bị?' });
    expect(app.requests.some((r) => r.url === '/auth/logoutall')).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'Đăng xuất tất cả' }));
    await app.waitForPath('/auth/login');
    expect(app.requests.find((r) => r.url === '/auth/logoutall')?.authorization).toBe('Bearer token-signed-in');
    expect(app.storage.getItem('jwt_token')).toBeNull();
  });

  it('deletes the account with the password typed again, then signs out', async () => {
    const app = await renderApp('/profile', {
      signedIn: true,
      handler: ({ method, url }) => ((method === 'DELETE' && url === '/CurrentUser') || url === '/auth/logout' ? reply(204) : undefined),
    });
    await app.user.click(await screen.findByRole('link', { name: 'Xóa tài khoản' }));
    await app.waitForPath('/profile/deleteAccount');
    await app.user.click(await screen.findByRole('button', { name: 'Xóa tài khoản vĩnh viễn' }));
    expect(screen.getByLabelText('Nhập mật khẩu để xác nhận')).toHaveAccessibleDescription('Vui lòng nhập thông tin này');
    expect(app.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await app.user.type(screen.getByLabelText('Nhập mật khẩu để xác nhận'), 'mật khẩu của tôi');
    await app.user.click(screen.getByRole('button', { name: 'Xóa tài khoản vĩnh viễn' }));
    await app.waitForPath('/auth/login');
    expect(app.requests.find((r) => r.method === 'DELETE')?.body).toEqual({ password: 'mật khẩu của tôi' });
    expect(app.storage.getItem('jwt_token')).toBeNull();
  });

  it('says why an account cannot be deleted yet and keeps the person signed in', async () => {
    const app = await renderApp('/profile/deleteAccount', {
      signedIn: true,
      handler: ({ method, url }) =>
        method === 'DELETE' && url === '/CurrentUser'
          ? failure(409, 'Ví còn tiền: hãy rút hết số dư trước khi xóa tài khoản', 'account-has-balance')
          : undefined,
    });
    await app.user.type(await screen.findByLabelText('Nhập mật khẩu để xác nhận'), 'mật khẩu của tôi');
    await app.user.click(screen.getByRole('button', { name: 'Xóa tài khoản vĩnh viễn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ví còn tiền: hãy rút hết số dư trước khi xóa tài khoản');
    expect(app.pathname()).toBe('/profile/deleteAccount');
    expect(app.storage.getItem('jwt_token')).toBe('token-signed-in');
  });
});
