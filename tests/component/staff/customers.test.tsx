import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffCustomer } from '../../../contract/staff';
import type { Transaction } from '../../../contract/ledger';
import { failure, renderApp, reply, testUser, type StubHandler, type StubRequest } from '../renderApp';

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
const moneyStaff = { ...testUser, role: 'staff' as const, duties: ['money' as const] };

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

describe('adjusting a customer wallet from the console', () => {
  type Adjust = { amountVnd: number; reason: string };
  const adjusted = (body: Adjust) =>
    reply(201, {
      transaction: {
        ...line,
        id: 100,
        type: 'adjustment',
        amountVnd: body.amountVnd,
        balanceAfterVnd: 1_250_000 + body.amountVnd,
        cause: { type: 'adjustment', id: 12 },
        note: body.reason,
      },
      wallet: { balanceVnd: 1_250_000 + body.amountVnd, heldVnd: 300_000, availableVnd: 950_000 + body.amountVnd },
    });
  const adjustPosts = (requests: StubRequest[]) =>
    requests.filter((request) => request.method === 'POST' && request.url === '/Staff/Wallet/12/Adjust');

  async function openDialog(app: Awaited<ReturnType<typeof renderApp>>) {
    await app.user.click(await screen.findByRole('button', { name: 'Điều chỉnh ví' }));
    return screen.findByRole('dialog', { name: 'Điều chỉnh ví KH0012' });
  }

  it('is offered to money staff and not to care staff', async () => {
    const careView = await renderApp('/staff/customers/12', { signedIn: true, user: care, handler });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ví' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Điều chỉnh ví' })).not.toBeInTheDocument();
    careView.unmount();

    await renderApp('/staff/customers/12', { signedIn: true, user: moneyStaff, handler });
    expect(await screen.findByRole('button', { name: 'Điều chỉnh ví' })).toBeInTheDocument();
  });

  it('refuses an empty amount or reason, and a debit over what is available, before sending anything', async () => {
    const app = await renderApp('/staff/customers/12', { signedIn: true, user: moneyStaff, handler });
    const dialog = await openDialog(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Xem lại' }));
    expect(await within(dialog).findByText('Vui lòng nhập số tiền điều chỉnh')).toBeInTheDocument();
    expect(within(dialog).getByText('Vui lòng nhập lý do')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText('Lý do (khách sẽ đọc được)'), '   ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Xem lại' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do')).toBeInTheDocument();
    // Of 1.250.000 ₫, 300.000 ₫ is held for a withdrawal: only 950.000 ₫ can be taken.
    await app.user.click(within(dialog).getByRole('radio', { name: 'Trừ tiền' }));
    await app.user.type(within(dialog).getByLabelText('Số tiền'), '960000');
    await app.user.type(within(dialog).getByLabelText('Lý do (khách sẽ đọc được)'), 'Thu phí kho');
    await app.user.click(within(dialog).getByRole('button', { name: 'Xem lại' }));
    expect(await within(dialog).findByText(/Số dư khả dụng của khách chỉ còn 950\.000\s₫/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Số tiền')).toHaveFocus();
    // The same amount credited has no limit here.
    await app.user.click(within(dialog).getByRole('radio', { name: 'Cộng tiền' }));
    await waitFor(() => expect(within(dialog).queryByText(/Số dư khả dụng của khách/)).not.toBeInTheDocument());
    expect(adjustPosts(app.requests)).toEqual([]);
  });

  it('states the effect, sends the signed amount and reason, keeps the key on a retry and makes a new one for a changed amount', async () => {
    let failNext = 3;
    const app = await renderApp('/staff/customers/12', {
      signedIn: true,
      user: moneyStaff,
      handler: (request) => {
        if (request.method === 'POST' && request.url === '/Staff/Wallet/12/Adjust') {
          if (failNext-- > 0) return failure(503, 'Máy chủ bận', 'try-again');
          return adjusted(request.body as Adjust);
        }
        return handler(request);
      },
    });
    const dialog = await openDialog(app);
    await app.user.click(within(dialog).getByRole('radio', { name: 'Trừ tiền' }));
    await app.user.type(within(dialog).getByLabelText('Số tiền'), '50000');
    expect(within(dialog).getByLabelText('Số tiền')).toHaveValue('50.000');
    await app.user.type(within(dialog).getByLabelText('Lý do (khách sẽ đọc được)'), 'Thu lại phí đã hoàn nhầm');
    await app.user.click(within(dialog).getByRole('button', { name: 'Xem lại' }));

    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận điều chỉnh ví KH0012?' });
    expect(confirm).toHaveTextContent(/Trừ 50\.000\s₫ khỏi ví KH0012; số dư sau: 1\.200\.000\s₫\./);
    expect(confirm).toHaveTextContent('Lý do: Thu lại phí đã hoàn nhầm');
    await app.user.click(within(confirm).getByRole('button', { name: 'Trừ tiền' }));
    expect(await within(confirm).findByText('Máy chủ bận')).toBeInTheDocument();
    await app.user.click(within(confirm).getByRole('button', { name: 'Trừ tiền' }));
    await waitFor(() => expect(adjustPosts(app.requests)).toHaveLength(2));
    await within(confirm).findByText('Máy chủ bận');
    // Back to the form and on again without a change: still the same request.
    await app.user.click(within(confirm).getByRole('button', { name: 'Sửa lại' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Điều chỉnh ví KH0012' })).getByRole('button', { name: 'Xem lại' }),
    );
    const same = await screen.findByRole('dialog', { name: 'Xác nhận điều chỉnh ví KH0012?' });
    await app.user.click(within(same).getByRole('button', { name: 'Trừ tiền' }));
    expect(await within(same).findByText('Máy chủ bận')).toBeInTheDocument();

    await app.user.click(within(same).getByRole('button', { name: 'Sửa lại' }));
    const edit = await screen.findByRole('dialog', { name: 'Điều chỉnh ví KH0012' });
    expect(within(edit).getByLabelText('Lý do (khách sẽ đọc được)')).toHaveValue('Thu lại phí đã hoàn nhầm');
    await app.user.clear(within(edit).getByLabelText('Số tiền'));
    await app.user.type(within(edit).getByLabelText('Số tiền'), '40000');
    await app.user.click(within(edit).getByRole('button', { name: 'Xem lại' }));
    const again = await screen.findByRole('dialog', { name: 'Xác nhận điều chỉnh ví KH0012?' });
    expect(again).toHaveTextContent(/Trừ 40\.000\s₫ khỏi ví KH0012; số dư sau: 1\.210\.000\s₫\./);
    const customerLoads = app.requests.filter((request) => request.url === '/Staff/Customer/12').length;
    const ledgerLoads = app.requests.filter((request) => request.url === '/Staff/Customer/12/Transaction').length;
    await app.user.click(within(again).getByRole('button', { name: 'Trừ tiền' }));

    expect(await screen.findByText(/Đã điều chỉnh ví; số dư mới: 1\.210\.000\s₫\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = adjustPosts(app.requests);
    expect(posts.map((request) => request.body)).toEqual([
      { amountVnd: -50_000, reason: 'Thu lại phí đã hoàn nhầm' },
      { amountVnd: -50_000, reason: 'Thu lại phí đã hoàn nhầm' },
      { amountVnd: -50_000, reason: 'Thu lại phí đã hoàn nhầm' },
      { amountVnd: -40_000, reason: 'Thu lại phí đã hoàn nhầm' },
    ]);
    const [first, retry, unchanged, changed] = posts.map((request) => request.idempotencyKey);
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(unchanged).toBe(first);
    expect(changed).toBeTruthy();
    expect(changed).not.toBe(first);
    // The customer and their ledger load again with the new balance.
    await waitFor(() => {
      expect(app.requests.filter((request) => request.url === '/Staff/Customer/12').length).toBeGreaterThan(customerLoads);
      expect(app.requests.filter((request) => request.url === '/Staff/Customer/12/Transaction').length).toBeGreaterThan(ledgerLoads);
    });
  });

  it('credits with a positive amount', async () => {
    const app = await renderApp('/staff/customers/12', {
      signedIn: true,
      user: { ...testUser, role: 'admin' },
      handler: (request) =>
        request.method === 'POST' && request.url === '/Staff/Wallet/12/Adjust' ? adjusted(request.body as Adjust) : handler(request),
    });
    const dialog = await openDialog(app);
    await app.user.type(within(dialog).getByLabelText('Số tiền'), '200000');
    await app.user.type(within(dialog).getByLabelText('Lý do (khách sẽ đọc được)'), 'Bù tiền cân thiếu');
    await app.user.click(within(dialog).getByRole('button', { name: 'Xem lại' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận điều chỉnh ví KH0012?' });
    expect(confirm).toHaveTextContent(/Cộng 200\.000\s₫ vào ví KH0012; số dư sau: 1\.450\.000\s₫\./);
    await app.user.click(within(confirm).getByRole('button', { name: 'Cộng tiền' }));
    await screen.findByText(/Đã điều chỉnh ví/);
    expect(adjustPosts(app.requests).map((request) => request.body)).toEqual([{ amountVnd: 200_000, reason: 'Bù tiền cân thiếu' }]);
  });

  it('shows the server refusing an overdraft and keeps what was typed; sent again it gets a new key', async () => {
    const app = await renderApp('/staff/customers/12', {
      signedIn: true,
      user: moneyStaff,
      handler: (request) =>
        request.method === 'POST' && request.url === '/Staff/Wallet/12/Adjust'
          ? failure(409, 'Số dư khả dụng không đủ', 'insufficient-funds')
          : handler(request),
    });
    const dialog = await openDialog(app);
    await app.user.click(within(dialog).getByRole('radio', { name: 'Trừ tiền' }));
    // Within what the page shows as available; meanwhile the customer spent it, and the server refuses.
    await app.user.type(within(dialog).getByLabelText('Số tiền'), '900000');
    await app.user.type(within(dialog).getByLabelText('Lý do (khách sẽ đọc được)'), 'Thu phí kho');
    await app.user.click(within(dialog).getByRole('button', { name: 'Xem lại' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận điều chỉnh ví KH0012?' });
    const customerLoads = app.requests.filter((request) => request.url === '/Staff/Customer/12').length;
    await app.user.click(within(confirm).getByRole('button', { name: 'Trừ tiền' }));

    const edit = await screen.findByRole('dialog', { name: 'Điều chỉnh ví KH0012' });
    expect(within(edit).getByRole('alert')).toHaveTextContent('Số dư khả dụng không đủ');
    expect(within(edit).getByRole('radio', { name: 'Trừ tiền' })).toBeChecked();
    expect(within(edit).getByLabelText('Số tiền')).toHaveValue('900.000');
    expect(within(edit).getByLabelText('Lý do (khách sẽ đọc được)')).toHaveValue('Thu phí kho');
    expect(screen.queryByText(/Đã điều chỉnh ví/)).not.toBeInTheDocument();
    // The page learns the balance as it is now.
    await waitFor(() =>
      expect(app.requests.filter((request) => request.url === '/Staff/Customer/12').length).toBeGreaterThan(customerLoads),
    );
    // Refused, nothing moved: sent again, it is a new request under a new key.
    await app.user.click(within(edit).getByRole('button', { name: 'Xem lại' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Xác nhận điều chỉnh ví KH0012?' })).getByRole('button', { name: 'Trừ tiền' }),
    );
    await screen.findByRole('dialog', { name: 'Điều chỉnh ví KH0012' });
    const posts = adjustPosts(app.requests);
    expect(posts.map((request) => request.body)).toEqual([
      { amountVnd: -900_000, reason: 'Thu phí kho' },
      { amountVnd: -900_000, reason: 'Thu phí kho' },
    ]);
    expect(posts[1]!.idempotencyKey).not.toBe(posts[0]!.idempotencyKey);
  });
});
