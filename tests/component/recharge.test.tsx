import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { type PublicSettings } from '../../contract/publicSettings';
import { buildVietQr } from '../../contract/vietqr';
import type { Recharge } from '../../contract/wallet';
import { walletKeys } from '../../src/api/walletBalance';
import { vnd } from './lists';
import { failure, renderApp, reply, type StubRequest } from './renderApp';

const settings: PublicSettings = publicSettingsOf(1, defaultSettings);

const memo = 'NAP KH0001 X4TZ';
const rechargeOf = (amountVnd: number, overrides: Partial<Recharge> = {}): Recharge => ({
  id: 123,
  amountVnd,
  memo,
  bankAccount: { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '1023456789', accountName: 'CONG TY TNHH MUAHO VIET NAM' },
  qrPayload: buildVietQr({ bankBin: '970436', accountNumber: '1023456789', amountVnd, memo }),
  status: 'pending',
  creditedVnd: null,
  expiresAt: '2026-11-02T03:00:00.000Z',
  createdAt: '2026-11-01T03:00:00.000Z',
  creditedAt: null,
  ...overrides,
});

const posts = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/Wallet/Recharge');

function showPage(visibility: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the recharge page', () => {
  it('creates a request with an Idempotency-Key, shows the VietQR and details to copy, and waits until the money arrives', async () => {
    let checks = 0;
    const app = await renderApp('/wallet/recharge', {
      signedIn: true,
      handler: ({ method, url, body }) => {
        if (url === '/Settings/Public') return reply(200, settings);
        if (method === 'POST' && url === '/Wallet/Recharge') return reply(200, rechargeOf((body as { amountVnd: number }).amountVnd));
        if (url === '/Wallet/Recharge/123') {
          checks += 1;
          // The first check (the page becoming visible again) finds nothing yet; the next one, the credit.
          return reply(
            200,
            checks < 2
              ? rechargeOf(200_000)
              : rechargeOf(200_000, { status: 'succeeded', creditedVnd: 200_000, creditedAt: '2026-11-01T03:04:00.000Z' }),
          );
        }
        if (url === '/Wallet') return reply(200, { balanceVnd: 200_000, heldVnd: 0, availableVnd: 200_000 });
        return undefined;
      },
    });

    // The balance as another page loaded it: the credit must make it stale.
    app.queryClient.setQueryData(walletKeys.summary, { balanceVnd: 0, heldVnd: 0, availableVnd: 0 });

    await app.user.click(await screen.findByRole('button', { name: vnd('200.000') }));
    expect(screen.getByRole('button', { name: vnd('200.000') })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Số tiền nạp')).toHaveValue('200.000');
    await app.user.click(screen.getByRole('button', { name: 'Tạo mã nạp tiền' }));

    const heading = await screen.findByRole('heading', { level: 2, name: /Chuyển khoản để nạp 200\.000\s₫/ });
    await waitFor(() => expect(heading).toHaveFocus());
    const [post] = posts(app.requests);
    expect(post?.body).toEqual({ amountVnd: 200_000 });
    expect(post?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,}$/);

    const qr = screen.getByRole('img', { name: 'Mã VietQR để chuyển khoản' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('Đang chờ chuyển khoản…')).toBeInTheDocument();
    expect(screen.getByText('1023456789')).toBeInTheDocument();
    expect(screen.getByText('CONG TY TNHH MUAHO VIET NAM')).toBeInTheDocument();
    expect(screen.getAllByText(memo).length).toBeGreaterThan(0);
    expect(screen.getByText(/Sai hoặc thiếu nội dung, tiền sẽ không được cộng tự động/)).toBeInTheDocument();
    for (const what of ['tên ngân hàng', 'số tài khoản', 'tên chủ tài khoản', 'số tiền']) {
      expect(screen.getByRole('button', { name: `Sao chép ${what}` })).toBeInTheDocument();
    }
    await app.user.click(screen.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    expect(await navigator.clipboard.readText()).toBe(memo);
    expect(await screen.findByText('Đã sao chép nội dung chuyển khoản')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Sao chép số tiền' }));
    expect(await navigator.clipboard.readText()).toBe('200000');

    // A reload comes back to this request.
    await waitFor(() => expect(app.router.state.location.search).toEqual({ id: 123 }));

    // Back from the banking app: checked at once, then every 5 s until the money is there.
    showPage('visible');
    await waitFor(() => expect(checks).toBe(1));
    expect(screen.getByText('Đang chờ chuyển khoản…')).toBeInTheDocument();

    const success = await screen.findByRole('heading', { level: 2, name: 'Nạp tiền thành công' }, { timeout: 8000 });
    await waitFor(() => expect(success).toHaveFocus());
    expect(screen.getByText(/Đã nhận 200\.000\s₫ vào ví/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem lịch sử giao dịch' })).toHaveAttribute('href', '/transaction');
    expect(posts(app.requests)).toHaveLength(1);
    expect(app.queryClient.getQueryState(walletKeys.summary)?.isInvalidated).toBe(true);
  }, 15_000);

  it('retries a failed request with the same key, and takes a new key for another amount', async () => {
    let attempts = 0;
    const app = await renderApp('/wallet/recharge', {
      signedIn: true,
      handler: ({ method, url, body }) => {
        if (url === '/Settings/Public') return reply(200, settings);
        if (method === 'POST' && url === '/Wallet/Recharge') {
          attempts += 1;
          if (attempts < 3) return failure(503, 'Máy chủ đang bận, vui lòng thử lại', 'internal');
          return reply(200, rechargeOf((body as { amountVnd: number }).amountVnd));
        }
        return undefined;
      },
    });
    await app.user.type(await screen.findByLabelText('Số tiền nạp'), '300000');
    await app.user.click(screen.getByRole('button', { name: 'Tạo mã nạp tiền' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Tạo mã nạp tiền' }));
    await waitFor(() => expect(posts(app.requests)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tạo mã nạp tiền' })).toBeEnabled());

    await app.user.click(screen.getByRole('button', { name: vnd('500.000') }));
    await app.user.click(screen.getByRole('button', { name: 'Tạo mã nạp tiền' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Chuyển khoản để nạp 500\.000\s₫/ })).toBeInTheDocument();

    const [first, retry, other] = posts(app.requests);
    expect(first?.body).toEqual({ amountVnd: 300_000 });
    expect(retry?.body).toEqual({ amountVnd: 300_000 });
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(other?.body).toEqual({ amountVnd: 500_000 });
    expect(other?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('says the minimum and the maximum in Vietnamese before sending anything', async () => {
    const app = await renderApp('/wallet/recharge', {
      signedIn: true,
      handler: ({ url }) => (url === '/Settings/Public' ? reply(200, settings) : undefined),
    });
    const amount = await screen.findByLabelText('Số tiền nạp');
    expect(await screen.findByText(/Tối thiểu 10\.000\s₫, tối đa 500\.000\.000\s₫/)).toBeInTheDocument();

    await app.user.type(amount, '5000');
    await app.user.click(screen.getByRole('button', { name: 'Tạo mã nạp tiền' }));
    expect(await screen.findByText(/Số tiền tối thiểu là 10\.000\s₫/)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await app.user.clear(amount);
    await app.user.type(amount, '600000000');
    expect(await screen.findByText(/Số tiền tối đa là 500\.000\.000\s₫/)).toBeInTheDocument();

    await app.user.clear(amount);
    await app.user.click(screen.getByRole('button', { name: 'Tạo mã nạp tiền' }));
    expect(await screen.findByText('Vui lòng nhập số tiền muốn nạp')).toBeInTheDocument();
    expect(posts(app.requests)).toHaveLength(0);
  });

  it.each(['-100000', '1e9', '12,5'])('does not turn %s into another amount: the box keeps its number and says why', async (typed) => {
    const app = await renderApp('/wallet/recharge', {
      signedIn: true,
      handler: ({ url }) => (url === '/Settings/Public' ? reply(200, settings) : undefined),
    });
    const amount = await screen.findByLabelText('Số tiền nạp');
    await app.user.type(amount, '20000');
    await app.user.click(amount);
    await app.user.paste(typed);
    expect(amount).toHaveValue('20.000');
    expect(await screen.findByText('Chỉ nhập chữ số, không dấu trừ, dấu phẩy hay chữ cái.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await app.user.clear(amount);
    await app.user.type(amount, '-');
    expect(amount).toHaveValue('');
    await app.user.type(amount, '30000');
    expect(amount).toHaveValue('30.000');
    expect(screen.queryByText('Chỉ nhập chữ số, không dấu trừ, dấu phẩy hay chữ cái.')).not.toBeInTheDocument();
  });

  it('takes a pasted amount written with group separators, spaces and ₫ as that amount', async () => {
    const app = await renderApp('/wallet/recharge', {
      signedIn: true,
      handler: ({ url }) => (url === '/Settings/Public' ? reply(200, settings) : undefined),
    });
    const amount = await screen.findByLabelText('Số tiền nạp');
    await app.user.click(amount);
    await app.user.paste('1.500.000 ₫');
    expect(amount).toHaveValue('1.500.000');
  });

  it("shows the server's own refusal of the amount under the field", async () => {
    const app = await renderApp('/wallet/recharge', {
      signedIn: true,
      handler: ({ method, url }) => {
        if (url === '/Settings/Public') return reply(200, settings);
        if (method === 'POST' && url === '/Wallet/Recharge') {
          return failure(400, 'Dữ liệu không hợp lệ', 'validation-failed', [
            { path: 'amountVnd', message: 'Số tiền tối thiểu là 50.000 ₫', code: 'amount-below-minimum' },
          ]);
        }
        return undefined;
      },
    });
    await app.user.type(await screen.findByLabelText('Số tiền nạp'), '20000');
    await app.user.click(screen.getByRole('button', { name: 'Tạo mã nạp tiền' }));
    expect(await screen.findByText('Số tiền tối thiểu là 50.000 ₫')).toBeInTheDocument();
  });

  it('opens a request from the address (?id=) in the state it is in', async () => {
    await renderApp('/wallet/recharge?id=123', {
      signedIn: true,
      handler: ({ url }) => {
        if (url === '/Settings/Public') return reply(200, settings);
        if (url === '/Wallet/Recharge/123') {
          return reply(200, rechargeOf(1_000_000, { status: 'succeeded', creditedVnd: 950_000, creditedAt: '2026-11-01T03:04:00.000Z' }));
        }
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nạp tiền thành công' })).toBeInTheDocument();
    // Staff confirmed what really arrived.
    expect(screen.getByText(/Đã nhận 950\.000\s₫ vào ví/)).toBeInTheDocument();
  });

  it('opens a request waiting for its transfer with its QR and memo', async () => {
    await renderApp('/wallet/recharge?id=123', {
      signedIn: true,
      handler: ({ url }) => (url === '/Wallet/Recharge/123' ? reply(200, rechargeOf(1_000_000)) : undefined),
    });
    expect(await screen.findByRole('heading', { level: 2, name: /Chuyển khoản để nạp 1\.000\.000\s₫/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mã VietQR để chuyển khoản' })).toBeInTheDocument();
  });
});
