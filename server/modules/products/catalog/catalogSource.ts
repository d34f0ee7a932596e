import { productPath } from '../../../../contract/productPath';
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
 * the cart work with no outside service. Built and indexed when first asked, not at start: a
 * tenth of a second the server need not wait for before it answers anything else.
 */
export function createCatalogSource(catalog?: Catalog): ProductSource {
  let built: { catalog: Catalog; index: ReturnType<typeof indexEntry>[]; byKey: Map<string, Catalog['entries'][number]['product']> };
  const data = () => {
    if (built) return built;
    const source = catalog ?? defaultCatalog();
    built = {
      catalog: source,
      index: source.entries.map(indexEntry),
      byKey: new Map(source.entries.map((entry) => [productPath(entry.product), entry.product])),
    };
    return built;
  };

  return {
    search: async (query) => searchEntries(data().index, query),
    get: async (ref) => data().byKey.get(productPath(ref)) ?? null,
    // An item link names its product already; short links and passwords need the site itself.
    resolveLink: async (parsed) => (parsed.kind === 'item' ? { site: parsed.site, itemId: parsed.itemId } : null),
    image: (name) => {
      const body = IMAGE_NAME.test(name) ? data().catalog.images.get(name) : undefined;
      return body === undefined ? null : { body, contentType: 'image/svg+xml' };
    },
  };
}
