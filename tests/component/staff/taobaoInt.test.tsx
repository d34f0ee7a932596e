import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  StaffTaobaoIntOrder,
  StaffTaobaoIntOrderSummary,
  StaffTaobaoIntRefund,
  TaobaoIntRefund,
} from '../../../contract/taobaoIntOrders';
import { getsOf, pageOf, vnd } from '../lists';
import { failure, renderApp, reply, testUser, type StubHandler } from '../renderApp';

/** The first paint of the console waits for its catalogs and the session: give it time on a busy machine. */
const slow = { timeout: 15_000 };

const purchasingStaff = { ...testUser, role: 'staff' as const, duties: ['purchasing' as const] };

/** ¥61 of goods and ¥12 of domestic shipping at 3,700 ₫/¥: 225,700 + 44,400 = 270,100 ₫ debited. */
const paying: StaffTaobaoIntOrder = {
  id: 7,
  code: 'TB261127AB12',
  status: 'paying',
  accountName: 'shop.an',
  imageUrl: '/api/Catalog/Image/1.png',
  title: 'Áo khoác gió nữ',
  lineCount: 1,
  pieceCount: 2,
  totalFen: 7_300,
  totalVnd: 270_100,
  refundedVnd: 0,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:05.000Z',
  goodsFen: 6_100,
  domesticShippingFen: 1_200,
  rateVndPerCny: 3_700,
  settingsVersion: 1,
  feeLines: [
    { kind: 'goods', amountVnd: 225_700 },
    { kind: 'domesticShipping', amountVnd: 44_400 },
  ],
  paidVnd: 270_100,
  warehouse: 'hn',
  line: 'normal',
  services: { crate: true, insurance: false },
  note: 'Giao trước thứ Sáu',
  lines: [
    {
      id: 31,
      site: 'taobao',
      itemId: '6601234567',
      skuId: '5001',
      title: '女士风衣',
      titleVi: 'Áo khoác gió nữ',
      imageUrl: '/api/Catalog/Image/1.png',
      properties: [{ name: '颜色', nameVi: 'Màu', value: '红色', valueVi: 'Đỏ' }],
      quantity: 2,
      unitPriceFen: 3_050,
      amountFen: 6_100,
      supplier: 'Tiệm May Hàng Châu',
      purchaseId: '2001',
      subOrderId: '2001-1',
      refund: null,
      refundable: null,
      refundClosedAt: null,
    },
  ],
  purchases: [
    {
      purchaseId: '2001',
      supplier: 'Tiệm May Hàng Châu',
      state: 'awaitingPayment',
      platformState: 'WAIT_BUYER_P',
      goodsFen: 6_100,
      domesticShippingFen: 1_200,
      trackingCodes: [],
      shippedAt: null,
    },
  ],
  trackingCodes: [],
  refunds: [],
  consignment: null,
  events: [{ status: 'paying', at: '2026-11-27T02:00:05.000Z', note: null }],
  userId: 42,
  customerCode: 'KH0042',
  customer: { fullName: 'Trần Thị Bình', phone: '+84912000111', email: 'binh@example.com' },
  parcels: [],
  lastSyncedAt: null,
  syncError: null,
  simulator: { next: 'ship' },
};

/** After the sellers shipped: a tracking code on the purchase order, the next step is to deliver. */
const shipping: StaffTaobaoIntOrder = {
  ...paying,
  status: 'shipping',
  purchases: [
    {
      ...paying.purchases[0]!,
      state: 'shipped',
      platformState: 'WAIT_BUYER_CONFIRM_GOODS',
      trackingCodes: [{ code: 'YT7712345678', carrier: 'YTO', shippedAt: '2026-11-28T03:00:00.000Z' }],
      shippedAt: '2026-11-28T03:00:00.000Z',
    },
  ],
  trackingCodes: ['YT7712345678'],
  events: [...paying.events, { status: 'shipping', at: '2026-11-28T03:00:00.000Z', note: 'Mã vận đơn: YT7712345678' }],
  lastSyncedAt: '2026-11-28T03:00:01.000Z',
  simulator: { next: 'finish' },
};

const refund: TaobaoIntRefund = {
  id: 5,
  orderId: 7,
  orderCode: 'TB261127AB12',
  lineId: 31,
  title: '女士风衣',
  kind: 'refund',
  status: 'refunded',
  reason: 'Đặt nhầm màu',
  origin: 'customer',
  amountFen: 7_300,
  amountVnd: 270_100,
  refusal: null,
  createdAt: '2026-11-27T04:00:00.000Z',
  updatedAt: '2026-11-27T05:00:00.000Z',
  refundedAt: '2026-11-27T05:00:00.000Z',
};

