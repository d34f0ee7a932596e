import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../contract/paths';
import { articleImages } from '../../db/schema';
import { photoRoute } from '../../images/photoUpload';
import type { MoneyModuleDeps } from '../../moduleDeps';
import { articleRoutes } from './articles.routes';
import { createArticleService } from './articles.service';
import { staffArticleRoutes } from './staffArticles.routes';

/** Articles (/Article) and static pages (/StaticPage): read by everyone, written by care staff in the console. */
export async function registerArticleModule(app: FastifyInstance, { db, now, guards, idempotency }: MoneyModuleDeps): Promise<void> {
  const articles = createArticleService({ db, now });
  await app.register(articleRoutes, { prefix: '/api', articles });
  await app.register(staffArticleRoutes, { prefix: '/api', articles, idempotency, guards });
  await app.register(
    async (scope) => {
      photoRoute(scope, apiPaths.articleImageFile, { db, table: articleImages });
    },
    { prefix: '/api' },
  );
}
