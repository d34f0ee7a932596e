import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../contract/staff';
import { renderApp, reply, testUser } from '../renderApp';

const counts: Dashboard = {
  unmatchedBankLines: 2,
  rechargesToCheck: 1,
  ordersToBuy: 7,
  ordersAwaitingSeller: 0,
  packagesExpectedInChina: 3,
  packagesToMove: 4,
  deliveriesToHandOver: 5,
  withdrawalsToPay: 6,
  pobToTake: 0,
  pobInProcess: 0,
  pobRefundsToDecide: 0,
};

const dashboard = ({ url }: { url: string }) => (url === '/Staff/Dashboard' ? reply(200, counts) : undefined);

describe('the staff console frame', () => {
  it('gives a customer the 403 page at /staff, never the console or its data', async () => {
    const app = await renderApp('/staff', { signedIn: true, handler: dashboard });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Điều hướng quầy nhân viên' })).not.toBeInTheDocument();
    expect(app.requests.some((request) => request.url === '/Staff/Dashboard')).toBe(false);
  });

  it('gives an agency the 403 page too', async () => {
    await renderApp('/staff', { signedIn: true, user: { ...testUser, role: 'agency' }, handler: dashboard });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
  });

  it('shows warehouse staff only the queues of their duty, with the counts', async () => {
    await renderApp('/staff', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['warehouse'] }, handler: dashboard });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tổng quan' })).toBeInTheDocument();
    expect(await screen.findByText('Kiện sắp về kho Trung Quốc')).toBeInTheDocument();
    expect(screen.getByText('Kiện cần chuyển kho')).toBeInTheDocument();
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.queryByText('Lệnh rút cần chi')).not.toBeInTheDocument();
    expect(screen.queryByText('Đơn chờ mua')).not.toBeInTheDocument();
  });

  it('shows an admin every queue and names who is signed in', async () => {
    await renderApp('/staff', { signedIn: true, user: { ...testUser, role: 'admin' }, handler: dashboard });
    expect(await screen.findByText('Lệnh rút cần chi')).toBeInTheDocument();
    expect(screen.getByText('Sao kê chưa khớp')).toBeInTheDocument();
    expect(await screen.findByText('7')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' });
    expect(within(nav).getByText('Quản trị viên')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Về ứng dụng khách hàng' })).toHaveAttribute('href', '/');
  });

  it('tells staff without any duty to ask for one', async () => {
    await renderApp('/staff', { signedIn: true, user: { ...testUser, role: 'staff', duties: [] }, handler: dashboard });
    expect(await screen.findByText(/chưa được giao nhiệm vụ nào/)).toBeInTheDocument();
  });

  it('lands staff in the console after signing in', async () => {
    const app = await renderApp('/auth/login', {
      user: { ...testUser, role: 'staff', duties: ['money'] },
      handler: (request) => (request.url === '/auth/login' ? reply(200, { token: 'token-for-staff' }) : dashboard(request)),
    });
    await app.user.type(screen.getByLabelText('Tên đăng nhập, email hoặc số điện thoại'), 'thu.ngan');
    await app.user.type(screen.getByLabelText('Mật khẩu'), 'mat-khau-dung');
    await app.user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await app.waitForPath('/staff');
    expect(await screen.findByText('Lệnh rút cần chi')).toBeInTheDocument();
  });

  it('opens the console from the profile for staff', async () => {
    await renderApp('/profile', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['care'] } });
    expect(await screen.findByRole('link', { name: 'Mở quầy nhân viên' })).toHaveAttribute('href', '/staff');
  });

  it('shows customers no way into the console', async () => {
    await renderApp('/profile', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: testUser.fullName })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mở quầy nhân viên' })).not.toBeInTheDocument();
  });
});
