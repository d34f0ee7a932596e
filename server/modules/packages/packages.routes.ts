import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerPackagePageSchema, packageLookupQuerySchema, packageLookupSchema, packageQuerySchema } from '../../../contract/packages';
import { apiPaths } from '../../../contract/paths';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { PackagesService } from './packages.service';

export interface PackagesRoutesOptions {
  service: PackagesService;
  guards: AuthGuards;
}

/** The signed-in customer's parcels (/package) and the code lookup (/orderShipping/measureCode). */
export const packagesRoutes: FastifyPluginAsyncZod<PackagesRoutesOptions> = async (app, { service, guards }) => {
  app.addHook('onRequest', guards.requireAuth);

  app.get(apiPaths.packages, {
    schema: { querystring: packageQuerySchema, response: { 200: customerPackagePageSchema } },
    handler: (request) => service.list({ ...request.query, userId: authUser(request).id }),
  });

  app.get(apiPaths.packageLookup, {
    schema: { querystring: packageLookupQuerySchema, response: { 200: packageLookupSchema } },
    handler: (request) => service.lookup({ userId: authUser(request).id, code: request.query.code }),
  });
};
