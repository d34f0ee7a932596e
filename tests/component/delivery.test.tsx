import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateDeliveryRequest, Delivery, DeliveryQuote, DeliverySummary } from '../../contract/delivery';
import type { CustomerPackage } from '../../contract/packages';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { type PublicSettings } from '../../contract/publicSettings';
import { sampleAddress } from '../fixtures/checkout';
import {
  sampleDeliverablePackages,
  sampleDelivery,
  sampleDeliveryQuote,
  sampleMovedDeliveryQuote,
  sampleShortDeliveryQuote,
  sampleStorageDeliveryQuote,
} from '../fixtures/delivery';
import { deliveryCreateSearch, deliveryListSearch } from '../../src/features/delivery/search';
import { formatDateTime } from '../../src/i18n/format';
import { getsOf, vnd } from './lists';
import { forgetSavedChoices, payingTests, postsTo, type Paying } from './payFlow';
import { failure, inTurn, renderApp, reply, testUser, type StubHandler, type StubRequest, type StubResponse } from './renderApp';

type StoragePolicy = PublicSettings['fees']['storage'];

const settingsWith = (codAllowed: boolean, storage: StoragePolicy = defaultSettings.fees.storage): PublicSettings => {
  const settings = publicSettingsOf(1, defaultSettings);
  return { ...settings, fees: { ...settings.fees, storage }, delivery: { ...settings.delivery, codAllowed } };
};

const creates = postsTo('/Delivery');
const quotes = postsTo('/Delivery/Quote');

/** This page as the checks every paying page passes see it. */
const paying: Paying = {
  creates,
  done: 'Đã tạo yêu cầu giao hàng',
  accepted: (request) => (request as CreateDeliveryRequest).expectedTotalVnd,
};

/**
 * The server of a delivery request: the waiting packages (in turn), one address, the settings,
 * then the quotes and create answers in turn.
 */
function server({
  packageAnswers = [sampleDeliverablePackages],
  quoteAnswers = [reply(200, sampleDeliveryQuote)],
  createAnswers = [reply(201, sampleDelivery)],
  codAllowed = false,
  storage,
}: {
  packageAnswers?: CustomerPackage[][];
  quoteAnswers?: StubResponse[];
  createAnswers?: StubResponse[];
  codAllowed?: boolean;
  storage?: StoragePolicy;
} = {}): StubHandler {
  const packages = inTurn(packageAnswers);
  const quote = inTurn(quoteAnswers);
  const create = inTurn(createAnswers);
  return ({ method, url }) => {
    if (url === '/Delivery/Packages') return reply(200, { packages: packages() });
    if (url === '/Address') return reply(200, [sampleAddress]);
    if (url === '/Settings/Public') return reply(200, settingsWith(codAllowed, storage));
    if (url === '/Wallet') return reply(200, { balanceVnd: 2_000_000, heldVnd: 0, availableVnd: 2_000_000 });
    if (method === 'POST' && url === '/Delivery/Quote') return quote();
    if (method === 'POST' && url === '/Delivery') return create();
    return undefined;
  };
}

async function toReview(app: Awaited<ReturnType<typeof renderApp>>) {
  await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' });
  await app.user.click(screen.getByRole('button', { name: 'Xem phí giao hàng' }));
}

/** The label and amount of a figure row. */
const amountOf = (label: string | RegExp) => screen.getByText(label).closest('div')!.querySelector('dd')!;

beforeEach(forgetSavedChoices);

