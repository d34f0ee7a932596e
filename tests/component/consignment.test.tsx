import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { consignmentLabel, type Consignment, type ConsignmentSummary } from '../../contract/consignment';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { defaultChinaWarehouse } from '../../contract/publicSettings';
import { formatDateTime } from '../../src/i18n/format';
import { failure, renderApp, reply, testUser, type StubHandler, type StubRequest, type StubResponse } from './renderApp';
import { getsOf, pageOf, tabsAndSearchOf, twoPagesOf, vnd } from './lists';
import { weighedBox } from '../fixtures/warehouse';

const settings = publicSettingsOf(3, defaultSettings);
const label = consignmentLabel(testUser.customerCode, defaultChinaWarehouse);

const summaryOf = (id: number, overrides: Partial<ConsignmentSummary> = {}): ConsignmentSummary => ({
  id,
  code: `KG2611-${String(id).padStart(4, '0')}`,
  status: 'consigned',
  goods: `Áo khoác nữ số ${id}`,
  warehouse: 'hn',
  line: 'normal',
  trackingCodeCount: 3,
  matchedCount: 1,
  packageCount: 1,
  totalVnd: 260_000 + id,
  remainingVnd: 200_000,
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: '2026-11-01T03:00:00.000Z',
  ...overrides,
});

const consigned: Consignment = {
  ...summaryOf(301, { trackingCodeCount: 2, matchedCount: 0, packageCount: 0, totalVnd: 0, remainingVnd: 0 }),
  declaredValueVnd: 1_500_000,
  services: { crate: false, insurance: true },
  note: 'Hàng dễ vỡ',
  rateVndPerCny: 3_650,
  settingsVersion: 3,
  trackingCodes: [
    { code: 'SF1234567890123', status: 'created', receivedAt: null },
    { code: 'YT7788123456', status: 'created', receivedAt: null },
  ],
  packages: [],
  feeLines: [],
  pending: ['internationalShipping', 'insurance'],
  paidVnd: 0,
  label,
  events: [{ status: 'consigned', at: '2026-11-01T03:00:00.000Z', note: null }],
};

const inTransit: Consignment = {
  ...consigned,
  status: 'inTransit',
  matchedCount: 1,
  packageCount: 1,
  trackingCodes: [
    { code: 'SF1234567890123', status: 'matched', receivedAt: '2026-11-03T02:00:00.000Z' },
    { code: 'YT7788123456', status: 'received', receivedAt: '2026-11-04T02:00:00.000Z' },
  ],
  packages: [
    {
      id: 9,
      code: 'PK-0009',
      trackingCode: 'SF1234567890123',
      ...weighedBox,
      status: 'inTransit',
      photos: [],
      createdAt: '2026-11-03T02:00:00.000Z',
      order: { kind: 'shipping', id: 301, code: 'KG2611-0301' },
    },
  ],
  feeLines: [{ kind: 'internationalShipping', amountVnd: 260_000 }],
  pending: ['insurance'],
  totalVnd: 260_000,
  paidVnd: 0,
  remainingVnd: 260_000,
  events: [
    { status: 'consigned', at: '2026-11-01T03:00:00.000Z', note: null },
    { status: 'arrivedChina', at: '2026-11-03T02:00:00.000Z', note: null },
    { status: 'inTransit', at: '2026-11-05T09:15:00.000Z', note: 'Xe đã rời kho Quảng Châu' },
  ],
};

const posts = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST');
const lists = (requests: StubRequest[]) => getsOf(requests, '/OrderShipping');

/** The settings, then whatever `rest` answers. */
const withSettings =
  (rest: StubHandler = () => undefined): StubHandler =>
  (request) =>
    request.url === '/Settings/Public' ? reply(200, settings) : rest(request);

beforeEach(() => sessionStorage.clear());

