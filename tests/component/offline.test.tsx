import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Province } from '../../contract/addresses';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { sampleAddress } from '../fixtures/checkout';
import { orderSummaryOf } from '../fixtures/orderSummary';
import { memoryStore } from '../fixtures/queryStore';
import { formatDateTime } from '../../src/i18n/format';
import { createQueryPersistence, type QueryStore } from '../../src/lib/queryPersistence';
import { keepQueriesOfSession } from '../../src/session/keepQueries';
import { renderApp, reply, type RenderAppOptions } from './renderApp';
import { getsOf, pageOf } from './lists';

const provinces: Province[] = [
  { code: '01', name: 'Hà Nội' },
  { code: '79', name: 'Hồ Chí Minh' },
];

const handler: RenderAppOptions['handler'] = ({ method, url }) => {
  if (method === 'GET' && url === '/OrderOrdering') return pageOf([orderSummaryOf(7)]);
  if (method === 'GET' && url === '/Address/Provinces') return reply(200, provinces);
  if (method === 'GET' && url === '/Address') return reply(200, [sampleAddress]);
  if (method === 'GET' && url === '/Settings/Public') return reply(200, publicSettingsOf(3, defaultSettings));
  if (method === 'GET' && url === '/Wallet') return reply(200, { balanceVnd: 1_250_000, heldVnd: 0, availableVnd: 1_250_000 });
  if (method === 'GET' && url === '/ShoppingCart') return reply(200, { items: [] });
  return undefined;
};

const stops: Array<() => void> = [];

/** The app as main.tsx starts it: the query cache kept in `store` for the signed-in account. */
async function openApp(path: string, store: QueryStore) {
  const app = await renderApp(path, { signedIn: true, handler });
  stops.push(keepQueriesOfSession(app.session, createQueryPersistence(app.queryClient, { store, buildId: 'test-build' })));
  return app;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onlineManager.setOnline(online);
}

const needsConnection = 'Trang này cần kết nối mạng để tải lần đầu. Hãy kết nối lại rồi thử lại.';

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  setOnline(true);
});

