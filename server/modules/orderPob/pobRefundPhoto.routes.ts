import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/paths';
import type { Db } from '../../db/connect';
import { pobRefundPhotos } from '../../db/schema';
import { photoRoute } from '../../images/photoUpload';

/** A refund request's picture by its token, for the <img> of its owner's and staff's pages. */
export const pobRefundPhotoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  photoRoute(app, apiPaths.pobRefundPhotoFile, { db, table: pobRefundPhotos });
};
