import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Complaint, ComplaintSummary, CreateComplaintInput } from '../../contract/complaints';
import type { Order } from '../../contract/orders';
import { sampleOrder } from '../fixtures/checkout';
import { getsOf, pageOf, vnd } from './lists';
import { failure, renderApp, reply, type StubHandler, type StubRequest } from './renderApp';

/** A received order of two lines: 3 T-shirts and 2 caps. */
const order: Order = {
  ...sampleOrder,
  status: 'received',
  items: [
    {
      id: 11,
      site: 'taobao',
      itemId: '6543210',
      skuId: null,
      title: '纯棉T恤',
      titleVi: 'Áo thun cotton',
      imageUrl: 'https://img.example.cn/t.jpg',
      properties: [],
      unitPriceFen: 5_000,
      quantity: 3,
      quantityBought: 3,
      actualUnitPriceFen: null,
      note: '',
    },
    {
      id: 12,
      site: 'taobao',
      itemId: '6543211',
      skuId: null,
      title: '棒球帽',
      titleVi: 'Mũ lưỡi trai',
      imageUrl: 'https://img.example.cn/c.jpg',
      properties: [],
      unitPriceFen: 2_000,
      quantity: 2,
      quantityBought: 2,
      actualUnitPriceFen: null,
      note: '',
    },
  ],
};

/** A complaint about one damaged T-shirt, accepted for less than was asked and refunded. */
const complaint: Complaint = {
  id: 7,
  code: 'KN2611-0007',
  status: 'refunded',
  subject: { type: 'order', id: order.id, code: order.code },
  reason: 'damaged',
  amountVnd: 182_500,
  acceptedVnd: 150_000,
  refundedVnd: 150_000,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-22T03:00:00.000Z',
  description: 'Áo bị rách ở vai',
  items: [{ itemId: 11, title: 'Áo thun cotton', imageUrl: 'https://img.example.cn/t.jpg', quantity: 1, valueVnd: 182_500 }],
  videoLinks: ['https://youtu.be/unbox123'],
  photos: ['/api/OrderComplaint/Photo/abc'],
  rejectReason: null,
  history: [
    { status: 'pending', note: null, createdAt: '2026-11-20T03:00:00.000Z' },
    { status: 'handling', note: null, createdAt: '2026-11-21T03:00:00.000Z' },
    { status: 'accepted', note: 'Hoàn 150.000 ₫ vì áo vẫn mặc được', createdAt: '2026-11-21T05:00:00.000Z' },
    { status: 'refunded', note: null, createdAt: '2026-11-22T03:00:00.000Z' },
  ],
};

