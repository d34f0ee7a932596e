import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffComplaint, StaffComplaintSummary } from '../../contract/complaints';
import { getsOf, pageOf, vnd } from './lists';
import { failure, renderApp, reply, testUser, type StubHandler, type StubRequest } from './renderApp';

/** The first paint of the console waits for its catalogs and the session: give it time on a busy machine. */
const slow = { timeout: 15_000 };

const careStaff = { ...testUser, role: 'staff' as const, duties: ['care' as const] };

/** Two damaged T-shirts of a received order: 365,000 ₫ asked, at most 365,000 ₫ may be granted. */
const pending: StaffComplaint = {
  id: 7,
  code: 'KN2611-0007',
  status: 'pending',
  subject: { type: 'order', id: 301, code: 'MH2611-0301' },
  reason: 'damaged',
  amountVnd: 365_000,
  acceptedVnd: null,
  refundedVnd: 0,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
  description: 'Hai áo bị rách ở vai',
  items: [{ itemId: 11, title: 'Áo thun cotton', imageUrl: 'https://img.example.cn/t.jpg', quantity: 2, valueVnd: 365_000 }],
  videoLinks: ['https://youtu.be/unbox123'],
  photos: ['/api/OrderComplaint/Photo/abc', '/api/OrderComplaint/Photo/def'],
  rejectReason: null,
  history: [{ status: 'pending', note: null, createdAt: '2026-11-20T03:00:00.000Z' }],
  userId: 42,
  customerCode: 'KH0042',
  capVnd: 365_000,
  staffNote: null,
};

const step = (c: StaffComplaint, status: StaffComplaint['status'], changes: Partial<StaffComplaint> = {}): StaffComplaint => ({
  ...c,
  ...changes,
  status,
  history: [...c.history, { status, note: changes.rejectReason ?? null, createdAt: '2026-11-21T03:00:00.000Z' }],
});

const summaryOf = ({ description, items, videoLinks, photos, rejectReason, history, capVnd, staffNote, ...row }: StaffComplaint) =>
  row satisfies StaffComplaintSummary;

/**
 * The staff server for one complaint: GET answers it as it stands, and a move answers (and
 * becomes) what `onMove` returns, as the server's row would.
 */
function oneComplaint(start: StaffComplaint, onMove?: StubHandler): StubHandler {
  let current = start;
  return async (request) => {
    if (request.method === 'GET' && request.url === `/Staff/OrderComplaint/${start.id}`) return reply(200, current);
    if (request.method === 'POST' && request.url.startsWith(`/Staff/OrderComplaint/${start.id}/`)) {
      const answer = await onMove?.(request);
      if (answer?.status === 200) current = answer.data as StaffComplaint;
      return answer;
    }
    return undefined;
  };
}

const postsTo = (requests: StubRequest[], url: string) => requests.filter((r) => r.method === 'POST' && r.url === url);

/** The labels of the moves the page offers. */
const offeredMoves = () => {
  const moves = screen.queryByRole('region', { name: 'Xử lý' });
  return moves
    ? within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
};

// The console renders the whole frame and its lazy catalogs first: slower than a customer page.
describe('the console complaints', { timeout: 40_000 }, () => {
  it('refuses staff without the care duty and never asks for the complaints', async () => {
    const app = await renderApp('/staff/complaints', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['purchasing'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' }, slow)).toBeInTheDocument();
    expect(app.requests.some((r) => r.url.startsWith('/Staff/OrderComplaint'))).toBe(false);
  });

  it('lists complaints by status and search, linked from the care desk’s navigation', async () => {
    const app = await renderApp('/staff/complaints', {
      signedIn: true,
      user: careStaff,
      handler: ({ method, url, params }) => {
        if (method !== 'GET' || url !== '/Staff/OrderComplaint') return undefined;
        return pageOf(params.status === 'closed' ? [] : [summaryOf(pending)]);
      },
    });
    const table = await screen.findByRole('table', { name: 'Khiếu nại của khách' }, slow);
    const link = await within(table).findByRole('link', { name: 'KN2611-0007' }, slow);
    expect(link).toHaveAttribute('href', '/staff/complaints/7');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('KH0042');
    expect(row).toHaveTextContent('Đơn mua hộ MH2611-0301');
    expect(row).toHaveTextContent('Hàng hỏng, vỡ');
    expect(row).toHaveTextContent(vnd('365.000'));

    const nav = screen.getByRole('navigation', { name: 'Điều hướng quầy nhân viên' });
    expect(within(nav).getByRole('link', { name: 'Khiếu nại' })).toHaveAttribute('href', '/staff/complaints?state=pending');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'closed');
    await waitFor(() => expect(getsOf(app.requests, '/Staff/OrderComplaint').at(-1)?.params).toMatchObject({ status: 'closed', page: 1 }));
    expect(await screen.findByText('Không có khiếu nại nào.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm theo mã khiếu nại, mã đơn hoặc mã khách' }), 'KH0042');
    await userEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() =>
      expect(getsOf(app.requests, '/Staff/OrderComplaint').at(-1)?.params).toMatchObject({ q: 'KH0042', status: 'closed' }),
    );
  });
});

