import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import type { TaobaoAccount } from '../../contract/taobaoGlobal';
import type { TaobaoIntOrder, TaobaoIntOrderSummary } from '../../contract/taobaoIntOrders';
import { formatDate, formatDateTime } from '../../src/i18n/format';
import {
  sampleCarryingConsignment,
  sampleTaobaoAccount,
  sampleTaobaoIntOrder,
  sampleTaobaoIntRefund,
  taobaoIntSummaryOf,
} from '../fixtures/taobaoIntOrders';
import { getsOf, pageOf, vnd } from './lists';
import { failure, renderApp, reply, type StubHandler, type StubRequest } from './renderApp';
import { linkAccount, linkingServer } from './taobaoLinking';

const ORDERS = '/TaobaoIntOrder';
const REFUNDS = '/TaobaoIntOrder/Refund';
const ORDER = `/TaobaoIntOrder/${sampleTaobaoIntOrder.id}`;

/** The settings, the accounts and one order, and whatever `more` answers first. */
function server({ accounts = [sampleTaobaoAccount], more }: { accounts?: TaobaoAccount[]; more?: StubHandler } = {}): StubHandler {
  return async (request) => {
    const answer = await more?.(request);
    if (answer) return answer;
    const { method, url } = request;
    if (url === '/Settings/Public') return reply(200, publicSettingsOf(1, defaultSettings));
    if (method === 'GET' && url === '/TaobaoIntToken') return reply(200, accounts);
    if (method === 'GET' && url === ORDER) return reply(200, sampleTaobaoIntOrder);
    if (method === 'GET' && url === ORDERS) return pageOf([]);
    if (method === 'GET' && url === REFUNDS) return pageOf([]);
    return undefined;
  };
}

/** 22 orders over two pages (ids 100 down to 79), order 99 shipping. */
const twoPages: StubHandler = ({ method, url, params }) => {
  if (method !== 'GET' || url !== ORDERS) return undefined;
  const page = Number(params.page);
  const ids = page === 1 ? Array.from({ length: 20 }, (_, i) => 100 - i) : [80, 79];
  const rows: TaobaoIntOrderSummary[] = ids.map((id) => taobaoIntSummaryOf(id, id === 99 ? { status: 'shipping' } : {}));
  return pageOf(rows, page, 22);
};

/** ¥ after the amount, as Intl writes it in Vietnamese (its non-breaking space reads as a space to the queries). */
const yuan = (digits: string) => `${digits} ¥`;

const refundAsks = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === REFUNDS);

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onlineManager.setOnline(online);
}

afterEach(() => setOnline(true));