const summaryOf = (c: Complaint): ComplaintSummary => ({
  id: c.id,
  code: c.code,
  status: c.status,
  subject: c.subject,
  reason: c.reason,
  amountVnd: c.amountVnd,
  acceptedVnd: c.acceptedVnd,
  refundedVnd: c.refundedVnd,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

const creates = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/OrderComplaint');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the customer’s complaints', () => {
  it('lists complaints by status, with an empty state of its own for a status with none', async () => {
    const app = await renderApp('/orderComplaint', {
      signedIn: true,
      handler: ({ method, url, params }) => {
        if (method !== 'GET' || url !== '/OrderComplaint') return undefined;
        return pageOf(params.status === 'rejected' ? [] : [summaryOf(complaint)]);
      },
    });
    const link = await screen.findByRole('link', { name: /KN2611-0007/ });
    expect(link).toHaveAttribute('href', '/orderComplaint/7');
    expect(link).toHaveTextContent('Đơn mua hộ MH2611-0301 · Hàng hỏng, vỡ');
    expect(link).toHaveTextContent(vnd('150.000'));
    expect(within(link).getByText('Đã hoàn tiền')).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Từ chối' }));
    expect(await screen.findByRole('heading', { name: 'Không có khiếu nại nào bị từ chối' })).toBeInTheDocument();
    expect(getsOf(app.requests, '/OrderComplaint').at(-1)?.params).toMatchObject({ status: 'rejected', page: 1, pageSize: 20 });
  });

  it('shows a complaint’s goods, amounts, evidence and history with staff’s words', async () => {
    await renderApp('/orderComplaint/7', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderComplaint/7' ? reply(200, complaint) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Khiếu nại KN2611-0007' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đơn mua hộ MH2611-0301' })).toHaveAttribute('href', '/orderOrdering/301');
    const amounts = screen.getByRole('region', { name: 'Số tiền' });
    expect(amounts).toHaveTextContent(/Số tiền yêu cầu\s*182\.500\s₫/);
    expect(amounts).toHaveTextContent(/Được chấp nhận\s*150\.000\s₫/);
    expect(amounts).toHaveTextContent(/Đã hoàn vào ví\s*150\.000\s₫/);
    const goods = screen.getByRole('list', { name: 'Sản phẩm khiếu nại' });
    expect(goods).toHaveTextContent('Áo thun cotton');
    expect(goods).toHaveTextContent('× 1');
    expect(screen.getByRole('link', { name: 'https://youtu.be/unbox123' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ảnh 1/1 của khiếu nại KN2611-0007' })).toHaveAttribute('src', '/api/OrderComplaint/Photo/abc');
    expect(screen.getByText('Hoàn 150.000 ₫ vì áo vẫn mặc được')).toBeInTheDocument();
  });

  it('says why a complaint was rejected', async () => {
    const rejected: Complaint = {
      ...complaint,
      status: 'rejected',
      acceptedVnd: null,
      refundedVnd: 0,
      rejectReason: 'Video không thấy hàng lỗi',
    };
    await renderApp('/orderComplaint/7', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderComplaint/7' ? reply(200, rejected) : undefined),
    });
    expect(await screen.findByRole('note')).toHaveTextContent('Lý do từ chối: Video không thấy hàng lỗi');
  });
});

// Typing a whole form takes a while on a busy machine.
describe('filing a complaint', { timeout: 30_000 }, () => {
  const server =
    (createAnswer: () => ReturnType<StubHandler>): StubHandler =>
    ({ method, url }) => {
      if (method === 'GET' && url === `/OrderOrdering/${order.id}`) return reply(200, order);
      if (method === 'POST' && url === '/OrderComplaint') return createAnswer();
      if (method === 'GET' && url === '/OrderComplaint/7') return reply(200, { ...complaint, status: 'pending' });
      return undefined;
    };

  it('checks the form first, in Vietnamese under each field, then files after the confirm with an Idempotency-Key', async () => {
    const app = await renderApp(`/orderComplaint/new?type=order&id=${order.id}`, {
      signedIn: true,
      handler: server(() => reply(201, { ...complaint, status: 'pending', photos: [] })),
    });
    await screen.findByRole('heading', { name: 'Khiếu nại về Đơn mua hộ MH2611-0301' });
    await app.user.click(screen.getByRole('button', { name: 'Gửi khiếu nại' }));

    expect(await screen.findByLabelText('Số tiền yêu cầu hoàn (₫)')).toHaveAccessibleDescription(/Số tiền phải là số nguyên VND lớn hơn 0/);
    expect(screen.getByText('Vui lòng chọn sản phẩm (mỗi sản phẩm một lần) mà bạn khiếu nại')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng chọn lý do khiếu nại')).toBeInTheDocument();
    expect(creates(app.requests)).toEqual([]);

    await app.user.click(screen.getByRole('radio', { name: 'Hàng hỏng, vỡ' }));
    await app.user.type(screen.getByLabelText(/Áo thun cotton/), '5');
    await app.user.type(screen.getByLabelText('Mô tả sự việc'), 'Áo bị rách ở vai');
    await app.user.type(screen.getByLabelText('Số tiền yêu cầu hoàn (₫)'), '182.500');
    await app.user.type(screen.getByLabelText('Link video (không bắt buộc)'), 'youtu.be/unbox123');
    await app.user.click(screen.getByRole('button', { name: 'Gửi khiếu nại' }));
    await waitFor(() => expect(screen.getByLabelText(/Áo thun cotton/)).toHaveAccessibleDescription(/tối đa của sản phẩm này là 3/));
    expect(screen.getByLabelText('Link video (không bắt buộc)')).toHaveAccessibleDescription(/phải bắt đầu bằng http/);

    await app.user.clear(screen.getByLabelText(/Áo thun cotton/));
    await app.user.type(screen.getByLabelText(/Áo thun cotton/), '1');
    await app.user.clear(screen.getByLabelText('Link video (không bắt buộc)'));
    await app.user.type(screen.getByLabelText('Link video (không bắt buộc)'), 'https://youtu.be/unbox123');
    await app.user.click(screen.getByRole('button', { name: 'Gửi khiếu nại' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/Bạn yêu cầu hoàn 182\.500\s₫ cho 1 sản phẩm, kèm 0 ảnh/);
    expect(creates(app.requests)).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Gửi khiếu nại' }));

    await app.waitForPath('/orderComplaint/7');
    const [create] = creates(app.requests);
    expect(create?.body).toEqual({
      subject: { type: 'order', id: order.id },
      reason: 'damaged',
      items: [{ itemId: 11, quantity: 1 }],
      description: 'Áo bị rách ở vai',
      amountVnd: 182_500,
      videoLinks: ['https://youtu.be/unbox123'],
    } satisfies CreateComplaintInput);
    expect(create?.idempotencyKey).toMatch(/.{16,}/);
  });

  it('is reached from a received order’s page, and not offered for an order not received yet', async () => {
    const app = await renderApp(`/orderOrdering/${order.id}`, { signedIn: true, handler: server(() => undefined) });
    const link = await screen.findByRole('link', { name: 'Khiếu nại' });
    expect(link).toHaveAttribute('href', `/orderComplaint/new?type=order&id=${order.id}`);
    await app.user.click(link);
    expect(await screen.findByRole('heading', { name: 'Khiếu nại về Đơn mua hộ MH2611-0301' })).toBeInTheDocument();
    app.unmount();

    await renderApp(`/orderComplaint/new?type=order&id=${sampleOrder.id}`, {
      signedIn: true,
      handler: ({ url }) => (url === `/OrderOrdering/${sampleOrder.id}` ? reply(200, sampleOrder) : undefined),
    });
    expect(
      await screen.findByRole('heading', { name: 'Chỉ khiếu nại được đơn đã nhận hàng, hoặc yêu cầu thanh toán hộ đã thanh toán' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gửi khiếu nại' })).not.toBeInTheDocument();
  });

  it('puts the server’s refusal of the amount under the amount, in its words', async () => {
    const aboveCap = failure(400, 'Dữ liệu không hợp lệ', 'validation-failed', [
      { path: 'amountVnd', message: 'Số tiền tối đa có thể hoàn cho khiếu nại này là 182.500 ₫' },
    ]);
    const app = await renderApp(`/orderComplaint/new?type=order&id=${order.id}`, { signedIn: true, handler: server(() => aboveCap) });
    await screen.findByRole('heading', { name: 'Khiếu nại về Đơn mua hộ MH2611-0301' });
    await app.user.click(screen.getByRole('radio', { name: 'Thiếu hàng' }));
    await app.user.type(screen.getByLabelText(/Mũ lưỡi trai/), '2');
    await app.user.type(screen.getByLabelText('Mô tả sự việc'), 'Thiếu 2 mũ');
    await app.user.type(screen.getByLabelText('Số tiền yêu cầu hoàn (₫)'), '500000');
    await app.user.click(screen.getByRole('button', { name: 'Gửi khiếu nại' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gửi khiếu nại' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Số tiền yêu cầu hoàn (₫)')).toHaveAccessibleDescription(
        /Số tiền tối đa có thể hoàn cho khiếu nại này là 182\.500/,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.pathname()).toBe('/orderComplaint/new');
  });
});
