import { groupByShop, type Cart, type CartItem } from '../../../contract/cart';
import { depositVnd, goodsVnd, purchaseFeeVnd } from '../../../contract/fees';
import { unitPriceFen } from '../../../contract/products';
import type { PublicSettings } from '../../../contract/publicSettings';

/**
 * Pure helpers of the cart page: quantities being edited laid over the server's lines, cache
 * updates, and the live estimate. The server re-prices every line and the checkout quotes again;
 * these only keep the screen honest meanwhile.
 */

/** Valid quantities typed but not yet confirmed by the server, by line id. */
export type QuantityDrafts = ReadonlyMap<number, number>;

/** A line at another quantity, re-priced by its 1688 tiers as the server will. */
function atQuantity(item: CartItem, quantity: number): CartItem {
  return { ...item, quantity, unitPriceFen: unitPriceFen(item, item.skuPriceFen, quantity) };
}

export function withDrafts(items: readonly CartItem[], drafts: QuantityDrafts): CartItem[] {
  return items.map((item) => {
    const draft = drafts.get(item.id);
    return draft === undefined || draft === item.quantity ? item : atQuantity(item, draft);
  });
}

/** The fields `changed` speaks for replace the cached line's; `selected` stays the page's (POST /Select owns it). */
export function mergeLine(cart: Cart | undefined, changed: CartItem, fields: ReadonlyArray<keyof CartItem>): Cart | undefined {
  if (!cart) return cart;
  return {
    items: cart.items.map((item) =>
      item.id === changed.id ? Object.assign({ ...item }, Object.fromEntries(fields.map((f) => [f, changed[f]]))) : item,
    ),
  };
}

export function withSelected(cart: Cart | undefined, ids: ReadonlySet<number>, selected: boolean): Cart | undefined {
  return cart && { items: cart.items.map((item) => (ids.has(item.id) ? { ...item, selected } : item)) };
}

export function withoutLine(cart: Cart | undefined, id: number): Cart | undefined {
  return cart && { items: cart.items.filter((item) => item.id !== id) };
}

export type CartEstimate = { lineCount: number; pieces: number; goodsVnd: number; purchaseFeeVnd: number; depositVnd: number };

/**
 * What the selected lines would cost: an order per shop (as the checkout makes them), each with
 * its goods at the order rate, purchase fee and deposit by contract/fees.ts, summed. Per shop,
 * not over the whole selection: each order pays the purchase fee's minimum and tier on its own.
 * Services and shipping come later, at the checkout.
 */
export function cartEstimate(items: readonly CartItem[], settings: Pick<PublicSettings, 'rates' | 'fees'>): CartEstimate {
  const chosen = items.filter((item) => item.selected);
  const estimate: CartEstimate = { lineCount: chosen.length, pieces: 0, goodsVnd: 0, purchaseFeeVnd: 0, depositVnd: 0 };
  for (const shop of groupByShop(chosen)) {
    const goods = goodsVnd(shop.items, settings.rates.orderRateVndPerCny);
    const purchaseFee = purchaseFeeVnd(goods, settings.fees);
    estimate.pieces += shop.items.reduce((total, item) => total + item.quantity, 0);
    estimate.goodsVnd += goods;
    estimate.purchaseFeeVnd += purchaseFee;
    estimate.depositVnd += depositVnd(goods, purchaseFee, settings.fees);
  }
  return estimate;
}