describe('the Taobao Global order list', { timeout: 20_000 }, () => {
  it('shows each order with its code, account, goods, status and totals in ¥ and VND, and loads more pages', async () => {
    const app = await renderApp('/taobaoIntOrder', { signedIn: true, handler: server({ more: twoPages }) });
    const list = await screen.findByRole('list', { name: 'Tất cả đơn Taobao quốc tế' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    const first = within(rows[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/taobaoIntOrder/100');
    expect(first).toHaveTextContent('TB2611-0100');
    expect(first).toHaveTextContent('Tài khoản shop-hanoi');
    expect(first).toHaveTextContent('Áo thun số 100');
    expect(first).toHaveTextContent(`2 sản phẩm · 3 cái · ${yuan('200,00')}`);
    expect(first).toHaveTextContent('Chờ giao hàng');
    expect(first).toHaveTextContent(vnd('730.100'));
    expect(within(rows[1]!).getByText('Đang giao hàng')).toBeInTheDocument();
    expect(getsOf(app.requests, ORDERS)[0]?.params).toMatchObject({ page: 1, pageSize: 20 });

    await app.user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(22));
    expect(screen.getByText('Đã hiển thị tất cả đơn.')).toBeInTheDocument();
  });

  it('filters by status in the address and says when a status has no order', async () => {
    const app = await renderApp('/taobaoIntOrder', {
      signedIn: true,
      handler: server({ more: ({ url, params }) => (url === ORDERS && !params.status ? pageOf([taobaoIntSummaryOf(1)]) : undefined) }),
    });
    await screen.findByRole('list', { name: 'Tất cả đơn Taobao quốc tế' });
    const statuses = screen.getByRole('navigation', { name: 'Trạng thái đơn' });
    expect(
      within(statuses)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Tất cả',
      'Chờ thanh toán',
      'Đang thanh toán',
      'Thanh toán thất bại',
      'Chờ giao hàng',
      'Đang giao hàng',
      'Đã nhận hàng',
      'Đã hủy',
    ]);
    await app.user.click(within(statuses).getByRole('link', { name: 'Thanh toán thất bại' }));
    expect(await screen.findByText('Không có đơn nào thanh toán thất bại')).toBeInTheDocument();
    expect(app.router.state.location.search).toEqual({ status: 'payFailed' });
    expect(getsOf(app.requests, ORDERS).at(-1)?.params).toMatchObject({ status: 'payFailed' });
  });

  it('searches by code or title, and refuses a search longer than the server takes before asking', async () => {
    const app = await renderApp('/taobaoIntOrder', { signedIn: true, handler: server() });
    await screen.findByText('Bạn chưa có đơn Taobao quốc tế nào');
    const box = screen.getByRole('searchbox', { name: 'Mã đơn hoặc tên sản phẩm' });
    await app.user.type(box, 'x'.repeat(101));
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(box).toHaveAccessibleDescription(/dài quá 100 ký tự/);
    expect(getsOf(app.requests, ORDERS).some((r) => r.params.q)).toBe(false);

    await app.user.clear(box);
    await app.user.type(box, 'áo len');
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(await screen.findByText('Không tìm thấy đơn nào khớp “áo len”')).toBeInTheDocument();
    expect(getsOf(app.requests, ORDERS).at(-1)?.params).toMatchObject({ q: 'áo len' });
  });

  it('with no linked account, leads to linking one and back to the list, not round again', async () => {
    const app = await renderApp('/taobaoIntOrder', { signedIn: true, handler: linkingServer((accounts) => server({ accounts })) });
    expect(await screen.findByText('Bạn chưa liên kết tài khoản Taobao quốc tế')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Liên kết tài khoản' });
    expect(link).toHaveAttribute('href', '/taobaoIntToken?returnTo=%2FtaobaoIntOrder');
    await app.user.click(link);
    await app.waitForPath('/taobaoIntToken');

    await linkAccount(app);

    // Back to the list, as the step before: going back from it leaves the app's history rather than reopening the form.
    await app.waitForPath('/taobaoIntOrder');
    expect(app.history.canGoBack()).toBe(false);
    expect(await screen.findByText('Bạn chưa có đơn Taobao quốc tế nào')).toBeInTheDocument();
  });

  it('opened with a way back from another tab, links and takes the page it names instead', async () => {
    const app = await renderApp('/taobaoIntToken?returnTo=%2FtaobaoIntOrder%2F31', {
      signedIn: true,
      handler: linkingServer((accounts) => server({ accounts })),
    });
    await linkAccount(app);
    await app.waitForPath('/taobaoIntOrder/31');
    expect(app.history.canGoBack()).toBe(false);
  });

  it('says why the list failed and loads it again on "Thử lại"', async () => {
    let fail = true;
    const app = await renderApp('/taobaoIntOrder', {
      signedIn: true,
      handler: server({
        more: ({ url }) =>
          url === ORDERS ? (fail ? failure(503, 'Máy chủ đang bận', 'internal') : pageOf([taobaoIntSummaryOf(5)])) : undefined,
      }),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Máy chủ đang bận');
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('TB2611-0005')).toBeInTheDocument();
  });

  it('says it needs a connection when opened offline for the first time', async () => {
    setOnline(false);
    const app = await renderApp('/taobaoIntOrder', { signedIn: true, handler: server() });
    expect(await screen.findByText('Trang này cần kết nối mạng để tải lần đầu. Hãy kết nối lại rồi thử lại.')).toBeInTheDocument();
    expect(getsOf(app.requests, ORDERS)).toHaveLength(0);
  });
});

describe('a Taobao Global order', { timeout: 20_000 }, () => {
  it('shows the goods per seller with tracking codes, the figures in ¥ and VND, and the history', async () => {
    await renderApp(`/taobaoIntOrder/${sampleTaobaoIntOrder.id}`, { signedIn: true, handler: server() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Đơn TB261120AB12' })).toBeInTheDocument();
    expect(screen.getByText(/Người bán đã gửi hàng tới kho Trung Quốc/)).toBeInTheDocument();

    const uniqlo = screen.getByRole('region', { name: 'Người bán: 优衣库官方店' });
    expect(within(uniqlo).getByText('Người bán đã giao')).toBeInTheDocument();
    expect(within(uniqlo).getByText(`Tiền hàng ${yuan('200,00')} · Vận chuyển nội địa ${yuan('6,00')}`)).toBeInTheDocument();
    expect(within(uniqlo).getByText('SF1234567890')).toBeInTheDocument();
    expect(within(uniqlo).getByRole('button', { name: /mã vận đơn SF1234567890/ })).toBeInTheDocument();
    expect(within(uniqlo).getByText('Áo thun cotton 1')).toBeInTheDocument();
    expect(within(uniqlo).getAllByText(`${yuan('50,00')} × 2`)).toHaveLength(2);

    const money = screen.getByRole('region', { name: 'Chi phí' });
    expect(within(money).getByText(`Tiền hàng (${yuan('400,00')})`)).toBeInTheDocument();
    expect(within(money).getByText(vnd('1.460.000'))).toBeInTheDocument();
    expect(within(money).getByText(`Phí vận chuyển nội địa TQ (${yuan('12,00')})`)).toBeInTheDocument();
    expect(within(money).getByText(vnd('43.800'))).toBeInTheDocument();
    expect(within(money).getByText(/Tổng thanh toán \(412,00\s¥ × 3\.650\s₫\/¥\)/)).toBeInTheDocument();
    expect(within(money).getAllByText(vnd('1.503.800')).length).toBeGreaterThan(0);

    const history = screen.getByRole('region', { name: 'Lịch sử' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Đang giao hàng', 'Chờ giao hàng', 'Chờ thanh toán']);
    expect(within(history).getByText('Mã vận đơn: SF1234567890')).toBeInTheDocument();
    expect(screen.getByText('Kho Hà Nội · Tuyến thường · Đóng gỗ')).toBeInTheDocument();
  });

  it('shows each line’s refund: the one asked with its state, what may be asked and until when, and the window that closed', async () => {
    await renderApp(`/taobaoIntOrder/${sampleTaobaoIntOrder.id}`, { signedIn: true, handler: server() });
    await screen.findByRole('heading', { level: 2, name: 'Đơn TB261120AB12' });
    const lines = screen.getAllByRole('listitem').filter((item) => item.classList.contains('tbg-line'));
    expect(lines).toHaveLength(4);
    expect(within(lines[0]!).getByRole('button', { name: 'Yêu cầu hoàn tiền' })).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Trả hàng hoàn tiền')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Chờ người bán')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Sai màu')).toBeInTheDocument();
    expect(within(lines[2]!).getByRole('button', { name: 'Yêu cầu hoàn tiền' })).toBeInTheDocument();
    // Shipped on 01/11 with a window of 7 days: closed on 08/11.
    const closed = formatDate('2026-11-08T03:00:00.000Z', 'vi');
    expect(await within(lines[3]!).findByText(`Đã quá hạn trả hàng hoàn tiền: hạn yêu cầu đã đóng ngày ${closed}.`)).toBeInTheDocument();
    expect(within(lines[3]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks a return with its reason, stating until when, and refuses an empty reason before sending', async () => {
    const asked = { ...sampleTaobaoIntRefund, id: 72, lineId: 1, title: '纯棉T恤 1', reason: 'Không vừa' };
    let order: TaobaoIntOrder = sampleTaobaoIntOrder;
    const app = await renderApp(`/taobaoIntOrder/${sampleTaobaoIntOrder.id}`, {
      signedIn: true,
      handler: server({
        more: ({ method, url }) => {
          if (method === 'GET' && url === ORDER) return reply(200, order);
          if (method === 'POST' && url === REFUNDS) {
            order = {
              ...order,
              lines: order.lines.map((line) => (line.id === 1 ? { ...line, refundable: null, refund: asked } : line)),
            };
            return reply(201, asked);
          }
          return undefined;
        },
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Đơn TB261120AB12' });
    const line = screen.getAllByRole('listitem').find((item) => item.classList.contains('tbg-line'))!;
    await app.user.click(within(line).getByRole('button', { name: 'Yêu cầu hoàn tiền' }));

    const form = within(line).getByRole('form', { name: 'Trả hàng hoàn tiền' });
    const until = formatDateTime('2026-11-28T03:00:00.000Z', 'vi');
    expect(
      within(form).getByText(
        `Người bán đã giao hàng: bạn gửi trả hàng và được hoàn tiền khi người bán nhận lại. Hạn yêu cầu đến ${until}.`,
      ),
    ).toBeInTheDocument();
    const reason = within(form).getByLabelText('Lý do');
    expect(reason).toHaveFocus();
    await app.user.click(within(form).getByRole('button', { name: 'Gửi yêu cầu hoàn tiền' }));
    expect(reason).toHaveAccessibleDescription(/Vui lòng nhập lý do/);
    expect(refundAsks(app.requests)).toEqual([]);

    await app.user.type(reason, '  Không vừa ');
    await app.user.click(within(form).getByRole('button', { name: 'Gửi yêu cầu hoàn tiền' }));
    expect(await within(line).findByText(/Đã gửi yêu cầu hoàn tiền/)).toBeInTheDocument();
    expect(refundAsks(app.requests)[0]?.body).toEqual({ lineId: 1, reason: 'Không vừa' });
    expect(await within(line).findByText('Không vừa')).toBeInTheDocument();
    expect(within(line).queryByRole('button', { name: 'Yêu cầu hoàn tiền' })).not.toBeInTheDocument();
  });

  it('says the day the window closed when the server refuses a return asked too late, and shows the line as closed', async () => {
    let order: TaobaoIntOrder = sampleTaobaoIntOrder;
    const day = formatDate('2026-11-28T03:00:00.000Z', 'vi');
    const late = failure(400, 'Dữ liệu không hợp lệ', 'validation-failed', [
      { path: 'lineId', code: 'taobao-refund-window-closed', message: `Đã quá hạn trả hàng hoàn tiền: hạn yêu cầu đã đóng ngày ${day}` },
    ]);
    const app = await renderApp(`/taobaoIntOrder/${sampleTaobaoIntOrder.id}`, {
      signedIn: true,
      handler: server({
        more: ({ method, url }) => {
          if (method === 'GET' && url === ORDER) return reply(200, order);
          if (method === 'POST' && url === REFUNDS) {
            order = {
              ...order,
              lines: order.lines.map((line) =>
                line.id === 1 ? { ...line, refundable: null, refundClosedAt: '2026-11-28T03:00:00.000Z' } : line,
              ),
            };
            return late;
          }
          return undefined;
        },
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Đơn TB261120AB12' });
    const line = screen.getAllByRole('listitem').find((item) => item.classList.contains('tbg-line'))!;
    await app.user.click(within(line).getByRole('button', { name: 'Yêu cầu hoàn tiền' }));
    await app.user.type(within(line).getByLabelText('Lý do'), 'Không vừa');
    await app.user.click(within(line).getByRole('button', { name: 'Gửi yêu cầu hoàn tiền' }));

    expect(await within(line).findByRole('alert')).toHaveTextContent(`Đã quá hạn trả hàng hoàn tiền: hạn yêu cầu đã đóng ngày ${day}`);
    // Read again: the line now says its window closed, and offers nothing more.
    const closed = formatDate('2026-11-28T03:00:00.000Z', 'vi');
    expect(await within(line).findByText(`Đã quá hạn trả hàng hoàn tiền: hạn yêu cầu đã đóng ngày ${closed}.`)).toBeInTheDocument();
    expect(within(line).queryByRole('button', { name: 'Yêu cầu hoàn tiền' })).not.toBeInTheDocument();
  });

  it('asks to link the account again when its link expired, and comes back to the order', async () => {
    const app = await renderApp(`/taobaoIntOrder/${sampleTaobaoIntOrder.id}`, {
      signedIn: true,
      handler: server({
        more: ({ method, url }) =>
          method === 'POST' && url === REFUNDS
            ? failure(409, 'Liên kết Taobao quốc tế đã hết hạn, vui lòng liên kết lại', 'taobao-global-relink-required')
            : undefined,
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Đơn TB261120AB12' });
    const line = screen.getAllByRole('listitem').filter((item) => item.classList.contains('tbg-line'))[2]!;
    await app.user.click(within(line).getByRole('button', { name: 'Yêu cầu hoàn tiền' }));
    expect(within(line).getByText(/sản phẩm này được hủy trên Taobao quốc tế/)).toBeInTheDocument();
    await app.user.type(within(line).getByLabelText('Lý do'), 'Đặt nhầm cỡ');
    await app.user.click(within(line).getByRole('button', { name: 'Gửi yêu cầu hoàn tiền' }));

    expect(await within(line).findByRole('alert')).toHaveTextContent(
      'Liên kết Taobao quốc tế đã hết hạn. Hãy liên kết lại tài khoản rồi thử lại.',
    );
    expect(within(line).getByRole('link', { name: 'Liên kết lại tài khoản' })).toHaveAttribute(
      'href',
      '/taobaoIntToken?returnTo=%2FtaobaoIntOrder%2F31',
    );
    // What was typed stays for the try after relinking.
    expect(within(line).getByLabelText('Lý do')).toHaveValue('Đặt nhầm cỡ');
  });

  it('names the consignment carrying the goods on, with its status and the parcels the warehouse weighed', async () => {
    const carried: TaobaoIntOrder = {
      ...sampleTaobaoIntOrder,
      status: 'received',
      consignment: { id: 9, code: 'KG261125ZZ99', status: 'arrivedChina' },
    };
    await renderApp(`/taobaoIntOrder/${carried.id}`, {
      signedIn: true,
      handler: server({
        more: ({ url }) => {
          if (url === ORDER) return reply(200, carried);
          if (url === '/OrderShipping/9') return reply(200, sampleCarryingConsignment);
          return undefined;
        },
      }),
    });
    const carry = await screen.findByRole('region', { name: 'Về Việt Nam' });
    expect(within(carry).getByRole('link', { name: 'Đơn ký gửi KG261125ZZ99' })).toHaveAttribute('href', '/orderShipping/9');
    expect(within(carry).getByText('Hàng về kho TQ')).toBeInTheDocument();
    expect(await within(carry).findByText('PK261125AAAA')).toBeInTheDocument();
  });

  it('says an order that is not the customer’s does not exist', async () => {
    await renderApp('/taobaoIntOrder/404', {
      signedIn: true,
      handler: server({ more: ({ url }) => (url === '/TaobaoIntOrder/404' ? failure(404, 'Không tìm thấy', 'not-found') : undefined) }),
    });
    expect(await screen.findByText('Không tìm thấy đơn Taobao quốc tế')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem đơn Taobao quốc tế' })).toHaveAttribute('href', '/taobaoIntOrder');
  });
});

describe('the Taobao Global refund requests', { timeout: 20_000 }, () => {
  const refunds: StubHandler = ({ method, url, params }) => {
    if (method !== 'GET' || url !== REFUNDS) return undefined;
    if (params.status === 'refused') return pageOf([]);
    const refunded = {
      ...sampleTaobaoIntRefund,
      id: 73,
      kind: 'refund' as const,
      status: 'refunded' as const,
      amountFen: 10_000,
      amountVnd: 365_000,
    };
    return pageOf([sampleTaobaoIntRefund, refunded]);
  };

  it.each(['/taobaoIntOrder/refund', '/orderPob/refundTaobaoInt'])(
    'lists them with their states at %s, filtering on that address',
    async (path) => {
      const app = await renderApp(path, { signedIn: true, handler: server({ more: refunds }) });
      const list = await screen.findByRole('list', { name: 'Tất cả yêu cầu hoàn tiền Taobao quốc tế' });
      const [asked, refunded] = within(list).getAllByRole('listitem');
      expect(within(asked!).getByRole('link', { name: /Đơn TB261120AB12/ })).toHaveAttribute('href', '/taobaoIntOrder/31');
      expect(asked).toHaveTextContent('Trả hàng hoàn tiền');
      expect(asked).toHaveTextContent('Chờ người bán');
      expect(refunded).toHaveTextContent('Đã hoàn tiền');
      expect(refunded).toHaveTextContent(/Đã hoàn 100,00\s¥ = 365\.000\s₫ vào ví/);

      const statuses = screen.getByRole('navigation', { name: 'Trạng thái hoàn tiền' });
      await app.user.click(within(statuses).getByRole('link', { name: 'Bị từ chối' }));
      expect(await screen.findByText('Không có yêu cầu nào ở trạng thái này')).toBeInTheDocument();
      expect(app.pathname()).toBe(path);
      expect(getsOf(app.requests, REFUNDS).at(-1)?.params).toMatchObject({ status: 'refused' });
    },
  );

  it('is reached from the pay-on-behalf refunds, and stays in that area', async () => {
    const app = await renderApp('/orderPob/refund', { signedIn: true, handler: server({ more: refunds }) });
    await app.user.click(await screen.findByRole('link', { name: 'Hoàn tiền đơn Taobao quốc tế' }));
    await app.waitForPath('/orderPob/refundTaobaoInt');
    expect(await screen.findByRole('list', { name: 'Tất cả yêu cầu hoàn tiền Taobao quốc tế' })).toBeInTheDocument();
  });

  it('says there is none yet and leads to the orders', async () => {
    await renderApp('/taobaoIntOrder/refund', { signedIn: true, handler: server() });
    expect(await screen.findByText('Bạn chưa có yêu cầu hoàn tiền nào')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem đơn Taobao quốc tế' })).toHaveAttribute('href', '/taobaoIntOrder');
  });
});