describe('asking for delivery', () => {
  it('offers the waiting packages by order, shows the quote, and pays only after the confirm', async () => {
    const app = await renderApp('/delivery/create', { signedIn: true, handler: server() });

    const heading = await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' });
    const buy = screen.getByRole('region', { name: 'Đơn mua hộ MH2611-0301' });
    const consigned = screen.getByRole('region', { name: 'Đơn ký gửi KG2611-0088' });
    expect(within(buy).getByRole('checkbox', { name: /PK2611-0071.*2,1 kg tính phí/ })).toBeChecked();
    expect(within(consigned).getByRole('checkbox', { name: /PK2611-0072.*1,3 kg tính phí/ })).toBeChecked();
    expect(screen.getByText('Đã chọn 2/2 kiện · 3,4 kg tính phí')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Nguyễn Thị Lan/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Thêm địa chỉ' })).toHaveAttribute('href', '/address/create?returnTo=%2Fdelivery%2Fcreate');
    expect(screen.getByRole('radio', { name: /Trừ tiền trong ví/ })).toBeChecked();
    expect(heading).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Bỏ chọn tất cả' }));
    expect(screen.getByRole('button', { name: 'Xem phí giao hàng' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Chọn tất cả' }));
    await app.user.click(screen.getByRole('button', { name: 'Xem phí giao hàng' }));

    const review = await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và xác nhận' });
    await waitFor(() => expect(review).toHaveFocus());
    expect(quotes(app.requests)[0]?.body).toEqual({ packageIds: [71, 72], addressId: 5, payment: 'wallet' });
    expect(amountOf('Còn nợ Đơn mua hộ MH2611-0301')).toHaveTextContent(vnd('563.925'));
    expect(amountOf('Còn nợ Đơn ký gửi KG2611-0088')).toHaveTextContent(vnd('120.000'));
    expect(amountOf('Phí giao hàng (3,4 kg)')).toHaveTextContent(vnd('38.000'));
    // Nothing waited past the free days: no storage line at all.
    expect(screen.queryByText('Phí lưu kho')).not.toBeInTheDocument();
    expect(amountOf('Tổng thanh toán')).toHaveTextContent(vnd('721.925'));
    expect(amountOf('Số dư khả dụng')).toHaveTextContent(vnd('2.000.000'));
    expect(amountOf('Số dư sau khi thanh toán')).toHaveTextContent(vnd('1.278.075'));
    expect(screen.getByRole('heading', { level: 3, name: 'Kiện sẽ giao (2)' })).toBeInTheDocument();
    // Nothing moved yet: paying needs the explicit confirm.
    expect(creates(app.requests)).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: vnd('Xác nhận thanh toán 721.925') }));
    const done = await screen.findByRole('heading', { level: 2, name: 'Đã tạo yêu cầu giao hàng' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('GH2611-0051')).toBeInTheDocument();
    expect(screen.getByText('Mới')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem yêu cầu GH2611-0051' })).toHaveAttribute('href', '/delivery?id=51');
    const [create] = creates(app.requests);
    expect(create?.body as CreateDeliveryRequest).toEqual({
      packageIds: [71, 72],
      addressId: 5,
      payment: 'wallet',
      expectedTotalVnd: 721_925,
    });
    expect(create?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(localStorage.getItem(`muaho.draft.delivery.${testUser.id}`)).toBeNull();
  }, 15_000);

  it('adds storage past the free days between the delivery fee and the total, package by package', async () => {
    const app = await renderApp('/delivery/create', {
      signedIn: true,
      handler: server({ quoteAnswers: [reply(200, sampleStorageDeliveryQuote)] }),
    });
    await toReview(app);
    await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và xác nhận' });

    const storage = amountOf('Phí lưu kho');
    expect(storage).toHaveTextContent(vnd('11.000'));
    expect(amountOf('PK2611-0071 · 3 ngày quá hạn')).toHaveTextContent(vnd('9.000'));
    expect(amountOf('PK2611-0072 · 1 ngày quá hạn')).toHaveTextContent(vnd('2.000'));
    expect(amountOf('Tổng thanh toán')).toHaveTextContent(vnd('732.925'));
    expect(amountOf('Số dư sau khi thanh toán')).toHaveTextContent(vnd('1.267.075'));
    const follows = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(amountOf('Phí giao hàng (3,4 kg)'), storage)).toBe(true);
    expect(follows(storage, amountOf('PK2611-0072 · 1 ngày quá hạn'))).toBe(true);
    expect(follows(amountOf('PK2611-0072 · 1 ngày quá hạn'), amountOf('Tổng thanh toán'))).toBe(true);
    // The per-package rows itemise the storage line; they are not more lines to add up.
    expect(screen.getByText('PK2611-0071 · 3 ngày quá hạn').closest('div')).toHaveClass('summary-list__row--detail');
    expect(storage.closest('div')).not.toHaveClass('summary-list__row--detail');

    await app.user.click(screen.getByRole('button', { name: vnd('Xác nhận thanh toán 732.925') }));
    await screen.findByRole('heading', { level: 2, name: 'Đã tạo yêu cầu giao hàng' });
    expect((creates(app.requests)[0]?.body as CreateDeliveryRequest).expectedTotalVnd).toBe(732_925);
  }, 10_000);

  it('tells how long parcels are kept free and what storage costs after, from the settings', async () => {
    await renderApp('/delivery/create', { signedIn: true, handler: server({ storage: { freeDays: 10, perKgPerDayVnd: 1_500 } }) });
    await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' });
    expect(
      screen.getByText(
        /^Kiện hàng được lưu miễn phí 10 ngày kể từ khi về kho Việt Nam; sau đó phí lưu kho là 1\.500\s₫ mỗi kg mỗi ngày\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('names the storage price alone when there are no free days, and says nothing when storage is free', async () => {
    const first = await renderApp('/delivery/create', {
      signedIn: true,
      handler: server({ storage: { freeDays: 0, perKgPerDayVnd: 2_000 } }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' });
    expect(
      screen.getByText(/^Kiện hàng ở kho Việt Nam được tính phí lưu kho 2\.000\s₫ mỗi kg mỗi ngày, kể từ khi về kho\.$/),
    ).toBeInTheDocument();
    first.unmount();

    await renderApp('/delivery/create', { signedIn: true, handler: server({ storage: { freeDays: 7, perKgPerDayVnd: 0 } }) });
    await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' });
    expect(screen.queryByText(/mỗi kg mỗi ngày/)).not.toBeInTheDocument();
  }, 10_000);

  it('says exactly how much is missing and links to the recharge with that amount and the way back', async () => {
    const app = await renderApp('/delivery/create', {
      signedIn: true,
      handler: server({ quoteAnswers: [reply(200, sampleShortDeliveryQuote), reply(200, sampleDeliveryQuote)] }),
    });
    await toReview(app);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Số dư ví chưa đủ để thanh toán' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(vnd('Còn thiếu 221.925'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Xác nhận thanh toán/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nạp tiền' })).toHaveAttribute(
      'href',
      '/wallet/recharge?amount=221925&returnTo=%2Fdelivery%2Fcreate',
    );

    await app.user.click(screen.getByRole('button', { name: 'Tôi đã nạp tiền, kiểm tra lại' }));
    expect(await screen.findByRole('button', { name: vnd('Xác nhận thanh toán 721.925') })).toBeEnabled();
    expect(quotes(app.requests)).toHaveLength(2);
  }, 10_000);

  payingTests({
    ...paying,
    path: '/delivery/create',
    toReview,
    moved: {
      handler: server({
        quoteAnswers: [reply(200, sampleDeliveryQuote), reply(200, sampleMovedDeliveryQuote)],
        createAnswers: [failure(409, 'Số tiền đã thay đổi', 'quote-changed'), reply(201, sampleDelivery)],
      }),
      pay: 'Xác nhận thanh toán 721.925',
      changed: /tổng tiền từ 721\.925\s₫ thành 723\.925\s₫/,
      payAgain: 'Xác nhận thanh toán 723.925',
      amount: 723_925,
    },
    retried: {
      handler: server({ createAnswers: [failure(503, 'Máy chủ đang bận', 'internal'), reply(201, sampleDelivery)] }),
      pay: 'Xác nhận thanh toán 721.925',
      note: /sẽ không có yêu cầu hay khoản trừ tiền nào thêm/,
    },
  });

  it('reloads the packages when one is no longer ready, and says which', async () => {
    // Another request took the consignment's package just before this one was sent.
    let taken = false;
    const base = server({ createAnswers: [failure(409, 'Có kiện hàng chưa về kho Việt Nam', 'package-not-ready')] });
    const app = await renderApp('/delivery/create', {
      signedIn: true,
      handler: (request) => {
        if (request.url === '/Delivery/Packages')
          return reply(200, { packages: taken ? sampleDeliverablePackages.slice(0, 1) : sampleDeliverablePackages });
        if (request.method === 'POST' && request.url === '/Delivery') taken = true;
        return base(request);
      },
    });
    await toReview(app);
    await app.user.click(await screen.findByRole('button', { name: vnd('Xác nhận thanh toán 721.925') }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Có kiện hàng không còn giao được');
    expect(screen.getByText(/Không còn giao được: PK2611-0072/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /PK2611-0072/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /PK2611-0071/ })).toBeChecked();
    // The packages were asked for again after the refusal.
    expect(app.requests.findLastIndex((r) => r.url === '/Delivery/Packages')).toBeGreaterThan(
      app.requests.indexOf(creates(app.requests)[0]!),
    );
  }, 10_000);

  it('hides COD when the settings do not allow it', async () => {
    await renderApp('/delivery/create', { signedIn: true, handler: server({ codAllowed: false }) });
    await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' });
    expect(screen.getByRole('radio', { name: /Trừ tiền trong ví/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /COD/ })).not.toBeInTheDocument();
  });

  it('quotes COD when allowed, and goes back to the wallet with a message when the server refuses it', async () => {
    const app = await renderApp('/delivery/create', {
      signedIn: true,
      handler: server({ codAllowed: true, quoteAnswers: [failure(409, 'COD không được hỗ trợ', 'cod-not-allowed')] }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' });
    await app.user.click(screen.getByRole('radio', { name: /Thanh toán khi nhận hàng \(COD\)/ }));
    await app.user.click(screen.getByRole('button', { name: 'Xem phí giao hàng' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hiện chưa hỗ trợ thanh toán khi nhận hàng (COD). Vui lòng thanh toán bằng ví.',
    );
    expect(quotes(app.requests)[0]?.body).toMatchObject({ payment: 'cod' });
    expect(screen.getByRole('radio', { name: /Trừ tiền trong ví/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /COD/ })).not.toBeInTheDocument();
  });

  it('asks the carrier to collect on a COD request instead of charging the wallet', async () => {
    const codQuote: DeliveryQuote = { ...sampleDeliveryQuote, availableVnd: 0, shortfallVnd: 0 };
    const app = await renderApp('/delivery/create', {
      signedIn: true,
      handler: server({ codAllowed: true, quoteAnswers: [reply(200, codQuote)] }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' });
    await app.user.click(screen.getByRole('radio', { name: /COD/ }));
    await app.user.click(screen.getByRole('button', { name: 'Xem phí giao hàng' }));
    expect(await screen.findByText(/Bên giao hàng sẽ thu 721\.925\s₫ tiền mặt khi giao/)).toBeInTheDocument();
    expect(screen.queryByText('Số dư khả dụng')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Xác nhận tạo yêu cầu \(thu khi giao 721\.925\s₫\)/ })).toBeEnabled();
  });

  it('says when nothing waits in Vietnam, with the way to the packages', async () => {
    await renderApp('/delivery/create', { signedIn: true, handler: server({ packageAnswers: [[]] }) });
    expect(await screen.findByRole('heading', { name: 'Chưa có kiện hàng nào chờ giao' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem kiện hàng' })).toHaveAttribute('href', '/package');
  });

  it('keeps the choice across a reload', async () => {
    const first = await renderApp('/delivery/create', { signedIn: true, handler: server() });
    await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' });
    await first.user.click(screen.getByRole('checkbox', { name: /PK2611-0072/ }));
    first.unmount();

    await renderApp('/delivery/create', { signedIn: true, handler: server() });
    await screen.findByRole('heading', { level: 2, name: 'Chọn kiện hàng cần giao' });
    expect(screen.getByRole('checkbox', { name: /PK2611-0071/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /PK2611-0072/ })).not.toBeChecked();
  }, 10_000);
});

const summaryOf = (id: number, overrides: Partial<DeliverySummary> = {}): DeliverySummary => ({
  id,
  code: `GH2611-${String(id).padStart(4, '0')}`,
  status: 'requested',
  payment: 'wallet',
  packageCount: 2,
  totalVnd: 700_000 + id,
  addressLine: 'Nguyễn Thị Lan · Phường Ba Đình, Hà Nội',
  createdAt: '2026-11-07T03:00:00.000Z',
  updatedAt: '2026-11-07T03:00:00.000Z',
  ...overrides,
});

const lists = (requests: StubRequest[]) => getsOf(requests, '/Delivery');

describe('the delivery request list', () => {
  it('shows each request with its status in words, filters by status in the address, and loads more', async () => {
    const app = await renderApp('/delivery', {
      signedIn: true,
      handler: ({ url, params }) => {
        if (url !== '/Delivery') return undefined;
        if (params.status === 'delivered')
          return reply(200, { items: [summaryOf(9, { status: 'delivered', payment: 'cod' })], total: 1, page: 1, pageSize: 20 });
        const page = Number(params.page);
        const ids = page === 1 ? Array.from({ length: 20 }, (_, i) => 60 - i) : [40];
        return reply(200, { items: ids.map((id) => summaryOf(id)), total: 21, page, pageSize: 20 });
      },
    });

    const list = await screen.findByRole('list', { name: 'Tất cả yêu cầu giao hàng' });
    const first = within(list).getAllByRole('listitem')[0]!;
    const row = within(first).getByRole('button', { expanded: false });
    expect(row).toHaveTextContent('GH2611-0060');
    expect(row).toHaveTextContent('Mới');
    expect(row).toHaveTextContent('2 kiện · Trả bằng ví');
    expect(row).toHaveTextContent(vnd('700.060'));
    expect(row).toHaveTextContent('Nguyễn Thị Lan · Phường Ba Đình, Hà Nội');
    expect(row).toHaveTextContent(formatDateTime('2026-11-07T03:00:00.000Z', 'vi'));
    expect(screen.getByRole('link', { name: 'Tạo yêu cầu giao hàng' })).toHaveAttribute('href', '/delivery/create');

    await app.user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21));

    const filters = screen.getByRole('navigation', { name: 'Trạng thái yêu cầu' });
    await app.user.click(within(filters).getByRole('link', { name: 'Đã giao' }));
    const delivered = await screen.findByRole('list', { name: 'Đã giao' });
    // The rows of the new status replace the previous ones in a deferred render: wait for them.
    await waitFor(() => expect(within(delivered).getByRole('button')).toHaveTextContent('Thu khi giao (COD)'));
    expect(app.router.state.location.search).toMatchObject({ status: 'delivered' });
    expect(within(filters).getByRole('link', { name: 'Đã giao' })).toHaveAttribute('aria-current', 'page');
    expect(lists(app.requests).at(-1)?.params).toMatchObject({ status: 'delivered', page: 1 });
  }, 10_000);

  it('opens a request in place with its packages, amounts, address and times, and cancels it after the confirm', async () => {
    const handedOver: Delivery = { ...sampleDelivery, status: 'requested' };
    let current: Delivery = handedOver;
    const app = await renderApp('/delivery', {
      signedIn: true,
      handler: ({ method, url }) => {
        if (url === '/Delivery')
          return reply(200, { items: [summaryOf(51, { code: current.code, status: current.status })], total: 1, page: 1, pageSize: 20 });
        if (url === '/Delivery/51') return reply(200, current);
        if (method === 'POST' && url === '/Delivery/51/Cancel') {
          current = { ...current, status: 'cancelled', cancelledAt: '2026-11-07T05:30:00.000Z', paidVnd: 683_925 };
          return reply(200, current);
        }
        return undefined;
      },
    });

    await app.user.click(await screen.findByRole('button', { name: /GH2611-0051/ }));
    const detail = await screen.findByRole('article', { name: 'Chi tiết yêu cầu GH2611-0051' });
    expect(screen.getByRole('button', { name: /GH2611-0051/ })).toHaveAttribute('aria-expanded', 'true');
    expect(app.router.state.location.search).toMatchObject({ id: 51 });
    expect(within(detail).getByText('Còn nợ Đơn mua hộ MH2611-0301').nextSibling).toHaveTextContent(vnd('563.925'));
    expect(within(detail).getByText('Phí giao hàng').nextSibling).toHaveTextContent(vnd('38.000'));
    expect(within(detail).queryByText('Phí lưu kho')).not.toBeInTheDocument();
    expect(within(detail).getByText('Đã trả từ ví').nextSibling).toHaveTextContent(vnd('721.925'));
    expect(within(detail).getByText('12 Phan Đình Phùng, Phường Ba Đình, Hà Nội', { exact: false })).toBeInTheDocument();
    expect(within(detail).getByText('Tạo yêu cầu').nextSibling).toHaveTextContent(formatDateTime(sampleDelivery.createdAt, 'vi'));
    expect(within(detail).queryByText('Bàn giao vận chuyển')).not.toBeInTheDocument();
    expect(within(detail).getByText('PK2611-0071')).toBeInTheDocument();
    expect(within(detail).getByText('PK2611-0072')).toBeInTheDocument();

    await app.user.click(within(detail).getByRole('button', { name: 'Hủy yêu cầu' }));
    let dialog = screen.getByRole('dialog', { name: 'Hủy yêu cầu GH2611-0051?' });
    expect(dialog).toHaveTextContent(/Phí giao hàng 38\.000\s₫ sẽ được hoàn vào ví của bạn ngay/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Không hủy' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await app.user.click(within(detail).getByRole('button', { name: 'Hủy yêu cầu' }));
    dialog = screen.getByRole('dialog', { name: 'Hủy yêu cầu GH2611-0051?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy yêu cầu' }));
    expect(await screen.findByText('Đã hủy yêu cầu. Phí giao hàng đã được hoàn vào ví.')).toBeInTheDocument();
    const [cancel] = app.requests.filter((r) => r.method === 'POST');
    expect(cancel?.url).toBe('/Delivery/51/Cancel');
    expect(cancel?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(within(detail).getByText('Đã hủy', { selector: 'dt' }).nextSibling).toHaveTextContent(
      formatDateTime('2026-11-07T05:30:00.000Z', 'vi'),
    );
    expect(within(detail).queryByRole('button', { name: 'Hủy yêu cầu' })).not.toBeInTheDocument();
  }, 15_000);

  it('names the carrier and its tracking code once the request is handed over', async () => {
    const handed: Delivery = {
      ...sampleDelivery,
      status: 'processing',
      handedOverAt: '2026-11-08T03:00:00.000Z',
      carrier: 'Giao Hàng Nhanh',
      trackingCode: 'GHN-5XK2',
    };
    const app = await renderApp('/delivery', {
      signedIn: true,
      handler: ({ url }) => {
        if (url === '/Delivery')
          return reply(200, { items: [summaryOf(51, { code: handed.code, status: handed.status })], total: 1, page: 1, pageSize: 20 });
        return url === '/Delivery/51' ? reply(200, handed) : undefined;
      },
    });
    await app.user.click(await screen.findByRole('button', { name: /GH2611-0051/ }));
    const detail = await screen.findByRole('article', { name: 'Chi tiết yêu cầu GH2611-0051' });
    expect(within(detail).getByText('Đơn vị vận chuyển', { selector: 'dt' }).nextSibling).toHaveTextContent('Giao Hàng Nhanh');
    expect(within(detail).getByText('Mã vận đơn', { selector: 'dt' }).nextSibling).toHaveTextContent('GHN-5XK2');
    expect(within(detail).getByText('Bàn giao vận chuyển').nextSibling).toHaveTextContent(formatDateTime('2026-11-08T03:00:00.000Z', 'vi'));
  });

  it('shows the storage a request paid, by package, and says on cancel that it comes back with the fee', async () => {
    const stored: Delivery = {
      ...sampleDelivery,
      storage: sampleStorageDeliveryQuote.storage,
      storageVnd: sampleStorageDeliveryQuote.storageVnd,
      totalVnd: 732_925,
      paidVnd: 732_925,
    };
    let current = stored;
    const app = await renderApp('/delivery?id=51', {
      signedIn: true,
      handler: ({ method, url }) => {
        if (url === '/Delivery')
          return reply(200, {
            items: [summaryOf(51, { code: current.code, status: current.status, totalVnd: 732_925 })],
            total: 1,
            page: 1,
            pageSize: 20,
          });
        if (url === '/Delivery/51') return reply(200, current);
        if (method === 'POST' && url === '/Delivery/51/Cancel') {
          current = { ...current, status: 'cancelled', cancelledAt: '2026-11-07T05:30:00.000Z', paidVnd: 683_925 };
          return reply(200, current);
        }
        return undefined;
      },
    });

    const detail = await screen.findByRole('article', { name: 'Chi tiết yêu cầu GH2611-0051' });
    expect(within(detail).getByText('Phí giao hàng').nextSibling).toHaveTextContent(vnd('38.000'));
    expect(within(detail).getByText('Phí lưu kho').nextSibling).toHaveTextContent(vnd('11.000'));
    expect(within(detail).getByText('PK2611-0071 · 3 ngày quá hạn').nextSibling).toHaveTextContent(vnd('9.000'));
    expect(within(detail).getByText('PK2611-0072 · 1 ngày quá hạn').nextSibling).toHaveTextContent(vnd('2.000'));
    expect(within(detail).getByText('Tổng').nextSibling).toHaveTextContent(vnd('732.925'));

    await app.user.click(within(detail).getByRole('button', { name: 'Hủy yêu cầu' }));
    const dialog = screen.getByRole('dialog', { name: 'Hủy yêu cầu GH2611-0051?' });
    expect(dialog).toHaveTextContent(/Phí giao hàng 38\.000\s₫ và phí lưu kho 11\.000\s₫ sẽ được hoàn vào ví của bạn ngay/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy yêu cầu' }));
    expect(await screen.findByText('Đã hủy yêu cầu. Phí giao hàng và phí lưu kho đã được hoàn vào ví.')).toBeInTheDocument();
  }, 15_000);

  it('says when there is no request yet, with a button to create one', async () => {
    await renderApp('/delivery', {
      signedIn: true,
      handler: ({ url }) => (url === '/Delivery' ? reply(200, { items: [], total: 0, page: 1, pageSize: 20 }) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Bạn chưa có yêu cầu giao hàng nào' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Tạo yêu cầu giao hàng' }).at(-1)).toHaveAttribute('href', '/delivery/create');
  });
});

describe("the delivery pages' search params", () => {
  it('keep a valid filter, request and address, and name every refused key so the raw value cannot leak through', () => {
    expect(deliveryListSearch({ status: 'processing', id: '51' })).toEqual({ status: 'processing', id: 51 });
    expect(deliveryCreateSearch({ address: '12' })).toEqual({ address: 12 });
    const list = deliveryListSearch({ status: 'lost', id: '5x' });
    expect(Object.keys(list).sort()).toEqual(['id', 'status']);
    expect(list).toEqual({ status: undefined, id: undefined });
    for (const address of ['-3', '0', '1.5', 'abc']) {
      const create = deliveryCreateSearch({ address });
      expect(Object.hasOwn(create, 'address'), address).toBe(true);
      expect(create.address, address).toBeUndefined();
    }
  });
});
