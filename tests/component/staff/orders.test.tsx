import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order, StaffOrderSummary } from '../../../contract/orders';
import { sampleOrder } from '../../fixtures/checkout';
import { failure, renderApp, reply, testUser, type StubHandler } from '../renderApp';

/** The first paint of the console waits for its catalogs and the session: give it time on a busy machine. */
const slow = { timeout: 15_000 };

const purchasingStaff = { ...testUser, role: 'staff' as const, duties: ['purchasing' as const] };

const summary = (order: Order): StaffOrderSummary => ({
  id: order.id,
  code: order.code,
  status: order.status,
  site: order.site,
  shop: order.shop,
  imageUrl: order.imageUrl,
  title: order.title,
  lineCount: order.lineCount,
  pieceCount: order.pieceCount,
  totalVnd: order.totalVnd,
  paidVnd: order.paidVnd,
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
  customerCode: 'KH0042',
});

const item = {
  id: 71,
  site: 'taobao' as const,
  itemId: '6012345678',
  skuId: 'sku-1',
  title: '纯棉T恤',
  titleVi: 'Áo thun cotton',
  imageUrl: 'https://img.example.cn/t.jpg',
  properties: [],
  unitPriceFen: 5_000,
  quantity: 10,
  quantityBought: null,
  actualUnitPriceFen: null,
  note: '',
};

const page = (orders: Order[]) => reply(200, { items: orders.map(summary), page: 1, pageSize: 20, total: orders.length });

function list(orders: Order[], onMove?: StubHandler): StubHandler {
  return (request) => {
    if (request.method === 'GET' && request.url === '/Staff/OrderOrdering') return page(orders);
    if (request.method === 'POST' && /^\/Staff\/OrderOrdering\/\d+\/Status$/.test(request.url)) return onMove?.(request);
    return undefined;
  };
}

// The console renders the whole frame and its lazy catalogs first: slower than a customer page.
describe('the console orders page', { timeout: 40_000 }, () => {
  it('refuses staff without the purchasing duty (403) and never asks for the orders', async () => {
    const app = await renderApp('/staff/orders', {
      signedIn: true,
      user: { ...testUser, role: 'staff', duties: ['delivery'] },
      handler: list([sampleOrder]),
    });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' }, slow)).toBeInTheDocument();
    expect(app.requests.some((r) => r.url === '/Staff/OrderOrdering')).toBe(false);
  });

  it('lists orders with their customer and status in the customer words, and sends search and filter to the server', async () => {
    const app = await renderApp('/staff/orders?page=2', { signedIn: true, user: purchasingStaff, handler: list([sampleOrder]) });
    const table = await screen.findByRole('table', { name: 'Đơn mua hộ' }, slow);
    const link = await within(table).findByRole('link', { name: 'MH2611-0301' }, slow);
    expect(link.closest('tr')).toHaveTextContent('KH0042');
    expect(within(table).getByRole('columnheader', { name: /Khách hàng/ })).toBeInTheDocument();
    expect(within(table).getByText('Đã đặt cọc')).toBeInTheDocument();

    // A customer's code finds their orders; a new search starts again at page 1.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm theo mã đơn hoặc mã khách' }), 'KH0042');
    await userEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() =>
      expect(app.requests.filter((r) => r.url === '/Staff/OrderOrdering').at(-1)?.params).toMatchObject({ q: 'KH0042', page: 1 }),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'buying');
    await waitFor(() => expect(app.requests.some((r) => r.url === '/Staff/OrderOrdering' && r.params.tab === 'buying')).toBe(true));
  });

  it('says so when there is no order', async () => {
    await renderApp('/staff/orders', { signedIn: true, user: purchasingStaff, handler: list([]) });
    expect(await screen.findByText('Không có đơn nào.', {}, slow)).toBeInTheDocument();
  });

  it('shows a failed list as failed', async () => {
    await renderApp('/staff/orders', {
      signedIn: true,
      user: purchasingStaff,
      handler: (r) => (r.url === '/Staff/OrderOrdering' ? failure(500, 'Lỗi máy chủ') : undefined),
    });
    expect(await screen.findByRole('button', { name: 'Thử lại' }, slow)).toBeInTheDocument();
  });
});

