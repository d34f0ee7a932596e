import {
  PRICE_LIST_SLUG,
  type Article,
  type ArticleImage,
  type ArticleQuery,
  type ArticleSummary,
  type SaveArticleRequest,
  type SaveStaticPageRequest,
  type StaffArticle,
  type StaffArticleQuery,
  type StaffStaticPage,
  type StaticPage,
} from '../../../contract/articles';
import { publicSettingsOf } from '../../../contract/settings';
import { v } from '../../../contract/validation';
import type { Db, Executor, Tx } from '../../db/connect';
import { violatedUniqueConstraint } from '../../db/errors';
import { errors } from '../../errors';
import type { StoredPhoto } from '../../images/photo';
import { newPhotoToken } from '../../images/photoUpload';
import { currentSettings } from '../settings/settings.store';
import { slugTaken } from './articles.errors';
import {
  deleteArticle,
  deleteStaticPage,
  findArticle,
  findReadableArticle,
  findStaticPage,
  insertArticle,
  insertStaticPage,
  knownImageTokens,
  listStaticPages,
  pageOfArticles,
  pageOfReadableArticles,
  storeArticleImage,
  updateArticle,
  updateStaticPage,
  type ArticleRow,
  type StaticPageRow,
} from './articles.queries';
import { articleImageUrl, excerptOf, imageTokensIn, renderMarkdown } from './markdown';

const iso = (at: Date) => at.toISOString();
const coverUrl = (token: string | null) => (token ? articleImageUrl(token) : null);

const toSummary = (row: ArticleRow): ArticleSummary => ({
  id: row.id,
  title: row.title,
  category: row.category,
  excerpt: row.excerpt,
  coverImage: coverUrl(row.coverToken),
  publishedAt: iso(row.publishedAt!),
});

