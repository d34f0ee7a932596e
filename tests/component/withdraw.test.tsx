import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { banks } from '../../contract/banks';
import type { CreateWithdrawRequest, Withdraw } from '../../contract/wallet';
import type { Wallet } from '../../contract/walletBalance';
import { formatDateTime } from '../../src/i18n/format';
import { failure, renderApp, reply, type StubRequest, type StubResponse } from './renderApp';
import { collapsed as text, defaultPublicSettings as settings, vndText as vnd } from './pageText';

let nextId = 100;
function withdrawal(overrides: Partial<Withdraw> = {}): Withdraw {
  return {
    id: nextId++,
    amountVnd: 500_000,
    bankBin: '970436',
    bankName: 'Vietcombank',
    accountNumber: '0123456789',
    accountName: 'NGUYEN VAN AN',
    status: 'pending',
    note: null,
    proofs: [],
    createdAt: '2026-11-20T03:15:00.000Z',
    updatedAt: '2026-11-20T03:15:00.000Z',
    ...overrides,
  };
}

type ServerOptions = {
  wallet?: Wallet;
  withdrawals?: Withdraw[];
  /** Answers POST /Wallet/Withdraw; `'drop'` loses the connection (no answer at all); undefined: the server's usual answer. */
  onWithdraw?: (body: CreateWithdrawRequest, attempt: number) => StubResponse | 'drop' | undefined;
  onCancel?: (id: number, attempt: number) => StubResponse | 'drop' | undefined;
};

/** /wallet/withdraw against a small in-memory server. */
async function openWithdraw({
  wallet = { balanceVnd: 2_000_000, heldVnd: 0, availableVnd: 2_000_000 },
  withdrawals = [],
  onWithdraw,
  onCancel,
}: ServerOptions = {}) {
  const server = { wallet, withdrawals: [...withdrawals] };
  let withdrawAttempts = 0;
  let cancelAttempts = 0;
  const handler = (request: StubRequest): StubResponse | undefined => {
    const { method, url } = request;
    if (method === 'GET' && url === '/Settings/Public') return reply(200, settings);
    if (method === 'GET' && url === '/Wallet') return reply(200, server.wallet);
    if (method === 'GET' && url === '/Wallet/Withdraw') {
      const page = Number(request.params.page ?? 1);
      const items = server.withdrawals.slice((page - 1) * 20, page * 20);
      return reply(200, { items, total: server.withdrawals.length, page, pageSize: 20 });
    }
    if (method === 'POST' && url === '/Wallet/Withdraw') {
      const answer =
        onWithdraw?.(request.body as CreateWithdrawRequest, ++withdrawAttempts) ?? created(request.body as CreateWithdrawRequest);
      if (answer === 'drop') throw new Error('connection lost');
      return answer;
    }
    const cancelled = /^\/Wallet\/Withdraw\/(\d+)\/Cancel$/.exec(url);
    if (method === 'POST' && cancelled) {
      const id = Number(cancelled[1]);
      const answer = onCancel?.(id, ++cancelAttempts) ?? cancel(id);
      if (answer === 'drop') throw new Error('connection lost');
      return answer;
    }
    return undefined;
  };
  const created = (body: CreateWithdrawRequest): StubResponse => {
    const made = withdrawal({ ...body, status: 'pending' });
    server.withdrawals.unshift(made);
    server.wallet = {
      ...server.wallet,
      heldVnd: server.wallet.heldVnd + body.amountVnd,
      availableVnd: server.wallet.availableVnd - body.amountVnd,
    };
    return reply(201, made);
  };
  const cancel = (id: number): StubResponse => {
    const found = server.withdrawals.find((w) => w.id === id);
    if (!found || found.status !== 'pending') return failure(409, 'Lệnh rút tiền không còn ở trạng thái chờ xử lý', 'invalid-state');
    found.status = 'cancelled';
    server.wallet = {
      ...server.wallet,
      heldVnd: server.wallet.heldVnd - found.amountVnd,
      availableVnd: server.wallet.availableVnd + found.amountVnd,
    };
    return reply(200, found);
  };

  const app = await renderApp('/wallet/withdraw', { signedIn: true, handler });
  await screen.findByRole('heading', { level: 2, name: 'Rút tiền về tài khoản ngân hàng' });
  const posts = (url: string) => app.requests.filter((r) => r.method === 'POST' && r.url === url);
  const keysSent = (url: string) => posts(url).map((r) => r.idempotencyKey);
  const gets = (url: string) => app.requests.filter((r) => r.method === 'GET' && r.url === url);
  return { ...app, server, posts, gets, keysSent };
}