describe('one order in the console', { timeout: 40_000 }, () => {
  it('offers only the moves the order state allows', async () => {
    await renderApp(`/staff/orders/${sampleOrder.id}?code=${sampleOrder.code}`, {
      signedIn: true,
      user: purchasingStaff,
      handler: list([sampleOrder]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: `Đơn ${sampleOrder.code}` }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nhận mua' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hết hàng (hoàn cọc)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Người bán đã giao' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thất lạc (bồi hoàn)' })).not.toBeInTheDocument();
  });

  it('moves to purchasing after confirmation with an Idempotency-Key, then shows the items and timeline', async () => {
    const moved: Order = {
      ...sampleOrder,
      status: 'purchasing',
      items: [item],
      events: [...sampleOrder.events, { status: 'purchasing', at: '2026-11-02T03:00:00.000Z', note: 'Shop trả lời nhanh' }],
    };
    const app = await renderApp(`/staff/orders/${sampleOrder.id}?code=${sampleOrder.code}`, {
      signedIn: true,
      user: purchasingStaff,
      handler: list([sampleOrder], () => reply(200, moved)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nhận mua' }, slow));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ghi chú' }), 'Shop trả lời nhanh');
    const form = screen.getByRole('form', { name: 'Chuyển sang: Đang mua hàng' });
    await userEvent.click(within(form).getByRole('button', { name: 'Nhận mua' }));
    expect(app.requests.some((r) => r.method === 'POST')).toBe(false);

    const dialog = await screen.findByRole('dialog', { name: 'Chuyển đơn sang “Đang mua hàng”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const post = app.requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe(`/Staff/OrderOrdering/${sampleOrder.id}/Status`);
    expect(post?.body).toEqual({ to: 'purchasing', note: 'Shop trả lời nhanh' });
    expect(post?.idempotencyKey).toBeTruthy();
    expect(await screen.findByText('Đã chuyển đơn sang “Đang mua hàng”.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Áo thun cotton' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('button', { name: 'Đã mua hàng' })).toBeInTheDocument();
  });

  it('sends a purchase with invoice codes and domestic shipping, and shows the server refusal in Vietnamese', async () => {
    const purchasing: Order = { ...sampleOrder, status: 'purchasing' };
    const app = await renderApp(`/staff/orders/${sampleOrder.id}?code=${sampleOrder.code}`, {
      signedIn: true,
      user: purchasingStaff,
      handler: list([purchasing], () => failure(409, 'Đơn đã chuyển sang trạng thái khác', 'invalid-transition')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Đã mua hàng' }, slow));
    const form = screen.getByRole('form', { name: 'Chuyển sang: Đã mua hàng' });
    await userEvent.click(within(form).getByRole('button', { name: 'Đã mua hàng' }));
    expect(
      await within(form).findByText('Nhập ít nhất một mã hóa đơn, phí ship nội địa (¥) và số lượng, đơn giá hợp lệ.'),
    ).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Mã hóa đơn của người bán (mỗi dòng một mã)' }), 'TB-1{enter}TB-2');
    const shipping = within(form).getByRole('textbox', { name: 'Phí ship nội địa Trung Quốc (¥)' });
    await userEvent.clear(shipping);
    await userEvent.type(shipping, '12.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Đã mua hàng' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(dialog).findByText('Đơn đã chuyển sang trạng thái khác')).toBeInTheDocument();

    const posts = app.requests.filter((r) => r.method === 'POST');
    expect(posts[0]?.body).toEqual({ to: 'purchased', invoiceCodes: ['TB-1', 'TB-2'], domesticShippingFen: 1250, items: [] });
    // Trying again is the same attempt: the same key, so the server answers rather than repeats.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(app.requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    const [first, second] = app.requests.filter((r) => r.method === 'POST');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });
});
