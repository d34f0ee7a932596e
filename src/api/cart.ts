import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  cartItemSchema,
  cartSchema,
  type AddCartItemRequest,
  type SelectCartItemsRequest,
  type UpdateCartItemRequest,
} from '../../contract/cart';
import { apiPaths, pathWith } from '../../contract/paths';

/**
 * The shopping cart. The app sends which SKU and how many; the server copies title, shop and
 * prices from its product source, so every answer is parsed and shown as the server priced it.
 */

export const cartKeys = {
  all: ['cart'] as const,
};

export async function getCart(api: AxiosInstance) {
  return cartSchema.parse((await api.get(apiPaths.cart)).data);
}

export async function addCartItem(api: AxiosInstance, body: AddCartItemRequest) {
  return cartItemSchema.parse((await api.post(apiPaths.cart, body)).data);
}

export async function updateCartItem(api: AxiosInstance, id: number, body: UpdateCartItemRequest) {
  return cartItemSchema.parse((await api.patch(pathWith(apiPaths.cartItem, { id }), body)).data);
}

export async function removeCartItem(api: AxiosInstance, id: number): Promise<void> {
  await api.delete(pathWith(apiPaths.cartItem, { id }));
}

/** Answers the whole cart, so the page takes it as it is. */
export async function selectCartItems(api: AxiosInstance, body: SelectCartItemsRequest) {
  return cartSchema.parse((await api.post(apiPaths.cartSelect, body)).data);
}

export function cartQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: cartKeys.all, queryFn: () => getCart(api) });
}
