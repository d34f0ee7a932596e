import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffWithdraw } from '../../../contract/wallet';
import { failure, renderApp, reply, testUser } from '../renderApp';

const moneyStaff = { ...testUser, role: 'staff' as const, duties: ['money' as const] };

const pending: StaffWithdraw = {
  id: 41,
  userId: 7,
  customerCode: 'KH0042',
  amountVnd: 1_500_000,
  bankBin: '970415',
  bankName: 'VietinBank',
  accountNumber: '0123456789',
  accountName: 'NGUYEN VAN AN',
  status: 'pending',
  note: null,
  proofs: [],
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('the console money pages', () => {
  it('refuse staff without the money duty', async () => {
    await renderApp('/staff/withdrawals', { signedIn: true, user: { ...moneyStaff, duties: ['warehouse'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
  });

  it('pay a withdrawal out with the transfer reference and the receipt after confirming; a retry keeps its key, a changed reference gets a new one', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:receipt-1');
    URL.revokeObjectURL = vi.fn();
    const app = await renderApp('/staff/withdrawals?state=pending', {
      signedIn: true,
      user: moneyStaff,
      handler: ({ method, url, body }) => {
        if (method === 'GET' && url === '/Staff/Withdraw') return reply(200, page([pending]));
        if (method === 'POST' && url === '/Staff/Withdraw/41/Proof')
          return reply(201, { ...pending, proofs: ['/api/Wallet/WithdrawProof/r1'] });
        if (method === 'POST' && url === '/Staff/Withdraw/41/Complete') {
          return (body as { reference: string }).reference === 'FT-DROP'
            ? failure(503, 'Máy chủ bận')
            : reply(200, { ...pending, status: 'completed' });
        }
        return undefined;
      },
    });
    const row = (await screen.findByText('KH0042')).closest('tr')!;
    expect(within(row).getByText('Chờ xử lý')).toBeInTheDocument();
    await app.user.click(within(row).getByRole('button', { name: 'Đã chi' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Xác nhận đã chi' }));
    expect(within(dialog).getByText('Nhập mã giao dịch của lệnh chuyển để khách đối chiếu.')).toBeInTheDocument();

    await app.user.type(within(dialog).getByLabelText('Mã giao dịch chuyển khoản'), 'FT-DROP');
    await app.user.click(within(dialog).getByRole('button', { name: 'Xác nhận đã chi' }));
    expect(within(dialog).getByText('Chọn ảnh chứng từ chuyển khoản (ảnh chụp màn hình biên lai của ngân hàng).')).toBeInTheDocument();
    const receiptInput = within(dialog).getByLabelText('Ảnh chứng từ chuyển khoản');
    // A file the picker's filter would hide (a PDF receipt), as "all files" lets one through.
    fireEvent.change(receiptInput, { target: { files: [new File(['%PDF-1.7'], 'bien-lai.pdf', { type: 'application/pdf' })] } });
    expect(within(dialog).getByText('Ảnh phải là JPEG, PNG hoặc WebP.')).toBeInTheDocument();
    const receipt = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'bien-lai.jpg', { type: 'image/jpeg' });
    fireEvent.change(receiptInput, { target: { files: [receipt] } });
    expect(within(dialog).getByRole('img', { name: 'Ảnh chứng từ đã chọn' })).toHaveAttribute('src', 'blob:receipt-1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Xác nhận đã chi' }));
    expect(await within(dialog).findByText('Máy chủ bận')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Xác nhận đã chi' }));
    await within(dialog).findByText('Máy chủ bận');
    await app.user.clear(within(dialog).getByLabelText('Mã giao dịch chuyển khoản'));
    await app.user.type(within(dialog).getByLabelText('Mã giao dịch chuyển khoản'), 'FT26331');
    await app.user.click(within(dialog).getByRole('button', { name: 'Xác nhận đã chi' }));
    await screen.findByRole('button', { name: 'Đã chi' }).catch(() => undefined);

    const posts = app.requests.filter((request) => request.method === 'POST' && request.url === '/Staff/Withdraw/41/Complete');
    expect(posts.map((request) => request.body)).toEqual([{ reference: 'FT-DROP' }, { reference: 'FT-DROP' }, { reference: 'FT26331' }]);
    expect(posts[0]!.idempotencyKey).toBeTruthy();
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    expect(posts[2]!.idempotencyKey).not.toBe(posts[0]!.idempotencyKey);
    // The receipt goes up before each try to pay, so no payout lands without it.
    const proofs = app.requests.filter((request) => request.url === '/Staff/Withdraw/41/Proof');
    expect(proofs).toHaveLength(3);
    expect(proofs[0]!.body).toBe(receipt);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['/staff/recharges', '/Staff/Recharge', 'Tìm theo nội dung chuyển khoản hoặc mã khách'],
    ['/staff/withdrawals', '/Staff/Withdraw', 'Tìm theo mã khách, số tài khoản hoặc tên tài khoản'],
    ['/staff/bankLines', '/Staff/BankTransfer', 'Tìm theo nội dung hoặc số tham chiếu'],
  ])('search %s on the server, keeping the filter and starting again at page 1', async (path, list, box) => {
    const app = await renderApp(`${path}?page=3`, {
      signedIn: true,
      user: moneyStaff,
      handler: ({ method, url }) => (method === 'GET' && url === list ? reply(200, { ...page([]), total: 45, page: 3 }) : undefined),
    });
    await app.user.type(await screen.findByRole('searchbox', { name: box }), '  KH0042 ');
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(app.requests.filter((r) => r.url === list).at(-1)?.params).toMatchObject({ q: 'KH0042', page: 1 }));
    expect(app.requests.filter((r) => r.url === list)[0]?.params).toMatchObject({ page: 3 });
    expect(app.requests.filter((r) => r.url === list)[0]?.params.q).toBeUndefined();
  });

  it('refuses a withdrawal only with a reason; a retry keeps its key, a changed reason gets a new one', async () => {
    const app = await renderApp('/staff/withdrawals', {
      signedIn: true,
      user: moneyStaff,
      handler: ({ method, url, body }) => {
        if (method === 'GET' && url === '/Staff/Withdraw') return reply(200, page([pending]));
        if (method === 'POST' && url === '/Staff/Withdraw/41/Reject') {
          return (body as { reason: string }).reason === 'Mất kết nối'
            ? failure(503, 'Máy chủ bận')
            : reply(200, { ...pending, status: 'rejected' });
        }
        return undefined;
      },
    });
    const row = (await screen.findByText('KH0042')).closest('tr')!;
    await app.user.click(within(row).getByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối lệnh rút #41?' });
    const reason = within(dialog).getByLabelText('Lý do (khách sẽ đọc được)');
    await app.user.click(within(dialog).getByRole('button', { name: 'Từ chối lệnh rút' }));
    expect(within(dialog).getByText('Nhập lý do từ chối.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await app.user.type(reason, 'Mất kết nối');
    await app.user.click(within(dialog).getByRole('button', { name: 'Từ chối lệnh rút' }));
    expect(await within(dialog).findByText('Máy chủ bận')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Từ chối lệnh rút' }));
    await within(dialog).findByText('Máy chủ bận');
    await app.user.clear(reason);
    await app.user.type(reason, '  Sai tên chủ tài khoản  ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Từ chối lệnh rút' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const posts = app.requests.filter((request) => request.method === 'POST' && request.url === '/Staff/Withdraw/41/Reject');
    expect(posts.map((request) => request.body)).toEqual([
      { reason: 'Mất kết nối' },
      { reason: 'Mất kết nối' },
      { reason: 'Sai tên chủ tài khoản' },
    ]);
    expect(posts[0]!.idempotencyKey).toBeTruthy();
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    expect(posts[2]!.idempotencyKey).not.toBe(posts[0]!.idempotencyKey);
  });

  it('records a statement line keyed by its bank reference and says whether it matched', async () => {
    const app = await renderApp('/staff/bankLines', {
      signedIn: true,
      user: moneyStaff,
      handler: ({ method, url, body }) => {
        if (method === 'GET' && url === '/Staff/BankTransfer') return reply(200, page([]));
        if (method === 'POST' && url === '/Staff/BankTransfer') {
          return reply(201, { id: 3, ...(body as object), status: 'review', rechargeId: null, createdAt: '2026-11-20T03:00:00.000Z' });
        }
        return undefined;
      },
    });
    expect(await screen.findByText('Chưa có dòng sao kê nào ở trạng thái này.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Ghi dòng sao kê' }));
    expect(app.requests.some((request) => request.method === 'POST')).toBe(false);
    await app.user.type(screen.getByLabelText('Số tham chiếu'), 'FT777');
    await app.user.type(screen.getByLabelText('Số tiền'), '250000');
    await app.user.type(screen.getByLabelText('Nội dung chuyển khoản'), 'chuyen tien');
    await app.user.click(screen.getByRole('button', { name: 'Ghi dòng sao kê' }));
    expect(await screen.findByText('Đã ghi dòng FT777; chưa khớp với lệnh nạp nào.')).toBeInTheDocument();
    const post = app.requests.find((request) => request.method === 'POST')!;
    expect(post.body).toEqual({ bankReference: 'FT777', amountVnd: 250_000, memo: 'chuyen tien' });
    expect(post.idempotencyKey).toBe('bank-line-FT777');
  });
});
