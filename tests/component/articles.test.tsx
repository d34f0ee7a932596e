import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleSummary, StaticPage } from '../../contract/articles';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { getsOf, pageOf, vnd } from './lists';
import { failure, renderApp, reply } from './renderApp';

const summaryOf = (id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id,
  title: `Hướng dẫn đặt hàng số ${id}`,
  category: 'guide',
  excerpt: 'Dán link sản phẩm Taobao vào ô tìm kiếm',
  coverImage: null,
  publishedAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

const article: Article = {
  ...summaryOf(5, { title: 'Cách đặt hàng Taobao', coverImage: '/api/Article/Image/abcdefghijklmnopqrstuvwx' }),
  html: '<h2>Bước 1</h2><ul><li>Dán link</li><li>Chọn màu</li></ul><table><tr><td>Phí</td><td>3%</td></tr></table><p><a href="/staticPage/bang-gia">Xem bảng giá</a></p>',
  updatedAt: '2026-11-21T03:00:00.000Z',
};

describe('articles for readers', () => {
  it('lists articles by topic and by search, with an empty state for a search that finds none', async () => {
    const app = await renderApp('/article', {
      handler: ({ method, url, params }) => {
        if (method !== 'GET' || url !== '/Article') return undefined;
        if (params.q === 'không có') return pageOf([]);
        if (params.category === 'policy') return pageOf([summaryOf(9, { title: 'Chính sách hoàn tiền', category: 'policy' })]);
        return pageOf([summaryOf(1), summaryOf(2, { category: 'news', title: 'Tin mới' })]);
      },
    });
    const link = await screen.findByRole('link', { name: /Hướng dẫn đặt hàng số 1/ });
    expect(link).toHaveAttribute('href', '/article/1');
    expect(link).toHaveTextContent('Dán link sản phẩm Taobao vào ô tìm kiếm');
    expect(link).toHaveTextContent('20/11/2026');
    expect(within(link).getByRole('heading', { level: 3 })).toHaveTextContent('Hướng dẫn đặt hàng số 1');

    await app.user.click(screen.getByRole('radio', { name: 'Chính sách' }));
    expect(await screen.findByRole('link', { name: /Chính sách hoàn tiền/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Tin mới/ })).not.toBeInTheDocument();
    expect(getsOf(app.requests, '/Article').at(-1)?.params).toMatchObject({ category: 'policy', page: 1, pageSize: 20 });
    expect(app.router.state.location.search).toMatchObject({ category: 'policy' });

    await app.user.type(screen.getByRole('searchbox', { name: 'Từ khóa' }), 'không có');
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy bài viết nào có “không có”' })).toBeInTheDocument();
    expect(getsOf(app.requests, '/Article').at(-1)?.params).toMatchObject({ category: 'policy', q: 'không có' });
  });

  it('loads the next page with "Tải thêm" and says when all are shown', async () => {
    const app = await renderApp('/article', {
      handler: ({ method, url, params }) => {
        if (method !== 'GET' || url !== '/Article') return undefined;
        const page = Number(params.page);
        const ids = page === 1 ? Array.from({ length: 20 }, (_, i) => 100 - i) : [80, 79];
        return pageOf(
          ids.map((id) => summaryOf(id)),
          page,
          22,
        );
      },
    });
    await screen.findByRole('link', { name: /số 100/ });
    expect(screen.queryByRole('link', { name: /số 79/ })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByRole('link', { name: /số 79/ })).toBeInTheDocument();
    expect(screen.getByText('Đã hiển thị tất cả bài viết.')).toBeInTheDocument();
  });

  it('says when there are no articles yet, and offers a retry when the list failed', async () => {
    let fail = true;
    const app = await renderApp('/article/policy', {
      handler: ({ method, url }) => {
        if (method !== 'GET' || url !== '/Article') return undefined;
        return fail ? failure(500, 'Lỗi máy chủ') : pageOf([]);
      },
    });
    const retry = await screen.findByRole('button', { name: 'Thử lại' }, { timeout: 5000 });
    expect(getsOf(app.requests, '/Article').at(-1)?.params).toMatchObject({ category: 'policy' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    fail = false;
    await app.user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Chưa có bài viết nào' })).toBeInTheDocument();
  });

  it('shows an article’s title, date, cover and its text as HTML', async () => {
    await renderApp('/article/5', { handler: ({ url }) => (url === '/Article/5' ? reply(200, article) : undefined) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cách đặt hàng Taobao' })).toBeInTheDocument();
    const text = screen.getByRole('article');
    expect(text).toHaveTextContent('Hướng dẫn · 20/11/2026');
    expect(within(text).getByRole('heading', { name: 'Bước 1' })).toBeInTheDocument();
    expect(within(text).getAllByRole('listitem')).toHaveLength(2);
    expect(within(text).getByRole('cell', { name: '3%' })).toBeInTheDocument();
    expect(within(text).getByRole('link', { name: 'Xem bảng giá' })).toHaveAttribute('href', '/staticPage/bang-gia');
    expect(text.querySelector('img.article__cover')).toHaveAttribute('src', '/api/Article/Image/abcdefghijklmnopqrstuvwx');
  });

  it('opens a link to another page of the app inside the app', async () => {
    const app = await renderApp('/article/5', {
      handler: ({ url }) => {
        if (url === '/Article/5') return reply(200, article);
        if (url === '/StaticPage/bang-gia')
          return reply(200, {
            id: 3,
            slug: 'bang-gia',
            title: 'Bảng giá',
            html: '<p>Giá</p>',
            updatedAt: article.updatedAt,
            priceList: null,
          });
        return undefined;
      },
    });
    await app.user.click(await screen.findByRole('link', { name: 'Xem bảng giá' }));
    // jsdom follows no link by itself: the page changes only because the router took the click.
    expect(await screen.findByRole('heading', { name: 'Bảng giá' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/staticPage/bang-gia');
  });

  it('says a search too long is too long, as words rather than a code', async () => {
    const app = await renderApp('/article', { handler: ({ url }) => (url === '/Article' ? pageOf([]) : undefined) });
    const box = await screen.findByRole('searchbox', { name: 'Từ khóa' });
    await app.user.click(box);
    await app.user.paste('a'.repeat(101));
    await app.user.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(box).toHaveAccessibleDescription('Từ khóa tìm kiếm dài quá 100 ký tự. Hãy rút gọn lại.');
  });

  it('says an article is not found on a 404', async () => {
    await renderApp('/article/404', {
      handler: ({ url }) => (url === '/Article/404' ? failure(404, 'Không tìm thấy', 'not-found') : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy bài viết' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem tất cả bài viết' })).toHaveAttribute('href', '/article');
  });

  it('says an id that cannot exist is not found without asking', async () => {
    const app = await renderApp('/article/abc');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy bài viết' })).toBeInTheDocument();
    expect(app.requests.some((request) => request.url.startsWith('/Article'))).toBe(false);
  });
});

describe('static pages', () => {
  const prices: StaticPage = {
    id: 3,
    slug: 'bang-gia',
    title: 'Bảng giá dịch vụ',
    html: '<p>Giá có thể thay đổi theo thời điểm.</p>',
    updatedAt: '2026-11-21T03:00:00.000Z',
    priceList: publicSettingsOf(4, defaultSettings),
  };

  it('lays out the price list of bang-gia as tables', async () => {
    await renderApp('/staticPage/bang-gia', { handler: ({ url }) => (url === '/StaticPage/bang-gia' ? reply(200, prices) : undefined) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bảng giá dịch vụ' })).toBeInTheDocument();
    expect(screen.getByText('Giá có thể thay đổi theo thời điểm.')).toBeInTheDocument();

    const rates = screen.getByRole('table', { name: 'Tỷ giá' });
    expect(within(rates).getByRole('row', { name: /Đặt hàng mua hộ/ })).toHaveTextContent(vnd('3.650'));
    expect(within(rates).getByRole('row', { name: /Thanh toán hộ/ })).toHaveTextContent(vnd('3.700'));

    const purchase = screen.getByRole('table', { name: 'Phí mua hàng' });
    expect(within(purchase).getAllByRole('row')).toHaveLength(4);
    expect(within(purchase).getByRole('row', { name: /Từ 5\.000\.000/ })).toHaveTextContent('2% giá trị hàng');
    expect(screen.getByText(/Tối thiểu 10\.000\s₫ mỗi đơn\./)).toBeInTheDocument();

    const counting = screen.getByRole('table', { name: 'Phí kiểm đếm' });
    expect(within(counting).getByRole('row', { name: /Từ 11 sản phẩm/ })).toHaveTextContent(vnd('2.000'));

    const hanoi = screen.getByRole('table', { name: 'Phí vận chuyển quốc tế về Kho Hà Nội' });
    const hanoiRows = within(hanoi).getAllByRole('row').slice(1);
    expect(hanoiRows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Tuyến thườngTừ 0 kg26\.000\s₫$/),
      expect.stringMatching(/^Tuyến thườngTừ 30 kg24\.000\s₫$/),
      expect.stringMatching(/^Tuyến nhanhTừ 0 kg36\.000\s₫$/),
      expect.stringMatching(/^Tuyến nhanhTừ 30 kg34\.000\s₫$/),
    ]);
    expect(screen.getByRole('table', { name: 'Phí vận chuyển quốc tế về Kho TP.HCM' })).toHaveTextContent(vnd('42.000'));

    const other = screen.getByRole('table', { name: 'Phí khác' });
    expect(within(other).getByRole('row', { name: /Phí bảo hiểm/ })).toHaveTextContent('3% giá trị hàng (nếu chọn)');
    expect(within(other).getByRole('row', { name: /Phí lưu kho/ })).toHaveTextContent(
      /Miễn phí 7 ngày đầu, sau đó 1\.000\s₫ mỗi kg mỗi ngày/,
    );
    expect(within(other).getByRole('row', { name: /Phí thanh toán hộ/ })).toHaveTextContent('1% số tiền thanh toán');
    expect(within(other).getByRole('row', { name: /Đặt cọc/ })).toHaveTextContent('70% giá trị đơn');
  });

  it('shows a page without a price list as text only', async () => {
    await renderApp('/staticPage/gioi-thieu', {
      handler: ({ url }) =>
        url === '/StaticPage/gioi-thieu' ? reply(200, { ...prices, slug: 'gioi-thieu', title: 'Giới thiệu', priceList: null }) : undefined,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Giới thiệu' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a missing page is not found', async () => {
    await renderApp('/staticPage/khong-co', {
      handler: ({ url }) => (url === '/StaticPage/khong-co' ? failure(404, 'Không tìm thấy', 'not-found') : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
  });
});
