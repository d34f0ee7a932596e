import type { onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod/mini';
import { storablePhoto, type StoredPhoto } from '../images/photo';
import { acceptPhotoBodies, photoUploadRoute, uploadedPhoto } from '../images/photoUpload';
import { idParams } from '../params';
import { authUser } from './auth';
import { responseOf, type ZodApp } from './zodApp';

/** A picture staff add to one object, decoded and re-encoded already (images/photo.ts). */
export type PhotoUpload = { id: number; photo: StoredPhoto; staffId: number };

/** A picture a customer adds to one of their own objects (a refund request's proof), ready as above. */
export type OwnPhotoUpload = { id: number; photo: StoredPhoto; userId: number };

type PhotoRouteOptions<Response extends z.ZodMiniType, Upload> = {
  onRequest: onRequestAsyncHookHandler[];
  response: Response;
  add: (upload: Upload) => Promise<z.input<Response>>;
};

/**
 * POST `path` (with `:id`): staff add a picture to one object (a parcel's photo, a payout's
 * receipt) and get the object back with 201. The picture is decoded and re-encoded before `add`
 * runs, so no row is locked while libvips works. Not under an Idempotency-Key (it would hash
 * megabytes): `add` keeps the same bytes once, so a retried upload adds nothing.
 */
export function staffPhotoRoute<Response extends z.ZodMiniType>(
  app: ZodApp,
  path: string,
  { add, ...options }: PhotoRouteOptions<Response, PhotoUpload>,
): void {
  photoPostRoute(app, path, { ...options, add: (id, photo, callerId) => add({ id, photo, staffId: callerId }) });
}

/**
 * The same upload by a customer to an object of their own: `add` finds it by `userId` too, so
 * another customer's id answers 404 as a missing one does.
 */
export function customerPhotoRoute<Response extends z.ZodMiniType>(
  app: ZodApp,
  path: string,
  { add, ...options }: PhotoRouteOptions<Response, OwnPhotoUpload>,
): void {
  photoPostRoute(app, path, { ...options, add: (id, photo, callerId) => add({ id, photo, userId: callerId }) });
}

function photoPostRoute<Response extends z.ZodMiniType>(
  app: ZodApp,
  path: string,
  {
    onRequest,
    response,
    add,
  }: {
    onRequest: onRequestAsyncHookHandler[];
    response: Response;
    add: (id: number, photo: StoredPhoto, callerId: number) => Promise<z.input<Response>>;
  },
): void {
  if (!app.hasContentTypeParser('image/jpeg')) acceptPhotoBodies(app);
  app.post(path, {
    onRequest,
    bodyLimit: photoUploadRoute.bodyLimit,
    schema: { consumes: photoUploadRoute.consumes, params: idParams, response: responseOf(201, response) },
    handler: async (request, reply) => {
      const { bytes, declaredType } = uploadedPhoto(request);
      const photo = await storablePhoto(bytes, declaredType);
      const answer = await add(Number(request.params.id), photo, authUser(request).id);
      return reply.code(201).send(answer);
    },
  });
}
