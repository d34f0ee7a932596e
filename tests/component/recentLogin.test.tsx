import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderApp, reply } from './renderApp';

const recentLoginRequired = () => failure(403, 'Vui lòng đăng nhập lại để tiếp tục', 'requires-recent-login');

describe('a sensitive change after a while signed in', () => {
  it('asks for the password once more, then saves the new email without retyping it', async () => {
    let staleToken = true;
    const app = await renderApp('/profile/changeInfo', {
      signedIn: true,
      handler: ({ method, url, body }) => {
        if (method === 'POST' && url === '/auth/reauthenticate') {
          staleToken = false;
          return reply(200, { token: 'token-fresh' });
        }
        if (method === 'PUT' && url === '/CurrentUser/ChangeInformation') {
          return staleToken ? recentLoginRequired() : reply(200, { ...app.session.getSnapshot().context.user, ...(body as object) });
        }
        return undefined;
      },
    });
    const email = await screen.findByLabelText('Email');
    await app.user.clear(email);
    await app.user.type(email, 'moi@example.vn');
    await app.user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    await app.user.type(await screen.findByLabelText('Mật khẩu hiện tại'), 'mot-cau-de-nho-2026');
    await app.user.click(screen.getByRole('button', { name: 'Xác nhận và lưu' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Đã lưu thông tin của bạn.');
    expect(app.requests.find((r) => r.url === '/auth/reauthenticate')?.body).toEqual({ password: 'mot-cau-de-nho-2026' });
    expect(app.storage.getItem('jwt_token')).toBe('token-fresh');
    expect(app.session.getSnapshot().context.user?.email).toBe('moi@example.vn');
  });

  it('proves a password change with the current password already typed, without asking twice', async () => {
    let staleToken = true;
    const app = await renderApp('/profile/changePassword', {
      signedIn: true,
      handler: ({ method, url }) => {
        if (method === 'POST' && url === '/auth/reauthenticate') {
          staleToken = false;
          return reply(200, { token: 'token-fresh' });
        }
        if (method === 'PUT' && url === '/CurrentUser/ChangePassword') {
          return staleToken ? recentLoginRequired() : reply(200, { token: 'token-after-change' });
        }
        return undefined;
      },
    });
    await app.user.type(await screen.findByLabelText('Mật khẩu hiện tại'), 'mat khau cu');
    await app.user.type(screen.getByLabelText('Mật khẩu mới'), 'mat khau moi dai');
    await app.user.type(screen.getByLabelText('Xác nhận mật khẩu mới'), 'mat khau moi dai');
    await app.user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Đã đổi mật khẩu.');
    expect(app.requests.find((r) => r.url === '/auth/reauthenticate')?.body).toEqual({ password: 'mat khau cu' });
    expect(app.storage.getItem('jwt_token')).toBe('token-after-change');
  });
});
