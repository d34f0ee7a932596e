import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiPaths } from '../../../contract/paths';
import type { Db } from '../../db/connect';
import { isPhotoToken, sendPhoto } from '../../images/photoUpload';
import { findPackagePhoto } from './packagePhotos';

/**
 * A parcel's photo by its token, with no sign-in: an <img> cannot send the bearer token, so the
 * unguessable token (images/photoUpload.ts) is the key, and only the parcel's owner and staff are
 * given it.
 */
export const packagePhotoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(apiPaths.packagePhoto, {
    // Not in the API reference: picture bytes an <img> loads by the URL a package answer gives.
    schema: { hide: true, params: z.object({ token: z.string() }) },
    handler: async (request, reply) => {
      const { token } = request.params;
      return sendPhoto(reply, isPhotoToken(token) ? await findPackagePhoto(db, { token }) : undefined);
    },
  });
};
