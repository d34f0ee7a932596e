import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ARTICLE_BODY_MAX } from '../../contract/articles';
import type { Article, ArticleSummary, SaveArticleInput, StaffArticle, StaffStaticPage, StaticPage } from '../../contract/articles';
import type { ApiErrorBody } from '../../contract/errors';
import type { AuditPage } from '../../contract/staff';
import { answered, bearer } from './helpers';
import { databases } from './helpers';
import { colouredPicture, postPicture } from './pictures';
import { useWalletApp, type Actor } from './walletHelpers';

type Page<T> = { items: T[]; total: number };

/**
 * Markdown that tries to run code in a reader's browser, each way a sanitiser is known to be
 * slipped past: tags, event handlers, scheme tricks, entities, nested markup, SVG and forms.
 */
const xss = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/Article/Image/AAAAAAAAAAAAAAAAAAAAAAAA" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](  javascript:alert(1) )',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '<svg onload=alert(1)><circle/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=x><button>ok</button></form>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">x</div>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<base href="https://evil.example/">',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=`x` onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="//evil.example">x</a>',
  '`<script>` in code is text: <code><script>alert(1)</script></code>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

const allowedTags = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const allowedAttributes = new Set(['href', 'title', 'rel', 'target', 'src', 'alt', 'align']);

/**
 * Whatever came out, nothing of it may run or load from elsewhere: every tag is one of the
 * allowed, every attribute too, links are http(s), mailto, tel or on this site, and pictures come
 * only from the article store. Text that merely reads like markup is escaped (`&lt;`), so no `<`
 * of it opens a tag.
 */
