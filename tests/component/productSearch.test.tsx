import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../contract/products';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { type PublicSettings } from '../../contract/publicSettings';
import { productSummaryOf } from '../fixtures/productSummary';
import { failure, renderApp, reply, type StubHandler, type StubRequest } from './renderApp';

const settings: PublicSettings = publicSettingsOf(1, defaultSettings);

const page = (items: ProductSummary[], pageNumber = 1, total = items.length) => ({ items, total, page: pageNumber, pageSize: 20 });

const searches = (requests: StubRequest[]) => requests.filter((r) => r.method === 'GET' && r.url === '/ChinaWebProduct');

/** Settings for the rate, and the search answering `results`. */
const withSearch =
  (results: (request: StubRequest) => ReturnType<typeof reply> | undefined): StubHandler =>
  (request) => {
    if (request.url === '/Settings/Public') return reply(200, settings);
    if (request.method === 'GET' && request.url === '/ChinaWebProduct') return results(request);
    return undefined;
  };

const resultList = () => screen.findByRole('list', { name: 'Kết quả tìm kiếm' });

describe('product search', () => {
  it('sends the keywords, site and sort, and keeps them in the address', async () => {
    const app = await renderApp('/chinaWebProduct?q=%C3%A1o%20kho%C3%A1c', {
      signedIn: true,
      handler: withSearch(() => reply(200, page([productSummaryOf(1)]))),
    });
    await resultList();
    expect(searches(app.requests)[0]?.params).toEqual({ q: 'áo khoác', sort: 'relevance', page: 1, pageSize: 20 });
    expect(screen.getByRole('searchbox', { name: 'Tìm hoặc dán link sản phẩm' })).toHaveValue('áo khoác');

    await app.user.click(screen.getByRole('radio', { name: 'Tmall' }));
    await waitFor(() =>
      expect(searches(app.requests).at(-1)?.params).toEqual({ q: 'áo khoác', site: 'tmall', sort: 'relevance', page: 1, pageSize: 20 }),
    );
    await app.user.selectOptions(screen.getByLabelText('Sắp xếp'), 'Giá tăng dần');
    await waitFor(() =>
      expect(searches(app.requests).at(-1)?.params).toEqual({ q: 'áo khoác', site: 'tmall', sort: 'price-asc', page: 1, pageSize: 20 }),
    );
    expect(app.router.state.location.search).toEqual({ q: 'áo khoác', site: 'tmall', sort: 'price-asc' });
    expect(screen.getByRole('radio', { name: 'Tmall' })).toBeChecked();

    await app.user.click(screen.getByRole('radio', { name: 'Tất cả' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ q: 'áo khoác', sort: 'price-asc' }));
  });

  it('shows each product with its photo, titles, ¥ and đồng prices, shop, site and sales', async () => {
    await renderApp('/chinaWebProduct?q=ao', {
      signedIn: true,
      handler: withSearch(() =>
        reply(
          200,
          page([productSummaryOf(1), productSummaryOf(2, { site: '1688', priceFen: 1000, priceMaxFen: 2000, titleVi: null, sales: null })]),
        ),
      ),
    });
    const cards = within(await resultList()).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.getByText('Tìm thấy 2 sản phẩm')).toBeInTheDocument();

    const first = cards[0]!;
    expect(within(first).getByRole('img', { name: 'Áo khoác nữ 1' })).toHaveAttribute('src', 'https://img.example.com/1.jpg');
    expect(within(first).getByRole('link', { name: 'Áo khoác nữ 1' })).toHaveAttribute('href', '/chinaWebProduct/taobao-655512345001');
    expect(first).toHaveTextContent('女装外套 1');
    expect(first).toHaveTextContent(/12,00\s¥/);
    // 12 ¥ at 3,650 đồng per ¥.
    expect(await within(first).findByText(/≈ 43\.800\s₫/)).toBeInTheDocument();
    expect(first).toHaveTextContent('Thời trang Hàng Châu');
    expect(first).toHaveTextContent('Taobao');
    expect(first).toHaveTextContent('Đã bán 1.500');

    const second = cards[1]!;
    expect(within(second).getByRole('link', { name: '女装外套 2' })).toHaveAttribute('href', '/chinaWebProduct/1688-655512345002');
    expect(second).toHaveTextContent(/10,00\s¥ – 20,00\s¥/);
    expect(second).toHaveTextContent(/≈ 36\.500\s₫ – 73\.000\s₫/);
    expect(second).toHaveTextContent('1688');
    expect(second).not.toHaveTextContent('Đã bán');
  });

  it('loads the next page with "Tải thêm"', async () => {
    const first = Array.from({ length: 20 }, (_, i) => productSummaryOf(i + 1));
    const app = await renderApp('/chinaWebProduct?q=ao', {
      signedIn: true,
      handler: withSearch(({ params }) =>
        reply(200, params.page === 2 ? page([productSummaryOf(21), productSummaryOf(22)], 2, 22) : page(first, 1, 22)),
      ),
    });
    expect(within(await resultList()).getAllByRole('listitem')).toHaveLength(20);
    await app.user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Kết quả tìm kiếm' })).getAllByRole('listitem')).toHaveLength(22));
    expect(searches(app.requests).map((r) => r.params.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).not.toBeInTheDocument();
    expect(screen.getByText('Đã hiển thị tất cả sản phẩm.')).toBeInTheDocument();
  });

  it("asks for the first screen's photos at once, the first before any other, and the rest as they scroll near", async () => {
    const items = Array.from({ length: 6 }, (_, i) => productSummaryOf(i + 1));
    await renderApp('/chinaWebProduct?q=ao', { signedIn: true, handler: withSearch(() => reply(200, page(items))) });
    const photos = within(await resultList()).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });

  it('says when nothing matches, with suggestions and a way to drop the site', async () => {
    const app = await renderApp('/chinaWebProduct?q=xyzxyz&site=pinduoduo', {
      signedIn: true,
      handler: withSearch(({ params }) => reply(200, page(params.site ? [] : [productSummaryOf(1)]))),
    });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy sản phẩm nào cho “xyzxyz”' })).toBeInTheDocument();
    expect(screen.getByText('Thử từ khóa tiếng Trung, ví dụ 连衣裙 (váy liền).')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Tìm trên tất cả các trang' }));
    expect(within(await resultList()).getAllByRole('listitem')).toHaveLength(1);
    expect(app.router.state.location.search).toEqual({ q: 'xyzxyz' });
  });

  it.each(['<b>xyz</b>', '{0}', '<0>x</0>'])('shows the keywords %s as typed, never read as message markup', async (q) => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await renderApp(`/chinaWebProduct?q=${encodeURIComponent(q)}`, { signedIn: true, handler: withSearch(() => reply(200, page([]))) });
      expect(await screen.findByRole('heading', { name: `Không tìm thấy sản phẩm nào cho “${q}”` })).toBeInTheDocument();
      expect(errors).toEqual([]);
    } finally {
      console.error = original;
    }
  });

  it('offers to try again when the search fails', async () => {
    let fail = true;
    const app = await renderApp('/chinaWebProduct?q=ao', {
      signedIn: true,
      handler: withSearch(() =>
        fail ? failure(400, 'Từ khóa không hợp lệ', 'validation-failed') : reply(200, page([productSummaryOf(1)])),
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Từ khóa không hợp lệ');
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(within(await resultList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('searches what is typed into the box, as a new history entry', async () => {
    const app = await renderApp('/chinaWebProduct', { signedIn: true, handler: withSearch(() => reply(200, page([productSummaryOf(1)]))) });
    expect(screen.getByRole('heading', { name: 'Tìm hàng trên Taobao, Tmall, 1688 và Pinduoduo' })).toBeInTheDocument();
    expect(searches(app.requests)).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(screen.getByText('Nhập từ khóa hoặc dán link sản phẩm')).toBeInTheDocument();

    await app.user.type(screen.getByRole('searchbox', { name: 'Tìm hoặc dán link sản phẩm' }), 'váy liền{Enter}');
    await resultList();
    expect(app.router.state.location.search).toEqual({ q: 'váy liền' });
    expect(searches(app.requests)[0]?.params.q).toBe('váy liền');

    app.history.back();
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Tìm hoặc dán link sản phẩm' })).toHaveValue(''));
  });
});

describe('pasting a product link', () => {
  it('opens the product of a full link at once, without asking the server', async () => {
    const app = await renderApp('/chinaWebProduct', { signedIn: true, handler: withSearch(() => undefined) });
    await app.user.click(screen.getByRole('searchbox', { name: 'Tìm hoặc dán link sản phẩm' }));
    await app.user.paste('【淘宝】Áo đẹp https://item.taobao.com/item.htm?id=655512345678&spm=a1z10 mở app');
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    await app.waitForPath('/chinaWebProduct/taobao-655512345678');
    expect(app.requests.some((r) => r.url === '/ChinaWebProduct/ParseLink')).toBe(false);
    expect(searches(app.requests)).toHaveLength(0);
  });

  it('asks the server about a short link and opens what it names', async () => {
    const app = await renderApp('/chinaWebProduct', {
      signedIn: true,
      handler: ({ method, url }) =>
        method === 'POST' && url === '/ChinaWebProduct/ParseLink' ? reply(200, { site: 'tmall', itemId: '600000000001' }) : undefined,
    });
    await app.user.click(screen.getByRole('searchbox', { name: 'Tìm hoặc dán link sản phẩm' }));
    await app.user.paste('【天猫】https://m.tb.cn/h.5abcDEF');
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    await app.waitForPath('/chinaWebProduct/tmall-600000000001');
    expect(app.requests.find((r) => r.url === '/ChinaWebProduct/ParseLink')?.body).toEqual({ text: '【天猫】https://m.tb.cn/h.5abcDEF' });
  });

  it('explains what to do when a short link cannot be followed', async () => {
    const app = await renderApp('/chinaWebProduct', {
      signedIn: true,
      handler: ({ url }) => (url === '/ChinaWebProduct/ParseLink' ? failure(422, 'Cần link đầy đủ', 'product-link-unresolved') : undefined),
    });
    await app.user.click(screen.getByRole('searchbox', { name: 'Tìm hoặc dán link sản phẩm' }));
    await app.user.paste('https://m.tb.cn/h.5abcDEF');
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không mở được link rút gọn hoặc mã chia sẻ này');
    expect(alert).toHaveTextContent('sao chép địa chỉ đầy đủ của trang sản phẩm');
    expect(app.pathname()).toBe('/chinaWebProduct');
  });
});

describe('the search box on the home page', () => {
  it('searches keywords on the search page', async () => {
    const app = await renderApp('/', { signedIn: true, handler: withSearch(() => reply(200, page([productSummaryOf(1)]))) });
    await app.user.type(screen.getByRole('searchbox', { name: 'Tìm hoặc dán link sản phẩm' }), 'túi xách{Enter}');
    await app.waitForPath('/chinaWebProduct');
    expect(app.router.state.location.search).toEqual({ q: 'túi xách' });
    expect(within(await resultList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('opens the product of a pasted link', async () => {
    const app = await renderApp('/', { signedIn: true });
    await app.user.click(screen.getByRole('searchbox', { name: 'Tìm hoặc dán link sản phẩm' }));
    await app.user.paste('https://detail.1688.com/offer/655512345678.html');
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    await app.waitForPath('/chinaWebProduct/1688-655512345678');
  });
});
