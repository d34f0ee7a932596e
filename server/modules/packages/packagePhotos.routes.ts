import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/paths';
import type { Db } from '../../db/connect';
import { packagePhotos } from '../../db/schema';
import { photoRoute } from '../../images/photoUpload';

/** A parcel's photo by its token, for the <img> of its owner's and staff's pages. */
export const packagePhotoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  photoRoute(app, apiPaths.packagePhoto, { db, table: packagePhotos });
};
