import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/paths';
import type { Db } from '../../db/connect';
import { withdrawProofs } from '../../db/schema';
import { photoRoute } from '../../images/photoUpload';

/** A withdrawal's transfer receipt by its token, for the <img> of its owner's and money staff's pages. */
export const withdrawProofRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  photoRoute(app, apiPaths.withdrawalProof, { db, table: withdrawProofs });
};
