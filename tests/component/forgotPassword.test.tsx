import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderApp, reply, testUser, type StubHandler } from './renderApp';

const server: StubHandler = ({ url, body }) => {
  if (url === '/auth/forgotpassword') return reply(200, { message: 'ok' });
  if (url === '/auth/resetpassword') {
    return (body as { code: string }).code === '246810'
      ? reply(200, { token: 'token-after-reset' })
      : failure(400, 'Mã xác nhận không đúng hoặc đã hết hạn', 'invalid-action-code');
  }
  return undefined;
};

async function requestCode(app: Awaited<ReturnType<typeof renderApp>>) {
  await app.user.type(screen.getByLabelText('Tên đăng nhập, email hoặc số điện thoại'), 'an.nguyen');
  await app.user.click(screen.getByRole('button', { name: 'Gửi mã xác nhận' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Nếu tài khoản tồn tại, mã xác nhận gồm 6 chữ số đã được gửi tới email của bạn',
  );
}

/** Step 2: the code from the mail and a new password, then "Đặt lại mật khẩu". */
async function resetWith(app: Awaited<ReturnType<typeof renderApp>>, code: string) {
  await app.user.type(screen.getByLabelText('Mã xác nhận'), code);
  await app.user.type(screen.getByLabelText('Mật khẩu mới'), 'mat khau moi dai');
  await app.user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
}

describe('the forgot password page', () => {
  it('asks for the account first, then for the code and a new password, and signs the person in', async () => {
    const app = await renderApp('/auth/forgotPassword', { handler: server });
    expect(screen.getByText('Bước 1/2')).toBeInTheDocument();
    await requestCode(app);
    expect(screen.getByText('Bước 2/2')).toBeInTheDocument();
    expect(screen.getByLabelText('Mã xác nhận')).toHaveFocus();

    await resetWith(app, '246810');

    await app.waitForPath('/');
    expect(await screen.findByText(`Xin chào, ${testUser.fullName}`)).toBeInTheDocument();
    expect(app.storage.getItem('jwt_token')).toBe('token-after-reset');
    expect(app.requests.find((r) => r.url === '/auth/resetpassword')?.body).toEqual({
      userName: 'an.nguyen',
      code: '246810',
      newPassword: 'mat khau moi dai',
    });
  });

  it('checks the code has six digits before asking the server', async () => {
    const app = await renderApp('/auth/forgotPassword', { handler: server });
    await requestCode(app);
    await resetWith(app, '12ab');
    expect(screen.getByLabelText('Mã xác nhận')).toHaveAccessibleDescription('Mã xác nhận gồm 6 chữ số');
    expect(app.requests.filter((r) => r.url === '/auth/resetpassword')).toHaveLength(0);
  });

  it("says the code is wrong, in the app's words for its error code, and keeps what was typed", async () => {
    const app = await renderApp('/auth/forgotPassword', { handler: server });
    await requestCode(app);
    await resetWith(app, '111111');

    expect(await screen.findByRole('alert')).toHaveTextContent('Mã xác nhận không đúng');
    expect(screen.getByLabelText('Mã xác nhận')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mật khẩu mới')).toHaveValue('mat khau moi dai');
    expect(app.pathname()).toBe('/auth/forgotPassword');
  });
});
