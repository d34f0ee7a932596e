import type { ParsedProductLink } from '../../../contract/productLinks';
import type { ProductRef } from '../../../contract/productPath';
import type { Product, ProductSearchQuery, ProductSearchResult } from '../../../contract/products';

/** An image the server draws itself (the built-in catalog's pictograms). */
export interface ProductImage {
  body: string;
  contentType: string;
}

/**
 * Where products come from: the catalog shipped with the server, or a product data API
 * (PRODUCT_SOURCE). Routes and services see only this, so a new provider is one more factory.
 * A source that cannot answer throws `productSourceUnavailable()` (products.errors.ts); "no such product" is null.
 */
export interface ProductSource {
  search(query: ProductSearchQuery): Promise<ProductSearchResult>;
  get(ref: ProductRef): Promise<Product | null>;
  /**
   * The product a parsed link names. Item links name it already; a short link or a Taobao password
   * needs the site's own redirect or service, so a source that cannot follow it answers null.
   */
  resolveLink(parsed: ParsedProductLink): Promise<ProductRef | null>;
  /** Images served under /api/ChinaWebProduct/Image/:name; null when the name is not one of them. */
  image(name: string): ProductImage | null;
}
