import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffPob, StaffPobRefund, StaffPobSummary } from '../../../contract/orderPob';
import type { Dashboard } from '../../../contract/staff';
import { samplePob } from '../../fixtures/orderPob';
import { getsOf, vnd } from '../lists';
import { failure, renderApp, reply, testUser, type StubHandler, type StubRequest } from '../renderApp';

/** The first paint of the console waits for its catalogs and the session: give it time on a busy machine. */
const slow = { timeout: 15_000 };

const purchasingStaff = { ...testUser, role: 'staff' as const, duties: ['purchasing' as const] };

/** ¥123.45 at 3,700 ₫ and 1 %: 456,765 + 4,568 = 461,333 ₫ debited. */
const pob: StaffPob = {
  ...samplePob,
  userId: 42,
  customerCode: 'KH0042',
  note: 'Shop giao trong ngày',
  customer: { fullName: 'Trần Thị Bình', phone: '+84912000111', email: 'binh@example.com' },
};

/** Paid, ¥20 already refunded (74,000 ₫): ¥103.45 left to refund. */
const paid: StaffPob = {
  ...pob,
  status: 'paid',
  alipayTradeNo: '2026112622001400001234567890',
  refundedFen: 2_000,
  refundedVnd: 74_000,
  refundableFen: 10_345,
  history: [
    ...pob.history,
    { status: 'processing', at: '2026-11-26T04:00:00.000Z', actor: 'staff', note: null },
    { status: 'paid', at: '2026-11-26T05:00:00.000Z', actor: 'staff', note: 'Mã giao dịch Alipay: 2026112622001400001234567890' },
  ],
};

const summaryOf = (p: StaffPob): StaffPobSummary => ({
  id: p.id,
  code: p.code,
  status: p.status,
  site: p.site,
  sellerOrderIds: p.sellerOrderIds,
  amountFen: p.amountFen,
  totalVnd: p.totalVnd,
  refundedVnd: p.refundedVnd,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  userId: p.userId,
  customerCode: p.customerCode,
});

const pageOf = (items: unknown[]) => reply(200, { items, total: items.length, page: 1, pageSize: 20 });

/**
 * The staff server for one request: GET answers it as it stands, and a move answers (and becomes)
 * what `onMove` returns, as the server's row would.
 */
function oneRequest(start: StaffPob, onMove?: StubHandler): StubHandler {
  let current = start;
  return async (request) => {
    if (request.method === 'GET' && request.url === `/Staff/OrderPob/${start.id}`) return reply(200, current);
    if (request.method === 'POST' && request.url.startsWith(`/Staff/OrderPob/${start.id}/`)) {
      const answer = await onMove?.(request);
      if (answer?.status === 200) current = answer.data as StaffPob;
      return answer;
    }
    return undefined;
  };
}

const postsTo = (requests: StubRequest[], url: string) => requests.filter((r) => r.method === 'POST' && r.url === url);

