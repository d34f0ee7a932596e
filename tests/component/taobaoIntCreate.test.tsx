import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import type { TaobaoAccount } from '../../contract/taobaoGlobal';
import type { CreateTaobaoIntOrderRequest, TaobaoIntQuote } from '../../contract/taobaoIntOrders';
import {
  sample1688CartLine,
  sampleMovedTaobaoIntQuote,
  sampleNewTaobaoIntOrder,
  sampleShortTaobaoIntQuote,
  sampleTaobaoAccount,
  sampleTaobaoIntQuote,
  sampleTmallCartLine,
  sampleTmallCoat,
} from '../fixtures/taobaoIntOrders';
import { vnd } from './lists';
import { failure, inTurn, renderApp, reply, type StubHandler, type StubRequest, type StubResponse } from './renderApp';
import { linkAccount, linkingServer } from './taobaoLinking';

const CREATE = '/taobaoIntOrder/create?product=tmall-6543210&sku=sku-red-m&qty=2';

const renders = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/TaobaoIntOrder/Render');
const orders = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/TaobaoIntOrder');

function server({
  accounts = [sampleTaobaoAccount],
  renderAnswers = [reply(200, sampleTaobaoIntQuote)],
  createAnswers = [reply(201, sampleNewTaobaoIntOrder)],
  more,
}: {
  accounts?: TaobaoAccount[];
  renderAnswers?: StubResponse[];
  createAnswers?: StubResponse[];
  more?: StubHandler;
} = {}): StubHandler {
  const render = inTurn(renderAnswers);
  const create = inTurn(createAnswers);
  return async (request) => {
    const answer = await more?.(request);
    if (answer) return answer;
    const { method, url } = request;
    if (url === '/Settings/Public') return reply(200, publicSettingsOf(1, defaultSettings));
    if (url === '/Wallet') return reply(200, { balanceVnd: 2_000_000, heldVnd: 0, availableVnd: 2_000_000 });
    if (method === 'GET' && url === '/TaobaoIntToken') return reply(200, accounts);
    if (url === '/ChinaWebProduct/tmall-6543210') return reply(200, sampleTmallCoat);
    if (method === 'GET' && url === '/ShoppingCart') return reply(200, { items: [sampleTmallCartLine, sample1688CartLine] });
    if (method === 'POST' && url === '/TaobaoIntOrder/Render') return render();
    if (method === 'POST' && url === '/TaobaoIntOrder') return create();
    if (method === 'GET' && url === `/TaobaoIntOrder/${sampleNewTaobaoIntOrder.id}`) return reply(200, sampleNewTaobaoIntOrder);
    return undefined;
  };
}

