import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, renderApp, reply, testUser } from './renderApp';

async function fill(app: Awaited<ReturnType<typeof renderApp>>, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await app.user.type(screen.getByLabelText(label), value);
  }
}

const valid = {
  'Họ và tên': 'Nguyễn Văn An',
  'Tên đăng nhập': 'an.nguyen',
  Email: 'an@example.com',
  'Số điện thoại': '0912 345 678',
  'Mật khẩu': 'mot cau de nho',
};

describe('the register page', () => {
  it('says the phone number is not in the right format', async () => {
    const app = await renderApp('/auth/register');
    await fill(app, { ...valid, 'Số điện thoại': '12345' });
    await app.user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(screen.getByLabelText('Số điện thoại')).toHaveAccessibleDescription('Số điện thoại không đúng định dạng');
    expect(app.requests).toHaveLength(0);
  });

  it('asks for a name when it is left empty', async () => {
    const app = await renderApp('/auth/register');
    await fill(app, { ...valid, 'Họ và tên': '' });
    await app.user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(screen.getByLabelText('Họ và tên')).toHaveAccessibleDescription('Vui lòng điền vào tên');
    expect(screen.getByLabelText('Họ và tên')).toHaveFocus();
  });

  it('moves focus to the first field in error on screen', async () => {
    const app = await renderApp('/auth/register');
    await app.user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(screen.getByLabelText('Họ và tên')).toHaveFocus();
    expect(screen.getByLabelText('Tên đăng nhập')).toHaveAttribute('aria-invalid', 'true');
    expect(app.requests).toHaveLength(0);
  });

  it('says how long a password must be', async () => {
    const app = await renderApp('/auth/register');
    await fill(app, { ...valid, 'Mật khẩu': 'ngan' });
    await app.user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(screen.getByText('Mật khẩu phải có ít nhất 8 ký tự')).toBeInTheDocument();
  });

  it("puts the error for a taken user name under its field, in the app's words", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await renderApp('/auth/register', {
      handler: ({ url }) =>
        url === '/auth/register' ? failure(409, 'Tên đăng nhập đã được sử dụng', 'username-already-in-use') : undefined,
    });
    await fill(app, valid);
    await app.user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tên đăng nhập này đã có người dùng');
    expect(screen.getByLabelText('Tên đăng nhập')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('an@example.com');
  });

  it('signs the new customer in and lands on /', async () => {
    const app = await renderApp('/auth/register', {
      handler: ({ url }) => (url === '/auth/register' ? reply(201, { token: 'token-new' }) : undefined),
    });
    await fill(app, valid);
    await app.user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await app.waitForPath('/');
    expect(await screen.findByText(`Xin chào, ${testUser.fullName}`)).toBeInTheDocument();
    expect(app.storage.getItem('jwt_token')).toBe('token-new');
    expect(app.requests[0]?.body).toEqual({
      userName: 'an.nguyen',
      fullName: 'Nguyễn Văn An',
      email: 'an@example.com',
      phone: '0912 345 678',
      password: 'mot cau de nho',
    });
  });
});
