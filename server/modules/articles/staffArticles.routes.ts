import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleImageSchema,
  articlePreviewRequestSchema,
  articlePreviewSchema,
  saveArticleRequestSchema,
  saveStaticPageRequestSchema,
  staffArticlePageSchema,
  staffArticleQuerySchema,
  staffArticleSchema,
  staffStaticPageListSchema,
  staffStaticPageSchema,
} from '../../../contract/articles';
import { staffApiPaths } from '../../../contract/staffPaths';
import { storablePhoto } from '../../images/photo';
import { acceptPhotoBodies, photoUploadRoute, uploadedPhoto } from '../../images/photoUpload';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { authUser } from '../../plugins/auth';
import { staffDesk } from '../../plugins/staffDesk';
import type { ArticleService } from './articles.service';

export interface StaffArticleRoutesOptions extends MoneyRouteDeps {
  articles: ArticleService;
}

/** What the audit log keeps of a saved article or page: enough to tell what was published when. */
const articleState = (article: { title: string; status?: string; published?: boolean; slug?: string }) => ({
  title: article.title,
  ...(article.status !== undefined && { status: article.status }),
  ...(article.slug !== undefined && { slug: article.slug, published: article.published }),
});

/**
 * Articles and static pages in the console, for staff with the care duty (or an admin). A new
 * one is made under the caller's Idempotency-Key; a change replaces the whole text (PUT, which is
 * idempotent by nature). Every write has its audit entry in the same transaction.
 */
export const staffArticleRoutes: FastifyPluginAsyncZod<StaffArticleRoutesOptions> = async (app, { articles, idempotency, guards }) => {
  const onRequest = guards.requireDuty('care');
  const desk = staffDesk(app, { onRequest, idempotency });

  // Articles
  desk.list(staffApiPaths.staffArticles, { query: staffArticleQuerySchema, response: staffArticlePageSchema, list: articles.listForStaff });
  desk.detail(staffApiPaths.staffArticle, { response: staffArticleSchema, get: articles.getForStaff });
  desk.write(staffApiPaths.staffArticles, {
    body: saveArticleRequestSchema,
    response: staffArticleSchema,
    status: 201,
    write: (tx, { staffId, body }) => articles.create(tx, { staffId, body }),
    audit: (article) => [{ action: 'article.create', objectType: 'article', objectId: article.id, after: articleState(article) }],
  });
  desk.replace(staffApiPaths.staffArticle, {
    body: saveArticleRequestSchema,
    response: staffArticleSchema,
    save: articles.update,
    audit: { action: 'article.update', objectType: 'article' },
    auditState: articleState,
  });
  desk.remove(staffApiPaths.staffArticle, { remove: articles.remove, audit: { action: 'article.delete', objectType: 'article' } });

  app.post(staffApiPaths.staffArticlePreview, {
    onRequest,
    schema: { body: articlePreviewRequestSchema, response: { 200: articlePreviewSchema } },
    handler: (request) => articles.preview(request.body),
  });

  // The picture parser is for this plugin's routes only (the preview above takes JSON).
  acceptPhotoBodies(app);
  app.post(staffApiPaths.staffArticleImage, {
    onRequest,
    bodyLimit: photoUploadRoute.bodyLimit,
    schema: { consumes: photoUploadRoute.consumes, response: { 201: articleImageSchema } },
    handler: async (request, reply) => {
      const { bytes, declaredType } = uploadedPhoto(request);
      // Decoded and re-encoded before anything is written: a file that only looks like a picture is refused.
      const photo = await storablePhoto(bytes, declaredType);
      return reply.code(201).send(await articles.addImage({ photo, staffId: authUser(request).id }));
    },
  });

  // Static pages
  app.get(staffApiPaths.staffStaticPages, {
    onRequest,
    schema: { response: { 200: staffStaticPageListSchema } },
    handler: () => articles.listPages(),
  });
  desk.detail(staffApiPaths.staffStaticPage, { response: staffStaticPageSchema, get: articles.getPage });
  desk.write(staffApiPaths.staffStaticPages, {
    body: saveStaticPageRequestSchema,
    response: staffStaticPageSchema,
    status: 201,
    write: (tx, { staffId, body }) => articles.createPage(tx, { staffId, body }),
    audit: (page) => [{ action: 'staticPage.create', objectType: 'staticPage', objectId: page.id, after: articleState(page) }],
  });
  desk.replace(staffApiPaths.staffStaticPage, {
    body: saveStaticPageRequestSchema,
    response: staffStaticPageSchema,
    save: articles.updatePage,
    audit: { action: 'staticPage.update', objectType: 'staticPage' },
    auditState: articleState,
  });
  desk.remove(staffApiPaths.staffStaticPage, {
    remove: articles.removePage,
    audit: { action: 'staticPage.delete', objectType: 'staticPage' },
  });
};
