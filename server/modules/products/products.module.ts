import type { FastifyInstance } from 'fastify';
import type { ProductSourceConfig } from '../../config';
import type { AuthGuards } from '../../plugins/auth';
import { createCatalogSource } from './catalog/catalogSource';
import { createHttpProductSource } from './http/httpSource';
import type { ProductSource } from './productSource';
import { productsRoutes } from './products.routes';
import { createProductsService } from './products.service';

/** The source PRODUCT_SOURCE names: the built-in catalog, or a product data API over HTTP. */
export function createProductSource(
  config: ProductSourceConfig,
  deps: { fetch?: typeof fetch; onError?: (error: unknown) => void } = {},
): ProductSource {
  if (config.kind === 'catalog') return createCatalogSource();
  return createHttpProductSource({ ...config, ...deps });
}

export interface ProductsModuleDeps {
  guards: AuthGuards;
  config: ProductSourceConfig;
  /** Replaces the configured source (tests pass one that replays recorded answers). */
  source?: ProductSource;
}

/**
 * Search, product pages and pasted links over one ProductSource. Answers that source: the cart
 * reads the products it adds from it too.
 */
export async function registerProductsModule(
  app: FastifyInstance,
  { guards, config, source }: ProductsModuleDeps,
): Promise<{ productSource: ProductSource }> {
  const productSource =
    source ?? createProductSource(config, { onError: (error) => app.log.warn({ err: error }, 'the product source failed') });
  await app.register(productsRoutes, { prefix: '/api', service: createProductsService({ source: productSource }), guards });
  return { productSource };
}
