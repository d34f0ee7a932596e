import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../contract/ledger';
import { renderApp, reply, testUser, type StubRequest } from './renderApp';

const wallet = { balanceVnd: 1_250_000, heldVnd: 250_000, availableVnd: 1_000_000 };

const transaction = (id: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  type: 'recharge',
  amountVnd: 500_000,
  balanceAfterVnd: 1_250_000,
  cause: { type: 'recharge', id: 100 + id },
  note: null,
  // 01:30 UTC is 08:30 in Hanoi.
  createdAt: '2026-11-01T01:30:00.000Z',
  ...overrides,
});

const page = (items: Transaction[], pageNumber = 1, total = items.length) => ({ items, total, page: pageNumber, pageSize: 20 });

const listRequests = (requests: StubRequest[]) => requests.filter((r) => r.method === 'GET' && r.url === '/Transaction');

describe('the transaction list', () => {
  it('shows the wallet and each movement: type, signed amount, balance after, Hanoi time, note and cause', async () => {
    await renderApp('/transaction', {
      signedIn: true,
      handler: ({ url }) => {
        if (url === '/Wallet') return reply(200, wallet);
        if (url === '/Transaction') {
          return reply(
            200,
            page([
              transaction(3, { type: 'deposit', amountVnd: -300_000, balanceAfterVnd: 950_000, cause: { type: 'order', id: 15 } }),
              transaction(2, { type: 'adjustment', amountVnd: 50_000, cause: { type: 'adjustment', id: 9 }, note: 'Bù phí vận chuyển' }),
              transaction(1),
            ]),
          );
        }
        return undefined;
      },
    });
    const summary = await screen.findByRole('region', { name: 'Ví của bạn' });
    expect(await within(summary).findByText(/1\.000\.000\s₫/)).toBeInTheDocument();
    expect(within(summary).getByText('Đang giữ cho lệnh rút')).toBeInTheDocument();
    expect(within(summary).getByText('Số dư khả dụng')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Nạp tiền vào ví' })).toHaveAttribute('href', '/wallet/recharge');
    expect(within(summary).getByRole('link', { name: 'Rút tiền về ngân hàng' })).toHaveAttribute('href', '/wallet/withdraw');

    const list = await screen.findByRole('list', { name: 'Danh sách giao dịch' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Đặt cọc');
    expect(rows[0]).toHaveTextContent(/Tiền ra: −300\.000\s₫/);
    expect(rows[0]).toHaveTextContent(/Số dư sau: 950\.000\s₫/);
    expect(rows[0]).toHaveTextContent('08:30 01/11/2026');
    expect(within(rows[0]!).getByRole('link', { name: 'Đơn mua hộ #15' })).toHaveAttribute('href', '/orderOrdering/15');
    expect(rows[1]).toHaveTextContent(/Tiền vào: \+50\.000\s₫/);
    expect(rows[1]).toHaveTextContent('Bù phí vận chuyển');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Do nhân viên MuaHộ điều chỉnh');
    expect(rows[1]).not.toHaveTextContent('#9');
    expect(within(rows[2]!).getByRole('link', { name: 'Yêu cầu nạp tiền #101' })).toHaveAttribute('href', '/wallet/recharge?id=101');
  });

  it("links a cause to its page: a customer's pay-on-behalf request, complaint and Taobao Global order", async () => {
    const causes = [
      transaction(3, { type: 'payment', amountVnd: -400_000, cause: { type: 'pob', id: 31 }, note: 'TT2611AB' }),
      transaction(2, { type: 'refund', cause: { type: 'complaint', id: 22 } }),
      transaction(1, { type: 'refund', cause: { type: 'taobaoInt', id: 13 } }),
    ];
    await renderApp('/transaction', {
      signedIn: true,
      handler: ({ url }) => (url === '/Wallet' ? reply(200, wallet) : url === '/Transaction' ? reply(200, page(causes)) : undefined),
    });
    const list = await screen.findByRole('list', { name: 'Danh sách giao dịch' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Đơn thanh toán hộ #31' })).toHaveAttribute('href', '/orderPob/31');
    expect(within(rows[1]!).getByRole('link', { name: 'Khiếu nại #22' })).toHaveAttribute('href', '/orderComplaint/22');
    expect(within(rows[2]!).getByRole('link', { name: 'Đơn Taobao quốc tế #13' })).toHaveAttribute('href', '/taobaoIntOrder/13');
  });

  it("names an agency's pay-on-behalf payment without a link: it may be a customer's request", async () => {
    await renderApp('/transaction', {
      signedIn: true,
      user: { ...testUser, role: 'agency' },
      handler: ({ url }) =>
        url === '/Wallet'
          ? reply(200, wallet)
          : url === '/Transaction'
            ? reply(200, page([transaction(1, { type: 'payment', amountVnd: -400_000, cause: { type: 'pob', id: 31 } })]))
            : undefined,
    });
    const list = await screen.findByRole('list', { name: 'Danh sách giao dịch' });
    expect(within(list).getByText('Đơn thanh toán hộ #31')).toBeInTheDocument();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
  });

  it('sends the type and the days of the filter, and keeps them in the address', async () => {
    const app = await renderApp('/transaction', {
      signedIn: true,
      handler: ({ url, params }) => {
        if (url === '/Wallet') return reply(200, wallet);
        if (url === '/Transaction')
          return reply(
            200,
            page(params.type === 'withdraw' ? [transaction(5, { type: 'withdraw', amountVnd: -100_000 })] : [transaction(1)]),
          );
        return undefined;
      },
    });
    await screen.findByRole('list', { name: 'Danh sách giao dịch' });
    expect(listRequests(app.requests)[0]?.params).toEqual({ page: 1, pageSize: 20 });

    await app.user.selectOptions(screen.getByLabelText('Loại giao dịch'), 'Rút tiền');
    await waitFor(() => expect(listRequests(app.requests).at(-1)?.params).toEqual({ type: 'withdraw', page: 1, pageSize: 20 }));
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(listRequests(app.requests).at(-1)?.params).toEqual({
        type: 'withdraw',
        from: '2026-11-01',
        to: '2026-11-30',
        page: 1,
        pageSize: 20,
      }),
    );
    expect(app.router.state.location.search).toEqual({ type: 'withdraw', from: '2026-11-01', to: '2026-11-30' });
    expect(await screen.findByText('Rút tiền', { selector: '.transaction__type' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
  });

  it('loads the next page with "Tải thêm"', async () => {
    const first = Array.from({ length: 20 }, (_, i) => transaction(40 - i));
    const app = await renderApp('/transaction', {
      signedIn: true,
      handler: ({ url, params }) => {
        if (url === '/Wallet') return reply(200, wallet);
        if (url === '/Transaction')
          return reply(200, params.page === 2 ? page([transaction(20), transaction(19)], 2, 22) : page(first, 1, 22));
        return undefined;
      },
    });
    expect(within(await screen.findByRole('list', { name: 'Danh sách giao dịch' })).getAllByRole('listitem')).toHaveLength(20);
    await app.user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Danh sách giao dịch' })).getAllByRole('listitem')).toHaveLength(22),
    );
    expect(listRequests(app.requests).map((r) => r.params.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).not.toBeInTheDocument();
    expect(screen.getByText('Đã hiển thị tất cả giao dịch.')).toBeInTheDocument();
  });

  it('says when there is nothing yet, and refreshes with "Làm mới"', async () => {
    const app = await renderApp('/transaction', {
      signedIn: true,
      handler: ({ url }) => {
        if (url === '/Wallet') return reply(200, { balanceVnd: 0, heldVnd: 0, availableVnd: 0 });
        if (url === '/Transaction') return reply(200, page([]));
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'Chưa có giao dịch nào' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Làm mới' }));
    await waitFor(() => expect(listRequests(app.requests)).toHaveLength(2));
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    const app = await renderApp('/transaction', {
      signedIn: true,
      handler: ({ url }) => {
        if (url === '/Wallet') return reply(200, wallet);
        if (url === '/Transaction')
          return fail ? reply(400, { message: 'Ngày không hợp lệ', code: 'validation-failed' }) : reply(200, page([transaction(1)]));
        return undefined;
      },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(within(await screen.findByRole('list', { name: 'Danh sách giao dịch' })).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('the wallet on the home page', () => {
  it('shows what can be spent, above the services', async () => {
    await renderApp('/', {
      signedIn: true,
      handler: ({ url }) => (url === '/Wallet' ? reply(200, wallet) : undefined),
    });
    const summary = await screen.findByRole('region', { name: 'Ví của bạn' });
    expect(await within(summary).findByText(/1\.000\.000\s₫/)).toBeInTheDocument();
  });

  it('offers to try again when the balance cannot be loaded', async () => {
    let fail = true;
    const app = await renderApp('/', {
      signedIn: true,
      handler: ({ url }) =>
        url === '/Wallet' ? (fail ? reply(404, { message: 'Không tìm thấy', code: 'not-found' }) : reply(200, wallet)) : undefined,
    });
    const summary = await screen.findByRole('region', { name: 'Ví của bạn' });
    expect(await within(summary).findByText('Không tải được số dư ví.')).toBeInTheDocument();
    fail = false;
    await app.user.click(within(summary).getByRole('button', { name: 'Thử lại' }));
    expect(await within(summary).findByText(/1\.000\.000\s₫/)).toBeInTheDocument();
  });
});
