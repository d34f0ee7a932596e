import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order, StaffOrder, StaffOrderSummary } from '../../../contract/orders';
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

function list(orders: Order[]): StubHandler {
  return (request) => (request.method === 'GET' && request.url === '/Staff/OrderOrdering' ? page(orders) : undefined);
}

const staffOrder = (order: Order): StaffOrder => ({ ...order, userId: 42, customerCode: 'KH0042' });

/**
 * The staff server for one order: GET /Staff/OrderOrdering/:id answers it as it stands, and a move
 * answers (and becomes) what `onMove` returns, as the server's row would.
 */
function oneOrder(order: Order, onMove?: StubHandler): StubHandler {
  let current = order;
  return async (request) => {
    if (request.method === 'GET' && request.url === `/Staff/OrderOrdering/${order.id}`) return reply(200, staffOrder(current));
    if (request.method === 'POST' && request.url === `/Staff/OrderOrdering/${order.id}/Status`) {
      const answer = await onMove?.(request);
      if (answer?.status === 200) current = answer.data as Order;
      return answer;
    }
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
    expect(link).toHaveAttribute('href', `/staff/orders/${sampleOrder.id}`);
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
  it('reads the order itself from a deep link and shows it whole: items, purchase, tracking, timeline and whose it is', async () => {
    const bought: Order = {
      ...sampleOrder,
      status: 'sellerShipped',
      items: [{ ...item, quantityBought: 8, actualUnitPriceFen: 4_800 }],
      invoiceCodes: ['TB-778899', 'TB-778900'],
      trackingCodes: ['YT1234567890'],
      feeLines: [...sampleOrder.feeLines, { kind: 'domesticShipping', amountVnd: 45_625 }],
      events: [
        ...sampleOrder.events,
        { status: 'purchasing', at: '2026-11-02T03:00:00.000Z', note: null },
        { status: 'purchased', at: '2026-11-02T05:00:00.000Z', note: 'Mã hóa đơn: TB-778899' },
        { status: 'sellerShipped', at: '2026-11-03T03:00:00.000Z', note: 'Mã vận đơn: YT1234567890' },
      ],
    };
    const app = await renderApp(`/staff/orders/${sampleOrder.id}`, {
      signedIn: true,
      user: { ...purchasingStaff, duties: ['purchasing', 'care'] },
      handler: oneOrder(bought),
    });
    expect(await screen.findByRole('heading', { level: 1, name: `Đơn ${sampleOrder.code}` }, slow)).toBeInTheDocument();
    expect(app.requests.some((r) => r.url === '/Staff/OrderOrdering')).toBe(false);

    const summary = screen.getByRole('region', { name: 'Tóm tắt đơn' });
    expect(within(summary).getByRole('link', { name: 'KH0042' })).toHaveAttribute('href', '/staff/customers/42');
    expect(within(summary).getByText('Mã hóa đơn của người bán').nextSibling).toHaveTextContent('TB-778899, TB-778900');
    expect(within(summary).getByText('Phí ship nội địa Trung Quốc').nextSibling).toHaveTextContent(/45\.625\s₫/);
    expect(within(summary).getByText('Mã vận đơn').nextSibling).toHaveTextContent('YT1234567890');

    const items = screen.getByRole('region', { name: 'Sản phẩm' });
    const link = within(items).getByRole('link', { name: 'Áo thun cotton' });
    expect(link).toHaveAttribute('href', 'https://item.taobao.com/item.htm?id=6012345678');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('li')).toHaveTextContent(/10 × 50,00\s¥/);
    expect(link.closest('li')).toHaveTextContent(/mua được 8 × 48,00\s¥/);

    const timeline = screen.getByRole('region', { name: 'Lịch sử đơn' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
    expect(within(timeline).getByText(/Mã vận đơn: YT1234567890/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hàng về kho TQ' })).toBeInTheDocument();
  });

  it('shows the customer code without a link to staff who may not open customers', async () => {
    await renderApp(`/staff/orders/${sampleOrder.id}`, { signedIn: true, user: purchasingStaff, handler: oneOrder(sampleOrder) });
    const summary = await screen.findByRole('region', { name: 'Tóm tắt đơn' }, slow);
    expect(within(summary).getByText('KH0042')).toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: 'KH0042' })).not.toBeInTheDocument();
  });

  it('says so when the order does not exist (404), without retrying', async () => {
    const app = await renderApp('/staff/orders/999', {
      signedIn: true,
      user: purchasingStaff,
      handler: (r) => (r.url === '/Staff/OrderOrdering/999' ? failure(404, 'Không tìm thấy', 'not-found') : undefined),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy đơn' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'danh sách đơn mua hộ' })).toHaveAttribute('href', '/staff/orders');
    expect(app.requests.filter((r) => r.url === '/Staff/OrderOrdering/999')).toHaveLength(1);
  });

  it('shows a failed read as failed, with a retry', async () => {
    await renderApp(`/staff/orders/${sampleOrder.id}`, {
      signedIn: true,
      user: purchasingStaff,
      handler: (r) => (r.url === `/Staff/OrderOrdering/${sampleOrder.id}` ? failure(500, 'Lỗi máy chủ', 'internal') : undefined),
    });
    expect(await screen.findByRole('button', { name: 'Thử lại' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Lỗi máy chủ')).toBeInTheDocument();
  });

  it('offers only the moves the order state allows', async () => {
    await renderApp(`/staff/orders/${sampleOrder.id}`, { signedIn: true, user: purchasingStaff, handler: oneOrder(sampleOrder) });
    expect(await screen.findByRole('heading', { level: 1, name: `Đơn ${sampleOrder.code}` }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nhận mua' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hết hàng (hoàn cọc)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Người bán đã giao' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thất lạc (bồi hoàn)' })).not.toBeInTheDocument();
  });

  it('moves to purchasing after confirmation with an Idempotency-Key, then shows the moved order', async () => {
    const moved: Order = {
      ...sampleOrder,
      status: 'purchasing',
      items: [item],
      events: [...sampleOrder.events, { status: 'purchasing', at: '2026-11-02T03:00:00.000Z', note: 'Shop trả lời nhanh' }],
    };
    const app = await renderApp(`/staff/orders/${sampleOrder.id}`, {
      signedIn: true,
      user: purchasingStaff,
      handler: oneOrder({ ...sampleOrder, items: [item] }, () => reply(200, moved)),
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
    // The move's answer is the page's data at once: its status, its timeline, its next moves, and still whose it is.
    const summary = screen.getByRole('region', { name: 'Tóm tắt đơn' });
    expect(within(summary).getByText('Đang mua hàng')).toBeInTheDocument();
    expect(within(summary).getByText('KH0042')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Lịch sử đơn' })).getByText(/Shop trả lời nhanh/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đã mua hàng' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nhận mua' })).not.toBeInTheDocument();
  });

  it('sends a purchase with invoice codes and domestic shipping, and shows the server refusal in Vietnamese', async () => {
    const purchasing: Order = { ...sampleOrder, status: 'purchasing' };
    const app = await renderApp(`/staff/orders/${sampleOrder.id}`, {
      signedIn: true,
      user: purchasingStaff,
      handler: oneOrder(purchasing, () => failure(409, 'Đơn đã chuyển sang trạng thái khác', 'invalid-transition')),
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