function expectHarmless(html: string): void {
  for (const [tag, name, rest] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    expect(allowedTags, tag).toContain(name!.toLowerCase());
    for (const [, attribute, value] of rest!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(allowedAttributes, tag).toContain(attribute!.toLowerCase());
      if (attribute === 'href') expect(value, tag).toMatch(/^(https?:\/\/[^/]|mailto:|tel:|\/[^/]|#)/);
      if (attribute === 'src') expect(value, tag).toMatch(/^\/api\/Article\/Image\/[A-Za-z0-9_-]{24}$/);
    }
  }
}

describe.each(databases())('articles and static pages on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);

  const send = (method: 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t().app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload && { payload }) });
  const anonymous = (url: string) => t().app.inject({ method: 'GET', url: `/api${url}` });
  const article = (overrides: Partial<SaveArticleInput> = {}): SaveArticleInput => ({
    title: 'Quy định đổi trả hàng',
    category: 'policy',
    body: '## Khi nào được đổi\n\nTrong **7 ngày** sau khi nhận hàng.',
    status: 'published',
    ...overrides,
  });
  const write = (body: SaveArticleInput, token = staff().token) =>
    answered<StaffArticle>(k.post('/Staff/Article', token, body, randomUUID()), 201);

  it('publishes Markdown as sanitised HTML that anyone, signed in or not, reads; drafts and hidden ones stay with staff', async () => {
    const published = await write(article());
    expect(published.html).toBe('<h2>Khi nào được đổi</h2>\n<p>Trong <strong>7 ngày</strong> sau khi nhận hàng.</p>');
    expect(published.publishedAt).not.toBeNull();
    const draft = await write(article({ title: 'Bản nháp', status: 'draft' }));
    const hidden = await write(article({ title: 'Đã ẩn', status: 'hidden' }));

    const read = await answered<Article>(anonymous(`/Article/${published.id}`), 200);
    expect(read).toMatchObject({
      title: 'Quy định đổi trả hàng',
      category: 'policy',
      html: published.html,
      excerpt: 'Khi nào được đổi Trong 7 ngày sau khi nhận hàng.',
    });
    for (const unseen of [draft, hidden]) expect((await anonymous(`/Article/${unseen.id}`)).statusCode).toBe(404);

    const policies = await answered<Page<ArticleSummary>>(anonymous('/Article?category=policy'), 200);
    expect(policies.items.map((item) => item.id)).toContain(published.id);
    expect(policies.items.map((item) => item.id)).not.toContain(draft.id);
    expect((await answered<Page<ArticleSummary>>(anonymous('/Article?category=news'), 200)).items.map((item) => item.id)).not.toContain(
      published.id,
    );

    // Hidden afterwards: gone for readers at once.
    await answered<StaffArticle>(send('PUT', `/Staff/Article/${published.id}`, staff().token, article({ status: 'hidden' })), 200);
    expect((await anonymous(`/Article/${published.id}`)).statusCode).toBe(404);
  });

  it('finds articles by words of the title or text, pages them newest first, and schedules one for later', async () => {
    const marker = `từkhóa${Date.now()}`;
    const older = await write(article({ title: `Cũ ${marker}`, category: 'news', publishedAt: '2026-01-01T00:00:00+07:00' }));
    const newer = await write(
      article({ title: 'Mới', category: 'news', body: `Có ${marker} trong bài`, publishedAt: '2026-02-01T00:00:00+07:00' }),
    );
    const later = new Date(t().clock.now().getTime() + 60_000).toISOString();
    const scheduled = await write(article({ title: `Sắp đăng ${marker}`, category: 'news', publishedAt: later }));

    const found = await answered<Page<ArticleSummary>>(anonymous(`/Article?q=${encodeURIComponent(marker)}&pageSize=1`), 200);
    expect(found.total).toBe(2);
    expect(found.items.map((item) => item.id)).toEqual([newer.id]);
    const second = await answered<Page<ArticleSummary>>(anonymous(`/Article?q=${encodeURIComponent(marker)}&pageSize=1&page=2`), 200);
    expect(second.items.map((item) => item.id)).toEqual([older.id]);
    expect((await anonymous(`/Article/${scheduled.id}`)).statusCode).toBe(404);

    t().clock.advance(120_000);
    expect((await answered<Article>(anonymous(`/Article/${scheduled.id}`), 200)).title).toContain('Sắp đăng');
  });

  it('lets no script, event handler, foreign picture or javascript: link through the sanitiser', async () => {
    // The one payload that names a stored picture names a real one, so the save reaches the sanitiser.
    const png = await colouredPicture(7).png().toBuffer();
    const { token } = await answered<{ token: string }>(
      postPicture(t().app, '/api/Staff/Article/Image', staff().token, png, 'image/png'),
      201,
    );
    for (const [n, payload] of xss.entries()) {
      const body = payload.replace('AAAAAAAAAAAAAAAAAAAAAAAA', token);
      const saved = await write(article({ title: `XSS ${n}`, body }));
      expectHarmless(saved.html);
      expectHarmless((await answered<Article>(anonymous(`/Article/${saved.id}`), 200)).html);
      const preview = await answered<{ html: string }>(k.post('/Staff/Article/Preview', staff().token, { body }), 200);
      expect(preview.html).toBe(saved.html);
    }
    // Safe links stay, and one leaving the site opens apart from the app.
    const links = await write(article({ body: '[bảng giá](/staticPage/bang-gia) [Taobao](https://taobao.com) [gọi](tel:19001234)' }));
    expect(links.html).toContain('<a href="/staticPage/bang-gia">bảng giá</a>');
    expect(links.html).toContain('<a href="https://taobao.com" rel="noopener noreferrer nofollow" target="_blank">Taobao</a>');
    expect(links.html).toContain('<a href="tel:19001234">gọi</a>');
  });

  it('keeps pictures through the image pipeline and refuses a cover or picture the store does not have', async () => {
    const png = await colouredPicture(3, 40, 30).png().toBuffer();
    const upload = () => postPicture(t().app, '/api/Staff/Article/Image', staff().token, png, 'image/png');
    const image = await answered<{ token: string; url: string }>(upload(), 201);
    expect(image.url).toBe(`/api/Article/Image/${image.token}`);
    expect((await answered<{ token: string }>(upload(), 201)).token).toBe(image.token);

    const served = await anonymous(`/Article/Image/${image.token}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const saved = await write(article({ coverImage: image.token, body: `Ảnh:\n\n![kiện hàng](${image.url})` }));
    expect(saved.coverImage).toBe(image.url);
    expect(saved.html).toContain(`<img src="${image.url}" alt="kiện hàng" />`);

    const missing = 'B'.repeat(24);
    const badCover = await k.post('/Staff/Article', staff().token, article({ coverImage: missing }), randomUUID());
    expect(badCover.statusCode).toBe(400);
    expect(badCover.json<ApiErrorBody>().details?.[0]).toMatchObject({
      path: 'coverImage',
      message: 'Không tìm thấy ảnh này, vui lòng tải ảnh lên lại',
    });
    const badInline = await k.post('/Staff/Article', staff().token, article({ body: `![x](/api/Article/Image/${missing})` }), randomUUID());
    expect(badInline.json<ApiErrorBody>().details?.[0]).toMatchObject({ path: 'body' });

    const notPicture = await postPicture(t().app, '/api/Staff/Article/Image', staff().token, Buffer.from('<svg/>'), 'image/png');
    expect(notPicture.statusCode).toBe(415);
  });

  it('answers bad input with Vietnamese errors, retries a creation once, and audits every write', async () => {
    const empty = await k.post('/Staff/Article', staff().token, article({ title: '  ' }), randomUUID());
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().details?.[0]).toMatchObject({ path: 'title', message: 'Vui lòng điền thông tin này' });
    expect((await k.post('/Staff/Article', staff().token, { ...article(), category: 'gossip' }, randomUUID())).statusCode).toBe(400);
    expect(
      (await k.post('/Staff/Article', staff().token, article({ body: 'x'.repeat(ARTICLE_BODY_MAX + 1) }), randomUUID())).statusCode,
    ).toBe(400);
    expect((await anonymous('/Article?category=gossip')).statusCode).toBe(400);
    expect((await anonymous('/Article/abc')).statusCode).toBe(400);

    const key = randomUUID();
    const first = await answered<StaffArticle>(k.post('/Staff/Article', staff().token, article({ title: 'Một lần' }), key), 201);
    const again = await answered<StaffArticle>(k.post('/Staff/Article', staff().token, article({ title: 'Một lần' }), key), 201);
    expect(again.id).toBe(first.id);
    const mine = await answered<Page<StaffArticle>>(k.get('/Staff/Article?q=M%E1%BB%99t%20l%E1%BA%A7n', staff().token), 200);
    expect(mine.total).toBe(1);

    expect((await send('DELETE', `/Staff/Article/${first.id}`, staff().token)).statusCode).toBe(204);
    expect((await send('DELETE', `/Staff/Article/${first.id}`, staff().token)).statusCode).toBe(404);
    expect((await send('PUT', `/Staff/Article/${first.id}`, staff().token, article())).statusCode).toBe(404);

    const admin = await k.staff('admin');
    const audit = await answered<AuditPage>(k.get(`/Staff/Audit?object=article&objectId=${first.id}`, admin.token), 200);
    expect(audit.items.map((entry) => entry.action).sort()).toEqual(['article.create', 'article.delete']);
  });

  it('keeps the console to care staff: customers and other duties get 403, nobody signed in 401', async () => {
    const customer: Actor = await k.customer();
    const warehouse = await k.staff('staff', ['warehouse']);
    for (const token of [customer.token, warehouse.token]) {
      expect((await k.get('/Staff/Article', token)).statusCode).toBe(403);
      expect((await k.post('/Staff/Article', token, article(), randomUUID())).statusCode).toBe(403);
      expect((await k.get('/Staff/StaticPage', token)).statusCode).toBe(403);
    }
    expect((await anonymous('/Staff/Article')).statusCode).toBe(401);
    const care = await k.staff('staff', ['care']);
    expect((await k.get('/Staff/Article', care.token)).statusCode).toBe(200);
  });

  it('serves the starting pages by address or id, and builds the price list from the settings in force', async () => {
    for (const slug of ['gioi-thieu', 'dieu-khoan', 'huong-dan-dat-hang']) {
      const page = await answered<StaticPage>(anonymous(`/StaticPage/${slug}`), 200);
      expect(page.html.length).toBeGreaterThan(20);
      expect(page.priceList).toBeNull();
      expect((await answered<StaticPage>(anonymous(`/StaticPage/${page.id}`), 200)).slug).toBe(slug);
    }
    const before = await answered<StaticPage>(anonymous('/StaticPage/bang-gia'), 200);
    expect(before.priceList?.rates.orderRateVndPerCny).toBeGreaterThan(0);

    await k.setSettings((settings) => {
      settings.rates.orderRateVndPerCny = 3_999;
      settings.fees.shippingPrices[0]!.tiers[0]!.perKgVnd = 27_500;
    });
    const after = await answered<StaticPage>(anonymous('/StaticPage/bang-gia'), 200);
    expect(after.priceList?.rates.orderRateVndPerCny).toBe(3_999);
    expect(after.priceList?.fees.shippingPrices[0]?.tiers[0]?.perKgVnd).toBe(27_500);
    expect(after.priceList?.version).toBe((before.priceList?.version ?? 0) + 1);
    expect(JSON.stringify(after)).not.toContain('accountNumber');

    expect((await anonymous('/StaticPage/khong-co')).statusCode).toBe(404);
    expect((await anonymous('/StaticPage/999999')).statusCode).toBe(404);
  });

  it('lets staff write, rename, hide and delete pages, one page per address', async () => {
    const pages = await answered<{ items: StaffStaticPage[] }>(k.get('/Staff/StaticPage', staff().token), 200);
    expect(pages.items.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['bang-gia', 'dieu-khoan', 'gioi-thieu', 'huong-dan-dat-hang']),
    );

    const slug = `chinh-sach-${Date.now()}`;
    const page = { slug, title: 'Chính sách lưu kho', body: 'Miễn phí **7 ngày** đầu.', published: true };
    const made = await answered<StaffStaticPage>(k.post('/Staff/StaticPage', staff().token, page, randomUUID()), 201);
    expect((await answered<StaticPage>(anonymous(`/StaticPage/${slug}`), 200)).html).toBe('<p>Miễn phí <strong>7 ngày</strong> đầu.</p>');

    const taken = await k.post('/Staff/StaticPage', staff().token, { ...page, slug: 'bang-gia' }, randomUUID());
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiErrorBody>()).toMatchObject({ code: 'slug-taken', message: 'Đường dẫn này đã được trang khác dùng' });
    const renamedOnto = await send('PUT', `/Staff/StaticPage/${made.id}`, staff().token, { ...page, slug: 'dieu-khoan' });
    expect(renamedOnto.statusCode).toBe(409);
    const badSlug = await k.post('/Staff/StaticPage', staff().token, { ...page, slug: 'Bảng Giá' }, randomUUID());
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json<ApiErrorBody>().details?.[0]).toMatchObject({
      path: 'slug',
      message: expect.stringContaining('chữ thường không dấu'),
    });

    await answered<StaffStaticPage>(send('PUT', `/Staff/StaticPage/${made.id}`, staff().token, { ...page, published: false }), 200);
    expect((await anonymous(`/StaticPage/${slug}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/Staff/StaticPage/${made.id}`, staff().token)).statusCode).toBe(204);
    expect((await k.get(`/Staff/StaticPage/${made.id}`, staff().token)).statusCode).toBe(404);
  });
});
