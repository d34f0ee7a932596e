import { z } from 'zod/mini';
import { priceTierSchema, productSiteSchema, shopSchema } from './products';
import { v } from './validation';

/**
 * The shopping cart (GET/POST /ShoppingCart, PATCH/DELETE /ShoppingCart/:id). The server copies
 * title, image, shop, properties and prices from its ProductSource when an item is added: the app
 * sends only which SKU and how many, so a tampered price cannot reach an order.
 */

export const MAX_CART_LINES = 200;
export const MAX_LINE_QUANTITY = 9_999;
export const MAX_NOTE_LENGTH = 500;

const quantitySchema = z
  .int({ error: v.quantityInvalid })
  .check(z.minimum(1, { error: v.quantityInvalid }), z.maximum(MAX_LINE_QUANTITY, { error: v.quantityInvalid }));
const noteSchema = z.string().check(z.trim(), z.maxLength(MAX_NOTE_LENGTH, { error: v.tooLong }));

export const addCartItemRequestSchema = z.object({
  site: productSiteSchema,
  itemId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** null for a product without properties. */
  skuId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
  quantity: quantitySchema,
  note: z._default(noteSchema, ''),
});
export type AddCartItemRequest = z.input<typeof addCartItemRequestSchema>;

/** Any subset; quantity re-prices a 1688 line by its tiers. */
export const updateCartItemRequestSchema = z.object({
  quantity: z.optional(quantitySchema),
  note: z.optional(noteSchema),
  /** Whether the line goes to the next checkout. */
  selected: z.optional(z.boolean()),
});
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequestSchema>;

/** POST /ShoppingCart/Select: select or clear many lines at once (a shop's, or all). */
export const selectCartItemsRequestSchema = z.object({
  ids: z.array(z.int()).check(z.minLength(1), z.maxLength(MAX_CART_LINES)),
  selected: z.boolean(),
});
export type SelectCartItemsRequest = z.infer<typeof selectCartItemsRequestSchema>;

/** A chosen property value as shown: `颜色分类: 黑色` with its Vietnamese name when known. */
export const chosenPropertySchema = z.object({
  name: z.string(),
  nameVi: z.nullable(z.string()),
  value: z.string(),
  valueVi: z.nullable(z.string()),
});
export type ChosenProperty = z.infer<typeof chosenPropertySchema>;

export const cartItemSchema = z.object({
  id: z.int(),
  site: productSiteSchema,
  itemId: z.string(),
  skuId: z.nullable(z.string()),
  title: z.string(),
  titleVi: z.nullable(z.string()),
  imageUrl: z.string(),
  shop: shopSchema,
  properties: z.array(chosenPropertySchema),
  /** The SKU's own price; `unitPriceFen` is what `quantity` pieces cost each (1688 tiers). */
  skuPriceFen: z.int(),
  priceTiers: z.array(priceTierSchema),
  minQuantity: z.int(),
  unitPriceFen: z.int(),
  quantity: z.int(),
  note: z.string(),
  selected: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /ShoppingCart: every line, newest first; the app groups them by `site` + `shop.id`. */
export const cartSchema = z.object({ items: z.array(cartItemSchema) });
export type Cart = z.infer<typeof cartSchema>;

/** Lines of one seller: an order is made per shop. */
export type CartShopGroup = { key: string; site: CartItem['site']; shop: CartItem['shop']; items: CartItem[] };

export function shopKey(item: Pick<CartItem, 'site' | 'shop'>): string {
  return `${item.site}:${item.shop.id}`;
}

/** Groups in the order their first line appears; lines keep their order. */
export function groupByShop(items: readonly CartItem[]): CartShopGroup[] {
  const groups = new Map<string, CartShopGroup>();
  for (const item of items) {
    const key = shopKey(item);
    const group = groups.get(key) ?? { key, site: item.site, shop: item.shop, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}
