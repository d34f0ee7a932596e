import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiPaths } from '../../../contract/paths';
import type { Db } from '../../db/connect';
import { errors } from '../../errors';
import { findPackagePhoto } from './packagePhotos';

/**
 * A parcel's photo by its token, with no sign-in: an <img> cannot send the bearer token, so the
 * unguessable token (packagePhotos.ts) is the key, and only the parcel's owner and staff are given
 * it. It never changes, so the browser keeps it; `private` keeps shared caches from doing so.
 */
export const packagePhotoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(apiPaths.packagePhoto, {
    // Not in the API reference: picture bytes an <img> loads by the URL a package answer gives.
    schema: { hide: true, params: z.object({ token: z.string() }) },
    handler: async (request, reply) => {
      const { token } = request.params;
      const photo = /^[A-Za-z0-9_-]{24}$/.test(token) ? await findPackagePhoto(db, { token }) : undefined;
      if (!photo) throw errors.notFound();
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(Buffer.from(photo.bytes));
    },
  });
};
