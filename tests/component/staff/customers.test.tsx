import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffCustomer } from '../../../contract/staff';
import type { Transaction } from '../../../contract/wallet';
import { failure, renderApp, reply, testUser, type StubHandler } from '../renderApp';

const customer: StaffCustomer = {
  id: 12,
  userName: 'binh.le',
  fullName: 'Lê Văn Bình',
  email: 'binh@example.com',
  phone: '+84987654321',
  role: 'customer',
  duties: [],
  customerCode: 'KH0012',
  disabled: false,
  createdAt: '2026-01-02T03:00:00.000Z',
  balanceVnd: 1_250_000,
  heldVnd: 300_000,
  openOrders: 2,
};

const line: Transaction = {
  id: 99,
  type: 'recharge',
  amountVnd: 500_000,
  balanceAfterVnd: 1_250_000,
  cause: { type: 'recharge', id: 5 },
  note: null,
  createdAt: '2026-02-01T03:00:00.000Z',
} as Transaction;

const care = { ...testUser, role: 'staff' as const, duties: ['care' as const] };

const handler: StubHandler = ({ url }) => {
  if (url === '/Staff/Customer') return reply(200, { items: [customer], total: 1, page: 1, pageSize: 20 });
  if (url === '/Staff/Customer/12') return reply(200, customer);
  if (url === '/Staff/Customer/12/Transaction') return reply(200, { items: [line], total: 1, page: 1, pageSize: 20 });
  return undefined;
};

describe('the console customers pages', () => {
  it('refuses warehouse staff with the 403 page', async () => {
    const app = await renderApp('/staff/customers', {
      signedIn: true,
      user: { ...testUser, role: 'staff', duties: ['warehouse'] },
      handler,
    });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
    expect(app.requests.some((request) => request.url.startsWith('/Staff/Customer'))).toBe(false);
  });

  it('lists customers with balance, held money and open orders, and searches by code', async () => {
    const app = await renderApp('/staff/customers', { signedIn: true, user: care, handler });
    const table = await screen.findByRole('table', { name: 'Khách hàng' });
    expect(await within(table).findByRole('link', { name: 'KH0012' })).toHaveAttribute('href', '/staff/customers/12');
    const row = within(table).getByRole('link', { name: 'KH0012' }).closest('tr');
    expect(row).toHaveTextContent(/1\.250\.000/);
    expect(row).toHaveTextContent(/300\.000/);
    await app.user.type(screen.getByRole('searchbox', { name: 'Tìm khách hàng' }), 'KH0012');
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    await screen.findByRole('table', { name: 'Khách hàng' });
    expect(app.requests.filter((r) => r.url === '/Staff/Customer').at(-1)?.params).toMatchObject({ q: 'KH0012' });
  });

  it('says when no customer matches', async () => {
    await renderApp('/staff/customers', {
      signedIn: true,
      user: care,
      handler: ({ url }) => (url === '/Staff/Customer' ? reply(200, { items: [], total: 0, page: 1, pageSize: 20 }) : undefined),
    });
    expect(await screen.findByText('Không có khách hàng nào.')).toBeInTheDocument();
  });

  it('shows why the list failed', async () => {
    await renderApp('/staff/customers', {
      signedIn: true,
      user: care,
      handler: ({ url }) => (url === '/Staff/Customer' ? failure(503, 'Dịch vụ tạm ngưng') : undefined),
    });
    expect(await screen.findByText('Dịch vụ tạm ngưng')).toBeInTheDocument();
  });

  it('shows a customer, their ledger and the ways to their orders; care staff cannot change the account', async () => {
    await renderApp('/staff/customers/12', { signedIn: true, user: care, handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'KH0012 · Lê Văn Bình' })).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: 'Lịch sử giao dịch' });
    expect(await within(ledger).findByText('Nạp tiền')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đơn mua hộ của khách' })).toHaveAttribute('href', '/staff/orders?q=KH0012');
    expect(screen.getByRole('link', { name: 'Đơn ký gửi của khách' })).toHaveAttribute('href', '/staff/consignments?q=KH0012');
    expect(screen.queryByRole('button', { name: 'Khóa tài khoản' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lưu vai trò' })).not.toBeInTheDocument();
  });

  it('lets an admin make the customer an agency', async () => {
    const app = await renderApp('/staff/customers/12', {
      signedIn: true,
      user: { ...testUser, role: 'admin' },
      handler: (request) => {
        if (request.method === 'PUT' && request.url === '/Admin/Users/12') return reply(200, { ...customer, role: 'agency' });
        return handler(request);
      },
    });
    expect(await screen.findByRole('button', { name: 'Khóa tài khoản' })).toBeInTheDocument();
    await app.user.selectOptions(screen.getByLabelText('Vai trò'), 'agency');
    await app.user.click(screen.getByRole('button', { name: 'Lưu vai trò' }));
    expect(await screen.findByText('Đã lưu vai trò và nhiệm vụ.')).toBeInTheDocument();
    expect(app.requests.find((r) => r.method === 'PUT')?.body).toEqual({ role: 'agency', duties: [] });
  });
});
