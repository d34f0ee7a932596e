import { createHash } from 'node:crypto';
import type { Product } from '../../../../../contract/products';
import { defaultCatalog } from '../../../products/catalog/catalogSource';

/**
 * What the simulator sells, decided without randomness so every machine and every test run sees
 * the same prices and tracking codes: goods of the built-in catalog's Taobao and Tmall products at
 * the catalog's SKU prices and shops (so a cart priced from the catalog renders the same), any
 * other item id at a price and shop derived from a hash of its ids.
 */

/** A stable number from text (the first 48 bits of its SHA-256). */
export function stableHash(text: string): number {
  return createHash('sha256').update(text).digest().readUIntBE(0, 6);
}

export type SimulatedGoods =
  { available: true; title: string; supplier: string; unitPriceFen: number } | { available: false; reason: string };

/** Item ids starting with this are sold out: a way to try the "unavailable" path on purpose. */
export const SOLD_OUT_PREFIX = '999';

let byItemId: Map<string, Product> | undefined;

function catalogProduct(itemId: string): Product | undefined {
  byItemId ??= new Map(
    defaultCatalog()
      .entries.map((entry) => entry.product)
      .filter((product) => product.site === 'taobao' || product.site === 'tmall')
      .map((product) => [product.itemId, product]),
  );
  return byItemId.get(itemId);
}

export function simulatedGoods(itemId: string, skuId: string | null): SimulatedGoods {
  const product = catalogProduct(itemId);
  if (product) {
    if (product.skus.length === 0) {
      if (product.stock <= 0) return { available: false, reason: 'sold out' };
      return { available: true, title: product.title, supplier: product.shop.name, unitPriceFen: product.priceFen };
    }
    const sku = product.skus.find((candidate) => candidate.skuId === skuId);
    if (!sku) return { available: false, reason: skuId === null ? 'choose a SKU' : 'no such SKU' };
    if (sku.stock <= 0) return { available: false, reason: 'sold out' };
    return { available: true, title: product.title, supplier: product.shop.name, unitPriceFen: sku.priceFen };
  }
  if (itemId.startsWith(SOLD_OUT_PREFIX)) return { available: false, reason: 'sold out' };
  const hash = stableHash(`goods:${itemId}:${skuId ?? ''}`);
  return {
    available: true,
    title: `模拟商品 ${itemId}`,
    supplier: `模拟店铺 ${(stableHash(`shop:${itemId}`) % 20) + 1}`,
    // ¥5.00 to ¥500.00 in steps of ¥0.10.
    unitPriceFen: ((hash % 4951) + 50) * 10,
  };
}

const shippingSteps = [0, 600, 800, 1000, 1200];

/** The seller's domestic shipping to the warehouse, one fee per supplier's order. */
export const simulatedShippingFen = (supplier: string): number => shippingSteps[stableHash(`shipping:${supplier}`) % shippingSteps.length]!;

const carriers = [
  { name: '顺丰速运', prefix: 'SF' },
  { name: '中通快递', prefix: 'ZTO' },
  { name: '圆通速递', prefix: 'YT' },
] as const;

/** The carrier and tracking code a purchase order ships with: the same for the same order, always. */
export function simulatedTracking(purchaseId: string): { carrier: string; code: string } {
  const hash = stableHash(`tracking:${purchaseId}`);
  const carrier = carriers[hash % carriers.length]!;
  return { carrier: carrier.name, code: `${carrier.prefix}${String(hash % 1_000_000_000_000).padStart(12, '0')}` };
}