/** Received in the China warehouse, refunded, followed on the real platform (no simulator). */
const received: StaffTaobaoIntOrder = {
  ...shipping,
  status: 'received',
  refundedVnd: 270_100,
  refunds: [refund],
  consignment: { id: 90, code: 'KG261128QW34', status: 'arrivedChina' },
  parcels: [
    {
      id: 500,
      code: 'PK261128ZZ01',
      trackingCode: 'YT7712345678',
      weightGrams: 1_200,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      volumetricGrams: 1_000,
      chargeableGrams: 1_200,
      status: 'inChina',
      photos: [],
      createdAt: '2026-11-29T01:00:00.000Z',
    },
  ],
  syncError: 'unavailable: no answer within 10000 ms',
  simulator: null,
};

const summaryOf = (order: StaffTaobaoIntOrder): StaffTaobaoIntOrderSummary => ({
  id: order.id,
  code: order.code,
  status: order.status,
  accountName: order.accountName,
  imageUrl: order.imageUrl,
  title: order.title,
  lineCount: order.lineCount,
  pieceCount: order.pieceCount,
  totalFen: order.totalFen,
  totalVnd: order.totalVnd,
  refundedVnd: order.refundedVnd,
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
  userId: order.userId,
  customerCode: order.customerCode,
});

/** The staff server for one order: GET answers it as it stands; an advance answers what `onAdvance` returns, which becomes the order. */
function oneOrder(start: StaffTaobaoIntOrder, onAdvance?: () => ReturnType<StubHandler>): StubHandler {
  let current = start;
  return async ({ method, url }) => {
    if (method === 'GET' && url === `/Staff/TaobaoIntOrder/${start.id}`) return reply(200, current);
    if (method === 'POST' && url === `/Staff/TaobaoIntOrder/${start.id}/Advance`) {
      const answer = await onAdvance?.();
      if (answer?.status === 200) current = answer.data as StaffTaobaoIntOrder;
      return answer;
    }
    return undefined;
  };
}