type App = Awaited<ReturnType<typeof openWithdraw>>;

async function fillForm(app: App, { amount = '500000', name = 'Nguyễn Văn An' } = {}) {
  await app.user.type(screen.getByRole('combobox', { name: 'Ngân hàng nhận tiền' }), 'vietcom');
  await app.user.click(screen.getByRole('option', { name: /^Vietcombank/ }));
  await app.user.type(screen.getByLabelText('Số tài khoản'), '0123 456 789');
  await app.user.type(screen.getByLabelText('Tên chủ tài khoản'), name);
  await app.user.type(screen.getByLabelText('Số tiền muốn rút'), amount);
}

async function review(app: App) {
  await app.user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
  return screen.findByRole('heading', { level: 2, name: 'Xác nhận lệnh rút tiền' });
}

const expectedBody: CreateWithdrawRequest = {
  amountVnd: 500_000,
  bankBin: '970436',
  accountNumber: '0123456789',
  accountName: 'NGUYEN VAN AN',
};

describe('withdrawing to a bank account', () => {
  it('offers every VietQR bank in a searchable list, by short name or full name without marks', async () => {
    const app = await openWithdraw();
    const box = screen.getByRole('combobox', { name: 'Ngân hàng nhận tiền' });
    await app.user.click(box);
    expect(within(screen.getByRole('listbox', { name: 'Ngân hàng' })).getAllByRole('option')).toHaveLength(banks.length);
    expect(banks.length).toBeGreaterThanOrEqual(60);

    await app.user.type(box, 'a chau');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ACBNgân hàng TMCP Á Châu']);
    await app.user.clear(box);
    await app.user.type(box, 'vikki');
    // Keyboard: the first match is highlighted, Enter chooses it without sending the form.
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Vikki/ }).id);
    await app.user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('Vikki');
    expect(screen.getByText('Ngân hàng TNHH MTV Số Vikki')).toBeInTheDocument();

    await app.user.type(screen.getByLabelText('Số tài khoản'), '0123456789');
    await app.user.type(screen.getByLabelText('Tên chủ tài khoản'), 'Nguyen Van An');
    await app.user.type(screen.getByLabelText('Số tiền muốn rút'), '500000');
    await review(app);
    expect(screen.getByText('Vikki – Ngân hàng TNHH MTV Số Vikki')).toBeInTheDocument();
  });

  it('walks the matches with the arrow keys and closes the list with Escape', async () => {
    const app = await openWithdraw();
    const box = screen.getByRole('combobox', { name: 'Ngân hàng nhận tiền' });
    await app.user.type(box, 'kookmin');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.firstChild?.textContent),
    ).toEqual(['KookminHCM', 'KookminHN']);
    await app.user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^KookminHN/ }).id);
    await app.user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await app.user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(box).toHaveValue('KookminHCM');
  });

  it('drops the chosen bank once its text is changed, and asks for a bank again', async () => {
    const app = await openWithdraw();
    await fillForm(app);
    const box = screen.getByRole('combobox', { name: 'Ngân hàng nhận tiền' });
    await app.user.type(box, 'x');
    await app.user.tab();
    await app.user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Vui lòng chọn ngân hàng')).toBeInTheDocument();
    expect(box).toHaveValue('Vietcombankx');
    expect(app.posts('/Wallet/Withdraw')).toHaveLength(0);
  });

  it('goes from the form to a summary to the created request, with an Idempotency-Key and the name as the bank writes it', async () => {
    const app = await openWithdraw();
    expect(await screen.findByText(text(vnd(2_000_000)))).toBeInTheDocument();
    await fillForm(app);

    const confirmHeading = await review(app);
    expect(confirmHeading).toHaveFocus();
    const summary = within(confirmHeading.parentElement!);
    expect(summary.getByText('Vietcombank – Ngân hàng TMCP Ngoại Thương Việt Nam')).toBeInTheDocument();
    expect(summary.getByText('0123456789')).toBeInTheDocument();
    expect(summary.getByText('NGUYEN VAN AN')).toBeInTheDocument();
    expect(summary.getByText(text(vnd(500_000)))).toBeInTheDocument();
    // What stays available once this amount is held.
    expect(summary.getByText(text(vnd(1_500_000)))).toBeInTheDocument();

    const walletLoads = app.gets('/Wallet').length;
    await app.user.click(screen.getByRole('button', { name: 'Xác nhận rút tiền' }));
    const doneHeading = await screen.findByRole('heading', { level: 2, name: 'Đã gửi lệnh rút tiền' });
    expect(doneHeading).toHaveFocus();
    expect(
      screen.getByText(
        text(`Số tiền ${vnd(500_000)} đã được giữ trong ví và sẽ được chuyển vào tài khoản của bạn sau khi MuaHộ xử lý lệnh.`),
      ),
    ).toBeInTheDocument();
    expect(within(doneHeading.parentElement!).getByText('Chờ xử lý')).toBeInTheDocument();

    expect(app.posts('/Wallet/Withdraw').map((r) => r.body)).toEqual([expectedBody]);
    const [key] = app.keysSent('/Wallet/Withdraw');
    expect(key).toMatch(/^[\x21-\x7e]{16,}$/);
    // The wallet and the list are asked for again: the amount is now held.
    await waitFor(() => expect(app.gets('/Wallet').length).toBeGreaterThan(walletLoads));
    const list = screen.getByRole('region', { name: 'Lệnh rút tiền của bạn' });
    expect(await within(list).findByText('Chờ xử lý')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Tạo lệnh rút tiền khác' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rút tiền về tài khoản ngân hàng' })).toHaveFocus();
    // The next one starts from the same account, with no amount.
    expect(screen.getByLabelText('Số tài khoản')).toHaveValue('0123456789');
    expect(screen.getByLabelText('Số tiền muốn rút')).toHaveValue('');
  });

  it('retries a request whose answer was lost with the same Idempotency-Key, so the money is never held twice', async () => {
    const app = await openWithdraw({ onWithdraw: (_, attempt) => (attempt === 1 ? 'drop' : undefined) });
    await fillForm(app);
    await review(app);
    await app.user.click(screen.getByRole('button', { name: 'Xác nhận rút tiền' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Không kết nối được với máy chủ. Vui lòng kiểm tra mạng và thử lại.');
    // Still on the summary, with everything as typed.
    expect(screen.getByRole('heading', { level: 2, name: 'Xác nhận lệnh rút tiền' })).toBeInTheDocument();
    expect(screen.getByText('NGUYEN VAN AN')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Xác nhận rút tiền' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Đã gửi lệnh rút tiền' })).toBeInTheDocument();
    const keys = app.keysSent('/Wallet/Withdraw');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(app.posts('/Wallet/Withdraw').map((r) => r.body)).toEqual([expectedBody, expectedBody]);
  });

  it('keeps every value when the person goes back with "Sửa lại"', async () => {
    const app = await openWithdraw();
    await fillForm(app);
    await review(app);
    await app.user.click(screen.getByRole('button', { name: 'Sửa lại' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Rút tiền về tài khoản ngân hàng' })).toHaveFocus();
    expect(screen.getByLabelText('Ngân hàng nhận tiền')).toHaveValue('Vietcombank');
    expect(screen.getByLabelText('Số tài khoản')).toHaveValue('0123456789');
    expect(screen.getByLabelText('Tên chủ tài khoản')).toHaveValue('NGUYEN VAN AN');
    expect(screen.getByLabelText('Số tiền muốn rút')).toHaveValue('500.000');
    expect(app.posts('/Wallet/Withdraw')).toHaveLength(0);
  });

  it('goes back to the form, values kept, when the balance is not enough', async () => {
    const app = await openWithdraw({ onWithdraw: () => failure(409, 'Số dư khả dụng không đủ', 'insufficient-funds') });
    await fillForm(app);
    await review(app);
    await app.user.click(screen.getByRole('button', { name: 'Xác nhận rút tiền' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Số dư khả dụng không đủ để rút số tiền này. Vui lòng nhập số tiền nhỏ hơn.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Rút tiền về tài khoản ngân hàng' })).toHaveFocus();
    expect(screen.getByLabelText('Số tài khoản')).toHaveValue('0123456789');
    expect(screen.getByLabelText('Tên chủ tài khoản')).toHaveValue('NGUYEN VAN AN');
    expect(screen.getByLabelText('Số tiền muốn rút')).toHaveValue('500.000');
  });

  it('shows the server\u2019s field problems under the fields', async () => {
    const app = await openWithdraw({
      onWithdraw: () =>
        failure(400, 'Dữ liệu không hợp lệ', 'validation-failed', [{ path: 'accountNumber', message: 'Số tài khoản không tồn tại' }]),
    });
    await fillForm(app);
    await review(app);
    await app.user.click(screen.getByRole('button', { name: 'Xác nhận rút tiền' }));
    await screen.findByRole('heading', { level: 2, name: 'Rút tiền về tài khoản ngân hàng' });
    expect(screen.getByLabelText('Số tài khoản')).toHaveAccessibleDescription('Số tài khoản không tồn tại');
  });

  it('says the amount must be within the limits, in Vietnamese, before sending anything', async () => {
    const app = await openWithdraw();
    await fillForm(app, { amount: '10000' });
    await app.user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText(text(`Số tiền tối thiểu là ${vnd(50_000)}`))).toBeInTheDocument();

    await app.user.clear(screen.getByLabelText('Số tiền muốn rút'));
    await app.user.type(screen.getByLabelText('Số tiền muốn rút'), '200000000');
    expect(await screen.findByText(text(`Số tiền tối đa là ${vnd(100_000_000)}`))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rút tiền về tài khoản ngân hàng' })).toBeInTheDocument();
    expect(app.posts('/Wallet/Withdraw')).toHaveLength(0);
  });

  it('says when the amount is more than the available balance', async () => {
    const app = await openWithdraw({ wallet: { balanceVnd: 400_000, heldVnd: 300_000, availableVnd: 100_000 } });
    await screen.findByText(text(vnd(100_000)));
    await fillForm(app, { amount: '200000' });
    await app.user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText(text(`Số dư khả dụng của bạn chỉ còn ${vnd(100_000)}`))).toBeInTheDocument();
    expect(screen.getByText(text(`Đang giữ cho lệnh rút chờ xử lý: ${vnd(300_000)}`))).toBeInTheDocument();
  });

  it('asks for the missing fields', async () => {
    const app = await openWithdraw();
    await app.user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Vui lòng chọn ngân hàng')).toBeInTheDocument();
    expect(screen.getByText('Số tài khoản gồm 4–19 chữ số')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập số tiền muốn rút')).toBeInTheDocument();
    expect(app.posts('/Wallet/Withdraw')).toHaveLength(0);
  });

  it('writes the account holder name in capitals without accents as it is typed', async () => {
    const app = await openWithdraw();
    const name = screen.getByLabelText('Tên chủ tài khoản');
    await app.user.type(name, 'Trần Thị Ánh Đào');
    expect(name).toHaveValue('TRAN THI ANH DAO');
  });

  it('drops the spaces, dots and dashes of a pasted account number', async () => {
    const app = await openWithdraw();
    const number = screen.getByLabelText('Số tài khoản');
    await app.user.click(number);
    await app.user.paste('0123 4567.8901-2345 678');
    expect(number).toHaveValue('0123456789012345678');
    expect(number).toHaveAttribute('inputmode', 'numeric');
  });

  it.each([
    ['a letter', '12AB5678', '12AB5678'],
    ['a twentieth digit', '0123 4567 8901 2345 6789', '01234567890123456789'],
  ])('keeps %s in the account number and refuses it, rather than sending another number', async (_, typed, shown) => {
    const app = await openWithdraw();
    const number = screen.getByLabelText('Số tài khoản');
    await app.user.click(number);
    await app.user.paste(typed);
    expect(number).toHaveValue(shown);
    await app.user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Số tài khoản gồm 4–19 chữ số')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(app.posts('/Wallet/Withdraw')).toHaveLength(0);
  });

  it('fills the whole available balance, never more than the maximum', async () => {
    const app = await openWithdraw({ wallet: { balanceVnd: 1_300_000, heldVnd: 100_000, availableVnd: 1_200_000 } });
    await app.user.click(await screen.findByRole('button', { name: 'Rút toàn bộ' }));
    expect(screen.getByLabelText('Số tiền muốn rút')).toHaveValue('1.200.000');
  });

  it('caps "Rút toàn bộ" at the maximum of one withdrawal', async () => {
    const app = await openWithdraw({ wallet: { balanceVnd: 250_000_000, heldVnd: 0, availableVnd: 250_000_000 } });
    await screen.findByText(text(vnd(250_000_000)));
    await app.user.click(screen.getByRole('button', { name: 'Rút toàn bộ' }));
    expect(screen.getByLabelText('Số tiền muốn rút')).toHaveValue('100.000.000');
  });
});

describe('the list of withdrawals', () => {
  it('shows each withdrawal with its status in words, amount, bank, masked account and staff note', async () => {
    await openWithdraw({
      withdrawals: [
        withdrawal({ amountVnd: 500_000, status: 'pending' }),
        withdrawal({ amountVnd: 700_000, status: 'completed', note: 'FT26324001', accountNumber: '9704001234566789' }),
        withdrawal({ amountVnd: 300_000, status: 'cancelled' }),
        withdrawal({ amountVnd: 900_000, status: 'rejected', note: 'Sai tên chủ tài khoản' }),
      ],
    });
    const list = screen.getByRole('region', { name: 'Lệnh rút tiền của bạn' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('Chờ xử lý')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: `Hủy lệnh rút tiền ${vnd(500_000)}` })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Đã chuyển')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Mã giao dịch: FT26324001')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Vietcombank · tài khoản có số cuối •••• 6789');
    expect(items[1]).not.toHaveTextContent('9704001234566789');
    expect(within(items[2]!).getByText('Đã hủy')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Từ chối')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Lý do: Sai tên chủ tài khoản')).toBeInTheDocument();
    // Only a pending one can be cancelled.
    expect(within(list).getAllByRole('button', { name: /^Hủy lệnh/ })).toHaveLength(1);
    // Hanoi time, as the language writes it.
    expect(items[0]).toHaveTextContent(text(formatDateTime('2026-11-20T03:15:00.000Z', 'vi')));
    expect(items[0]).toHaveTextContent('20/11/2026');
  });

  it('shows the transfer receipt staff attached to a paid withdrawal, each picture opening full size', async () => {
    const receipt = '/api/Wallet/WithdrawProof/AbCdEfGhIjKlMnOpQrStUvWx';
    await openWithdraw({ withdrawals: [withdrawal({ amountVnd: 700_000, status: 'completed', note: 'FT26324001', proofs: [receipt] })] });
    const receipts = await screen.findByRole('list', { name: `Chứng từ chuyển khoản lệnh rút ${vnd(700_000)}` });
    const picture = within(receipts).getByRole('img', { name: `Ảnh chứng từ 1/1 của lệnh rút ${vnd(700_000)}` });
    expect(picture).toHaveAttribute('src', receipt);
    expect(picture.closest('a')).toHaveAttribute('href', receipt);
  });

  it('says there are none yet', async () => {
    await openWithdraw();
    expect(await screen.findByRole('heading', { name: 'Bạn chưa có lệnh rút tiền nào' })).toBeInTheDocument();
  });

  it('loads more on "Tải thêm"', async () => {
    const many = Array.from({ length: 23 }, (_, i) => withdrawal({ amountVnd: 100_000 + i * 1_000, status: 'completed', note: `FT${i}` }));
    const app = await openWithdraw({ withdrawals: many });
    const list = screen.getByRole('region', { name: 'Lệnh rút tiền của bạn' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(20);
    await app.user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(app.gets('/Wallet/Withdraw').map((r) => r.params.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).not.toBeInTheDocument();
  });

  it('asks before cancelling a pending withdrawal, then cancels it and refreshes the list and the wallet', async () => {
    const pending = withdrawal({ amountVnd: 500_000, status: 'pending' });
    const app = await openWithdraw({
      withdrawals: [pending],
      wallet: { balanceVnd: 2_000_000, heldVnd: 500_000, availableVnd: 1_500_000 },
    });
    const opener = await screen.findByRole('button', { name: `Hủy lệnh rút tiền ${vnd(500_000)}` });

    // "Không" closes without sending, and gives the focus back.
    await app.user.click(opener);
    let dialog = screen.getByRole('dialog', { name: `Hủy lệnh rút tiền ${vnd(500_000)}?` });
    expect(within(dialog).getByRole('button', { name: 'Không' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Không' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(app.posts(`/Wallet/Withdraw/${pending.id}/Cancel`)).toHaveLength(0);

    // Escape closes it too.
    await app.user.click(opener);
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await app.user.click(opener);
    dialog = screen.getByRole('dialog');
    const walletLoads = app.gets('/Wallet').length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy lệnh' }));
    expect(await screen.findByText(text(`Đã hủy lệnh rút tiền ${vnd(500_000)}. Số tiền đã trở lại số dư khả dụng.`))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.posts(`/Wallet/Withdraw/${pending.id}/Cancel`)).toHaveLength(1);
    expect(app.keysSent(`/Wallet/Withdraw/${pending.id}/Cancel`)[0]).toMatch(/^[\x21-\x7e]{16,}$/);

    const list = screen.getByRole('region', { name: 'Lệnh rút tiền của bạn' });
    expect(await within(list).findByText('Đã hủy')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Hủy lệnh/ })).not.toBeInTheDocument();
    await waitFor(() => expect(app.gets('/Wallet').length).toBeGreaterThan(walletLoads));
  });

  it('retries a cancel whose answer was lost with the same key', async () => {
    const pending = withdrawal({ status: 'pending' });
    const app = await openWithdraw({ withdrawals: [pending], onCancel: (_, attempt) => (attempt === 1 ? 'drop' : undefined) });
    await app.user.click(await screen.findByRole('button', { name: `Hủy lệnh rút tiền ${vnd(500_000)}` }));
    const dialog = screen.getByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy lệnh' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Không kết nối được với máy chủ');

    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy lệnh' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = app.keysSent(`/Wallet/Withdraw/${pending.id}/Cancel`);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says so when the withdrawal was no longer pending', async () => {
    const pending = withdrawal({ status: 'pending' });
    const app = await openWithdraw({
      withdrawals: [pending],
      onCancel: () => {
        pending.status = 'completed';
        return failure(409, 'Lệnh rút tiền không còn ở trạng thái chờ xử lý', 'invalid-state');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: `Hủy lệnh rút tiền ${vnd(500_000)}` }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hủy lệnh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lệnh này không còn chờ xử lý nên không thể hủy.');
    const list = screen.getByRole('region', { name: 'Lệnh rút tiền của bạn' });
    expect(await within(list).findByText('Đã chuyển')).toBeInTheDocument();
  });
});