describe('the consignment form', () => {
  it('shows the label to give the seller, with the customer code and the China warehouse', async () => {
    await renderApp('/orderShipping/create', { signedIn: true, handler: withSettings() });
    const section = await screen.findByRole('region', { name: 'Thông tin gửi hàng cho người bán' });
    expect(section).toHaveTextContent(`${defaultChinaWarehouse.receiver} (KH0001)`);
    expect(section).toHaveTextContent(defaultChinaWarehouse.address);
    expect(section).toHaveTextContent(defaultChinaWarehouse.phone);
    expect(within(section).getByRole('button', { name: 'Sao chép thông tin gửi hàng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ước tính phí vận chuyển' })).toHaveAttribute('href', '/orderShipping/calcShippingFee');
    expect(screen.getByText(/phí 3% giá trị hàng khai báo/)).toBeInTheDocument();
  });

  it('lists what it found in the pasted codes, names duplicates and malformed pieces, and sends nothing while they remain', async () => {
    const app = await renderApp('/orderShipping/create', { signedIn: true, handler: withSettings() });
    const codes = await screen.findByLabelText('Mã vận đơn');
    await app.user.click(codes);
    await app.user.paste('sf1234567890123, YT7788123456\nSF1234567890123 abc');
    expect(screen.getByText('Đã nhận 2 mã hợp lệ')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Các mã vận đơn sẽ gửi' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SF1234567890123', 'YT7788123456']);
    expect(screen.getByText('Mã SF1234567890123 bị nhập trùng')).toBeInTheDocument();
    expect(screen.getByText(/“abc” không phải mã vận đơn hợp lệ/)).toBeInTheDocument();

    await app.user.type(screen.getByLabelText('Mô tả hàng hóa'), 'Áo khoác');
    await app.user.type(screen.getByLabelText('Giá trị hàng khai báo'), '1500000');
    await app.user.click(screen.getByRole('button', { name: 'Tạo đơn ký gửi' }));
    expect(await screen.findByText('Mã vận đơn chỉ gồm chữ, số và dấu gạch ngang, dài 8–30 ký tự')).toBeInTheDocument();
    expect(codes).toHaveAttribute('aria-invalid', 'true');

    // The malformed piece gone, the duplicate still refuses the form.
    await app.user.clear(codes);
    await app.user.paste('SF1234567890123 YT7788123456 SF1234567890123');
    await app.user.click(screen.getByRole('button', { name: 'Tạo đơn ký gửi' }));
    expect(await screen.findByText('Có mã vận đơn bị nhập trùng')).toBeInTheDocument();
    expect(posts(app.requests)).toEqual([]);
  });

  it('counts the description of the goods against its limit and refuses a longer one instead of cutting it', async () => {
    const app = await renderApp('/orderShipping/create', { signedIn: true, handler: withSettings() });
    await app.user.click(await screen.findByLabelText('Mã vận đơn'));
    await app.user.paste('SF1234567890123');
    const goods = screen.getByLabelText('Mô tả hàng hóa');
    expect(screen.getAllByText('0/500')).toHaveLength(2);
    await app.user.click(goods);
    await app.user.paste('Áo khoác nữ. '.repeat(50));
    expect(goods).toHaveValue('Áo khoác nữ. '.repeat(50));
    expect(screen.getByText('650/500')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Giá trị hàng khai báo'), '1500000');
    await app.user.click(screen.getByRole('button', { name: 'Tạo đơn ký gửi' }));
    expect(await screen.findByText('Nội dung quá dài')).toBeInTheDocument();
    expect(goods).toHaveAttribute('aria-invalid', 'true');
    expect(posts(app.requests)).toEqual([]);
  });

  it('posts exactly the contract body with an Idempotency-Key, shows it sending, and opens the new order', async () => {
    let answer: (value: StubResponse) => void = () => {};
    const created = new Promise<StubResponse>((resolve) => (answer = resolve));
    const app = await renderApp('/orderShipping/create', {
      signedIn: true,
      handler: withSettings(({ method, url }) => {
        if (method === 'POST' && url === '/OrderShipping') return created;
        if (url === '/OrderShipping/301') return reply(200, consigned);
        return undefined;
      }),
    });
    await app.user.click(await screen.findByLabelText('Mã vận đơn'));
    await app.user.paste(' sf1234567890123\n\nyt7788123456 ');
    await app.user.type(screen.getByLabelText('Mô tả hàng hóa'), '  Áo khoác nữ, 3 chiếc ');
    await app.user.type(screen.getByLabelText('Giá trị hàng khai báo'), '1.500.000');
    expect(screen.getByLabelText('Giá trị hàng khai báo')).toHaveValue('1.500.000');
    await app.user.click(screen.getByRole('radio', { name: 'Kho TP.HCM' }));
    await app.user.click(screen.getByRole('radio', { name: 'Tuyến nhanh' }));
    await app.user.click(screen.getByRole('checkbox', { name: /Bảo hiểm hàng hóa/ }));
    await app.user.type(screen.getByLabelText('Ghi chú'), 'Hàng dễ vỡ');
    expect(JSON.parse(sessionStorage.getItem('muaho.consignmentDraft')!).values).toMatchObject({
      goods: '  Áo khoác nữ, 3 chiếc ',
      note: 'Hàng dễ vỡ',
    });

    await app.user.click(screen.getByRole('button', { name: 'Tạo đơn ký gửi' }));
    expect(await screen.findByRole('button', { name: 'Đang tạo đơn…' })).toBeDisabled();
    answer(reply(201, consigned));
    await app.waitForPath('/orderShipping/301');
    const [post, ...more] = posts(app.requests);
    expect(more).toEqual([]);
    expect(post?.url).toBe('/OrderShipping');
    expect(post?.body).toEqual({
      trackingCodes: ['SF1234567890123', 'YT7788123456'],
      goods: 'Áo khoác nữ, 3 chiếc',
      declaredValueVnd: 1_500_000,
      warehouse: 'hcm',
      line: 'fast',
      services: { crate: false, insurance: true },
      note: 'Hàng dễ vỡ',
    });
    expect(post?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(await screen.findByRole('heading', { level: 2, name: 'Đơn KG2611-0301' })).toBeInTheDocument();
    expect(sessionStorage.getItem('muaho.consignmentDraft')).toBeNull();
  });

  it('names the codes already on another consignment, keeps the form, and retries the same attempt with the same key', async () => {
    let answer = failure(409, 'Mã vận đơn này đã có trong một đơn ký gửi khác của bạn', 'tracking-code-in-use', [
      { path: 'trackingCodes.1', message: 'Mã vận đơn này đã có trong một đơn ký gửi khác của bạn', code: 'tracking-code-in-use' },
    ]);
    const app = await renderApp('/orderShipping/create', {
      signedIn: true,
      handler: withSettings(({ method, url }) => (method === 'POST' && url === '/OrderShipping' ? answer : undefined)),
    });
    const codes = await screen.findByLabelText('Mã vận đơn');
    await app.user.click(codes);
    await app.user.paste('SF1234567890123\nYT7788123456');
    await app.user.type(screen.getByLabelText('Mô tả hàng hóa'), 'Giày');
    await app.user.type(screen.getByLabelText('Giá trị hàng khai báo'), '800000');
    await app.user.click(screen.getByRole('button', { name: 'Tạo đơn ký gửi' }));

    expect(await screen.findByText(/^Mã YT7788123456 đã nằm trong một đơn ký gửi khác của bạn/)).toBeInTheDocument();
    expect(codes).toHaveAttribute('aria-invalid', 'true');
    expect(codes).toHaveValue('SF1234567890123\nYT7788123456');
    expect(screen.getByLabelText('Mô tả hàng hóa')).toHaveValue('Giày');
    expect(app.pathname()).toBe('/orderShipping/create');

    // The same form sent again is the same attempt; a changed one is a new attempt.
    answer = failure(503, 'Máy chủ bận', 'unavailable');
    await app.user.click(screen.getByRole('button', { name: 'Tạo đơn ký gửi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Máy chủ bận');
    await app.user.clear(codes);
    await app.user.type(codes, 'SF1234567890123');
    await app.user.click(screen.getByRole('button', { name: 'Tạo đơn ký gửi' }));
    await waitFor(() => expect(posts(app.requests)).toHaveLength(3));
    const [first, second, third] = posts(app.requests).map((r) => r.idempotencyKey);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(posts(app.requests)[2]?.body).toMatchObject({ trackingCodes: ['SF1234567890123'] });
  });

  it('keeps what was typed across a reload', async () => {
    const first = await renderApp('/orderShipping/create', { signedIn: true, handler: withSettings() });
    await first.user.type(await screen.findByLabelText('Mô tả hàng hóa'), 'Túi xách');
    await first.user.click(screen.getByRole('radio', { name: 'Kho TP.HCM' }));
    first.unmount();

    await renderApp('/orderShipping/create', { signedIn: true, handler: withSettings() });
    expect(await screen.findByLabelText('Mô tả hàng hóa')).toHaveValue('Túi xách');
    expect(screen.getByRole('radio', { name: 'Kho TP.HCM' })).toBeChecked();
  });
});

describe('the consignment list', () => {
  it('shows each order with its code, status, goods, codes arrived, packages, money and date, and loads more pages', async () => {
    const app = await renderApp('/orderShipping', {
      signedIn: true,
      handler: twoPagesOf('/OrderShipping', summaryOf),
    });
    const list = await screen.findByRole('list', { name: 'Tất cả' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    const first = within(rows[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/orderShipping/100');
    expect(first).toHaveTextContent('KG2611-0100');
    expect(first).toHaveTextContent('Đã ký gửi');
    expect(first).toHaveTextContent('Áo khoác nữ số 100');
    expect(first).toHaveTextContent('1/3 mã đã về kho · 1 kiện');
    expect(first).toHaveTextContent(vnd('260.100'));
    expect(first).toHaveTextContent(vnd('200.000'));
    expect(first).toHaveTextContent(formatDateTime('2026-11-01T03:00:00.000Z', 'vi'));
    expect(within(rows[1]!).getByText('Đang vận chuyển quốc tế')).toBeInTheDocument();
    expect(lists(app.requests)[0]?.params).toMatchObject({ tab: 'all', page: 1, pageSize: 20 });

    await app.user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(22));
    expect(lists(app.requests).at(-1)?.params).toMatchObject({ page: 2 });
  });

  it('asks for the tab and the search in the address, and says when they have nothing', async () => {
    const app = await renderApp('/orderShipping', {
      signedIn: true,
      handler: tabsAndSearchOf('/OrderShipping', 'SF123', summaryOf),
    });
    await screen.findByRole('list', { name: 'Tất cả' });
    const tabs = screen.getByRole('navigation', { name: 'Trạng thái đơn' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tất cả', 'Đã ký gửi', 'Về kho TQ', 'Đang vận chuyển', 'Chờ giao', 'Đã nhận', 'Đã hủy']);

    await app.user.click(within(tabs).getByRole('link', { name: 'Chờ giao' }));
    expect(await screen.findByRole('heading', { name: 'Không có đơn nào chờ giao' })).toBeInTheDocument();
    expect(app.router.state.location.search).toEqual({ tab: 'awaitingDelivery' });
    expect(lists(app.requests).at(-1)?.params).toMatchObject({ tab: 'awaitingDelivery' });

    await app.user.type(screen.getByRole('searchbox', { name: 'Mã đơn hoặc mã vận đơn' }), 'XYZ{Enter}');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn nào có mã đơn hoặc mã vận đơn chứa “XYZ”' })).toBeInTheDocument();
    expect(app.router.state.location.search).toEqual({ tab: 'awaitingDelivery', q: 'XYZ' });
    expect(lists(app.requests).at(-1)?.params).toMatchObject({ tab: 'awaitingDelivery', q: 'XYZ' });

    await app.user.click(within(tabs).getByRole('link', { name: 'Tất cả' }));
    const search = screen.getByRole('searchbox', { name: 'Mã đơn hoặc mã vận đơn' });
    await app.user.clear(search);
    await app.user.type(search, 'SF123{Enter}');
    const list = await screen.findByRole('list', { name: 'Tất cả' });
    await waitFor(() => expect(within(list).getByRole('link')).toHaveAttribute('href', '/orderShipping/301'));
    expect(app.router.state.location.search).toEqual({ q: 'SF123' });
  }, 15_000);

  it('offers to create the first consignment when there is none, and ignores a tab that does not exist', async () => {
    const app = await renderApp('/orderShipping?tab=nope', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderShipping' ? pageOf([]) : undefined),
    });
    const empty = (await screen.findByRole('heading', { name: 'Bạn chưa có đơn ký gửi nào' })).parentElement!;
    expect(within(empty).getByRole('link', { name: 'Tạo đơn ký gửi' })).toHaveAttribute('href', '/orderShipping/create');
    expect(lists(app.requests)[0]?.params).toMatchObject({ tab: 'all' });
  });

  it('says when the list could not load and tries again', async () => {
    let fail = true;
    await renderApp('/orderShipping', {
      signedIn: true,
      handler: ({ url }) => {
        if (url !== '/OrderShipping') return undefined;
        return fail ? failure(500, 'Lỗi máy chủ', 'internal') : pageOf([summaryOf(5)]);
      },
    });
    const retry = await screen.findByRole('button', { name: 'Thử lại' }, { timeout: 5_000 });
    fail = false;
    retry.click();
    expect(await screen.findByRole('link', { name: /KG2611-0005/ })).toBeInTheDocument();
  });
});

describe('the consignment detail', () => {
  it('shows the progress, each code with its state, the packages, the fees with what is still to come, and the history', async () => {
    await renderApp('/orderShipping/301', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderShipping/301' ? reply(200, inTransit) : undefined),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Đơn KG2611-0301' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tiến trình đơn' })).toHaveAttribute(
      'aria-valuetext',
      'Bước 3/6: Đang vận chuyển quốc tế',
    );

    const codes = screen.getByRole('list', { name: 'Mã vận đơn' });
    const [matched, received] = within(codes).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(matched).toHaveTextContent('SF1234567890123');
    expect(matched).toHaveTextContent('Đã khớp đơn');
    expect(received).toHaveTextContent('Kho đã nhận');
    expect(received).toHaveTextContent(formatDateTime('2026-11-04T02:00:00.000Z', 'vi'));
    expect(within(received).getByRole('button', { name: 'Sao chép mã vận đơn YT7788123456' })).toBeInTheDocument();
    expect(screen.getByText('1/2 mã đã về kho')).toBeInTheDocument();

    const packages = screen.getByRole('list', { name: 'Kiện hàng' });
    const card = within(packages).getByRole('listitem');
    expect(card).toHaveTextContent('PK-0009');
    expect(within(card).getByText('Quy đổi').nextSibling).toHaveTextContent('10 kg');
    expect(within(card).getByText('Kích thước').nextSibling).toHaveTextContent('50 × 40 × 30 cm');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();

    const fees = screen.getByRole('region', { name: 'Chi phí' });
    expect(within(fees).getByText('Phí vận chuyển quốc tế').nextSibling).toHaveTextContent(vnd('260.000'));
    expect(within(fees).getByText('Phí bảo hiểm').nextSibling).toHaveTextContent('Chưa có');
    expect(fees).toHaveTextContent('Các khoản “Chưa có” được tính khi kho cân và đo kiện hàng của bạn.');
    expect(within(fees).getByText('Tổng tạm tính')).toBeInTheDocument();
    expect(within(fees).getByText('Còn phải trả').nextSibling).toHaveTextContent(vnd('260.000'));

    const goods = screen.getByRole('region', { name: 'Hàng hóa và vận chuyển' });
    expect(goods).toHaveTextContent(vnd('1.500.000'));
    expect(goods).toHaveTextContent('Kho Hà Nội · Tuyến thường');
    expect(goods).toHaveTextContent('Bảo hiểm hàng hóa');
    expect(screen.getByRole('region', { name: 'Thông tin gửi hàng cho người bán' })).toHaveTextContent(defaultChinaWarehouse.address);

    const timeline = screen.getByRole('heading', { name: 'Lịch sử đơn hàng' }).closest('section')!;
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('strong')?.textContent)).toEqual([
      'Đang vận chuyển quốc tế',
      'Hàng về kho TQ',
      'Đã ký gửi',
    ]);
    expect(events[0]).toHaveTextContent(formatDateTime('2026-11-05T09:15:00.000Z', 'vi'));
    expect(events[0]).toHaveTextContent('Xe đã rời kho Quảng Châu');

    // A parcel has arrived: no cancel; not in Vietnam yet: no delivery request.
    expect(screen.queryByRole('button', { name: 'Hủy đơn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Yêu cầu giao hàng' })).not.toBeInTheDocument();
  });

  it('cancels a consigned order only after the confirm, with an Idempotency-Key, and shows it cancelled', async () => {
    let current: Consignment = consigned;
    const app = await renderApp('/orderShipping/301', {
      signedIn: true,
      handler: ({ method, url }) => {
        if (url === '/OrderShipping/301') return reply(200, current);
        if (method === 'POST' && url === '/OrderShipping/301/Cancel') {
          current = {
            ...consigned,
            status: 'cancelled',
            events: [...consigned.events, { status: 'cancelled', at: '2026-11-01T05:00:00.000Z', note: null }],
          };
          return reply(200, current);
        }
        return undefined;
      },
    });
    expect(
      await screen.findByText('Chưa có kiện nào về kho. Kho cân và đo từng kiện khi nhận; kết quả hiện ở đây ngay sau đó.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chi phí' })).toHaveTextContent(/Phí vận chuyển quốc tếChưa có/);

    await app.user.click(screen.getByRole('button', { name: 'Hủy đơn' }));
    let dialog = screen.getByRole('dialog', { name: 'Hủy đơn KG2611-0301?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Không hủy' }));
    expect(posts(app.requests)).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Hủy đơn' }));
    dialog = screen.getByRole('dialog', { name: 'Hủy đơn KG2611-0301?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }));
    expect(await screen.findByText('Đã hủy đơn ký gửi.')).toBeInTheDocument();
    const [post] = posts(app.requests);
    expect(post?.url).toBe('/OrderShipping/301/Cancel');
    expect(post?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Đơn KG2611-0301' }).parentElement).toHaveTextContent('Đã hủy');
    expect(screen.getByText('Đơn đã hủy và không còn được vận chuyển.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hủy đơn' })).not.toBeInTheDocument();
  });

  it('offers a delivery request once the goods wait in Vietnam', async () => {
    await renderApp('/orderShipping/301', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderShipping/301' ? reply(200, { ...inTransit, status: 'awaitingDelivery' }) : undefined),
    });
    expect(await screen.findByRole('link', { name: 'Yêu cầu giao hàng' })).toHaveAttribute('href', '/delivery/create');
  });

  it('says when the order does not exist, and when the address is not an order at all', async () => {
    const app = await renderApp('/orderShipping/999', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn ký gửi' })).toBeInTheDocument();
    app.unmount();

    const typed = await renderApp('/orderShipping/abc', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn ký gửi' })).toBeInTheDocument();
    expect(typed.requests.filter((r) => r.url.startsWith('/OrderShipping'))).toEqual([]);
  });
});
