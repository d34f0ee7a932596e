import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { provinceListSchema, wardListSchema } from '../../../contract/addresses';
import { apiPaths } from '../../../contract/paths';
import { errors } from '../../errors';
import type { AuthGuards } from '../../plugins/auth';
import { provinces, wardsOf } from './adminUnits';

/** The map changes only with a deploy (a new data file), so a day in any cache is safe. */
const ONE_DAY = 'public, max-age=86400';

/** Provinces and a province's wards, for the address form's pickers. */
export const adminUnitsRoutes: FastifyPluginAsyncZod<{ guards: AuthGuards }> = async (app, { guards }) => {
  app.addHook('onRequest', guards.requireAuth);

  app.get(apiPaths.provinces, {
    schema: { response: { 200: provinceListSchema } },
    handler: (_request, reply) => {
      reply.header('cache-control', ONE_DAY);
      return [...provinces()];
    },
  });

  app.get(apiPaths.wards, {
    schema: { params: z.object({ code: z.string() }), response: { 200: wardListSchema } },
    handler: (request, reply) => {
      const wards = wardsOf(request.params.code);
      if (!wards) throw errors.notFound();
      reply.header('cache-control', ONE_DAY);
      return [...wards];
    },
  });
};