// The console renders the whole frame and its lazy catalogs first: slower than a customer page.
describe('the console Taobao Global order list', { timeout: 40_000 }, () => {
  it('refuses staff without the purchasing duty (403) and never asks for the orders', async () => {
    const app = await renderApp('/staff/taobaoInt', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['warehouse'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' }, slow)).toBeInTheDocument();
    expect(app.requests.some((r) => r.url.startsWith('/Staff/TaobaoIntOrder'))).toBe(false);
  });

  it('lists every customer’s orders with their figures, opens one from its code, and sends the filter and the search', async () => {
    const app = await renderApp('/staff/taobaoInt', {
      signedIn: true,
      user: purchasingStaff,
      handler: ({ method, url, params }) => {
        if (method !== 'GET' || url !== '/Staff/TaobaoIntOrder') return undefined;
        return pageOf(params.status === 'payFailed' ? [] : [summaryOf(paying)]);
      },
    });
    const table = await screen.findByRole('table', { name: 'Đơn Taobao quốc tế' }, slow);
    const link = await within(table).findByRole('link', { name: 'TB261127AB12' }, slow);
    expect(link).toHaveAttribute('href', '/staff/taobaoInt/7');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('KH0042');
    expect(row).toHaveTextContent('Áo khoác gió nữ');
    expect(row).toHaveTextContent('1 mẫu · 2 cái');
    expect(row).toHaveTextContent(/73,00\s¥/);
    expect(row).toHaveTextContent(vnd('270.100'));
    expect(within(row).getByText('Đang thanh toán')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'payFailed');
    await waitFor(() =>
      expect(getsOf(app.requests, '/Staff/TaobaoIntOrder').at(-1)?.params).toMatchObject({ status: 'payFailed', page: 1 }),
    );
    expect(await screen.findByText('Không có đơn Taobao quốc tế nào.')).toBeInTheDocument();
    expect(app.router.state.location.search).toMatchObject({ state: 'payFailed' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm theo mã đơn hoặc mã khách' }), 'KH0042');
    await userEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() =>
      expect(getsOf(app.requests, '/Staff/TaobaoIntOrder').at(-1)?.params).toMatchObject({ q: 'KH0042', status: 'payFailed' }),
    );
  });

  it('gives the purchasing desk links to the orders and to the refunds waiting for the seller', async () => {
    await renderApp('/staff/taobaoInt', {
      signedIn: true,
      user: purchasingStaff,
      handler: ({ url }) => (url === '/Staff/TaobaoIntOrder' ? pageOf([]) : undefined),
    });
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng quầy nhân viên' }, slow);
    expect(within(nav).getByRole('link', { name: 'Đơn Taobao quốc tế' })).toHaveAttribute('href', '/staff/taobaoInt');
    expect(within(nav).getByRole('link', { name: 'Hoàn tiền Taobao quốc tế' })).toHaveAttribute(
      'href',
      '/staff/taobaoIntRefunds?state=requested',
    );
  });
});

describe('one Taobao Global order in the console', { timeout: 40_000 }, () => {
  it('reads the order from a deep link: whose it is, its figures, purchase orders, parcels, refunds and history', async () => {
    const app = await renderApp('/staff/taobaoInt/7', { signedIn: true, user: purchasingStaff, handler: oneOrder(received) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Đơn TB261127AB12' }, slow)).toBeInTheDocument();
    expect(app.requests.some((r) => r.url === '/Staff/TaobaoIntOrder')).toBe(false);

    const facts = screen.getByRole('region', { name: 'Tóm tắt đơn' });
    expect(within(facts).getByText('Đã nhận hàng')).toBeInTheDocument();
    expect(within(facts).getByText('Khách hàng').nextSibling).toHaveTextContent('KH0042 · Trần Thị Bình');
    expect(within(facts).getByRole('link', { name: '+84912000111' })).toHaveAttribute('href', 'tel:+84912000111');
    expect(within(facts).getByText('Tài khoản Taobao quốc tế').nextSibling).toHaveTextContent('shop.an');
    expect(within(facts).getByText('Về Việt Nam').nextSibling).toHaveTextContent('Kho Hà Nội · Tuyến thường · Đóng gỗ');
    expect(within(facts).getByText('Đơn ký gửi').nextSibling).toHaveTextContent('KG261128QW34');
    expect(within(facts).getByText('Lỗi đồng bộ gần nhất').nextSibling).toHaveTextContent('unavailable: no answer within 10000 ms');

    const money = screen.getByRole('region', { name: 'Số tiền' });
    expect(within(money).getByText('Tổng (¥)').nextSibling).toHaveTextContent(/73,00\s¥/);
    expect(within(money).getByText(/Tổng thanh toán/).nextSibling).toHaveTextContent(vnd('270.100'));
    expect(within(money).getByText('Đã hoàn vào ví').nextSibling).toHaveTextContent(vnd('270.100'));

    const purchases = screen.getByRole('region', { name: 'Đơn mua trên Taobao quốc tế' });
    expect(within(purchases).getByText('Người bán đã giao')).toBeInTheDocument();
    expect(within(purchases).getByRole('list', { name: 'Mã vận đơn của đơn mua 2001' })).toHaveTextContent('YT7712345678 · YTO');
    const goods = within(purchases).getByRole('link', { name: 'Áo khoác gió nữ' });
    expect(goods).toHaveAttribute('target', '_blank');
    expect(purchases).toHaveTextContent(/2 × 30,50\s¥ = 61,00\s¥/);
    expect(purchases).toHaveTextContent('Mã đơn con 2001-1');

    const parcels = screen.getByRole('region', { name: 'Kiện hàng đã khớp' });
    expect(parcels).toHaveTextContent('PK261128ZZ01');
    expect(parcels).toHaveTextContent('Kho TQ nhận');

    const refunds = screen.getByRole('region', { name: 'Hoàn tiền' });
    // The line's Vietnamese title, not the platform's.
    expect(refunds).toHaveTextContent('Áo khoác gió nữ');
    expect(refunds).toHaveTextContent('Hoàn tiền · khách yêu cầu');
    expect(refunds).toHaveTextContent('Đặt nhầm màu');
    expect(refunds).toHaveTextContent(/Hoàn 73,00\s¥ · đã cộng 270\.100\s₫ vào ví/);

    expect(within(screen.getByRole('region', { name: 'Lịch sử' })).getByText('Mã vận đơn: YT7712345678')).toBeInTheDocument();
    // The real platform moves the order by itself: nothing to play.
    expect(screen.queryByRole('region', { name: 'Trình mô phỏng Taobao quốc tế' })).not.toBeInTheDocument();
  });

  it('says so when the order does not exist (404)', async () => {
    await renderApp('/staff/taobaoInt/999', { signedIn: true, user: purchasingStaff });
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy đơn' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'danh sách đơn Taobao quốc tế' })).toHaveAttribute('href', '/staff/taobaoInt');
  });

  it('says why the order could not load and loads it again on retry', async () => {
    let down = true;
    const handler = oneOrder(paying);
    await renderApp('/staff/taobaoInt/7', {
      signedIn: true,
      user: purchasingStaff,
      handler: (request) =>
        down && request.url === '/Staff/TaobaoIntOrder/7' ? failure(503, 'Máy chủ bận', 'service-unavailable') : handler(request),
    });
    expect(await screen.findByText('Máy chủ bận', undefined, { timeout: 20_000 })).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Đơn TB261127AB12' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trình mô phỏng Taobao quốc tế' })).toBeInTheDocument();
  });

  it('has the sellers ship on the simulator after asking, and shows the shipped order at once', async () => {
    const app = await renderApp('/staff/taobaoInt/7', {
      signedIn: true,
      user: purchasingStaff,
      handler: oneOrder(paying, () => reply(200, shipping)),
    });
    const simulator = await screen.findByRole('region', { name: 'Trình mô phỏng Taobao quốc tế' }, slow);
    await userEvent.click(within(simulator).getByRole('button', { name: 'Người bán giao hàng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cho người bán giao hàng đơn TB261127AB12?' });
    expect(dialog).toHaveTextContent('mỗi đơn có một mã vận đơn');
    // Asking is not doing: nothing sent before the confirmation.
    expect(app.requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Người bán giao hàng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(app.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/Staff/TaobaoIntOrder/7/Advance']);
    expect(await within(simulator).findByText('Đã chuyển bước; đơn đang ở trạng thái “Đang giao hàng”.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tóm tắt đơn' })).getByText('Mã vận đơn').nextSibling).toHaveTextContent(
      'YT7712345678',
    );
    expect(within(simulator).getByRole('button', { name: 'Xác nhận đã nhận hàng' })).toBeInTheDocument();
    expect(within(simulator).queryByRole('button', { name: 'Người bán giao hàng' })).not.toBeInTheDocument();
  });

  it('says in Vietnamese why an advance was refused, closes the question and loads the order again', async () => {
    let reads = 0;
    const handler = oneOrder(shipping, () =>
      failure(409, 'Đơn hàng không thể chuyển sang trạng thái này từ trạng thái hiện tại', 'invalid-transition'),
    );
    await renderApp('/staff/taobaoInt/7', {
      signedIn: true,
      user: purchasingStaff,
      handler: (request) => {
        if (request.method === 'GET' && request.url === '/Staff/TaobaoIntOrder/7') reads += 1;
        return handler(request);
      },
    });
    const simulator = await screen.findByRole('region', { name: 'Trình mô phỏng Taobao quốc tế' }, slow);
    await userEvent.click(within(simulator).getByRole('button', { name: 'Xác nhận đã nhận hàng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đã nhận hàng của đơn TB261127AB12?' });
    const before = reads;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đã nhận hàng' }));

    expect(await within(simulator).findByRole('alert')).toHaveTextContent(
      'Không còn bước nào để chuyển: đơn vừa thay đổi (có thể đồng nghiệp vừa chuyển). Trang đã được cập nhật.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(reads).toBeGreaterThan(before));
  });
});

describe('the console Taobao Global refunds', { timeout: 40_000 }, () => {
  const asked: StaffTaobaoIntRefund = {
    ...refund,
    kind: 'returnAndRefund',
    status: 'requested',
    amountFen: null,
    amountVnd: null,
    refundedAt: null,
    titleVi: 'Áo khoác gió nữ',
    userId: 42,
    customerCode: 'KH0042',
  };

  it('lists every customer’s refunds by status, each opening its order, with nothing for staff to decide', async () => {
    const app = await renderApp('/staff/taobaoIntRefunds?state=requested', {
      signedIn: true,
      user: purchasingStaff,
      handler: ({ method, url }) => (method === 'GET' && url === '/Staff/TaobaoIntOrder/Refund' ? pageOf([asked]) : undefined),
    });
    const table = await screen.findByRole('table', { name: 'Hoàn tiền Taobao quốc tế' }, slow);
    const link = await within(table).findByRole('link', { name: 'TB261127AB12' }, slow);
    expect(link).toHaveAttribute('href', '/staff/taobaoInt/7');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('KH0042');
    expect(row).toHaveTextContent('Áo khoác gió nữ');
    expect(row).toHaveTextContent('Trả hàng hoàn tiền');
    expect(row).toHaveTextContent('Đặt nhầm màu');
    expect(within(row).getByText('Chờ người bán')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(getsOf(app.requests, '/Staff/TaobaoIntOrder/Refund')[0]?.params).toMatchObject({ status: 'requested' });
  });
});
