import type { ChosenProperty } from '../../../contract/cart';
import type { Product } from '../../../contract/products';
import type { cartItems } from '../../db/schema';
import { productUnavailable } from './cart.errors';

type CartItemRow = typeof cartItems.$inferSelect;

/** What a cart line copies from the product source when it is added: never from the request. */
export type CatalogCopy = Pick<
  CartItemRow,
  'title' | 'titleVi' | 'imageUrl' | 'shop' | 'properties' | 'skuPriceFen' | 'priceTiers' | 'minQuantity'
>;

/**
 * The line for one SKU of `product` (`skuId` null only for a product without properties, whose
 * price and stock are the product's). A SKU the product does not have, or one out of stock,
 * cannot be bought: `product-unavailable`, as for a product that is gone.
 */
export function catalogCopy(product: Product, skuId: string | null): CatalogCopy {
  const choice = chosenSku(product, skuId);
  if (!choice || choice.stock <= 0) throw productUnavailable();
  return {
    title: product.title,
    titleVi: product.titleVi,
    imageUrl: choice.imageUrl ?? product.images[0] ?? '',
    shop: product.shop,
    properties: choice.properties,
    skuPriceFen: choice.priceFen,
    priceTiers: product.priceTiers,
    minQuantity: product.minQuantity,
  };
}

type Choice = { priceFen: number; stock: number; properties: ChosenProperty[]; imageUrl: string | null };

function chosenSku(product: Product, skuId: string | null): Choice | undefined {
  if (skuId === null)
    return product.skus.length === 0 ? { priceFen: product.priceFen, stock: product.stock, properties: [], imageUrl: null } : undefined;
  const sku = product.skus.find((candidate) => candidate.skuId === skuId);
  if (!sku) return undefined;
  const chosen = chosenProperties(product, sku.valueIds);
  return chosen && { priceFen: sku.priceFen, stock: sku.stock, ...chosen };
}

/**
 * `valueIds` hold one value per property, in the order of `properties` (contract/products.ts);
 * value ids are only unique within their property, so they are matched by position. A SKU naming
 * a value its product lacks is a source inconsistency: undefined, and the SKU is not sold. The
 * line's picture is the first chosen value's own photo (the colour picked), when the seller gave one.
 */
function chosenProperties(product: Product, valueIds: readonly string[]): Pick<Choice, 'properties' | 'imageUrl'> | undefined {
  const properties: ChosenProperty[] = [];
  let imageUrl: string | null = null;
  for (const [index, property] of product.properties.entries()) {
    const value = property.values.find((candidate) => candidate.id === valueIds[index]);
    if (!value) return undefined;
    properties.push({ name: property.name, nameVi: property.nameVi, value: value.name, valueVi: value.nameVi });
    imageUrl ??= value.imageUrl;
  }
  return { properties, imageUrl };
}
