import type { ChosenProperty } from '../../../contract/cart';
import type { Product } from '../../../contract/products';
import type { ChinaWarehouse } from '../../../contract/publicSettings';
import { taobaoIntSites, type TaobaoIntGoods } from '../../../contract/taobaoIntOrders';
import { v } from '../../../contract/validation';
import { errors, isAppError } from '../../errors';
import { catalogCopy } from '../cart/catalogCopy';
import type { CartRow } from '../orders/checkout.queries';
import { cartChanged } from '../orders/orders.errors';
import type { ProductSource } from '../products/productSource';
import type { ShippingAddress } from '../taobaoGlobal/client/taobaoGlobalClient';

/**
 * What an order asks the platform for, line by line, with what the pages show of each line. The
 * platform prices the goods; titles and pictures come from our product source or the cart, never
 * from the request.
 */
export interface WantedLine {
  /** Our number of the line, sent to the platform so its sub-orders come back matched. */
  lineNo: string;
  site: (typeof taobaoIntSites)[number];
  itemId: string;
  skuId: string | null;
  quantity: number;
  title: string;
  titleVi: string | null;
  imageUrl: string;
  properties: ChosenProperty[];
  cartItemId: number | null;
}

type Described = Pick<WantedLine, 'title' | 'titleVi' | 'imageUrl' | 'properties'>;

/** The product's words for a SKU; a SKU it no longer sells still gets the product's title (the platform says why it cannot be bought). */
function describe(product: Product | null, { itemId, skuId }: { itemId: string; skuId: string | null }): Described {
  if (!product) return { title: `Taobao ${itemId}`, titleVi: null, imageUrl: '', properties: [] };
  try {
    const copy = catalogCopy(product, skuId);
    return { title: copy.title, titleVi: copy.titleVi, imageUrl: copy.imageUrl, properties: copy.properties };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { title: product.title, titleVi: product.titleVi, imageUrl: product.images[0] ?? '', properties: [] };
  }
}

/** Goods from a product page: the same SKU twice becomes one line with both quantities. */
export async function goodsFromProducts(productSource: ProductSource, goods: readonly TaobaoIntGoods[]): Promise<WantedLine[]> {
  const merged = new Map<string, TaobaoIntGoods>();
  for (const line of goods) {
    const key = `${line.site}:${line.itemId}:${line.skuId ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  const products = new Map<string, Product | null>();
  const wanted: WantedLine[] = [];
  for (const line of merged.values()) {
    const key = `${line.site}:${line.itemId}`;
    if (!products.has(key)) products.set(key, await productSource.get({ site: line.site, itemId: line.itemId }));
    wanted.push({ ...line, ...describe(products.get(key) ?? null, line), lineNo: String(wanted.length + 1), cartItemId: null });
  }
  return wanted;
}

const isTaobaoSite = (site: string): site is WantedLine['site'] => (taobaoIntSites as readonly string[]).includes(site);

/** Cart lines, every one the caller's and a Taobao or Tmall one (else the request names which). */
export function goodsFromCart(rows: readonly CartRow[], cartItemIds: readonly number[]): WantedLine[] {
  if (rows.length !== new Set(cartItemIds).size) throw cartChanged();
  const others = cartItemIds.flatMap((id, index) => (rows.some((row) => row.id === id && !isTaobaoSite(row.site)) ? [index] : []));
  if (others.length > 0) throw errors.validation(others.map((index) => ({ path: `cartItemIds.${index}`, message: v.taobaoSitesOnly })));
  return rows.map((row, index) => ({
    lineNo: String(index + 1),
    site: row.site === 'tmall' ? 'tmall' : 'taobao',
    itemId: row.itemId,
    // The cart stores '' for a product without properties (for its unique index); the platform says null.
    skuId: row.skuId === '' ? null : row.skuId,
    quantity: row.quantity,
    title: row.title,
    titleVi: row.titleVi,
    imageUrl: row.imageUrl,
    properties: row.properties,
    cartItemId: row.id,
  }));
}

/**
 * Where the sellers ship: our China warehouse, the receiver named with the customer's code as on
 * a consignment label, so the warehouse knows whose parcel it is. The province, city and district
 * are read off the address (广东省广州市白云区…) when it is written the usual way.
 */
export function warehouseAddress(warehouse: ChinaWarehouse, customerCode: string): ShippingAddress {
  const parts = /^(.+?省)?(.+?市)?(.+?[区县])?/.exec(warehouse.address);
  return {
    name: `${warehouse.receiver} (${customerCode})`,
    phone: warehouse.phone,
    country: '中国',
    state: parts?.[1] ?? '',
    city: parts?.[2] ?? '',
    district: parts?.[3] ?? '',
    address: warehouse.address,
    zip: '',
  };
}

/** What a line keeps of its goods and their price wherever it goes: into the quote, onto the order's lines, onto the page. */
const pricedGoodsKeys = [
  'site',
  'itemId',
  'skuId',
  'title',
  'titleVi',
  'imageUrl',
  'properties',
  'quantity',
  'unitPriceFen',
  'amountFen',
] as const;
type PricedGoodsKey = (typeof pricedGoodsKeys)[number];

/** The goods and price fields of a priced line, a stored line or a quote line, and nothing else of it. */
export function pricedGoods<T extends Record<PricedGoodsKey, unknown>>(line: T): Pick<T, PricedGoodsKey> {
  return Object.fromEntries(pricedGoodsKeys.map((key) => [key, line[key]])) as Pick<T, PricedGoodsKey>;
}