describe('one complaint in the console', { timeout: 40_000 }, () => {
  it('reads the complaint from a deep link: whose, about what, the evidence and the cap', async () => {
    await renderApp('/staff/complaints/7', { signedIn: true, user: careStaff, handler: oneComplaint(pending) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Khiếu nại KN2611-0007' }, slow)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Tóm tắt khiếu nại' });
    expect(within(facts).getByRole('link', { name: 'KH0042' })).toHaveAttribute('href', '/staff/customers/42');
    expect(within(facts).getByRole('link', { name: 'Đơn mua hộ MH2611-0301' })).toHaveAttribute('href', '/staff/orders/301');
    expect(within(facts).getByText('Mô tả của khách').nextSibling).toHaveTextContent('Hai áo bị rách ở vai');
    expect(within(facts).getByRole('link', { name: 'https://youtu.be/unbox123' })).toHaveAttribute('target', '_blank');
    expect(within(facts).getAllByRole('img', { name: /của khiếu nại KN2611-0007/ })).toHaveLength(2);
    expect(within(facts).getByRole('list', { name: 'Sản phẩm khiếu nại' })).toHaveTextContent('Áo thun cotton');
    const money = screen.getByRole('region', { name: 'Số tiền' });
    expect(within(money).getByText('Có thể chấp nhận tối đa').nextSibling).toHaveTextContent(vnd('365.000'));
  });

  it.each([
    ['pending', pending, ['Tiếp nhận', 'Từ chối']],
    ['handling', step(pending, 'handling'), ['Chấp nhận', 'Từ chối']],
    ['accepted', step(pending, 'accepted', { acceptedVnd: 300_000 }), ['Hoàn tiền vào ví']],
    ['refunded', step(pending, 'refunded', { acceptedVnd: 300_000, refundedVnd: 300_000 }), ['Đóng khiếu nại']],
    ['rejected', step(pending, 'rejected', { rejectReason: 'Không thấy hàng lỗi' }), ['Đóng khiếu nại']],
    ['closed', step(pending, 'closed'), []],
  ])('offers only the moves a %s complaint allows', async (_, complaint, expected) => {
    await renderApp('/staff/complaints/7', { signedIn: true, user: careStaff, handler: oneComplaint(complaint) });
    await screen.findByRole('heading', { level: 1, name: 'Khiếu nại KN2611-0007' }, slow);
    expect(offeredMoves()).toEqual(expected);
  });

  it('takes, accepts an amount within the cap with words for the customer, and refunds once under one key after a lost answer', async () => {
    let refundTries = 0;
    const app = await renderApp('/staff/complaints/7', {
      signedIn: true,
      user: careStaff,
      handler: oneComplaint(pending, ({ url, body }) => {
        if (url.endsWith('/Take')) return reply(200, step(pending, 'handling'));
        if (url.endsWith('/Accept')) {
          const { amountVnd } = body as { amountVnd: number };
          return reply(200, step(step(pending, 'handling'), 'accepted', { acceptedVnd: amountVnd }));
        }
        if (url.endsWith('/Refund')) {
          refundTries += 1;
          if (refundTries === 1) return failure(503, 'Máy chủ bận', 'service-unavailable');
          return reply(200, step(pending, 'refunded', { acceptedVnd: 300_000, refundedVnd: 300_000 }));
        }
        return undefined;
      }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Tiếp nhận' }, slow));
    const take = await screen.findByRole('dialog', { name: 'Tiếp nhận khiếu nại KN2611-0007?' });
    await userEvent.click(within(take).getByRole('button', { name: 'Tiếp nhận' }));
    expect(await screen.findByText('Đã chuyển khiếu nại sang “Đang giải quyết”.')).toBeInTheDocument();
    expect(postsTo(app.requests, '/Staff/OrderComplaint/7/Take')[0]?.body).toEqual({});

    await userEvent.click(screen.getByRole('button', { name: 'Chấp nhận' }));
    const accept = await screen.findByRole('dialog', { name: 'Chấp nhận khiếu nại KN2611-0007?' });
    expect(accept).toHaveTextContent(/có thể chấp nhận tối đa 365\.000\s₫/);
    const amount = within(accept).getByLabelText('Số tiền chấp nhận (₫)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '400000');
    await userEvent.click(within(accept).getByRole('button', { name: 'Chấp nhận' }));
    expect(within(accept).getByRole('alert')).toHaveTextContent(/Số tiền tối đa có thể hoàn cho khiếu nại này là 365\.000\s₫/);
    expect(postsTo(app.requests, '/Staff/OrderComplaint/7/Accept')).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '300.000');
    await userEvent.type(within(accept).getByLabelText('Lời nhắn cho khách (khách sẽ đọc được)'), 'Hoàn 300.000 ₫ cho hai áo');
    await userEvent.click(within(accept).getByRole('button', { name: 'Chấp nhận' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postsTo(app.requests, '/Staff/OrderComplaint/7/Accept')[0]?.body).toEqual({
      amountVnd: 300_000,
      note: 'Hoàn 300.000 ₫ cho hai áo',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Hoàn tiền vào ví' }));
    const refund = await screen.findByRole('dialog', { name: /Hoàn 300\.000\s₫ vào ví của KH0042\?/ });
    expect(refund).toHaveTextContent('Không thể hoàn tác.');
    const confirm = within(refund).getByRole('button', { name: 'Hoàn tiền vào ví' });
    await userEvent.click(confirm);
    expect(await within(refund).findByText('Máy chủ bận')).toBeInTheDocument();
    await userEvent.click(confirm);
    expect(await screen.findByText(/Đã hoàn tiền; ví của khách được cộng 300\.000\s₫\./)).toBeInTheDocument();

    const refunds = postsTo(app.requests, '/Staff/OrderComplaint/7/Refund');
    expect(refunds).toHaveLength(2);
    expect(refunds[0]!.idempotencyKey).toBeTruthy();
    expect(refunds[1]!.idempotencyKey).toBe(refunds[0]!.idempotencyKey);
    expect(offeredMoves()).toEqual(['Đóng khiếu nại']);
  });

  it('rejects only with a reason the customer reads, and says when a colleague moved it first', async () => {
    let tries = 0;
    const app = await renderApp('/staff/complaints/7', {
      signedIn: true,
      user: careStaff,
      handler: oneComplaint(pending, ({ url, body }) => {
        if (!url.endsWith('/Reject')) return undefined;
        tries += 1;
        if (tries === 1) return failure(409, 'Trạng thái không hợp lệ', 'invalid-state');
        return reply(200, step(pending, 'rejected', { rejectReason: (body as { reason: string }).reason }));
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Từ chối' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối khiếu nại KN2611-0007?' });
    const confirm = within(dialog).getByRole('button', { name: 'Từ chối khiếu nại' });
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nhập lý do từ chối.');
    expect(app.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Lý do từ chối (khách sẽ đọc được)'), 'Video không thấy hàng lỗi');
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Khiếu nại đã chuyển sang trạng thái khác');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postsTo(app.requests, '/Staff/OrderComplaint/7/Reject').at(-1)?.body).toEqual({ reason: 'Video không thấy hàng lỗi' });
    const facts = screen.getByRole('region', { name: 'Tóm tắt khiếu nại' });
    expect(within(facts).getByText('Lý do từ chối').nextSibling).toHaveTextContent('Video không thấy hàng lỗi');
    expect(offeredMoves()).toEqual(['Đóng khiếu nại']);
  });
});
