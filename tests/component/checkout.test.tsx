import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutQuote, CreateOrdersRequest } from '../../contract/orders';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { type PublicSettings } from '../../contract/publicSettings';
import { sampleAddress, sampleCartItem, sampleMovedQuote, sampleOrder, sampleQuote, sampleShortQuote } from '../fixtures/checkout';
import { rechargeSearch } from '../../src/features/wallet/search';
import { vnd } from './lists';
import { forgetSavedChoices, payingTests, postsTo, type Paying } from './payFlow';
import { failure, renderApp, reply, testUser, type StubHandler } from './renderApp';

const settings: PublicSettings = publicSettingsOf(1, defaultSettings);
const unselected = { ...sampleCartItem, id: 12, title: '袜子', titleVi: 'Tất', selected: false };

const creates = postsTo('/OrderOrdering');
const quotes = postsTo('/OrderOrdering/Quote');

/** This page as the checks every paying page passes see it. */
const paying: Paying = { creates, done: 'Đặt hàng thành công', accepted: (request) => (request as CreateOrdersRequest).expectedDepositVnd };

/**
 * The server of a checkout: the cart, one address, the settings, then the quotes and create
 * answers in order (the last one repeats).
 */
function server({
  quoteAnswers = [sampleQuote],
  createAnswers = [reply(201, { orders: [sampleOrder] })],
  addresses = [sampleAddress],
}: {
  quoteAnswers?: CheckoutQuote[];
  createAnswers?: ReturnType<typeof reply>[];
  addresses?: unknown[];
} = {}): StubHandler {
  let quoteCount = 0;
  let createCount = 0;
  return ({ method, url }) => {
    if (url === '/ShoppingCart') return reply(200, { items: [sampleCartItem, unselected] });
    if (url === '/Address') return reply(200, addresses);
    if (url === '/Settings/Public') return reply(200, settings);
    if (url === '/Wallet') return reply(200, { balanceVnd: 2_000_000, heldVnd: 0, availableVnd: 2_000_000 });
    if (method === 'POST' && url === '/OrderOrdering/Quote')
      return reply(200, quoteAnswers[Math.min(quoteCount++, quoteAnswers.length - 1)]);
    if (method === 'POST' && url === '/OrderOrdering') return createAnswers[Math.min(createCount++, createAnswers.length - 1)];
    return undefined;
  };
}

/** Address → services → the review, as a customer clicks through. */
async function toReview(app: Awaited<ReturnType<typeof renderApp>>) {
  await screen.findByRole('heading', { level: 2, name: 'Chọn địa chỉ nhận hàng' });
  await app.user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
  await screen.findByRole('heading', { level: 2, name: 'Chọn dịch vụ và tuyến vận chuyển' });
  await app.user.click(screen.getByRole('button', { name: 'Xem phí và tiền cọc' }));
}

beforeEach(forgetSavedChoices);

