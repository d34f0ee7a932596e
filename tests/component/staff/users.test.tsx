import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../contract/staff';
import { failure, renderApp, reply, testUser, type StubRequest } from '../renderApp';

const admin = { ...testUser, role: 'admin' as const };

const staffAccount: AdminUser = {
  id: 7,
  userName: 'kho.linh',
  fullName: 'Trần Thị Linh',
  email: 'linh@example.com',
  phone: '',
  role: 'staff',
  duties: ['warehouse', 'delivery'],
  customerCode: 'KH0007',
  disabled: false,
  createdAt: '2026-01-02T03:00:00.000Z',
};

const page = (items: AdminUser[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('the console accounts pages', () => {
  it('refuses staff who are not admins with the 403 page, and asks nothing', async () => {
    const app = await renderApp('/staff/users', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['care', 'money'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
    expect(app.requests.some((request) => request.url === '/Admin/Users')).toBe(false);
  });

  it('lists accounts with role and duty names, and filters by role through the address', async () => {
    const app = await renderApp('/staff/users', {
      signedIn: true,
      user: admin,
      handler: ({ url }) => (url === '/Admin/Users' ? reply(200, page([staffAccount])) : undefined),
    });
    const table = await screen.findByRole('table', { name: 'Tài khoản' });
    expect(await within(table).findByRole('link', { name: 'kho.linh' })).toHaveAttribute('href', '/staff/users/7');
    expect(within(table).getByText('Nhân viên')).toBeInTheDocument();
    expect(within(table).getByText('Kho, Giao hàng')).toBeInTheDocument();
    await app.user.selectOptions(screen.getByLabelText('Vai trò'), 'agency');
    await app.waitForPath('/staff/users');
    expect(app.router.state.location.search).toMatchObject({ state: 'agency' });
    await screen.findByRole('table', { name: 'Tài khoản' });
    expect(app.requests.filter((r) => r.url === '/Admin/Users').at(-1)?.params).toMatchObject({ role: 'agency', page: 1 });
  });

  it('says when no account matches', async () => {
    await renderApp('/staff/users', {
      signedIn: true,
      user: admin,
      handler: ({ url }) => (url === '/Admin/Users' ? reply(200, page([])) : undefined),
    });
    expect(await screen.findByText('Không có tài khoản nào.')).toBeInTheDocument();
  });

  it('says why the list could not load', async () => {
    await renderApp('/staff/users', {
      signedIn: true,
      user: admin,
      handler: ({ url }) => (url === '/Admin/Users' ? failure(500, 'Máy chủ đang bận') : undefined),
    });
    expect(await screen.findByText('Máy chủ đang bận')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('creates a staff account with its duties and opens it', async () => {
    const app = await renderApp('/staff/users/new', {
      signedIn: true,
      user: admin,
      handler: ({ method, url }) => {
        if (method === 'POST' && url === '/Admin/Users') return reply(201, staffAccount);
        if (url === '/Admin/Users/7') return reply(200, staffAccount);
        return undefined;
      },
    });
    await app.user.type(await screen.findByLabelText('Tên đăng nhập'), 'kho.linh');
    await app.user.type(screen.getByLabelText('Họ tên'), 'Trần Thị Linh');
    await app.user.type(screen.getByLabelText('Email'), 'linh@example.com');
    await app.user.type(screen.getByLabelText('Mật khẩu ban đầu'), 'Matkhau123!');
    await app.user.click(screen.getByLabelText('Kho'));
    await app.user.click(screen.getByLabelText('Giao hàng'));
    await app.user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    await app.waitForPath('/staff/users/7');
    const post = app.requests.find((r) => r.method === 'POST' && r.url === '/Admin/Users');
    expect(post?.body).toEqual({
      userName: 'kho.linh',
      fullName: 'Trần Thị Linh',
      email: 'linh@example.com',
      password: 'Matkhau123!',
      role: 'staff',
      duties: ['warehouse', 'delivery'],
    });
  });

  it('hides duties for a customer account', async () => {
    const app = await renderApp('/staff/users/new', { signedIn: true, user: admin });
    expect(await screen.findByRole('group', { name: 'Nhiệm vụ' })).toBeInTheDocument();
    await app.user.selectOptions(screen.getByLabelText('Vai trò'), 'customer');
    expect(screen.queryByRole('group', { name: 'Nhiệm vụ' })).not.toBeInTheDocument();
  });

  it('changes role and duties with PUT and shows the server refusal in Vietnamese', async () => {
    let refuse = true;
    const app = await renderApp('/staff/users/7', {
      signedIn: true,
      user: admin,
      handler: ({ method, url, body }) => {
        if (url !== '/Admin/Users/7') return undefined;
        if (method === 'PUT') {
          if (refuse) return failure(400, 'Bạn không thể tự bỏ quyền quản trị của chính mình', 'cannot-demote-self');
          return reply(200, { ...staffAccount, ...(body as object) });
        }
        return reply(200, staffAccount);
      },
    });
    await app.user.click(await screen.findByLabelText('Mua hàng'));
    await app.user.click(screen.getByLabelText('Kho'));
    await app.user.click(screen.getByRole('button', { name: 'Lưu vai trò' }));
    expect(await screen.findByText('Bạn không thể tự bỏ quyền quản trị của chính mình')).toBeInTheDocument();
    const put = app.requests.find((r: StubRequest) => r.method === 'PUT');
    expect(put?.body).toEqual({ role: 'staff', duties: ['purchasing', 'delivery'] });
    refuse = false;
    await app.user.click(screen.getByRole('button', { name: 'Lưu vai trò' }));
    expect(await screen.findByText('Đã lưu vai trò và nhiệm vụ.')).toBeInTheDocument();
  });

  it('disables an account only after confirmation', async () => {
    let disabled = false;
    const app = await renderApp('/staff/users/7', {
      signedIn: true,
      user: admin,
      handler: ({ method, url }) => {
        if (method === 'POST' && url === '/Admin/Users/7/Disable') {
          disabled = true;
          return reply(200, { ok: true });
        }
        if (url === '/Admin/Users/7') return reply(200, { ...staffAccount, disabled });
        return undefined;
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Khóa tài khoản' }));
    const dialog = screen.getByRole('dialog', { name: 'Khóa tài khoản kho.linh?' });
    expect(app.requests.some((r) => r.url.endsWith('/Disable'))).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'Khóa' }));
    expect(await screen.findByRole('button', { name: 'Mở khóa tài khoản' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.requests.filter((r) => r.method === 'POST' && r.url === '/Admin/Users/7/Disable')).toHaveLength(1);
  });

  it('says why an account its owner closed cannot be enabled again', async () => {
    const app = await renderApp('/staff/users/7', {
      signedIn: true,
      user: admin,
      handler: ({ method, url }) => {
        if (method === 'POST' && url === '/Admin/Users/7/Enable')
          return failure(409, 'Tài khoản này đã được chủ tài khoản xoá, không thể mở lại', 'account-deleted');
        if (url === '/Admin/Users/7') return reply(200, { ...staffAccount, disabled: true });
        return undefined;
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Mở khóa tài khoản' }));
    const dialog = screen.getByRole('dialog', { name: 'Mở khóa tài khoản kho.linh?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Mở khóa' }));
    expect(await within(dialog).findByText('Tài khoản này đã được chủ tài khoản xoá, không thể mở lại')).toBeInTheDocument();
  });
});
