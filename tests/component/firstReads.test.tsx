import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { readFirstEarly } from '../../src/shell/firstReads';
import { TOKEN_KEY } from '../../src/session/tokenStorage';
import { sampleOrder } from '../fixtures/checkout';
import { orderSummaryOf } from '../fixtures/orderSummary';
import { productSummaryOf } from '../fixtures/productSummary';
import { sampleCoat } from '../fixtures/products';
import { getsOf, pageOf } from './lists';
import { renderApp, reply, testUser, type StubHandler } from './renderApp';

/**
 * The page's shell asking for the signed-in person and the list's first page (src/shell/firstReads.ts),
 * then the app opening the same address: the list shows the early answer and does not ask again,
 * which holds only while the shell asks for exactly what the page would.
 */
function shellAt(path: string, answers: Record<string, { status: number; data?: unknown; after?: Promise<void> }>) {
  const address = new URL(path, 'https://muaho.test');
  const fetchFn = vi.fn(async (url: string) => {
    const answer = answers[new URL(url, address).pathname] ?? { status: 404 };
    await answer.after;
    return new Response(JSON.stringify(answer.data ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const storage = new Map([[TOKEN_KEY, 'token-signed-in']]);
  const win = {
    location: { pathname: address.pathname, search: address.search },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null },
    fetch: fetchFn,
  } as unknown as Window;
  readFirstEarly(win);
  return fetchFn;
}

/** Whether the page ever showed what `shown` looks for, from now until `stop`. */
function watchFor(shown: () => boolean) {
  let seen = false;
  const observer = new MutationObserver(() => (seen ||= shown()));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

/** A promise the test settles when it chooses, standing for an answer still on its way. */
function later() {
  let settle = () => {};
  const settled = new Promise<void>((done) => (settle = done));
  return { settled, settle };
}

/** Opens the app at `path` while the shell's early answers are held back a moment, as on a slow network. */
async function openWhileAnswering(path: string, answer: () => void) {
  const opened = renderApp(path, { signedIn: true });
  await new Promise((done) => setTimeout(done, 200));
  answer();
  return opened;
}

/** The public settings, which the product pages ask for themselves (prices in đồng). */
const withSettings: StubHandler = ({ url }) => (url === '/Settings/Public' ? reply(200, publicSettingsOf(1, defaultSettings)) : undefined);

describe('the first reads the page’s shell asks for', () => {
  it('opens the order list, with its tab and search, on the early page without asking again', async () => {
    const path = '/orderOrdering?tab=shipping&q=MH26';
    const fetchFn = shellAt(path, {
      '/api/CurrentUser': reply(200, testUser),
      '/api/OrderOrdering': pageOf([orderSummaryOf(7, { code: 'MH2611-0726', status: 'inTransit' })]),
    });
    expect(fetchFn).toHaveBeenCalledTimes(2);

    const app = await renderApp(path, { signedIn: true });
    expect(await screen.findByText('MH2611-0726')).toBeInTheDocument();
    expect(getsOf(app.requests, '/OrderOrdering')).toEqual([]);
    expect(getsOf(app.requests, '/CurrentUser')).toEqual([]);
  });

  it('opens a product search, with its site and sort, on the early results without asking again', async () => {
    const path = '/chinaWebProduct?q=%C3%A1o%20kho%C3%A1c&site=tmall&sort=price-asc';
    shellAt(path, {
      '/api/CurrentUser': reply(200, testUser),
      '/api/ChinaWebProduct': pageOf([productSummaryOf(1)]),
    });

    const app = await renderApp(path, { signedIn: true, handler: withSettings });
    const results = await screen.findByRole('list', { name: 'Kết quả tìm kiếm' });
    expect(within(results).getByText('Áo khoác nữ 1')).toBeInTheDocument();
    expect(getsOf(app.requests, '/ChinaWebProduct')).toEqual([]);
  });

  it('opens an order from a notification on the early answer, drawn by its first render, without asking again', async () => {
    const answer = later();
    const fetchFn = shellAt('/orderOrdering/301', {
      '/api/CurrentUser': reply(200, testUser),
      '/api/OrderOrdering/301': { ...reply(200, sampleOrder), after: answer.settled },
    });
    expect(fetchFn).toHaveBeenCalledTimes(2);

    const loadingLines = watchFor(() => document.body.textContent?.includes('Đang tải đơn hàng…') ?? false);
    const app = await openWhileAnswering('/orderOrdering/301', answer.settle);
    expect(await screen.findByRole('heading', { level: 2, name: 'Đơn MH2611-0301' })).toBeInTheDocument();
    expect(getsOf(app.requests, '/OrderOrdering/301')).toEqual([]);
    // The route waited for the early answer, so the page never showed its loading line.
    expect(loadingLines.seen()).toBe(false);
    loadingLines.stop();
  });

  it('opens a product from a link on the early answer without asking again', async () => {
    const fetchFn = shellAt('/chinaWebProduct/Taobao-655512345678', {
      '/api/CurrentUser': reply(200, testUser),
      '/api/ChinaWebProduct/taobao-655512345678': reply(200, { ...sampleCoat, site: 'taobao' }),
    });
    expect(fetchFn).toHaveBeenCalledTimes(2);

    const app = await renderApp('/chinaWebProduct/Taobao-655512345678', { signedIn: true, handler: withSettings });
    expect(await screen.findByRole('heading', { level: 2, name: 'Áo khoác nữ thu đông' })).toBeInTheDocument();
    expect(getsOf(app.requests, '/ChinaWebProduct/taobao-655512345678')).toEqual([]);
  });

  it('asks for no product where the path names none', () => {
    for (const path of ['/chinaWebProduct/amazon-655512345678', '/chinaWebProduct/taobao-12', '/chinaWebProduct/abc']) {
      expect(
        shellAt(path, { '/api/CurrentUser': reply(200, testUser) }).mock.calls.map(([url]) => new URL(url, 'https://muaho.test').pathname),
      ).toEqual(['/api/CurrentUser']);
    }
  });

  it('opens the ledger on the early balance and first page without asking again', async () => {
    const movement = {
      id: 1,
      type: 'recharge',
      amountVnd: 500_000,
      balanceAfterVnd: 1_250_000,
      cause: { type: 'recharge', id: 101 },
      note: null,
      createdAt: '2026-11-01T01:30:00.000Z',
    };
    shellAt('/transaction', {
      '/api/CurrentUser': reply(200, testUser),
      '/api/Wallet': reply(200, { balanceVnd: 1_250_000, heldVnd: 250_000, availableVnd: 1_000_000 }),
      '/api/Transaction': pageOf([movement]),
    });

    const app = await renderApp('/transaction', { signedIn: true });
    const summary = await screen.findByRole('region', { name: 'Ví của bạn' });
    expect(await within(summary).findByText(/1\.000\.000\s₫/)).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Danh sách giao dịch' })).getAllByRole('listitem')).toHaveLength(1);
    expect(getsOf(app.requests, '/Wallet')).toEqual([]);
    expect(getsOf(app.requests, '/Transaction')).toEqual([]);
  });

  it('asks for the ledger’s balance alone when the address filters the ledger', () => {
    const fetchFn = shellAt('/transaction?type=recharge', { '/api/CurrentUser': reply(200, testUser) });
    expect(fetchFn.mock.calls.map(([url]) => new URL(url, 'https://muaho.test').pathname)).toEqual(['/api/CurrentUser', '/api/Wallet']);
  });

  it('asks for no order where the path holds no order id', () => {
    for (const path of ['/orderOrdering/create', '/orderOrdering/abc', '/orderOrdering/0']) {
      expect(
        shellAt(path, { '/api/CurrentUser': reply(200, testUser) }).mock.calls.map(([url]) => new URL(url, 'https://muaho.test').pathname),
      ).toEqual(['/api/CurrentUser']);
    }
  });

  it('leaves a list whose early request failed to ask for itself', async () => {
    shellAt('/orderOrdering', { '/api/CurrentUser': reply(200, testUser), '/api/OrderOrdering': reply(503) });

    const app = await renderApp('/orderOrdering', {
      signedIn: true,
      handler: ({ url }) => (url === '/OrderOrdering' ? pageOf([orderSummaryOf(8)]) : undefined),
    });
    expect(await screen.findByText('MH2611-0008')).toBeInTheDocument();
    expect(getsOf(app.requests, '/OrderOrdering')).toHaveLength(1);
  });

  it('asks for nothing on the login page or without a stored token', () => {
    expect(shellAt('/auth/login', {})).not.toHaveBeenCalled();
  });
});
