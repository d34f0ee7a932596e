import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { PHOTO_UPLOAD_MAX_BYTES, photoUploadTypes } from '../../contract/photos';
import type { Executor } from '../db/connect';
import type { articleImages, chatImages, complaintPhotos, packagePhotos, pobRefundPhotos, withdrawProofs } from '../db/schema';
import { errors } from '../errors';

/**
 * The HTTP side of uploaded pictures, the same for every kind (parcel photos, transfer receipts,
 * a refund request's proofs): the bytes arrive as the body, are stored under an unguessable
 * token, and are served by it.
 */

/** Accepts picture bodies on the routes of `app`'s plugin (and only there: the parser is encapsulated). */
export function acceptPhotoBodies(app: FastifyInstance): void {
  app.addContentTypeParser([...photoUploadTypes], { parseAs: 'buffer', bodyLimit: PHOTO_UPLOAD_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

/** Route options of an upload: its body limit and, for the API reference, the content types it takes. */
export const photoUploadRoute = { bodyLimit: PHOTO_UPLOAD_MAX_BYTES, consumes: [...photoUploadTypes] };

/** The uploaded bytes and the type the request declared (images/photo.ts checks the two agree). */
export function uploadedPhoto(request: FastifyRequest): { bytes: Uint8Array; declaredType: string } {
  const bytes = request.body;
  if (!(bytes instanceof Uint8Array)) throw errors.unsupportedMediaType();
  const declaredType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return { bytes, declaredType };
}

/**
 * 144 random bits, base64url: the URL is the only key an <img> can carry (it cannot send the
 * bearer token), so it must not be guessable.
 */
export const newPhotoToken = () => randomBytes(18).toString('base64url');

export const isPhotoToken = (token: string) => /^[A-Za-z0-9_-]{24}$/.test(token);

type StoredBytes = { contentType: string; bytes: Uint8Array };

/** The tables that keep uploaded pictures by token (each beside the object it belongs to). */
export type PhotoTable =
  typeof packagePhotos | typeof withdrawProofs | typeof pobRefundPhotos | typeof complaintPhotos | typeof chatImages | typeof articleImages;

/**
 * GET `path` (with `:token`): a stored picture by its token, with no sign-in, since an <img>
 * cannot send the bearer token; the unguessable token is the key, given only to the object's
 * owner and staff. It never changes, so the browser keeps it for good; `private` keeps shared
 * caches from doing so. Not in the API reference: picture bytes an <img> loads by the URL an
 * answer gives.
 */
export function photoRoute(app: Parameters<FastifyPluginAsyncZod>[0], path: string, { db, table }: { db: Executor; table: PhotoTable }) {
  app.get(path, {
    schema: { hide: true, params: z.object({ token: z.string() }) },
    handler: async (request, reply) => {
      const { token } = request.params;
      const [photo]: StoredBytes[] = isPhotoToken(token)
        ? await db.select({ contentType: table.contentType, bytes: table.bytes }).from(table).where(eq(table.token, token))
        : [];
      if (!photo) throw errors.notFound();
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(Buffer.from(photo.bytes));
    },
  });
}
