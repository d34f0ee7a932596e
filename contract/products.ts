import { z } from 'zod/mini';
import { pageOf, pageSizeParam } from './pagination';
import { MAX_SEARCH_LENGTH, productSites, productSorts } from './productSites';
import { v } from './validation';

/**
 * Products of the Chinese sites, as the server's ProductSource gives them (a catalog shipped with
 * the server by default; a real product API when configured). Prices in fen (1/100 ¥); the app
 * shows VND at the public settings' order rate, and the server prices orders with contract/fees.ts.
 */

export const productSiteSchema = z.enum(productSites);

export const shopSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Vietnamese name or transliteration when the source has one; otherwise null. */
  nameVi: z.nullable(z.string()),
});
export type Shop = z.infer<typeof shopSchema>;

/** One card of a search result. */
export const productSummarySchema = z.object({
  site: productSiteSchema,
  itemId: z.string(),
  /** As the seller wrote it (Chinese). */
  title: z.string(),
  /** A Vietnamese title for people who do not read Chinese; null when none is known. */
  titleVi: z.nullable(z.string()),
  /** Absolute URL or a path on this server (`/api/ChinaWebProduct/Image/…`). */
  imageUrl: z.string(),
  /** The lowest and highest SKU price, in fen. */
  priceFen: z.int(),
  priceMaxFen: z.int(),
  /** Sold in the last 30 days, as the site reports it (null when unknown). */
  sales: z.nullable(z.int()),
  shop: shopSchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A property the buyer picks (颜色分类 colour, 尺码 size…), with its values. */
export const productPropertySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameVi: z.nullable(z.string()),
  values: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameVi: z.nullable(z.string()),
      /** The colour swatch's photo, when the seller gave one. */
      imageUrl: z.nullable(z.string()),
    }),
  ),
});
export type ProductProperty = z.infer<typeof productPropertySchema>;

/** One buyable combination of property values, with its own price and stock. */
export const skuSchema = z.object({
  skuId: z.string(),
  /** One value id per property, in the order of `properties`. */
  valueIds: z.array(z.string()),
  priceFen: z.int(),
  stock: z.int(),
});
export type Sku = z.infer<typeof skuSchema>;

/** 1688 wholesale prices by quantity: from `minQuantity` pieces the unit price is `priceFen`. */
export const priceTierSchema = z.object({ minQuantity: z.int(), priceFen: z.int() });
export type PriceTier = z.infer<typeof priceTierSchema>;

export const productSchema = z.object({
  site: productSiteSchema,
  itemId: z.string(),
  title: z.string(),
  titleVi: z.nullable(z.string()),
  images: z.array(z.string()),
  shop: shopSchema,
  /** Lowest and highest SKU price (fen). */
  priceFen: z.int(),
  priceMaxFen: z.int(),
  /** 1688: quantity tiers (apply to every SKU, replacing its price); empty for retail sites. */
  priceTiers: z.array(priceTierSchema),
  /** The smallest order the seller accepts (1688 often more than 1). */
  minQuantity: z.int(),
  properties: z.array(productPropertySchema),
  /** Empty when the product has no properties: then `stock` and `priceFen` are the product's. */
  skus: z.array(skuSchema),
  stock: z.int(),
  sales: z.nullable(z.int()),
  /**
   * The product's real page on its site (contract/productLinks.ts productUrl), when it came from
   * that site (the HTTP product source). Null for the built-in catalog, whose goods are invented:
   * a link to the site would open somebody else's item, or none at all.
   */
  url: z.nullable(z.string()),
  /** Short description lines (material, origin…), Vietnamese when known. */
  description: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

export { productSorts, type ProductSort } from './productSites';

/** GET /ChinaWebProduct?q&site&sort&page&pageSize — Vietnamese or Chinese keywords. */
export const productSearchQuerySchema = z.object({
  q: z
    .string({ error: v.required })
    .check(z.trim(), z.minLength(1, { error: v.required }), z.maxLength(MAX_SEARCH_LENGTH, { error: v.tooLong })),
  site: z.optional(productSiteSchema),
  sort: z._default(z.enum(productSorts), 'relevance'),
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100))), 1),
  pageSize: pageSizeParam(20, 50),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const productSearchResultSchema = pageOf(productSummarySchema);
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** Price of `quantity` pieces of one SKU: a 1688 tier replaces the SKU price from its quantity on. */
export function unitPriceFen(product: Pick<Product, 'priceTiers'>, skuPriceFen: number, quantity: number): number {
  const tier = [...product.priceTiers].sort((a, b) => b.minQuantity - a.minQuantity).find((t) => quantity >= t.minQuantity);
  return tier ? tier.priceFen : skuPriceFen;
}
