import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffArticle } from '../../../contract/articles';
import { failure, renderApp, reply, testUser, type StubHandler } from '../renderApp';

const care = { ...testUser, role: 'staff' as const, duties: ['care' as const] };

const article: StaffArticle = {
  id: 7,
  title: 'Cách đặt hàng Taobao',
  category: 'guide',
  status: 'published',
  body: 'Bước **một**',
  html: '<p>Bước <strong>một</strong></p>',
  coverImageToken: null,
  coverImage: null,
  publishedAt: '2026-03-01T03:00:00.000Z',
  createdAt: '2026-03-01T03:00:00.000Z',
  updatedAt: '2026-03-02T03:00:00.000Z',
};

const summary = {
  id: 7,
  title: article.title,
  category: 'guide',
  status: 'published',
  publishedAt: article.publishedAt,
  updatedAt: article.updatedAt,
};

const preview: StubHandler = ({ method, url, body }) =>
  method === 'POST' && url === '/Staff/Article/Preview'
    ? reply(200, { html: `<p>HTML của: ${(body as { body: string }).body}</p>` })
    : undefined;

describe('the console articles', () => {
  it('lists articles and filters them by status and category', async () => {
    const app = await renderApp('/staff/articles', {
      signedIn: true,
      user: care,
      handler: ({ url }) => (url === '/Staff/Article' ? reply(200, { items: [summary], total: 1, page: 1, pageSize: 20 }) : undefined),
    });
    const table = await screen.findByRole('table', { name: 'Bài viết' });
    expect(await within(table).findByRole('link', { name: article.title })).toHaveAttribute('href', '/staff/articles/7');
    expect(within(table).getByText('Hướng dẫn')).toBeInTheDocument();
    expect(within(table).getByText('Đã đăng')).toBeInTheDocument();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'draft');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Chuyên mục' }), 'policy');
    await waitFor(() =>
      expect(app.requests.filter((r) => r.url === '/Staff/Article').at(-1)?.params).toMatchObject({ status: 'draft', category: 'policy' }),
    );
    expect(screen.getByRole('link', { name: 'Viết bài mới' })).toHaveAttribute('href', '/staff/articles/new');
  });

  it('previews the text through the server and creates the article under one Idempotency-Key', async () => {
    let attempts = 0;
    const app = await renderApp('/staff/articles/new', {
      signedIn: true,
      user: care,
      handler: (request) => {
        if (request.method === 'POST' && request.url === '/Staff/Article') {
          attempts += 1;
          return attempts === 1 ? failure(503, 'Dịch vụ tạm ngưng') : reply(201, { ...article, id: 9, title: 'Tin mới', body: 'Xin chào' });
        }
        if (request.url === '/Staff/Article/9') return reply(200, { ...article, id: 9, title: 'Tin mới', body: 'Xin chào' });
        return preview(request);
      },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tiêu đề' }), 'Tin mới');
    await app.user.type(screen.getByRole('textbox', { name: /Nội dung/ }), 'Xin chào');
    const shown = within(screen.getByRole('region', { name: 'Xem trước' }));
    expect(await shown.findByText('HTML của: Xin chào')).toBeInTheDocument();
    expect(app.requests.filter((r) => r.url === '/Staff/Article/Preview').at(-1)?.body).toEqual({ body: 'Xin chào' });

    await app.user.click(screen.getByRole('button', { name: 'Lưu bài viết' }));
    expect(await screen.findByText('Dịch vụ tạm ngưng')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Lưu bài viết' }));
    await screen.findByRole('heading', { name: 'Sửa bài viết' });
    const creates = app.requests.filter((r) => r.method === 'POST' && r.url === '/Staff/Article');
    expect(creates).toHaveLength(2);
    expect(creates[0]!.idempotencyKey).toBeTruthy();
    expect(creates[1]!.idempotencyKey).toBe(creates[0]!.idempotencyKey);
    expect(creates[0]!.body).toMatchObject({ title: 'Tin mới', body: 'Xin chào', status: 'draft', category: 'news', publishedAt: null });
  });

  it('puts the server’s field errors under their fields', async () => {
    const app = await renderApp('/staff/articles/7', {
      signedIn: true,
      user: care,
      handler: (request) => {
        if (request.method === 'GET' && request.url === '/Staff/Article/7') return reply(200, article);
        if (request.method === 'PUT' && request.url === '/Staff/Article/7')
          return failure(400, 'Dữ liệu không hợp lệ', 'validation-failed', [{ path: 'body', message: 'image-missing' }]);
        return preview(request);
      },
    });
    const title = await screen.findByRole('textbox', { name: 'Tiêu đề' });
    await app.user.clear(title);
    await app.user.click(screen.getByRole('button', { name: 'Lưu bài viết' }));
    expect(await screen.findByRole('textbox', { name: 'Tiêu đề' })).toHaveAccessibleDescription(/Vui lòng nhập thông tin này/);
    expect(app.requests.some((r) => r.method === 'PUT')).toBe(false);

    await app.user.type(title, 'Tiêu đề mới');
    await app.user.click(screen.getByRole('button', { name: 'Lưu bài viết' }));
    expect(await screen.findByRole('textbox', { name: /Nội dung/ })).toHaveAccessibleDescription(/Không tìm thấy ảnh này/);
    expect(app.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ title: 'Tiêu đề mới', body: article.body });
  });

  it('counts the text against its limit', async () => {
    await renderApp('/staff/articles/new', { signedIn: true, user: care, handler: preview });
    const body = await screen.findByRole('textbox', { name: /Nội dung/ });
    fireEvent.change(body, { target: { value: 'x'.repeat(16_001) } });
    expect(await screen.findByText('16.001/16.000')).toBeInTheDocument();
  });

  it('deletes an article only after asking', async () => {
    const app = await renderApp('/staff/articles/7', {
      signedIn: true,
      user: care,
      handler: (request) => {
        if (request.method === 'GET' && request.url === '/Staff/Article/7') return reply(200, article);
        if (request.method === 'DELETE' && request.url === '/Staff/Article/7') return reply(204);
        if (request.url === '/Staff/Article') return reply(200, { items: [], total: 0, page: 1, pageSize: 20 });
        return preview(request);
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Xóa bài' }));
    const dialog = await screen.findByRole('dialog', { name: `Xóa bài “${article.title}”?` });
    await app.user.click(within(dialog).getByRole('button', { name: 'Không xóa' }));
    expect(app.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await app.user.click(screen.getByRole('button', { name: 'Xóa bài' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xóa bài' }));
    expect(await screen.findByText('Không có bài viết nào.')).toBeInTheDocument();
    expect(app.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/Staff/Article/7']);
  });

  it('asks before leaving unsaved changes', async () => {
    const app = await renderApp('/staff/articles/7', {
      signedIn: true,
      user: care,
      handler: (request) => {
        if (request.method === 'GET' && request.url === '/Staff/Article/7') return reply(200, article);
        if (request.url === '/Staff/Article') return reply(200, { items: [], total: 0, page: 1, pageSize: 20 });
        return preview(request);
      },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tiêu đề' }), ' (sửa)');
    await app.user.click(screen.getByRole('link', { name: 'Về danh sách' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rời trang mà chưa lưu?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Ở lại sửa tiếp' }));
    expect(screen.getByRole('textbox', { name: 'Tiêu đề' })).toHaveValue(`${article.title} (sửa)`);
  });
});

describe('the console static pages', () => {
  const priceList = {
    id: 3,
    slug: 'bang-gia',
    title: 'Bảng giá dịch vụ',
    body: 'Giá hiện hành',
    html: '<p>Giá hiện hành</p>',
    published: true,
    updatedAt: '2026-03-02T03:00:00.000Z',
  };

  it('lists the pages and says bang-gia carries the price tables of the settings', async () => {
    await renderApp('/staff/staticPages', {
      signedIn: true,
      user: care,
      handler: ({ url }) => {
        if (url === '/Staff/StaticPage') return reply(200, { items: [priceList] });
        if (url === '/Staff/StaticPage/3') return reply(200, priceList);
        return undefined;
      },
    });
    const table = await screen.findByRole('table', { name: 'Trang tĩnh' });
    expect(within(table).getByText('(kèm bảng giá từ Cài đặt)')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('link', { name: 'Bảng giá dịch vụ' }));
    expect(await screen.findByText(/Trang bảng giá tự hiện các bảng/)).toBeInTheDocument();
    // Care staff may not open the settings: the note names them without a link.
    expect(screen.queryByRole('link', { name: 'Cài đặt' })).not.toBeInTheDocument();
  });

  it('puts a taken address under the address field, and refuses a malformed one before sending', async () => {
    const app = await renderApp('/staff/staticPages/new', {
      signedIn: true,
      user: care,
      handler: (request) =>
        request.method === 'POST' && request.url === '/Staff/StaticPage'
          ? failure(409, 'Đường dẫn này đã được trang khác dùng', 'slug-taken')
          : preview(request),
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tiêu đề' }), 'Giới thiệu');
    const slug = screen.getByRole('textbox', { name: 'Địa chỉ trang' });
    await app.user.type(slug, 'Giới Thiệu');
    await app.user.click(screen.getByRole('button', { name: 'Lưu trang' }));
    expect(slug).toHaveAccessibleDescription(/Đường dẫn chỉ gồm chữ thường không dấu/);
    expect(app.requests.some((r) => r.method === 'POST' && r.url === '/Staff/StaticPage')).toBe(false);

    await app.user.clear(slug);
    await app.user.type(slug, 'gioi-thieu');
    await app.user.click(screen.getByRole('button', { name: 'Lưu trang' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Đường dẫn này đã được trang khác dùng/));
    const create = app.requests.find((r) => r.method === 'POST' && r.url === '/Staff/StaticPage');
    expect(create?.idempotencyKey).toBeTruthy();
    expect(create?.body).toMatchObject({ slug: 'gioi-thieu', title: 'Giới thiệu', published: true });
  });
});
