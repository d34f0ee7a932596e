import { parseProductLink, productRefSchema, productUrl, type ProductSite } from '../../../../contract/productLinks';
import type { ProductRef } from '../../../../contract/productPath';
import type { PriceTier, Product, ProductProperty, ProductSummary, Sku } from '../../../../contract/products';
import type { ApiItem, ApiSearchItem } from './itemApi.schema';

/** The answer parsed but does not make sense (a price that is not a number…). */
export class MalformedAnswerError extends Error {}

/** Yuan as the API writes them ("25.80", 25.8) → fen. */
export function fen(value: string | number | undefined): number {
  // A 1688 price may come as a range ("6.80-7.50"): the lowest is the price from.
  const text = typeof value === 'string' ? (value.split('-')[0] ?? '').trim() : '';
  const number = typeof value === 'number' ? value : Number(text);
  if (value === undefined || value === '' || !Number.isFinite(number) || number < 0)
    throw new MalformedAnswerError(`not a price: ${String(value)}`);
  return Math.round(number * 100);
}

/** Counts written as 832, "832", "1000+" or "1.2万+"; null when unknown. */
export function count(value: string | number | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.max(0, Math.round(value)) : null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(万)?/.exec(value);
  return match ? Math.round(Number(match[1]) * (match[2] ? 10_000 : 1)) : null;
}

/** Alibaba CDNs answer protocol-relative URLs (`//img.alicdn.com/…`). */
const absolute = (url: string) => (url.startsWith('//') ? `https:${url}` : url.replace(/^http:\/\//, 'https://'));

const record = <T>(value: Record<string, T> | [] | undefined): Record<string, T> => (value && !Array.isArray(value) ? value : {});
const list = <T>(value: T[] | undefined): T[] => value ?? [];

function properties(item: ApiItem): ProductProperty[] {
  const images = record(item.props_img);
  const byPid = new Map<string, ProductProperty>();
  for (const [key, label] of Object.entries(record(item.props_list))) {
    const [pid, vid] = key.split(':');
    if (!pid || !vid) continue;
    const colon = label.indexOf(':');
    const name = colon >= 0 ? label.slice(0, colon) : pid;
    const valueName = colon >= 0 ? label.slice(colon + 1) : label;
    const property = byPid.get(pid) ?? { id: pid, name, nameVi: null, values: [] };
    byPid.set(pid, property);
    const image = images[key];
    property.values.push({ id: vid, name: valueName, nameVi: null, imageUrl: image ? absolute(image) : null });
  }
  return [...byPid.values()];
}

/** A SKU naming a value the item does not list is dropped rather than shown with a blank choice. */
function skus(item: ApiItem, props: readonly ProductProperty[]): Sku[] {
  const apiSkus = Array.isArray(item.skus) ? [] : (item.skus?.sku ?? []);
  return apiSkus.flatMap((sku) => {
    const chosen = new Map(
      sku.properties
        .split(';')
        .filter(Boolean)
        .map((pair) => pair.split(':') as [string, string]),
    );
    const valueIds = props.map((property) => {
      const vid = chosen.get(property.id);
      return vid !== undefined && property.values.some((value) => value.id === vid) ? vid : undefined;
    });
    if (valueIds.some((vid) => vid === undefined)) return [];
    return [{ skuId: String(sku.sku_id), valueIds: valueIds as string[], priceFen: fen(sku.price), stock: count(sku.quantity) ?? 0 }];
  });
}

function tiers(item: ApiItem): PriceTier[] {
  return list(item.priceRange)
    .map(([quantity, price]) => ({ minQuantity: Math.max(1, count(quantity) ?? 1), priceFen: fen(price) }))
    .sort((a, b) => a.minQuantity - b.minQuantity);
}

/** item_get → the contract's product. */
export function toProduct(ref: ProductRef, item: ApiItem): Product {
  const props = properties(item);
  const productSkus = skus(item, props);
  const priceTiers = tiers(item);
  const prices = productSkus.length > 0 ? productSkus.map((sku) => sku.priceFen) : [priceTiers[0]?.priceFen ?? fen(item.price)];
  const images = list(item.item_imgs).map((image) => absolute(image.url));
  if (images.length === 0 && item.pic_url) images.push(absolute(item.pic_url));
  const seller = Array.isArray(item.seller_info) ? undefined : item.seller_info;
  const minimum = count(item.min_num) ?? 0;
  return {
    site: ref.site,
    itemId: ref.itemId,
    title: item.title,
    titleVi: null,
    images,
    shop: {
      id: String(item.seller_id ?? item.shop_id ?? item.nick ?? ''),
      name: seller?.shop_name || seller?.title || item.nick || seller?.nick || '',
      nameVi: null,
    },
    priceFen: Math.min(...prices),
    priceMaxFen: Math.max(...prices),
    priceTiers,
    minQuantity: Math.max(1, minimum, priceTiers[0]?.minQuantity ?? 1),
    // Choices without SKUs could not be bought: the product is then sold as it is.
    properties: productSkus.length > 0 ? props : [],
    skus: productSkus,
    stock: productSkus.length > 0 ? productSkus.reduce((sum, sku) => sum + sku.stock, 0) : (count(item.num) ?? 0),
    sales: count(item.sales) ?? count(item.total_sold),
    url: productUrl(ref),
    description: [
      ...(item.desc_short?.trim() ? [item.desc_short.trim()] : []),
      ...list(item.props)
        .slice(0, 12)
        .map(({ name, value }) => `${name}: ${value}`),
    ],
  };
}

/**
 * One search card. A Taobao search also lists Tmall items: the item's own link says which site
 * it is on. Items whose id is not a product id are left out.
 */
export function toSummary(site: ProductSite, item: ApiSearchItem): ProductSummary | null {
  const linked = item.detail_url ? parseProductLink(absolute(item.detail_url)) : null;
  const ref = productRefSchema.safeParse({ site: linked?.kind === 'item' ? linked.site : site, itemId: String(item.num_iid) });
  if (!ref.success) return null;
  const price = fen(item.promotion_price !== undefined && item.promotion_price !== '' ? item.promotion_price : item.price);
  return {
    ...ref.data,
    title: item.title,
    titleVi: null,
    imageUrl: item.pic_url ? absolute(item.pic_url) : '',
    priceFen: price,
    priceMaxFen: price,
    sales: count(item.sales),
    shop: { id: String(item.seller_id ?? item.seller_nick ?? item.nick ?? ''), name: item.seller_nick ?? item.nick ?? '', nameVi: null },
  };
}