describe('offline', { timeout: 20_000 }, () => {
  it('shows a list opened before, after a reload, with the time its data was fetched', async () => {
    const store = memoryStore();
    const first = await openApp('/orderOrdering', store);
    await screen.findByRole('list', { name: 'Tất cả' });
    // The persister writes at most once a second.
    await waitFor(() => expect(store.data.get('muaho-queries') ?? '').toContain('MH2611-0007'), { timeout: 4000 });
    const fetchedAt = first.queryClient.getQueryCache().findAll({ queryKey: ['orders'] })[0]!.state.dataUpdatedAt;
    first.unmount();

    setOnline(false);
    const again = await openApp('/orderOrdering', store);
    const list = await screen.findByRole('list', { name: 'Tất cả' });
    expect(within(list).getByRole('link')).toHaveTextContent('MH2611-0007');
    const time = formatDateTime(new Date(fetchedAt).toISOString(), 'vi');
    expect(screen.getByText(`Dữ liệu lúc ${time}, đang ngoại tuyến`)).toBeInTheDocument();
    expect(getsOf(again.requests, '/OrderOrdering')).toHaveLength(0);

    setOnline(true);
    await waitFor(() => expect(screen.queryByText(/^Dữ liệu lúc/)).not.toBeInTheDocument());
  });

  it('says a list never opened needs a connection, and "Thử lại" loads it once back online', async () => {
    setOnline(false);
    const app = await openApp('/orderOrdering', memoryStore());
    expect(await screen.findByText(needsConnection)).toBeInTheDocument();
    expect(getsOf(app.requests, '/OrderOrdering')).toHaveLength(0);

    // Back online without the browser's event reaching the app: the button asks again itself.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await app.user.click(screen.getByRole('button', { name: 'Thử lại' }));
    const list = await screen.findByRole('list', { name: 'Tất cả' });
    expect(within(list).getByRole('link')).toHaveTextContent('MH2611-0007');
    expect(screen.queryByText(needsConnection)).not.toBeInTheDocument();
  });

  it('shows the address book opened before, after a reload offline, with the time its data was fetched', async () => {
    const store = memoryStore();
    const first = await openApp('/address', store);
    await screen.findByRole('list', { name: 'Địa chỉ nhận hàng' });
    await waitFor(() => expect(store.data.get('muaho-queries') ?? '').toContain(sampleAddress.receiverName), { timeout: 4000 });
    const fetchedAt = first.queryClient.getQueryCache().findAll({ queryKey: ['addresses', 'list'] })[0]!.state.dataUpdatedAt;
    first.unmount();

    setOnline(false);
    const again = await openApp('/address', store);
    expect(await screen.findByRole('list', { name: 'Địa chỉ nhận hàng' })).toHaveTextContent(sampleAddress.receiverName);
    const time = formatDateTime(new Date(fetchedAt).toISOString(), 'vi');
    expect(screen.getByText(`Dữ liệu lúc ${time}, đang ngoại tuyến`)).toBeInTheDocument();
    expect(getsOf(again.requests, '/Address')).toHaveLength(0);
  });

  it.each([
    ['the wallet on the home page', '/', ['wallet'], () => screen.findAllByText('1.250.000 ₫', { exact: false })],
    ['the cart', '/shoppingCart', ['cart'], () => screen.findByRole('heading', { name: 'Giỏ hàng của bạn đang trống' })],
  ])('shows %s opened before, after a reload offline, with the time its data was fetched', async (_, path, key, shown) => {
    const store = memoryStore();
    const first = await openApp(path, store);
    await shown();
    await waitFor(() => expect(JSON.parse(store.data.get('muaho-queries') ?? '{}')?.clientState?.queries?.length ?? 0).toBeGreaterThan(0), {
      timeout: 4000,
    });
    const fetchedAt = first.queryClient.getQueryCache().findAll({ queryKey: key })[0]!.state.dataUpdatedAt;
    first.unmount();

    setOnline(false);
    await openApp(path, store);
    await shown();
    const time = formatDateTime(new Date(fetchedAt).toISOString(), 'vi');
    expect(screen.getByText(`Dữ liệu lúc ${time}, đang ngoại tuyến`)).toBeInTheDocument();
  });

  it('says the address book needs a connection when it never loaded, and "Thử lại" loads it once back online', async () => {
    setOnline(false);
    const app = await openApp('/address', memoryStore());
    expect(await screen.findByText(needsConnection)).toBeInTheDocument();
    expect(getsOf(app.requests, '/Address')).toHaveLength(0);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await app.user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('list', { name: 'Địa chỉ nhận hàng' })).toHaveTextContent(sampleAddress.receiverName);
  });

  it('says the withdrawal list needs a connection when it never loaded', async () => {
    setOnline(false);
    const app = await openApp('/wallet/withdraw', memoryStore());
    const section = await screen.findByRole('region', { name: 'Lệnh rút tiền của bạn' });
    expect(await within(section).findByText(needsConnection)).toBeInTheDocument();
    expect(within(section).queryByText('Đang tải danh sách lệnh rút tiền…')).not.toBeInTheDocument();
    expect(getsOf(app.requests, '/Wallet/Withdraw')).toHaveLength(0);
  });

  it('says the transaction history needs a connection when it never loaded', async () => {
    setOnline(false);
    const app = await openApp('/transaction', memoryStore());
    const section = await screen.findByRole('region', { name: 'Danh sách giao dịch' });
    expect(await within(section).findByText(needsConnection)).toBeInTheDocument();
    expect(getsOf(app.requests, '/Transaction')).toHaveLength(0);
  });

  it('opens the address form after a reload offline once the provinces were loaded', async () => {
    const store = memoryStore();
    const first = await openApp('/address/create', store);
    expect(await screen.findByLabelText('Tỉnh/Thành phố')).toBeInTheDocument();
    await waitFor(() => expect(store.data.get('muaho-queries') ?? '').toContain('Hồ Chí Minh'), { timeout: 4000 });
    first.unmount();

    setOnline(false);
    const again = await openApp('/address/create', store);
    const province = await screen.findByLabelText('Tỉnh/Thành phố');
    expect(within(province).getByRole('option', { name: 'Hồ Chí Minh' })).toBeInTheDocument();
    expect(getsOf(again.requests, '/Address/Provinces')).toHaveLength(0);
  });

  it('says the address form needs a connection when the provinces never loaded', async () => {
    setOnline(false);
    await openApp('/address/create', memoryStore());
    expect(await screen.findByText(needsConnection)).toBeInTheDocument();
    expect(screen.queryByLabelText('Tỉnh/Thành phố')).not.toBeInTheDocument();
  });

  it('opens the consignment form after a reload offline once the public settings were loaded, and keeps what is typed', async () => {
    const store = memoryStore();
    const first = await openApp('/orderShipping/create', store);
    expect(await screen.findByLabelText('Mô tả hàng hóa')).toBeInTheDocument();
    await waitFor(() => expect(store.data.get('muaho-queries') ?? '').toContain('"settings"'), { timeout: 4000 });
    first.unmount();

    setOnline(false);
    const again = await openApp('/orderShipping/create', store);
    const description = await screen.findByLabelText('Mô tả hàng hóa');
    await again.user.type(description, 'Áo khoác');
    expect(description).toHaveValue('Áo khoác');
    expect(getsOf(again.requests, '/Settings/Public')).toHaveLength(0);
  });

  it('says the consignment form needs a connection when the public settings never loaded', async () => {
    setOnline(false);
    await openApp('/orderShipping/create', memoryStore());
    expect(await screen.findByText(needsConnection)).toBeInTheDocument();
    expect(screen.queryByLabelText('Mô tả hàng hóa')).not.toBeInTheDocument();
  });

  it('shows the time above an empty list kept on the device', async () => {
    const app = await renderApp('/orderOrdering', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderOrdering' ? pageOf([]) : undefined),
    });
    expect(await screen.findByText('Bạn chưa có đơn mua hộ nào')).toBeInTheDocument();
    expect(screen.queryByText(/^Dữ liệu lúc/)).not.toBeInTheDocument();
    setOnline(false);
    expect(await screen.findByText(/^Dữ liệu lúc .+, đang ngoại tuyến$/)).toBeInTheDocument();
    expect(getsOf(app.requests, '/OrderOrdering')).toHaveLength(1);
  });

  it('says a detail page never opened needs a connection instead of loading forever', async () => {
    setOnline(false);
    const app = await openApp('/orderOrdering/5', memoryStore());
    expect(await screen.findByText(needsConnection)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(app.requests.filter((r) => r.url.startsWith('/OrderOrdering'))).toHaveLength(0);
  });
});
