import { productSites, type ProductSite } from './productSites';

/** Item ids on all four sites are positive integers; 5–20 digits keeps out prices, phone-length noise and overflow. */
export const ITEM_ID = /^[1-9]\d{4,19}$/;

/** One product of one site, as links name it and as the app's and the API's product addresses hold it. */
export type ProductRef = { site: ProductSite; itemId: string };

/** The route key: `/chinaWebProduct/{site}-{itemId}`, and the API's `/ChinaWebProduct/{site}-{itemId}`. */
export function productPath({ site, itemId }: ProductRef): string {
  return `${site}-${itemId}`;
}

const isSite = (name: string): name is ProductSite => (productSites as readonly string[]).includes(name);

/**
 * The reverse of productPath; null for a key that names no product. Plain string work with no
 * schema, so the page's shell can read an address with it before the app has loaded.
 */
export function parseProductPath(key: string): ProductRef | null {
  const [, site = '', itemId = ''] = /^([A-Za-z0-9]+)-(\d+)$/.exec(key.trim()) ?? [];
  const name = site.toLowerCase();
  return isSite(name) && ITEM_ID.test(itemId) ? { site: name, itemId } : null;
}
