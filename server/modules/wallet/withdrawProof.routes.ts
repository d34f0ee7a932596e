import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiPaths } from '../../../contract/paths';
import type { Db } from '../../db/connect';
import { isPhotoToken, sendPhoto } from '../../images/photoUpload';
import { findWithdrawProof } from './withdrawProofs';

/**
 * A withdrawal's transfer receipt by its token, with no sign-in: an <img> cannot send the bearer
 * token, so the unguessable token is the key, and only the withdrawal's owner and money staff are
 * given it.
 */
export const withdrawProofRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(apiPaths.withdrawalProof, {
    // Not in the API reference: picture bytes an <img> loads by the URL a withdrawal answer gives.
    schema: { hide: true, params: z.object({ token: z.string() }) },
    handler: async (request, reply) => {
      const { token } = request.params;
      return sendPhoto(reply, isPhotoToken(token) ? await findWithdrawProof(db, { token }) : undefined);
    },
  });
};