// The console renders the whole frame and its lazy catalogs first: slower than a customer page.
describe('the console pay-on-behalf list', { timeout: 40_000 }, () => {
  it('refuses staff without the purchasing duty (403) and never asks for the requests', async () => {
    const app = await renderApp('/staff/pob', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['money'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' }, slow)).toBeInTheDocument();
    expect(app.requests.some((r) => r.url.startsWith('/Staff/OrderPob'))).toBe(false);
  });

  it('lists every customer’s requests with their figures, and sends the status filter and the search to the server', async () => {
    const app = await renderApp('/staff/pob', {
      signedIn: true,
      user: purchasingStaff,
      handler: ({ method, url, params }) => {
        if (method !== 'GET' || url !== '/Staff/OrderPob') return undefined;
        return pageOf(params.status === 'processing' ? [] : [summaryOf(pob)]);
      },
    });
    const table = await screen.findByRole('table', { name: 'Yêu cầu thanh toán hộ' }, slow);
    const link = await within(table).findByRole('link', { name: 'TT2611-0041' }, slow);
    expect(link).toHaveAttribute('href', '/staff/pob/41');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('KH0042');
    expect(row).toHaveTextContent('Taobao');
    expect(row).toHaveTextContent(/123,45\s¥/);
    expect(row).toHaveTextContent(vnd('461.333'));
    expect(within(row).getByText('Chờ tiếp nhận')).toBeInTheDocument();
    // The number of the seller's orders the request pays.
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'processing');
    await waitFor(() => expect(getsOf(app.requests, '/Staff/OrderPob').at(-1)?.params).toMatchObject({ status: 'processing', page: 1 }));
    expect(await screen.findByText('Không có yêu cầu thanh toán hộ nào.')).toBeInTheDocument();
    expect(app.router.state.location.search).toMatchObject({ state: 'processing' });

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Tìm theo mã yêu cầu, mã đơn người bán, mã giao dịch Alipay hoặc mã khách' }),
      '3791234567890123456',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() =>
      expect(getsOf(app.requests, '/Staff/OrderPob').at(-1)?.params).toMatchObject({ q: '3791234567890123456', status: 'processing' }),
    );
  });

  it('shows the purchasing desk its pay-on-behalf queues and links, opening each filtered', async () => {
    const counts: Dashboard = {
      unmatchedBankLines: 0,
      rechargesToCheck: 0,
      ordersToBuy: 0,
      ordersAwaitingSeller: 0,
      packagesExpectedInChina: 0,
      packagesToMove: 0,
      deliveriesToHandOver: 0,
      withdrawalsToPay: 0,
      pobToTake: 3,
      pobInProcess: 1,
      pobRefundsToDecide: 2,
    };
    await renderApp('/staff', {
      signedIn: true,
      user: purchasingStaff,
      handler: ({ url }) => (url === '/Staff/Dashboard' ? reply(200, counts) : undefined),
    });
    const toTake = await screen.findByRole('link', { name: /Thanh toán hộ chờ tiếp nhận/ }, slow);
    expect(toTake).toHaveAttribute('href', '/staff/pob?state=pending');
    await waitFor(() => expect(toTake).toHaveTextContent('3'));
    expect(screen.getByRole('link', { name: /Thanh toán hộ đang xử lý/ })).toHaveAttribute('href', '/staff/pob?state=processing');
    expect(screen.getByRole('link', { name: /Hoàn tiền thanh toán hộ cần duyệt/ })).toHaveAttribute(
      'href',
      '/staff/pobRefunds?state=pending',
    );

    const nav = screen.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' });
    expect(within(nav).getByRole('link', { name: 'Thanh toán hộ' })).toHaveAttribute('href', '/staff/pob');
    expect(within(nav).getByRole('link', { name: 'Hoàn tiền thanh toán hộ' })).toHaveAttribute('href', '/staff/pobRefunds?state=pending');
    expect(within(nav).queryByRole('link', { name: 'Rút tiền' })).not.toBeInTheDocument();
  });
});

