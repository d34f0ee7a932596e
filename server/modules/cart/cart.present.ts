import type { CartItem } from '../../../contract/cart';
import { unitPriceFen } from '../../../contract/products';
import type { CartItemRow } from './cart.queries';

/** Row → contract shape, with what `quantity` pieces cost each under the line's 1688 tiers. */
export function toCartItem(row: CartItemRow): CartItem {
  return {
    id: row.id,
    site: row.site,
    itemId: row.itemId,
    skuId: row.skuId === '' ? null : row.skuId,
    title: row.title,
    titleVi: row.titleVi,
    imageUrl: row.imageUrl,
    shop: row.shop,
    properties: row.properties,
    skuPriceFen: row.skuPriceFen,
    priceTiers: row.priceTiers,
    minQuantity: row.minQuantity,
    unitPriceFen: unitPriceFen({ priceTiers: row.priceTiers }, row.skuPriceFen, row.quantity),
    quantity: row.quantity,
    note: row.note,
    selected: row.selected,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
