import { parseProductLink } from '../../../contract/productLinks';
import { parseProductPath, type ProductRef } from '../../../contract/productPath';
import type { Product, ProductSearchQuery, ProductSearchResult } from '../../../contract/products';
import { errors } from '../../errors';
import type { ProductImage, ProductSource } from './productSource';
import { productLinkNotFound, productLinkUnresolved } from './products.errors';

export interface ProductsServiceDeps {
  source: ProductSource;
}

/** Search, product pages and pasted links, over whichever ProductSource the server runs with. */
export function createProductsService({ source }: ProductsServiceDeps) {
  function search(query: ProductSearchQuery): Promise<ProductSearchResult> {
    return source.search(query);
  }

  /** `key` is the app's `{site}-{itemId}`; a key that names no product shape is the caller's mistake. */
  async function get({ key }: { key: string }): Promise<Product> {
    const ref = parseProductPath(key);
    if (!ref) throw errors.validation([{ path: 'params.key', message: 'invalid', code: 'invalid_format' }]);
    const product = await source.get(ref);
    if (!product) throw errors.notFound();
    return product;
  }

  /**
   * The product a pasted text points at. An item link answers its ref even when the source does
   * not know the product: the link is right, and the product page says "not found" itself. Short
   * links and passwords need the site to follow them; a source that cannot answers "unresolved".
   */
  async function parseLink({ text }: { text: string }): Promise<ProductRef> {
    const parsed = parseProductLink(text);
    if (!parsed) throw productLinkNotFound();
    const ref = await source.resolveLink(parsed);
    if (!ref) throw productLinkUnresolved();
    return ref;
  }

  function image({ name }: { name: string }): ProductImage {
    const found = source.image(name);
    if (!found) throw errors.notFound();
    return found;
  }

  return { search, get, parseLink, image };
}

export type ProductsService = ReturnType<typeof createProductsService>;