describe('one pay-on-behalf request in the console', { timeout: 40_000 }, () => {
  it('reads the request from a deep link: whose it is, what to pay and where, and its history', async () => {
    const app = await renderApp('/staff/pob/41', { signedIn: true, user: purchasingStaff, handler: oneRequest(pob) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yêu cầu TT2611-0041' }, slow)).toBeInTheDocument();
    expect(app.requests.some((r) => r.url === '/Staff/OrderPob')).toBe(false);

    const facts = screen.getByRole('region', { name: 'Tóm tắt yêu cầu' });
    expect(within(facts).getByText('Khách hàng').nextSibling).toHaveTextContent('KH0042 · Trần Thị Bình');
    expect(within(facts).getByRole('link', { name: '+84912000111' })).toHaveAttribute('href', 'tel:+84912000111');
    expect(within(facts).getByText('3791234567890123457')).toBeInTheDocument();
    const link = within(facts).getByRole('link', { name: 'https://m.tb.cn/h.5Xy1AbC?tk=aBcD' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(within(facts).getByText('Ghi chú của khách').nextSibling).toHaveTextContent('Shop giao trong ngày');

    const money = screen.getByRole('region', { name: 'Số tiền' });
    expect(within(money).getByText('Tổng thanh toán').nextSibling).toHaveTextContent(vnd('461.333'));
    expect(within(screen.getByRole('region', { name: 'Lịch sử' })).getByText('Chờ tiếp nhận')).toBeInTheDocument();
  });

  it.each([
    ['pending', { ...pob }, ['Tiếp nhận', 'Từ chối']],
    ['processing', { ...pob, status: 'processing' as const }, ['Đã thanh toán', 'Từ chối']],
    ['paid with ¥ left to refund', paid, ['Ghi nhận hoàn tiền']],
    ['paid and refunded in full', { ...paid, refundedFen: paid.amountFen, refundableFen: 0 }, []],
    ['rejected', { ...pob, status: 'rejected' as const, rejectReason: 'Link hết hạn' }, []],
  ])('offers only the moves a %s request allows', async (_, request, expected) => {
    await renderApp('/staff/pob/41', { signedIn: true, user: purchasingStaff, handler: oneRequest(request) });
    await screen.findByRole('heading', { level: 1, name: 'Yêu cầu TT2611-0041' }, slow);
    const moves = screen.queryByRole('region', { name: 'Xử lý' });
    const offered = moves
      ? within(moves)
          .getAllByRole('button')
          .map((button) => button.textContent)
      : [];
    expect(offered).toEqual(expected);
  });

  it('records the payment with the Alipay number under one Idempotency-Key, retried after a lost answer, then shows the paid request', async () => {
    const processing: StaffPob = { ...pob, status: 'processing' };
    let tries = 0;
    const app = await renderApp('/staff/pob/41', {
      signedIn: true,
      user: purchasingStaff,
      handler: oneRequest(processing, ({ url, body }) => {
        if (url !== '/Staff/OrderPob/41/Pay') return undefined;
        tries += 1;
        if (tries === 1) return failure(503, 'Máy chủ bận', 'service-unavailable');
        const { alipayTradeNo } = body as { alipayTradeNo: string };
        return reply(200, { ...paid, refundedFen: 0, refundedVnd: 0, refundableFen: pob.amountFen, alipayTradeNo });
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Đã thanh toán' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đã thanh toán TT2611-0041?' });
    const confirm = within(dialog).getByRole('button', { name: 'Xác nhận đã thanh toán' });
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nhập mã giao dịch Alipay của lần thanh toán.');
    await userEvent.type(within(dialog).getByLabelText(/Mã giao dịch Alipay/), '12345');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Mã giao dịch Alipay gồm 10–64 chữ và số');
    expect(app.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText(/Mã giao dịch Alipay/));
    await userEvent.type(within(dialog).getByLabelText(/Mã giao dịch Alipay/), ' 2026112622001400009876543210 ');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Máy chủ bận')).toBeInTheDocument();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const posts = postsTo(app.requests, '/Staff/OrderPob/41/Pay');
    expect(posts.map((r) => r.body)).toEqual([
      { alipayTradeNo: '2026112622001400009876543210' },
      { alipayTradeNo: '2026112622001400009876543210' },
    ]);
    expect(posts[0]!.idempotencyKey).toBeTruthy();
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);

    expect(await screen.findByText('Đã chuyển yêu cầu sang “Đã thanh toán”.')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Tóm tắt yêu cầu' });
    expect(within(facts).getByText('Đã thanh toán')).toBeInTheDocument();
    expect(within(facts).getByText('Mã giao dịch Alipay').nextSibling).toHaveTextContent('2026112622001400009876543210');
    expect(screen.getByRole('button', { name: 'Ghi nhận hoàn tiền' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đã thanh toán' })).not.toBeInTheDocument();
  });

  it('rejects only with a reason, saying the whole debit goes back to the wallet', async () => {
    const app = await renderApp('/staff/pob/41', {
      signedIn: true,
      user: purchasingStaff,
      handler: oneRequest(pob, ({ url, body }) =>
        url === '/Staff/OrderPob/41/Reject'
          ? reply(200, { ...pob, status: 'rejected', rejectReason: (body as { reason: string }).reason, refundedVnd: pob.totalVnd })
          : undefined,
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Từ chối' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối yêu cầu TT2611-0041?' });
    expect(dialog).toHaveTextContent(/Toàn bộ 461\.333\s₫ đã trừ sẽ được hoàn lại vào ví của khách\./);
    const confirm = within(dialog).getByRole('button', { name: 'Từ chối yêu cầu' });
    await userEvent.type(within(dialog).getByLabelText('Lý do từ chối (khách sẽ đọc được)'), '   ');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nhập lý do từ chối.');
    expect(app.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Lý do từ chối (khách sẽ đọc được)'), 'Link thanh toán đã hết hạn');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = postsTo(app.requests, '/Staff/OrderPob/41/Reject');
    expect(post?.body).toEqual({ reason: 'Link thanh toán đã hết hạn' });
    expect(post?.idempotencyKey).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Tóm tắt yêu cầu' });
    expect(within(facts).getByText('Lý do từ chối').nextSibling).toHaveTextContent('Link thanh toán đã hết hạn');
    expect(screen.queryByRole('region', { name: 'Xử lý' })).not.toBeInTheDocument();
  });

  it('refuses a refund above what is refundable before sending, shows the credit at the locked rate, and says the server’s refusal', async () => {
    let tries = 0;
    const app = await renderApp('/staff/pob/41', {
      signedIn: true,
      user: purchasingStaff,
      handler: oneRequest(paid, ({ url, body }) => {
        if (url !== '/Staff/OrderPob/41/Refund') return undefined;
        tries += 1;
        // A customer's ask reserved part of it meanwhile: the server says what is left, in Vietnamese.
        if (tries === 1) {
          return failure(400, 'Dữ liệu không hợp lệ', 'validation-failed', [
            { path: 'amountFen', message: 'Số tiền hoàn tối đa còn lại là 15,00 ¥' },
          ]);
        }
        const { amountFen } = body as { amountFen: number };
        return reply(200, {
          ...paid,
          refundedFen: paid.refundedFen + amountFen,
          refundedVnd: paid.refundedVnd + 37_000,
          refundableFen: paid.refundableFen - amountFen,
        });
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ghi nhận hoàn tiền' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Ghi nhận người bán hoàn tiền cho TT2611-0041' });
    const amount = within(dialog).getByLabelText('Số tiền người bán hoàn (¥)');
    const confirm = within(dialog).getByRole('button', { name: 'Ghi nhận hoàn tiền' });
    await userEvent.type(amount, '103.46');
    await userEvent.type(within(dialog).getByLabelText('Lý do (khách sẽ đọc được)'), 'Người bán hủy một đơn');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Số tiền hoàn tối đa còn lại là 103,45\s¥/);
    expect(within(dialog).queryByText(/Khách sẽ được cộng/)).not.toBeInTheDocument();
    expect(app.requests.some((r) => r.method === 'POST')).toBe(false);

    // ¥20 more after ¥20 refunded, at 3,700 ₫: 148,000 − 74,000.
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    expect(within(dialog).getByText(/Khách sẽ được cộng/)).toHaveTextContent(/Khách sẽ được cộng 74\.000\s₫ vào ví\./);
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Số tiền hoàn tối đa còn lại là 15,00 ¥');

    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = postsTo(app.requests, '/Staff/OrderPob/41/Refund');
    expect(posts.map((r) => r.body)).toEqual([
      { amountFen: 2_000, reason: 'Người bán hủy một đơn' },
      { amountFen: 1_000, reason: 'Người bán hủy một đơn' },
    ]);
    // A changed amount is another request: another key.
    expect(posts[1]!.idempotencyKey).toBeTruthy();
    expect(posts[1]!.idempotencyKey).not.toBe(posts[0]!.idempotencyKey);
    expect(await screen.findByText(/Đã ghi nhận hoàn tiền; ví của khách được cộng 37\.000\s₫\./)).toBeInTheDocument();
  });
});

describe('the console pay-on-behalf refund queue', { timeout: 40_000 }, () => {
  const asked: StaffPobRefund = {
    id: 7,
    pobId: 41,
    pobCode: 'TT2611-0041',
    status: 'pending',
    source: 'customer',
    amountFen: 3_000,
    acceptedFen: null,
    creditedVnd: 0,
    reason: 'Người bán hết hàng một đơn',
    refuseReason: null,
    photos: ['/api/OrderPob/RefundPhoto/p1', '/api/OrderPob/RefundPhoto/p2'],
    createdAt: '2026-11-27T03:00:00.000Z',
    decidedAt: null,
    userId: 42,
    customerCode: 'KH0042',
  };

  it('accepts part of a customer’s ask after showing the credit, under an Idempotency-Key, and refreshes the queue', async () => {
    let decided: StaffPobRefund | null = null;
    const app = await renderApp('/staff/pobRefunds?state=pending', {
      signedIn: true,
      user: purchasingStaff,
      handler: ({ method, url, body }) => {
        if (method === 'GET' && url === '/Staff/OrderPob/Refund') return pageOf(decided ? [] : [asked]);
        if (method === 'GET' && url === '/Staff/OrderPob/41') return reply(200, { ...paid, refundableFen: paid.refundableFen - 3_000 });
        if (method === 'POST' && url === '/Staff/OrderPob/Refund/7/Accept') {
          const { amountFen } = body as { amountFen?: number };
          decided = { ...asked, status: 'accepted', acceptedFen: amountFen ?? asked.amountFen, creditedVnd: 55_500 };
          return reply(200, decided);
        }
        return undefined;
      },
    });
    const table = await screen.findByRole('table', { name: 'Hoàn tiền thanh toán hộ' }, slow);
    const link = await within(table).findByRole('link', { name: 'TT2611-0041' }, slow);
    expect(link).toHaveAttribute('href', '/staff/pob/41');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('KH0042');
    expect(row).toHaveTextContent(/30,00\s¥/);
    expect(row).toHaveTextContent('Người bán hết hàng một đơn');
    expect(within(row).getAllByRole('img')).toHaveLength(2);
    expect(getsOf(app.requests, '/Staff/OrderPob/Refund')[0]?.params).toMatchObject({ status: 'pending' });

    await userEvent.click(within(row).getByRole('button', { name: 'Chấp nhận' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chấp nhận hoàn tiền cho TT2611-0041?' });
    const amount = within(dialog).getByLabelText('Số tiền chấp nhận (¥)');
    expect(amount).toHaveValue('30');
    // ¥30 after ¥20 refunded, at 3,700 ₫: 185,000 − 74,000.
    expect(await within(dialog).findByText(/Khách sẽ được cộng 111\.000\s₫ vào ví/)).toBeInTheDocument();

    const confirm = within(dialog).getByRole('button', { name: 'Chấp nhận hoàn tiền' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '30.01');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Chỉ chấp nhận được tối đa số khách yêu cầu: 30,00\s¥\./);
    expect(app.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '15');
    expect(within(dialog).getByText(/Khách sẽ được cộng 55\.500\s₫ vào ví/)).toBeInTheDocument();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [post] = postsTo(app.requests, '/Staff/OrderPob/Refund/7/Accept');
    expect(post?.body).toEqual({ amountFen: 1_500 });
    expect(post?.idempotencyKey).toBeTruthy();
    expect(await screen.findByText(/Đã chấp nhận hoàn tiền cho TT2611-0041; ví của khách được cộng 55\.500\s₫\./)).toBeInTheDocument();
    expect(await screen.findByText('Không có yêu cầu hoàn tiền nào.')).toBeInTheDocument();
  });

  it('accepts the whole ask without an amount, and refuses only with a reason', async () => {
    const app = await renderApp('/staff/pobRefunds', {
      signedIn: true,
      user: purchasingStaff,
      handler: ({ method, url, body }) => {
        if (method === 'GET' && url === '/Staff/OrderPob/Refund') return pageOf([asked, { ...asked, id: 8, amountFen: 1_000 }]);
        if (method === 'GET' && url === '/Staff/OrderPob/41') return reply(200, paid);
        if (method === 'POST' && url === '/Staff/OrderPob/Refund/7/Accept') return reply(200, { ...asked, status: 'accepted' });
        if (method === 'POST' && url === '/Staff/OrderPob/Refund/8/Refuse')
          return reply(200, { ...asked, id: 8, status: 'refused', refuseReason: (body as { reason: string }).reason });
        return undefined;
      },
    });
    const table = await screen.findByRole('table', { name: 'Hoàn tiền thanh toán hộ' }, slow);
    const [first, second] = (await within(table).findAllByRole('link', { name: 'TT2611-0041' }, slow)).map((l) => l.closest('tr')!);

    await userEvent.click(within(first!).getByRole('button', { name: 'Chấp nhận' }));
    const accept = await screen.findByRole('dialog', { name: 'Chấp nhận hoàn tiền cho TT2611-0041?' });
    await userEvent.click(within(accept).getByRole('button', { name: 'Chấp nhận hoàn tiền' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postsTo(app.requests, '/Staff/OrderPob/Refund/7/Accept')[0]?.body).toEqual({});

    await userEvent.click(within(second!).getByRole('button', { name: 'Từ chối' }));
    const refuse = await screen.findByRole('dialog', { name: /Từ chối yêu cầu hoàn 10,00\s¥ của TT2611-0041\?/ });
    await userEvent.click(within(refuse).getByRole('button', { name: 'Từ chối hoàn tiền' }));
    expect(within(refuse).getByRole('alert')).toHaveTextContent('Nhập lý do từ chối.');
    expect(postsTo(app.requests, '/Staff/OrderPob/Refund/8/Refuse')).toHaveLength(0);
    await userEvent.type(within(refuse).getByLabelText('Lý do từ chối (khách sẽ đọc được)'), 'Người bán chưa hoàn tiền');
    await userEvent.click(within(refuse).getByRole('button', { name: 'Từ chối hoàn tiền' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = postsTo(app.requests, '/Staff/OrderPob/Refund/8/Refuse');
    expect(post?.body).toEqual({ reason: 'Người bán chưa hoàn tiền' });
    expect(post?.idempotencyKey).toBeTruthy();
    expect(await screen.findByText('Đã từ chối yêu cầu hoàn tiền của TT2611-0041.')).toBeInTheDocument();
  });
});
