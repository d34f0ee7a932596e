import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filenameOf } from '../../../src/api/download';
import { vietnamToday } from '../../../src/lib/download';
import { failure, renderApp, reply, testUser } from '../renderApp';

describe('the console exports page', () => {
  const clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    clicked.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:csv-1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('counts days in Vietnam: 20:00 UTC on the last day of a month is already the next month there', () => {
    expect(vietnamToday(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(vietnamToday(new Date('2026-03-31T16:59:00Z'))).toBe('2026-03-31');
  });

  it('reads the file name of Content-Disposition', () => {
    expect(filenameOf('attachment; filename="orders-2026-03.csv"')).toBe('orders-2026-03.csv');
    expect(filenameOf("attachment; filename*=UTF-8''giao%20d%E1%BB%8Bch.csv")).toBe('giao dịch.csv');
    expect(filenameOf(undefined)).toBeUndefined();
  });

  it('offers money staff only the transactions, from the first of this month to today', async () => {
    const app = await renderApp('/staff/exports', {
      signedIn: true,
      user: { ...testUser, role: 'staff', duties: ['money'] },
      handler: ({ url }) =>
        url === '/Staff/Export/transactions' ? reply(200, new Blob(['\uFEFFa,b\n'], { type: 'text/csv' })) : undefined,
    });
    const button = await screen.findByRole('button', { name: 'Tải CSV Giao dịch ví' });
    expect(screen.queryByRole('button', { name: 'Tải CSV Đơn mua hộ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tải CSV Kiện hàng' })).not.toBeInTheDocument();
    const today = vietnamToday();
    expect(screen.getByLabelText('Từ ngày')).toHaveValue(`${today.slice(0, 8)}01`);
    expect(screen.getByLabelText('Đến ngày')).toHaveValue(today);
    await app.user.click(button);
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    const request = app.requests.find((r) => r.url === '/Staff/Export/transactions');
    expect(request?.method).toBe('GET');
    expect(request?.params).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
    expect(clicked[0]).toEqual({ href: 'blob:csv-1', download: `transactions-${today.slice(0, 8)}01-${today}.csv` });
  });

  it('offers an admin every kind and shows a refusal in Vietnamese', async () => {
    const app = await renderApp('/staff/exports', {
      signedIn: true,
      user: { ...testUser, role: 'admin' },
      handler: ({ url }) => (url === '/Staff/Export/packages' ? failure(400, 'Khoảng ngày quá dài', 'validation') : undefined),
    });
    expect(await screen.findByRole('button', { name: 'Tải CSV Đơn mua hộ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tải CSV Giao dịch ví' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Tải CSV Kiện hàng' }));
    expect(await screen.findByText('Khoảng ngày quá dài')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('tells staff with no exportable duty so, and refuses customers', async () => {
    await renderApp('/staff/exports', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['care'] } });
    expect(await screen.findByText('Tài khoản của bạn không có loại dữ liệu nào để xuất.')).toBeInTheDocument();
  });

  it('gives a customer the 403 page', async () => {
    await renderApp('/staff/exports', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
  });
});
