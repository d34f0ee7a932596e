import { productPath } from '../../../../contract/productLinks';
import type { ProductSource } from '../productSource';
import { buildCatalog, type Catalog } from './buildCatalog';
import { indexEntry, searchEntries } from './search';

/** Image names as buildCatalog makes them: a pictogram name and 16 hex digits of its hash. */
export const IMAGE_NAME = /^[a-z]{2,20}-[0-9a-f]{16}\.svg$/;

let shared: Catalog | undefined;

/** One catalog per process: every app built (tests build many) reads the same immutable data. */
export function defaultCatalog(): Catalog {
  shared ??= buildCatalog();
  return shared;
}

/**
 * The default source: the catalog that ships with the server, so search, product pages and
 * the cart work with no outside service.
 */
export function createCatalogSource(catalog: Catalog = defaultCatalog()): ProductSource {
  const index = catalog.entries.map(indexEntry);
  const byKey = new Map(catalog.entries.map((entry) => [productPath(entry.product), entry.product]));

  return {
    search: async (query) => searchEntries(index, query),
    get: async (ref) => byKey.get(productPath(ref)) ?? null,
    // An item link names its product already; short links and passwords need the site itself.
    resolveLink: async (parsed) => (parsed.kind === 'item' ? { site: parsed.site, itemId: parsed.itemId } : null),
    image: (name) => {
      const body = IMAGE_NAME.test(name) ? catalog.images.get(name) : undefined;
      return body === undefined ? null : { body, contentType: 'image/svg+xml' };
    },
  };
}
