import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankLinePreview, BankTransferRequest } from '../../../contract/wallet';
import { failure, renderApp, reply, testUser } from '../renderApp';

const moneyStaff = { ...testUser, role: 'staff' as const, duties: ['money' as const] };
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** A bank's export: account details first, then its table with its own column names. */
const statement = [
  'SAO KÊ TÀI KHOẢN 1023456789',
  '',
  'Ngày,Số tham chiếu,Ghi nợ,Ghi có,Nội dung',
  '20/11/2026,FT001,,"500,000",NAP MHABCDE X4TZ',
  '20/11/2026,FT002,"90,000",,Phi',
  '21/11/2026,FT003,,"75,000",tien hang',
  '21/11/2026,FT004,,"20,000",da co',
].join('\n');

const verdicts: Record<string, Pick<BankLinePreview, 'verdict' | 'recharge'>> = {
  FT001: { verdict: 'credit', recharge: { id: 12, amountVnd: 500_000, customerCode: 'MHABCDE' } },
  FT003: { verdict: 'noRecharge', recharge: null },
  FT004: { verdict: 'recorded', recharge: null },
};

/** The server's preview of the lines sent, each with the verdict `verdictOf` gives its reference. */
const previewOf = (body: unknown, verdictOf: (reference: string) => Pick<BankLinePreview, 'verdict' | 'recharge'>) =>
  reply(200, {
    items: (body as { lines: BankTransferRequest[] }).lines.map((line) => ({
      bankReference: line.bankReference,
      transfer: null,
      ...verdictOf(line.bankReference),
    })),
  });

describe('importing a bank statement in the console', () => {
  it('reads the file, shows what each line would do, and records the new lines only after staff confirm, resuming after a dropped answer', async () => {
    let dropNext = true;
    const app = await renderApp('/staff/bankLines', {
      signedIn: true,
      user: moneyStaff,
      handler: ({ method, url, body }) => {
        if (method === 'GET' && url === '/Staff/BankTransfer') return reply(200, page([]));
        if (method === 'POST' && url === '/Staff/BankTransfer/Preview') return previewOf(body, (reference) => verdicts[reference]!);
        if (method === 'POST' && url === '/Staff/BankTransfer') {
          if (dropNext) {
            dropNext = false;
            return failure(503, 'Máy chủ bận');
          }
          const line = body as BankTransferRequest;
          const matched = line.bankReference === 'FT001';
          return reply(201, {
            id: 1,
            ...line,
            status: matched ? 'matched' : 'review',
            rechargeId: matched ? 12 : null,
            createdAt: '2026-11-27T03:00:00.000Z',
          });
        }
        return undefined;
      },
    });
    const panel = await screen.findByRole('region', { name: 'Nhập sao kê từ tệp CSV' });
    await app.user.upload(
      within(panel).getByLabelText('Tệp sao kê (CSV xuất từ ngân hàng)'),
      new File([statement], 'saoke.csv', { type: 'text/csv' }),
    );

    // The columns are guessed from the header's words; staff may change them.
    expect(await within(panel).findByLabelText('Cột số tham chiếu')).toHaveDisplayValue('2. Số tham chiếu');
    expect(within(panel).getByLabelText('Cột số tiền ghi có')).toHaveDisplayValue('4. Ghi có');
    expect(within(panel).getByLabelText('Cột nội dung')).toHaveDisplayValue('5. Nội dung');
    expect(panel).toHaveTextContent('Đọc được 3 dòng tiền vào. Bỏ qua: 1 không phải tiền vào.');
    expect(app.requests.some((request) => request.method === 'POST')).toBe(false);

    await app.user.click(within(panel).getByRole('button', { name: 'Xem trước' }));
    const table = await within(panel).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ghi có lệnh nạp · #12 · MHABCDE'),
      expect.stringContaining('Không có mã nạp: chờ kiểm tra'),
      expect.stringContaining('Đã có trong sổ, bỏ qua'),
    ]);
    expect(panel).toHaveTextContent('1 dòng sẽ ghi có lệnh nạp (tổng 500.000 ₫), 1 dòng chờ kiểm tra, 1 dòng đã có trong sổ.');
    // Previewing wrote nothing.
    expect(app.requests.filter((request) => request.url === '/Staff/BankTransfer' && request.method === 'POST')).toHaveLength(0);

    await app.user.click(within(panel).getByRole('button', { name: 'Ghi 2 dòng mới' }));
    expect(await within(panel).findByText('Tạm dừng ở dòng 1/2.')).toBeInTheDocument();
    expect(within(panel).getByText('Máy chủ bận')).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('button', { name: 'Tiếp tục' }));
    expect(await within(panel).findByText('Đã ghi 2/2 dòng: 1 dòng đã khớp và ghi có, 1 dòng chờ kiểm tra.')).toBeInTheDocument();

    const records = app.requests.filter((request) => request.url === '/Staff/BankTransfer' && request.method === 'POST');
    // The line whose answer was lost went again under its own key; the line already in the books never went.
    expect(records.map((request) => [(request.body as BankTransferRequest).bankReference, request.idempotencyKey])).toEqual([
      ['FT001', 'bank-line-FT001'],
      ['FT001', 'bank-line-FT001'],
      ['FT003', 'bank-line-FT003'],
    ]);
  });

  it('has nothing to record when every line of the file is in the books already', async () => {
    const app = await renderApp('/staff/bankLines', {
      signedIn: true,
      user: moneyStaff,
      handler: ({ method, url, body }) => {
        if (method === 'GET' && url === '/Staff/BankTransfer') return reply(200, page([]));
        if (method === 'POST' && url === '/Staff/BankTransfer/Preview')
          return previewOf(body, () => ({ verdict: 'recorded', recharge: null }));
        return undefined;
      },
    });
    const panel = await screen.findByRole('region', { name: 'Nhập sao kê từ tệp CSV' });
    await app.user.upload(
      within(panel).getByLabelText('Tệp sao kê (CSV xuất từ ngân hàng)'),
      new File([statement], 'saoke.csv', { type: 'text/csv' }),
    );
    await app.user.click(await within(panel).findByRole('button', { name: 'Xem trước' }));
    expect(await within(panel).findByText('Mọi dòng của tệp đã có trong sổ: không có gì để ghi.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Ghi \d+ dòng mới$/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Chọn tệp khác' })).toBeInTheDocument();
  });

  it('says so when the file has no table, and waits for the columns staff must choose', async () => {
    const app = await renderApp('/staff/bankLines', {
      signedIn: true,
      user: moneyStaff,
      handler: ({ method, url }) => (method === 'GET' && url === '/Staff/BankTransfer' ? reply(200, page([])) : undefined),
    });
    const panel = await screen.findByRole('region', { name: 'Nhập sao kê từ tệp CSV' });
    const input = within(panel).getByLabelText('Tệp sao kê (CSV xuất từ ngân hàng)');
    await app.user.upload(input, new File([''], 'trong.csv', { type: 'text/csv' }));
    expect(await within(panel).findByText('Tệp không có dòng nào đọc được. Hãy xuất sao kê dạng CSV từ ngân hàng.')).toBeInTheDocument();

    await app.user.upload(input, new File(['a,b,c\nX1,10000,abc'], 'la.csv', { type: 'text/csv' }));
    expect(await within(panel).findByText('Chọn cột cho số tham chiếu, số tiền ghi có và nội dung.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Xem trước' })).toBeDisabled();
    await app.user.selectOptions(within(panel).getByLabelText('Cột số tham chiếu'), '1. a');
    await app.user.selectOptions(within(panel).getByLabelText('Cột số tiền ghi có'), '2. b');
    await app.user.selectOptions(within(panel).getByLabelText('Cột nội dung'), '3. c');
    // The first row was taken for the header: the one line below it is read.
    expect(panel).toHaveTextContent('Đọc được 1 dòng tiền vào.');
    expect(within(panel).getByRole('button', { name: 'Xem trước' })).toBeEnabled();
  });
});

