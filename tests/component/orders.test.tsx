import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_SEARCH_MAX } from '../../contract/orderStatus';
import type { Order } from '../../contract/orders';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { sampleOrder } from '../fixtures/checkout';
import { orderSummaryOf } from '../fixtures/orderSummary';
import { formatDateTime } from '../../src/i18n/format';
import { failure, renderApp, reply, type StubRequest } from './renderApp';
import { getsOf, pageOf, tabsAndSearchOf, twoPagesOf, vnd } from './lists';
import { weighedBox } from '../fixtures/warehouse';

const lists = (requests: StubRequest[]) => getsOf(requests, '/OrderOrdering');

describe('the order list', () => {
  it('offers "Làm mới" only once the first page is there, so the rows arriving push nothing off the screen', async () => {
    let answer: (value: ReturnType<typeof reply>) => void = () => undefined;
    const firstPage = new Promise<ReturnType<typeof reply>>((resolve) => (answer = resolve));
    const app = await renderApp('/orderOrdering', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderOrdering' ? firstPage : undefined),
    });
    await waitFor(() => expect(lists(app.requests)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Làm mới' })).not.toBeInTheDocument();

    answer(pageOf([orderSummaryOf(1)]));
    expect(await screen.findByRole('button', { name: 'Làm mới' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tất cả' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows each order with its code, shop, count, status, total and date, and loads more pages', async () => {
    const app = await renderApp('/orderOrdering', {
      signedIn: true,
      handler: twoPagesOf('/OrderOrdering', orderSummaryOf),
    });

    const list = await screen.findByRole('list', { name: 'Tất cả' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    const first = within(rows[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/orderOrdering/100');
    expect(first).toHaveTextContent('MH2611-0100');
    expect(first).toHaveTextContent('Uniqlo chính hãng');
    expect(first).toHaveTextContent('Áo số 100');
    expect(first).toHaveTextContent('2 sản phẩm · 5 cái');
    expect(first).toHaveTextContent('Đã đặt cọc');
    expect(first).toHaveTextContent(vnd('1.000.100'));
    expect(first).toHaveTextContent(formatDateTime('2026-11-01T03:00:00.000Z', 'vi'));
    expect(within(rows[1]!).getByText('Đang vận chuyển quốc tế')).toBeInTheDocument();
    expect(lists(app.requests)[0]?.params).toMatchObject({ tab: 'all', page: 1, pageSize: 20 });

    await app.user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(22));
    expect(screen.getByText('Đã hiển thị tất cả đơn.')).toBeInTheDocument();
    expect(lists(app.requests).at(-1)?.params).toMatchObject({ page: 2 });
  });

  it('keeps the tab and the search in the address, and says when a tab or a search has nothing', async () => {
    const app = await renderApp('/orderOrdering', {
      signedIn: true,
      handler: tabsAndSearchOf('/OrderOrdering', '0301', orderSummaryOf),
    });
    await screen.findByRole('list', { name: 'Tất cả' });
    const tabs = screen.getByRole('navigation', { name: 'Trạng thái đơn' });
    expect(within(tabs).getByRole('link', { name: 'Tất cả' })).toHaveAttribute('aria-current', 'page');

    await app.user.click(within(tabs).getByRole('link', { name: 'Đang vận chuyển' }));
    expect(await screen.findByRole('heading', { name: 'Không có đơn nào đang trên đường về' })).toBeInTheDocument();
    expect(app.router.state.location.search).toEqual({ tab: 'shipping' });
    expect(within(tabs).getByRole('link', { name: 'Đang vận chuyển' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(tabs)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
    expect(lists(app.requests).at(-1)?.params).toMatchObject({ tab: 'shipping' });

    await app.user.type(screen.getByRole('searchbox', { name: 'Mã đơn' }), 'XYZ{Enter}');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn nào có mã chứa “XYZ”' })).toBeInTheDocument();
    expect(app.router.state.location.search).toEqual({ tab: 'shipping', q: 'XYZ' });
    expect(within(tabs).getByRole('link', { name: 'Đang vận chuyển' })).toHaveAttribute('aria-current', 'page');

    await app.user.click(within(tabs).getByRole('link', { name: 'Tất cả' }));
    const search = screen.getByRole('searchbox', { name: 'Mã đơn' });
    await app.user.clear(search);
    await app.user.type(search, '0301{Enter}');
    const list = await screen.findByRole('list', { name: 'Tất cả' });
    await waitFor(() => expect(within(list).getByRole('link')).toHaveAttribute('href', '/orderOrdering/301'));
    expect(app.router.state.location.search).toEqual({ q: '0301' });
  }, 15_000);

  it('refuses a search longer than any code instead of searching it cut short, and shows a search as typed', async () => {
    const app = await renderApp('/orderOrdering', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderOrdering' ? pageOf([]) : undefined),
    });
    const search = await screen.findByRole('searchbox', { name: 'Mã đơn' });
    const pasted = 'MH2611-0301 '.repeat(5).trim();
    await app.user.click(search);
    await app.user.paste(pasted);
    await app.user.keyboard('{Enter}');
    expect(search).toHaveValue(pasted);
    expect(search).toHaveAccessibleDescription(`Mã tìm kiếm dài quá ${ORDER_SEARCH_MAX} ký tự. Hãy rút gọn lại.`);
    expect(app.router.state.location.search).toEqual({});

    await app.user.clear(search);
    await app.user.type(search, '<0>x</0>{Enter}');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn nào có mã chứa “<0>x</0>”' })).toBeInTheDocument();
  });

  it('opens on the tab named in the address', async () => {
    const app = await renderApp('/orderOrdering?tab=closed', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderOrdering' ? pageOf([]) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Không có đơn nào đã hủy, hết hàng hay thất lạc' })).toBeInTheDocument();
    expect(lists(app.requests)[0]?.params).toMatchObject({ tab: 'closed' });
  });
});

const detailed: Order = {
  ...sampleOrder,
  status: 'deposited',
  items: [
    {
      id: 1,
      site: 'taobao',
      itemId: '6012345678',
      skuId: 'sku-1',
      title: '纯棉T恤',
      titleVi: 'Áo thun cotton',
      imageUrl: sampleOrder.imageUrl,
      properties: [{ name: '颜色', nameVi: 'Màu', value: '黑色', valueVi: 'Đen' }],
      unitPriceFen: 5_000,
      quantity: 10,
      quantityBought: null,
      actualUnitPriceFen: null,
      note: '',
    },
  ],
};

const shipped: Order = {
  ...detailed,
  status: 'delivering',
  items: [{ ...detailed.items[0]!, quantityBought: 8, actualUnitPriceFen: 5_000 }],
  feeLines: [
    { kind: 'goods', amountVnd: 1_460_000 },
    { kind: 'purchaseFee', amountVnd: 43_800 },
    { kind: 'domesticShipping', amountVnd: 36_500 },
    { kind: 'internationalShipping', amountVnd: 260_000 },
  ],
  pending: [],
  invoiceCodes: ['TB-998877'],
  trackingCodes: ['YT123456789'],
  packages: [
    {
      id: 7,
      code: 'PK-0007',
      trackingCode: 'YT123456789',
      ...weighedBox,
      status: 'delivering',
      photos: [],
      createdAt: '2026-11-05T03:00:00.000Z',
    },
  ],
  events: [
    { status: 'deposited', at: '2026-11-01T03:00:00.000Z', note: null },
    { status: 'purchased', at: '2026-11-02T04:30:00.000Z', note: 'Mua thiếu 2 cái, đã hoàn tiền' },
    { status: 'delivering', at: '2026-11-10T09:15:00.000Z', note: null },
  ],
};

describe('the order detail', () => {
  it('shows the items, the fees estimated and now, the codes to copy, and every status with its time', async () => {
    await renderApp('/orderOrdering/301', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderOrdering/301' ? reply(200, shipped) : undefined),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Đơn MH2611-0301' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sao chép mã đơn' })).toBeInTheDocument();
    expect(screen.getByText('Màu: Đen')).toBeInTheDocument();
    expect(screen.getByText('Đã mua 8')).toBeInTheDocument();

    const fees = screen.getByRole('table');
    const goods = within(fees).getByRole('row', { name: /Tiền hàng/ });
    expect(goods).toHaveTextContent(/1\.825\.000\s₫.*1\.460\.000\s₫/);
    expect(within(fees).getByRole('columnheader', { name: 'Cuối cùng' })).toBeInTheDocument();

    for (const what of ['mã hóa đơn TB-998877', 'mã vận đơn YT123456789', 'mã kiện PK-0007']) {
      expect(screen.getByRole('button', { name: `Sao chép ${what}` })).toBeInTheDocument();
    }
    expect(screen.getByText(/Cân nặng 6 kg · Kích thước 50 × 40 × 30 cm · Tính phí 10 kg/)).toBeInTheDocument();

    const timeline = screen.getByRole('heading', { name: 'Lịch sử đơn hàng' }).closest('section')!;
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('strong')?.textContent)).toEqual(['Đang giao', 'Đã mua hàng', 'Đã đặt cọc']);
    expect(events[1]).toHaveTextContent(formatDateTime('2026-11-02T04:30:00.000Z', 'vi'));
    expect(events[1]).toHaveTextContent('Mua thiếu 2 cái, đã hoàn tiền');

    // Delivering: the receipt can be confirmed, the order can no longer be cancelled.
    expect(screen.getByRole('button', { name: 'Đã nhận hàng' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hủy đơn' })).not.toBeInTheDocument();
  });

  it('cancels a deposited order only after the confirm, with an Idempotency-Key, and shows the deposit back', async () => {
    const cancelled: Order = {
      ...detailed,
      status: 'cancelled',
      refundedVnd: detailed.depositVnd,
      events: [...detailed.events, { status: 'cancelled', at: '2026-11-01T05:00:00.000Z', note: null }],
    };
    const app = await renderApp('/orderOrdering/301', {
      signedIn: true,
      handler: ({ method, url }) => {
        if (url === '/OrderOrdering/301') return reply(200, detailed);
        if (method === 'POST' && url === '/OrderOrdering/301/Cancel') return reply(200, cancelled);
        return undefined;
      },
    });
    const cancel = await screen.findByRole('button', { name: 'Hủy đơn' });
    await app.user.click(cancel);
    let dialog = screen.getByRole('dialog', { name: 'Hủy đơn MH2611-0301?' });
    expect(dialog).toHaveTextContent(/Tiền cọc 1\.315\.825\s₫ sẽ được hoàn vào ví của bạn ngay lập tức/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Không hủy' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Hủy đơn' }));
    dialog = screen.getByRole('dialog', { name: 'Hủy đơn MH2611-0301?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }));
    expect(await screen.findByText('Đã hủy đơn. Tiền cọc đã được hoàn vào ví.')).toBeInTheDocument();
    const [post] = app.requests.filter((r) => r.method === 'POST');
    expect(post?.url).toBe('/OrderOrdering/301/Cancel');
    expect(post?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Đơn MH2611-0301' }).parentElement).toHaveTextContent('Đã hủy');
    expect(screen.queryByRole('button', { name: 'Hủy đơn' })).not.toBeInTheDocument();
  });

  it("says in the app's words when the order moved on before the cancel arrived", async () => {
    const app = await renderApp('/orderOrdering/301', {
      signedIn: true,
      handler: ({ method, url }) => {
        if (url === '/OrderOrdering/301') return reply(200, detailed);
        if (method === 'POST' && url === '/OrderOrdering/301/Cancel') return failure(409, 'Invalid transition', 'invalid-transition');
        return undefined;
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Hủy đơn' }));
    const dialog = screen.getByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Đơn hàng đã chuyển sang trạng thái khác');
  });

  it('confirms the receipt of a delivered order', async () => {
    const app = await renderApp('/orderOrdering/301', {
      signedIn: true,
      handler: ({ method, url }) => {
        if (url === '/OrderOrdering/301') return reply(200, shipped);
        if (method === 'POST' && url === '/OrderOrdering/301/ConfirmReceipt') return reply(200, { ...shipped, status: 'received' });
        if (url === '/Settings/Public') return reply(200, publicSettingsOf(3, { ...defaultSettings, orders: { autoReceiveDays: 5 } }));
        return undefined;
      },
    });
    expect(
      await screen.findByText('Nếu bạn không xác nhận, đơn sẽ tự chuyển sang “Đã nhận hàng” sau 5 ngày kể từ khi giao.'),
    ).toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Đã nhận hàng' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Đã nhận đủ hàng' }));
    expect(await screen.findByText('Cảm ơn bạn đã xác nhận nhận hàng.')).toBeInTheDocument();
    expect(app.requests.find((r) => r.url === '/OrderOrdering/301/ConfirmReceipt')?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(screen.queryByRole('button', { name: 'Đã nhận hàng' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    await renderApp('/orderOrdering/999', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeInTheDocument();
  });
});
