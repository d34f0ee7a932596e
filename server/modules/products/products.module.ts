import type { ProductSourceConfig } from '../../config';
import { createCatalogSource } from './catalog/catalogSource';
import { createHttpProductSource } from './http/httpSource';
import type { ProductSource } from './productSource';

/** The source PRODUCT_SOURCE names: the built-in catalog, or a product data API over HTTP. */
export function createProductSource(
  config: ProductSourceConfig,
  deps: { fetch?: typeof fetch; onError?: (error: unknown) => void } = {},
): ProductSource {
  if (config.kind === 'catalog') return createCatalogSource();
  return createHttpProductSource({ ...config, ...deps });
}