describe('matching a statement line by hand', () => {
  const line = {
    id: 31,
    amountVnd: 450_000,
    memo: 'MBVCB.77.nap mh abcde sai ma.CT tu 0912',
    bankReference: 'FT777',
    status: 'review',
    rechargeId: null,
    createdAt: '2026-11-27T02:00:00.000Z',
  };
  const recharge = (id: number, status: string) => ({
    id,
    userId: 7,
    customerCode: 'MHABCDE',
    amountVnd: 500_000,
    memo: `NAP MHABCDE X${id}TZ`,
    bankAccount: { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '1023456789', accountName: 'CONG TY' },
    qrPayload: 'qr',
    status,
    creditedVnd: null,
    expiresAt: '2026-11-28T02:00:00.000Z',
    createdAt: '2026-11-27T01:00:00.000Z',
    creditedAt: null,
  });

  it('searches from the customer code in the memo and credits the chosen recharge with what the line brought', async () => {
    const app = await renderApp('/staff/bankLines?state=review', {
      signedIn: true,
      user: moneyStaff,
      handler: ({ method, url, params }) => {
        if (method === 'GET' && url === '/Staff/BankTransfer') return reply(200, page([line]));
        if (method === 'GET' && url === '/Staff/Recharge') {
          return reply(200, page(params.q === 'MHABCDE' ? [recharge(5, 'succeeded'), recharge(6, 'review')] : []));
        }
        if (method === 'POST' && url === '/Staff/Recharge/6/Confirm')
          return reply(200, { ...recharge(6, 'succeeded'), creditedVnd: 450_000 });
        return undefined;
      },
    });
    const row = (await screen.findByText('FT777')).closest('tr')!;
    await app.user.click(within(row).getByRole('button', { name: 'Khớp lệnh nạp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Khớp dòng FT777 với lệnh nạp' });
    expect(within(dialog).getByRole('searchbox')).toHaveValue('MHABCDE');
    await app.user.click(within(dialog).getByRole('button', { name: /^Ghi có 450\.000\s₫$/ }));
    expect(within(dialog).getByText('Chọn lệnh nạp mà dòng này trả cho.')).toBeInTheDocument();
    // A recharge already credited is not offered.
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices).toHaveLength(1);
    await app.user.click(within(dialog).getByRole('radio', { name: /NAP MHABCDE X6TZ/ }));
    await app.user.click(within(dialog).getByRole('button', { name: /^Ghi có 450\.000\s₫$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const confirm = app.requests.find((request) => request.url === '/Staff/Recharge/6/Confirm')!;
    expect(confirm.body).toEqual({ amountVnd: 450_000, bankTransferId: 31 });
    expect(confirm.idempotencyKey).toBeTruthy();
  });
});
