import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articlePageSchema, articleQuerySchema, articleSchema, staticPageParamsSchema, staticPageSchema } from '../../../contract/articles';
import { apiPaths } from '../../../contract/paths';
import { idParams } from '../../params';
import type { ArticleService } from './articles.service';

/**
 * What everyone may read, signed in or not: the policies and the price list are what a visitor
 * checks before opening an account.
 */
export const articleRoutes: FastifyPluginAsyncZod<{ articles: ArticleService }> = async (app, { articles }) => {
  app.get(apiPaths.articles, {
    schema: { security: [], querystring: articleQuerySchema, response: { 200: articlePageSchema } },
    handler: (request) => articles.list(request.query),
  });

  app.get(apiPaths.article, {
    schema: { security: [], params: idParams, response: { 200: articleSchema } },
    handler: (request) => articles.get({ id: Number(request.params.id) }),
  });

  app.get(apiPaths.staticPage, {
    schema: { security: [], params: staticPageParamsSchema, response: { 200: staticPageSchema } },
    handler: (request) => articles.staticPage({ idOrSlug: request.params.idOrSlug }),
  });
};
