import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderApp, reply } from './renderApp';

describe('the change password page', () => {
  it('says so when the confirmation does not match', async () => {
    const app = await renderApp('/profile/changePassword', { signedIn: true });
    await app.user.type(await screen.findByLabelText('Mật khẩu hiện tại'), 'mat khau cu');
    await app.user.type(screen.getByLabelText('Mật khẩu mới'), 'mat khau moi dai');
    await app.user.type(screen.getByLabelText('Xác nhận mật khẩu mới'), 'mat khau khac');
    await app.user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(screen.getByLabelText('Xác nhận mật khẩu mới')).toHaveAccessibleDescription('Mật khẩu xác nhận không khớp');
    expect(app.requests.filter((r) => r.url === '/CurrentUser/ChangePassword')).toHaveLength(0);
  });

  it('keeps the person signed in with the new token stored', async () => {
    const app = await renderApp('/profile/changePassword', {
      signedIn: true,
      handler: ({ method, url }) =>
        method === 'PUT' && url === '/CurrentUser/ChangePassword' ? reply(200, { token: 'token-new' }) : undefined,
    });
    await app.user.type(await screen.findByLabelText('Mật khẩu hiện tại'), 'mat khau cu');
    await app.user.type(screen.getByLabelText('Mật khẩu mới'), 'mat khau moi dai');
    await app.user.type(screen.getByLabelText('Xác nhận mật khẩu mới'), 'mat khau moi dai');
    await app.user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Đã đổi mật khẩu.');
    expect(app.storage.getItem('jwt_token')).toBe('token-new');
    expect(app.session.getSnapshot().matches('authenticated')).toBe(true);
    expect(app.session.getSnapshot().context.token).toBe('token-new');
    expect(app.pathname()).toBe('/profile/changePassword');
    expect(app.requests.find((r) => r.url === '/CurrentUser/ChangePassword')?.body).toEqual({
      currentPassword: 'mat khau cu',
      newPassword: 'mat khau moi dai',
    });
  });

  it('puts a wrong current password under its field', async () => {
    const app = await renderApp('/profile/changePassword', {
      signedIn: true,
      handler: ({ url }) =>
        url === '/CurrentUser/ChangePassword' ? failure(400, 'Mật khẩu hiện tại không đúng', 'wrong-password') : undefined,
    });
    await app.user.type(await screen.findByLabelText('Mật khẩu hiện tại'), 'sai');
    await app.user.type(screen.getByLabelText('Mật khẩu mới'), 'mat khau moi dai');
    await app.user.type(screen.getByLabelText('Xác nhận mật khẩu mới'), 'mat khau moi dai');
    await app.user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mật khẩu hiện tại không đúng');
    expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveAccessibleDescription('Mật khẩu hiện tại không đúng');
    expect(app.storage.getItem('jwt_token')).toBe('token-signed-in');
  });
});
