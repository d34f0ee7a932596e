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
import type { AuditAction, AuditObjectType } from '../../../contract/auditObjects';
import { noContentSchema } from '../../../contract/noContent';
import { staffApiPaths } from '../../../contract/staffPaths';
import { recordAudit } from '../../audit/audit';
import type { Db, Tx } from '../../db/connect';
import { storablePhoto } from '../../images/photo';
import { acceptPhotoBodies, photoUploadRoute, uploadedPhoto } from '../../images/photoUpload';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { idParams } from '../../params';
import { authUser } from '../../plugins/auth';
import { staffDesk } from '../../plugins/staffDesk';
import { responseOf } from '../../plugins/zodApp';
import type { z } from 'zod/mini';
import type { ArticleService } from './articles.service';

export interface StaffArticleRoutesOptions extends MoneyRouteDeps {
  db: Db;
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
export const staffArticleRoutes: FastifyPluginAsyncZod<StaffArticleRoutesOptions> = async (app, { db, articles, idempotency, guards }) => {
  const onRequest = guards.requireDuty('care');
  const desk = staffDesk(app, { onRequest, idempotency });

  /** PUT and DELETE of one object by `:id`, in a transaction with its audit entry. */
  function replace<Body extends z.ZodMiniType, Response extends z.ZodMiniType>(
    path: string,
    options: {
      body: Body;
      response: Response;
      save: (tx: Tx, input: { id: number; staffId: number; body: z.output<Body> }) => Promise<z.input<Response> & { title: string }>;
      audit: { action: AuditAction; objectType: AuditObjectType };
    },
  ) {
    app.put(path, {
      onRequest,
      schema: { params: idParams, body: options.body, response: responseOf(200, options.response) },
      handler: (request) => {
        const staffId = authUser(request).id;
        const id = Number(request.params.id);
        return db.transaction(async (tx) => {
          const saved = await options.save(tx, { id, staffId, body: request.body as z.output<Body> });
          await recordAudit(tx, { actorId: staffId, ...options.audit, objectId: id, after: articleState(saved) });
          return saved;
        });
      },
    });
  }

  function remove(
    path: string,
    {
      remove: removeOne,
      audit,
    }: { remove: (tx: Tx, input: { id: number }) => Promise<void>; audit: { action: AuditAction; objectType: AuditObjectType } },
  ) {
    app.delete(path, {
      onRequest,
      schema: { params: idParams, response: { 204: noContentSchema } },
      handler: async (request, reply) => {
        const staffId = authUser(request).id;
        const id = Number(request.params.id);
        await db.transaction(async (tx) => {
          await removeOne(tx, { id });
          await recordAudit(tx, { actorId: staffId, ...audit, objectId: id });
        });
        return reply.code(204).send();
      },
    });
  }

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
  replace(staffApiPaths.staffArticle, {
    body: saveArticleRequestSchema,
    response: staffArticleSchema,
    save: articles.update,
    audit: { action: 'article.update', objectType: 'article' },
  });
  remove(staffApiPaths.staffArticle, { remove: articles.remove, audit: { action: 'article.delete', objectType: 'article' } });

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
  replace(staffApiPaths.staffStaticPage, {
    body: saveStaticPageRequestSchema,
    response: staffStaticPageSchema,
    save: articles.updatePage,
    audit: { action: 'staticPage.update', objectType: 'staticPage' },
  });
  remove(staffApiPaths.staffStaticPage, { remove: articles.removePage, audit: { action: 'staticPage.delete', objectType: 'staticPage' } });
};