/** From the first step to the platform's figures. */
async function toReview(app: Awaited<ReturnType<typeof renderApp>>) {
  await screen.findByRole('heading', { level: 2, name: 'Thông tin đặt hàng' });
  await app.user.click(await screen.findByRole('button', { name: 'Xem giá và thanh toán' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('ordering through Taobao Global', { timeout: 30_000 }, () => {
  it('from a Tmall product page: the chosen SKU, the route and services, the platform’s figures, paid only on the confirm', async () => {
    const app = await renderApp('/chinaWebProduct/tmall-6543210', { signedIn: true, handler: server() });
    await screen.findByRole('heading', { level: 2, name: 'Áo khoác len' });
    // Nothing chosen yet: the way is there, but waits for the colour.
    expect(screen.getByRole('button', { name: 'Đặt qua Taobao quốc tế' })).toBeDisabled();
    await app.user.click(screen.getByRole('radio', { name: 'Đỏ' }));
    await app.user.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    const link = screen.getByRole('link', { name: 'Đặt qua Taobao quốc tế' });
    expect(link).toHaveAttribute('href', CREATE);
    await app.user.click(link);

    await screen.findByRole('heading', { level: 2, name: 'Thông tin đặt hàng' });
    expect(await screen.findByText('Áo khoác len')).toBeInTheDocument();
    expect(screen.getByText('Màu: Đỏ · Cỡ: M')).toBeInTheDocument();
    expect(screen.getByText(/Đặt qua tài khoản/)).toHaveTextContent('Đặt qua tài khoản shop-hanoi');
    await app.user.click(await screen.findByRole('radio', { name: 'Kho TP.HCM' }));
    await app.user.click(screen.getByRole('checkbox', { name: /Đóng gỗ/ }));
    await app.user.type(screen.getByLabelText('Lời nhắn cho người bán (không bắt buộc)'), 'Gói kỹ giúp em');
    await app.user.click(screen.getByRole('button', { name: 'Xem giá và thanh toán' }));

    await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và thanh toán' });
    expect(renders(app.requests)[0]?.body).toEqual({
      goods: [{ site: 'tmall', itemId: '6543210', skuId: 'sku-red-m', quantity: 2 }],
      warehouse: 'hcm',
      line: 'normal',
      services: { crate: true, insurance: false },
      note: 'Gói kỹ giúp em',
    });
    const seller = screen.getByRole('region', { name: 'Người bán: 天猫服饰旗舰店' });
    expect(within(seller).getByText('Áo khoác len')).toBeInTheDocument();
    expect(within(seller).getByText('Vận chuyển nội địa TQ').nextSibling).toHaveTextContent('8,00 ¥');
    const money = screen.getByRole('region', { name: 'Số tiền thanh toán' });
    expect(within(money).getByText('Tiền hàng (258,00 ¥)')).toBeInTheDocument();
    expect(within(money).getByText(/Tổng thanh toán \(266,00\s¥ × 3\.650\s₫\/¥\)/)).toBeInTheDocument();
    expect(orders(app.requests)).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: vnd('Thanh toán 970.900') }));
    await screen.findByRole('heading', { level: 2, name: 'Đã đặt đơn Taobao quốc tế' });
    const [order] = orders(app.requests);
    expect((order?.body as CreateTaobaoIntOrderRequest).expectedTotalVnd).toBe(sampleTaobaoIntQuote.totalVnd);
    expect(order?.body).toMatchObject({ warehouse: 'hcm', services: { crate: true, insurance: false } });
    expect(order?.idempotencyKey).toMatch(/.{16,}/);
    expect(screen.getByRole('link', { name: `Xem đơn ${sampleNewTaobaoIntOrder.code}` })).toHaveAttribute('href', '/taobaoIntOrder/32');
  });

  it('from the cart: only the selected Taobao and Tmall lines, the others staying in the cart', async () => {
    const app = await renderApp('/shoppingCart', { signedIn: true, handler: server() });
    const order = await screen.findByRole('button', { name: 'Đặt qua Taobao quốc tế (1)' });
    expect(order).toHaveAccessibleDescription(/1 sản phẩm 1688, Pinduoduo vẫn ở lại giỏ/);
    await app.user.click(order);
    await app.waitForPath('/taobaoIntOrder/create');
    expect(app.router.state.location.search).toEqual({ from: 'cart' });
    await toReview(app);
    await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và thanh toán' });
    expect(renders(app.requests)[0]?.body).toMatchObject({ cartItemIds: [21] });
  });

  it('sends a short wallet to recharge with the exact amount and a way back, keeping the choices', async () => {
    const app = await renderApp(CREATE, { signedIn: true, handler: server({ renderAnswers: [reply(200, sampleShortTaobaoIntQuote)] }) });
    await toReview(app);
    await screen.findByRole('heading', { level: 2, name: 'Số dư ví chưa đủ để thanh toán' });
    expect(screen.getByText(/Còn thiếu 870\.900\s₫/)).toBeInTheDocument();
    const recharge = screen.getByRole('link', { name: 'Nạp tiền' });
    expect(recharge.getAttribute('href')).toContain(`returnTo=${encodeURIComponent(CREATE)}`);
    const saved = Object.keys(localStorage).find((key) => key.startsWith('muaho.draft.taobaoInt.'));
    expect(JSON.parse(localStorage.getItem(saved!)!)).toMatchObject({ step: 'review', choices: { warehouse: 'hn' } });
    expect(orders(app.requests)).toEqual([]);
  });

  it('shows the new figures when the platform’s price moved, and pays them only on a second confirm with a new key', async () => {
    const app = await renderApp(CREATE, {
      signedIn: true,
      handler: server({
        renderAnswers: [reply(200, sampleTaobaoIntQuote), reply(200, sampleMovedTaobaoIntQuote)],
        createAnswers: [failure(409, 'Số tiền đã thay đổi', 'quote-changed'), reply(201, sampleNewTaobaoIntOrder)],
      }),
    });
    await toReview(app);
    await app.user.click(await screen.findByRole('button', { name: vnd('Thanh toán 970.900') }));

    await screen.findByRole('heading', { level: 2, name: 'Số tiền đã thay đổi' });
    expect(screen.getByRole('alert')).toHaveTextContent(/tổng tiền từ 970\.900\s₫ thành 985\.500\s₫/);
    expect(orders(app.requests)).toHaveLength(1);
    await app.user.click(screen.getByRole('button', { name: vnd('Thanh toán 985.500') }));
    await screen.findByRole('heading', { level: 2, name: 'Đã đặt đơn Taobao quốc tế' });
    const [first, second] = orders(app.requests);
    expect((second?.body as CreateTaobaoIntOrderRequest).expectedTotalVnd).toBe(sampleMovedTaobaoIntQuote.totalVnd);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('with no linked account, leads to linking one and back to the order with the same goods', async () => {
    const app = await renderApp(CREATE, { signedIn: true, handler: linkingServer((accounts) => server({ accounts })) });
    await screen.findByRole('heading', { level: 2, name: 'Liên kết tài khoản Taobao quốc tế' });
    const link = screen.getByRole('link', { name: 'Liên kết tài khoản' });
    expect(link).toHaveAttribute('href', `/taobaoIntToken?returnTo=${encodeURIComponent(CREATE)}`);
    await app.user.click(link);
    await linkAccount(app);

    await app.waitForPath('/taobaoIntOrder/create');
    expect(app.router.state.location.search).toMatchObject({ product: 'tmall-6543210', qty: 2 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Thông tin đặt hàng' })).toBeInTheDocument();
    expect(renders(app.requests)).toEqual([]);
  });

  it('asks to link again when the platform refuses the expired link', async () => {
    const app = await renderApp(CREATE, {
      signedIn: true,
      handler: server({
        renderAnswers: [failure(409, 'Liên kết Taobao quốc tế đã hết hạn, vui lòng liên kết lại', 'taobao-global-relink-required')],
      }),
    });
    await toReview(app);
    await screen.findByRole('heading', { level: 2, name: 'Liên kết tài khoản Taobao quốc tế' });
    expect(screen.getByRole('alert')).toHaveTextContent('Liên kết Taobao quốc tế đã hết hạn. Hãy liên kết lại tài khoản rồi thử lại.');
  });

  it('names goods the platform will not sell and does not let them be paid for', async () => {
    const unsold: TaobaoIntQuote = {
      ...sampleTaobaoIntQuote,
      unavailable: [{ itemId: '6543210', skuId: 'sku-red-m', reason: 'Hết hàng' }],
    };
    const app = await renderApp(CREATE, { signedIn: true, handler: server({ renderAnswers: [reply(200, unsold)] }) });
    await toReview(app);
    await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và thanh toán' });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Taobao quốc tế không bán sản phẩm này lúc này');
    expect(notice).toHaveTextContent('Áo khoác len: Hết hàng');
    expect(screen.getByRole('button', { name: vnd('Thanh toán 970.900') })).toBeDisabled();
  });

  it('says the platform is not answering and quotes again on "Thử lại"', async () => {
    const app = await renderApp(CREATE, {
      signedIn: true,
      handler: server({
        renderAnswers: [failure(503, 'Taobao quốc tế đang không phản hồi', 'taobao-global-unavailable'), reply(200, sampleTaobaoIntQuote)],
      }),
    });
    await toReview(app);
    await screen.findByRole('heading', { level: 2, name: 'Chưa lấy được giá' });
    expect(screen.getByRole('alert')).toHaveTextContent('Taobao quốc tế đang không phản hồi. Vui lòng thử lại sau ít phút.');
    await app.user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và thanh toán' })).toBeInTheDocument();
  });

  it('refuses a note longer than the sellers take, before asking the platform', async () => {
    const app = await renderApp(CREATE, { signedIn: true, handler: server() });
    await screen.findByRole('heading', { level: 2, name: 'Thông tin đặt hàng' });
    const note = screen.getByLabelText('Lời nhắn cho người bán (không bắt buộc)');
    await app.user.click(note);
    await app.user.paste('x'.repeat(201));
    expect(note).toHaveAccessibleDescription(/Lời nhắn tối đa 200 ký tự/);
    expect(screen.getByRole('button', { name: 'Xem giá và thanh toán' })).toBeDisabled();
    expect(renders(app.requests)).toEqual([]);
  });

  it('says there is nothing to order when the address names no goods', async () => {
    await renderApp('/taobaoIntOrder/create?product=1688-655500000003&qty=2', { signedIn: true, handler: server() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Chưa có sản phẩm để đặt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về giỏ hàng' })).toHaveAttribute('href', '/shoppingCart');
  });

  it('says the cart changed when its lines were ordered elsewhere meanwhile', async () => {
    const app = await renderApp('/taobaoIntOrder/create?from=cart', {
      signedIn: true,
      handler: server({ renderAnswers: [failure(409, 'Giỏ hàng đã thay đổi', 'cart-changed')] }),
    });
    await toReview(app);
    await screen.findByRole('heading', { level: 2, name: 'Chưa có sản phẩm để đặt' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Giỏ hàng đã thay đổi'));
  });
});