describe('the checkout', () => {
  it('groups the selected lines by shop, shows every fee and the deposit, and pays only after the confirm', async () => {
    const app = await renderApp('/orderOrdering/create', { signedIn: true, handler: server() });

    const addressHeading = await screen.findByRole('heading', { level: 2, name: 'Chọn địa chỉ nhận hàng' });
    const progress = screen.getByRole('list', { name: 'Các bước đặt hàng' });
    expect(within(progress).getByText('Địa chỉ').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Sẽ tạo 1 đơn (mỗi shop một đơn)')).toBeInTheDocument();
    expect(screen.getByText('Áo thun cotton')).toBeInTheDocument();
    // Only the selected line becomes an order.
    expect(screen.queryByText('Tất')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Nguyễn Thị Lan/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Thêm địa chỉ' })).toHaveAttribute(
      'href',
      '/address/create?returnTo=%2ForderOrdering%2Fcreate',
    );
    expect(addressHeading).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const servicesHeading = await screen.findByRole('heading', { level: 2, name: 'Chọn dịch vụ và tuyến vận chuyển' });
    await waitFor(() => expect(servicesHeading).toHaveFocus());
    // Each service explains its price from the public settings.
    const counting = screen.getByRole('checkbox', { name: /Kiểm đếm/ });
    expect(counting).toHaveAccessibleName(expect.stringMatching(/3–10 sản phẩm: 3\.500\s₫\/sp/));
    expect(screen.getByRole('checkbox', { name: /Bảo hiểm hàng hóa/ })).toHaveAccessibleName(expect.stringMatching(/phí 3% tiền hàng/));
    await app.user.click(counting);
    await app.user.click(screen.getByRole('radio', { name: /Kho TP\.HCM/ }));
    await app.user.click(screen.getByRole('button', { name: 'Xem phí và tiền cọc' }));

    const reviewHeading = await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và đặt cọc' });
    await waitFor(() => expect(reviewHeading).toHaveFocus());
    expect(quotes(app.requests)[0]?.body).toEqual({
      cartItemIds: [11],
      addressId: 5,
      services: { counting: true, crate: false, insurance: false },
      warehouse: 'hcm',
      line: 'normal',
      note: '',
    });
    const order = screen.getByRole('heading', { level: 3, name: 'Đơn 1: Uniqlo chính hãng' }).closest('li')!;
    expect(within(order).getByText('Tiền hàng').nextSibling).toHaveTextContent(vnd('1.825.000'));
    expect(within(order).getByText('Phí mua hàng').nextSibling).toHaveTextContent(vnd('54.750'));
    expect(within(order).getByText('Phí vận chuyển quốc tế').nextSibling).toHaveTextContent('tính khi hàng về kho');
    expect(within(order).getByText('Tiền cọc của đơn').nextSibling).toHaveTextContent(vnd('1.315.825'));
    expect(screen.getByText('Số dư khả dụng').nextSibling).toHaveTextContent(vnd('2.000.000'));
    // Nothing moved yet: the deposit needs the explicit confirm.
    expect(creates(app.requests)).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: vnd('Đặt cọc 1.315.825') }));
    const done = await screen.findByRole('heading', { level: 2, name: 'Đặt hàng thành công' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('link', { name: /MH2611-0301/ })).toHaveAttribute('href', '/orderOrdering/301');
    const [create] = creates(app.requests);
    expect((create?.body as CreateOrdersRequest).expectedDepositVnd).toBe(1_315_825);
    expect(create?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(localStorage.getItem(`muaho.draft.checkout.${testUser.id}`)).toBeNull();
  }, 15_000);

  it('says exactly how much is missing, links to the recharge with that amount, and resumes with a new quote on return', async () => {
    const app = await renderApp('/orderOrdering/create', {
      signedIn: true,
      handler: server({ quoteAnswers: [sampleShortQuote, sampleQuote] }),
    });
    await toReview(app);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Số dư ví chưa đủ để đặt cọc' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(vnd('Còn thiếu 315.825'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Đặt cọc/ })).not.toBeInTheDocument();
    const recharge = screen.getByRole('link', { name: 'Nạp tiền' });
    expect(recharge).toHaveAttribute('href', '/wallet/recharge?amount=315825&returnTo=%2ForderOrdering%2Fcreate');

    await app.user.click(recharge);
    await app.waitForPath('/wallet/recharge');
    await waitFor(() => expect(screen.getByLabelText('Số tiền nạp')).toHaveValue('315.825'));

    // Back to the checkout (the recharge success screen's "Tiếp tục đặt hàng" goes to the same place).
    app.router.history.back();
    await app.waitForPath('/orderOrdering/create');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và đặt cọc' })).toBeInTheDocument();
    expect(quotes(app.requests)).toHaveLength(2);
    expect(screen.getByRole('button', { name: vnd('Đặt cọc 1.315.825') })).toBeEnabled();
  }, 15_000);

  it('keeps the choices on the device for the account: a fresh tab resumes them, another account and a sign-out do not', async () => {
    const first = await renderApp('/orderOrdering/create', { signedIn: true, handler: server({ quoteAnswers: [sampleShortQuote] }) });
    await screen.findByRole('heading', { level: 2, name: 'Chọn địa chỉ nhận hàng' });
    await first.user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByRole('heading', { level: 2, name: 'Chọn dịch vụ và tuyến vận chuyển' });
    await first.user.click(screen.getByRole('radio', { name: /Kho TP\.HCM/ }));
    await first.user.click(screen.getByRole('button', { name: 'Xem phí và tiền cọc' }));
    await screen.findByRole('heading', { level: 2, name: 'Số dư ví chưa đủ để đặt cọc' });
    expect(screen.getByText(/Lựa chọn của bạn đã được lưu/)).toBeInTheDocument();
    first.unmount();

    // A new tab: a new app, its own (empty) session storage, the same device.
    sessionStorage.clear();
    const fresh = await renderApp('/orderOrdering/create', { signedIn: true, handler: server() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và đặt cọc' })).toBeInTheDocument();
    expect(quotes(fresh.requests)[0]?.body).toMatchObject({ warehouse: 'hcm' });
    fresh.unmount();

    const other = await renderApp('/orderOrdering/create', { signedIn: true, user: { ...testUser, id: 2 }, handler: server() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Chọn địa chỉ nhận hàng' })).toBeInTheDocument();
    other.unmount();

    expect(localStorage.getItem(`muaho.draft.checkout.${testUser.id}`)).not.toBeNull();
    const leaving = await renderApp('/auth/logout', { signedIn: true, handler: server() });
    await leaving.waitForPath('/auth/login');
    expect(localStorage.getItem(`muaho.draft.checkout.${testUser.id}`)).toBeNull();
  }, 20_000);

  it('links back to the checkout from the recharge success screen', async () => {
    const credited = {
      id: 123,
      amountVnd: 315_825,
      memo: 'NAP KH0001 X4TZ',
      bankAccount: { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '1023456789', accountName: 'CONG TY TNHH MUAHO VIET NAM' },
      qrPayload: '000201',
      status: 'succeeded',
      creditedVnd: 315_825,
      expiresAt: '2026-11-02T03:00:00.000Z',
      createdAt: '2026-11-01T03:00:00.000Z',
      creditedAt: '2026-11-01T03:04:00.000Z',
    };
    await renderApp('/wallet/recharge?id=123&returnTo=%2ForderOrdering%2Fcreate', {
      signedIn: true,
      handler: ({ url }) =>
        url === '/Wallet/Recharge/123' ? reply(200, credited) : url === '/Settings/Public' ? reply(200, settings) : undefined,
    });
    await screen.findByRole('heading', { level: 2, name: 'Nạp tiền thành công' });
    expect(screen.getByRole('link', { name: 'Tiếp tục đặt hàng' })).toHaveAttribute('href', '/orderOrdering/create');
  });

  payingTests({
    ...paying,
    path: '/orderOrdering/create',
    toReview,
    moved: {
      handler: server({
        quoteAnswers: [sampleQuote, sampleMovedQuote],
        createAnswers: [failure(409, 'Số tiền đặt cọc đã thay đổi', 'quote-changed'), reply(201, { orders: [sampleOrder] })],
      }),
      pay: 'Đặt cọc 1.315.825',
      changed: /tiền cọc từ 1\.315\.825\s₫ thành 1\.333\.850\s₫/,
      payAgain: 'Đặt cọc 1.333.850',
      amount: 1_333_850,
    },
    retried: {
      handler: server({ createAnswers: [failure(503, 'Máy chủ đang bận', 'internal'), reply(201, { orders: [sampleOrder] })] }),
      pay: 'Đặt cọc 1.315.825',
      note: /đơn sẽ không bị tạo hay trừ tiền thêm lần nào/,
    },
  });

  it('asks for an address first when there is none, and comes back here after adding one', async () => {
    await renderApp('/orderOrdering/create', { signedIn: true, handler: server({ addresses: [] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bạn chưa có địa chỉ nhận hàng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thêm địa chỉ' })).toHaveAttribute(
      'href',
      '/address/create?returnTo=%2ForderOrdering%2Fcreate',
    );
  });

  it('sends the customer back to the cart when nothing is selected', async () => {
    await renderApp('/orderOrdering/create', {
      signedIn: true,
      handler: ({ url }) =>
        url === '/ShoppingCart' ? reply(200, { items: [unselected] }) : url === '/Address' ? reply(200, [sampleAddress]) : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Chưa có sản phẩm nào được chọn để đặt hàng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về giỏ hàng' })).toHaveAttribute('href', '/shoppingCart');
  });
});

describe('the way back from the recharge page', () => {
  it('accepts only a path of this app, so the link cannot send anyone off-site', () => {
    expect(rechargeSearch({ amount: '315825', returnTo: '/orderOrdering/create' })).toEqual({
      amount: 315_825,
      returnTo: '/orderOrdering/create',
    });
    for (const returnTo of ['//evil.example', '/\\evil.example', 'https://evil.example', '/\tevil', 42]) {
      expect(rechargeSearch({ returnTo })).toEqual({});
    }
    expect(rechargeSearch({ amount: '-5' })).toEqual({});
  });
});
