import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiPaths } from '../../../contract/paths';
import { parseLinkRequestSchema, productRefSchema } from '../../../contract/productLinks';
import { productSchema, productSearchQuerySchema, productSearchResultSchema } from '../../../contract/products';
import type { AuthGuards } from '../../plugins/auth';
import type { ProductsService } from './products.service';

/** Image names are content hashes: a changed picture gets a new name, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Products for signed-in customers: search, a product page, reading a pasted link. Images are
 * public, since an <img> sends no Authorization header.
 */
export const productsRoutes: FastifyPluginAsyncZod<{ service: ProductsService; guards: AuthGuards }> = async (app, { service, guards }) => {
  app.get(apiPaths.products, {
    onRequest: guards.requireAuth,
    schema: { querystring: productSearchQuerySchema, response: { 200: productSearchResultSchema } },
    handler: (request) => service.search(request.query),
  });

  app.post(apiPaths.parseProductLink, {
    onRequest: guards.requireAuth,
    schema: { body: parseLinkRequestSchema, response: { 200: productRefSchema } },
    handler: (request) => service.parseLink({ text: request.body.text }),
  });

  app.get(apiPaths.product, {
    onRequest: guards.requireAuth,
    schema: { params: z.object({ key: z.string() }), response: { 200: productSchema } },
    handler: (request) => service.get({ key: request.params.key }),
  });

  app.get(apiPaths.productImage, {
    // Not in the API reference: picture bytes an <img> loads by the name a product answer gives.
    schema: { hide: true, params: z.object({ name: z.string() }) },
    handler: (request, reply) => {
      const image = service.image({ name: request.params.name });
      return reply.header('cache-control', IMMUTABLE).type(image.contentType).send(image.body);
    },
  });
};
