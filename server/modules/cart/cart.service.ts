import type { z } from 'zod/mini';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type addCartItemRequestSchema,
  type Cart,
  type CartItem,
  type SelectCartItemsRequest,
  type UpdateCartItemRequest,
} from '../../../contract/cart';
import { productRefSchema } from '../../../contract/productLinks';
import type { Product } from '../../../contract/products';
import type { Db, Executor } from '../../db/connect';
import { lockCustomer } from '../users/users.queries';
import { errors, isAppError } from '../../errors';
import type { ProductSource } from '../products/productSource';
import { toCartItem } from './cart.present';
import {
  addToLine,
  countCartItems,
  deleteCartItem,
  findCartItem,
  findLine,
  listCartItems,
  selectCartItems,
  updateCartItem,
  type CartItemRow,
} from './cart.queries';
import { catalogCopy } from './catalogCopy';
import { productSourceUnavailable } from '../products/products.errors';
import { cartFull, productUnavailable, quantityBelowMinimum, quantityInvalid } from './cart.errors';

export type AddCartItemInput = z.output<typeof addCartItemRequestSchema>;

export interface CartServiceDeps {
  db: Db;
  now: () => Date;
  source: ProductSource;
  /** Told why a source failed; the customer only hears "try again later". */
  onSourceError?: (error: unknown) => void;
}

type Owned = { userId: number; id: number };

/**
 * The customer's cart. Adding reads the product from the ProductSource and copies title, image,
 * shop, chosen properties and prices from it, so what reaches an order is the catalog's, never
 * the request's. Quantities respect the seller's minimum (1688) and MAX_LINE_QUANTITY.
 */
export function createCartService({ db, now, source, onSourceError }: CartServiceDeps) {
  async function list({ userId }: { userId: number }): Promise<Cart> {
    return { items: (await listCartItems(db, { userId })).map(toCartItem) };
  }

  async function add({ userId, input }: { userId: number; input: AddCartItemInput }): Promise<CartItem> {
    // Asked before the transaction: no lock is held across a call to another service.
    const product = await lookUp(input);
    if (!product) throw productUnavailable();
    const copy = catalogCopy(product, input.skuId);
    const key = { userId, site: input.site, itemId: input.itemId, skuId: input.skuId };
    return db.transaction(async (tx) => {
      await lockCustomer(tx, { userId });
      const line = await findLine(tx, key);
      // The rules hold for what the line will hold, not for this request's share of it.
      const quantity = (line?.quantity ?? 0) + input.quantity;
      if (quantity > MAX_LINE_QUANTITY) throw quantityInvalid('quantity');
      if (quantity < copy.minQuantity) throw quantityBelowMinimum();
      if (!line && (await countCartItems(tx, { userId })) >= MAX_CART_LINES) throw cartFull();
      return toCartItem(await addToLine(tx, { ...key, copy, quantity: input.quantity, note: input.note, now: now() }));
    });
  }

  /** A new quantity re-prices the line by its tiers (toCartItem); it may not go under the seller's minimum. */
  async function update({ userId, id, changes }: Owned & { changes: UpdateCartItemRequest }): Promise<CartItem> {
    const line = await ownLine(db, { userId, id });
    if (changes.quantity !== undefined && changes.quantity < line.minQuantity) throw quantityBelowMinimum();
    // Drizzle leaves undefined fields out of the UPDATE; an empty PATCH writes nothing.
    if (Object.values(changes).every((value) => value === undefined)) return toCartItem(line);
    const row = await updateCartItem(db, { userId, id, changes, now: now() });
    // Removed in another tab between the read and the write.
    if (!row) throw errors.notFound();
    return toCartItem(row);
  }

  async function remove(owned: Owned): Promise<void> {
    if (!(await deleteCartItem(db, owned))) throw errors.notFound();
  }

  /** Ids that are not the caller's lines (removed elsewhere, or someone else's) are ignored. */
  async function select({ userId, ids, selected }: { userId: number } & SelectCartItemsRequest): Promise<Cart> {
    await selectCartItems(db, { userId, ids, selected, now: now() });
    return list({ userId });
  }

  /** null when no product has that id; a source failing in a way of its own is "unavailable", and logged. */
  async function lookUp({ site, itemId }: { site: AddCartItemInput['site']; itemId: string }): Promise<Product | null> {
    const ref = productRefSchema.safeParse({ site, itemId });
    // Not an id any site uses: no product, and no reason to ask the source.
    if (!ref.success) return null;
    try {
      return await source.get(ref.data);
    } catch (error) {
      if (isAppError(error)) throw error;
      onSourceError?.(error);
      throw productSourceUnavailable();
    }
  }

  return { list, add, update, remove, select };
}

async function ownLine(db: Executor, owned: Owned): Promise<CartItemRow> {
  const row = await findCartItem(db, owned);
  if (!row) throw errors.notFound();
  return row;
}

export type CartService = ReturnType<typeof createCartService>;