const toStaffArticle = (row: ArticleRow): StaffArticle => ({
  id: row.id,
  title: row.title,
  category: row.category,
  status: row.status,
  body: row.body,
  html: row.html,
  coverImageToken: row.coverToken,
  coverImage: coverUrl(row.coverToken),
  publishedAt: row.publishedAt && iso(row.publishedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const toStaffPage = (row: StaticPageRow): StaffStaticPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  body: row.body,
  html: row.html,
  published: row.published,
  updatedAt: iso(row.updatedAt),
});

/**
 * Articles and static pages: readers get what is published, staff write and change everything.
 * Markdown is rendered once, when saved; a save refuses a cover or an inline picture the store
 * does not have, so a published article never shows a broken picture.
 */
export function createArticleService({ db, now }: { db: Db; now: () => Date }) {
  async function checkImages(executor: Executor, { cover, html }: { cover: string | null; html: string }): Promise<void> {
    const inText = imageTokensIn(html);
    const known = await knownImageTokens(executor, [...(cover ? [cover] : []), ...inText]);
    const details = [
      ...(cover && !known.has(cover) ? [{ path: 'coverImage', message: v.imageMissing }] : []),
      ...(inText.some((token) => !known.has(token)) ? [{ path: 'body', message: v.imageMissing }] : []),
    ];
    if (details.length) throw errors.validation(details);
  }

  /** The rendered text and the stored columns of a saved article; `publishedAt` stays once set unless staff change it. */
  async function articleValues(tx: Tx, request: SaveArticleRequest, { at, previous }: { at: Date; previous?: ArticleRow }) {
    const html = renderMarkdown(request.body);
    await checkImages(tx, { cover: request.coverImage, html });
    const chosen = request.publishedAt ? new Date(request.publishedAt) : null;
    const publishedAt = chosen ?? previous?.publishedAt ?? (request.status === 'published' ? at : null);
    return {
      title: request.title,
      category: request.category,
      status: request.status,
      body: request.body,
      html,
      excerpt: excerptOf(html),
      coverToken: request.coverImage,
      publishedAt,
    };
  }

  function pageValues(request: SaveStaticPageRequest) {
    return {
      slug: request.slug,
      title: request.title,
      body: request.body,
      html: renderMarkdown(request.body),
      published: request.published,
    };
  }

  /** A unique address: the index decides (two staff saving the same slug at once), answered as 409. */
  async function withUniqueSlug<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'static_pages_slug_key') throw slugTaken();
      throw error;
    }
  }

  return {
    async list({ category, q, page, pageSize }: ArticleQuery) {
      const { rows, total } = await pageOfReadableArticles(db, { category, q, now: now(), paging: { page, pageSize } });
      return { items: rows.map(toSummary), total, page, pageSize };
    },

    async get({ id }: { id: number }): Promise<Article> {
      const row = await findReadableArticle(db, { id, now: now() });
      if (!row) throw errors.notFound();
      return { ...toSummary(row), html: row.html, updatedAt: iso(row.updatedAt) };
    },

    /** By id or address; `bang-gia` carries the current price list beside staff's words. */
    async staticPage({ idOrSlug }: { idOrSlug: string }): Promise<StaticPage> {
      const row = /^\d{1,9}$/.test(idOrSlug)
        ? await findStaticPage(db, { id: Number(idOrSlug) })
        : await findStaticPage(db, { slug: idOrSlug });
      if (!row?.published) throw errors.notFound();
      const priceList = row.slug === PRICE_LIST_SLUG ? await currentSettings(db) : null;
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        html: row.html,
        updatedAt: iso(row.updatedAt),
        priceList: priceList && publicSettingsOf(priceList.version, priceList.settings),
      };
    },

    // ── Staff ──

    async listForStaff({ status, category, q, page, pageSize }: StaffArticleQuery) {
      const { rows, total } = await pageOfArticles(db, { status, category, q, paging: { page, pageSize } });
      const items = rows.map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        status: row.status,
        publishedAt: row.publishedAt && iso(row.publishedAt),
        updatedAt: iso(row.updatedAt),
      }));
      return { items, total, page, pageSize };
    },

    async getForStaff({ id }: { id: number }): Promise<StaffArticle> {
      const row = await findArticle(db, { id });
      if (!row) throw errors.notFound();
      return toStaffArticle(row);
    },

    async create(tx: Tx, { staffId, body }: { staffId: number; body: SaveArticleRequest }): Promise<StaffArticle> {
      const at = now();
      const values = await articleValues(tx, body, { at });
      return toStaffArticle(await insertArticle(tx, { ...values, createdBy: staffId, updatedBy: staffId, createdAt: at, updatedAt: at }));
    },

    async update(tx: Tx, { id, staffId, body }: { id: number; staffId: number; body: SaveArticleRequest }): Promise<StaffArticle> {
      const previous = await findArticle(tx, { id, lock: true });
      if (!previous) throw errors.notFound();
      const at = now();
      const values = await articleValues(tx, body, { at, previous });
      const row = await updateArticle(tx, { id, values: { ...values, updatedBy: staffId, updatedAt: at } });
      return toStaffArticle(row!);
    },

    async remove(tx: Tx, { id }: { id: number }): Promise<void> {
      if (!(await deleteArticle(tx, { id }))) throw errors.notFound();
    },

    preview({ body }: { body: string }) {
      return { html: renderMarkdown(body) };
    },

    async addImage({ photo, staffId }: { photo: StoredPhoto; staffId: number }): Promise<ArticleImage> {
      const token = await storeArticleImage(db, {
        token: newPhotoToken(),
        contentType: photo.contentType,
        sha256: photo.sha256,
        bytes: photo.bytes,
        createdBy: staffId,
        createdAt: now(),
      });
      return { token, url: articleImageUrl(token) };
    },

    async listPages() {
      return { items: (await listStaticPages(db)).map(toStaffPage) };
    },

    async getPage({ id }: { id: number }): Promise<StaffStaticPage> {
      const row = await findStaticPage(db, { id });
      if (!row) throw errors.notFound();
      return toStaffPage(row);
    },

    createPage(tx: Tx, { staffId, body }: { staffId: number; body: SaveStaticPageRequest }): Promise<StaffStaticPage> {
      return withUniqueSlug(async () => {
        const at = now();
        const row = await insertStaticPage(tx, { ...pageValues(body), updatedBy: staffId, createdAt: at, updatedAt: at });
        return toStaffPage(row);
      });
    },

    updatePage(tx: Tx, { id, staffId, body }: { id: number; staffId: number; body: SaveStaticPageRequest }): Promise<StaffStaticPage> {
      return withUniqueSlug(async () => {
        const row = await updateStaticPage(tx, { id, values: { ...pageValues(body), updatedBy: staffId, updatedAt: now() } });
        if (!row) throw errors.notFound();
        return toStaffPage(row);
      });
    },

    async removePage(tx: Tx, { id }: { id: number }): Promise<void> {
      if (!(await deleteStaticPage(tx, { id }))) throw errors.notFound();
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
