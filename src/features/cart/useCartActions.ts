import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItem } from '../../../contract/cart';
import { useApi } from '../../api/ApiProvider';
import { addCartItem, cartKeys, removeCartItem, selectCartItems } from '../../api/cart';
import { withoutLine, withSelected } from './cartLines';

const selectKey = [...cartKeys.all, 'select'] as const;

/**
 * Selecting and removing lines, both optimistic: the cache changes at once and goes back to what
 * it was if the server refuses. Errors stay on the mutations for the page to show.
 */
export function useCartActions() {
  const api = useApi();
  const queryClient = useQueryClient();

  const snapshot = async () => {
    await queryClient.cancelQueries({ queryKey: cartKeys.all });
    return queryClient.getQueryData<Cart>(cartKeys.all);
  };
  const restore = (before: Cart | undefined) => queryClient.setQueryData(cartKeys.all, before);

  const select = useMutation({
    mutationKey: selectKey,
    mutationFn: ({ ids, selected }: { ids: number[]; selected: boolean }) => selectCartItems(api, { ids, selected }),
    onMutate: async ({ ids, selected }) => {
      const before = await snapshot();
      queryClient.setQueryData<Cart>(cartKeys.all, (cart) => withSelected(cart, new Set(ids), selected));
      return { before };
    },
    onError: (_error, _vars, context) => restore(context?.before),
    onSuccess: (cart) => {
      // Answers can cross: only the last selection still running speaks for the whole cart.
      if (queryClient.isMutating({ mutationKey: selectKey }) <= 1) queryClient.setQueryData(cartKeys.all, cart);
    },
  });

  const remove = useMutation({
    mutationFn: (item: CartItem) => removeCartItem(api, item.id),
    onMutate: async (item) => {
      const before = await snapshot();
      queryClient.setQueryData<Cart>(cartKeys.all, (cart) => withoutLine(cart, item.id));
      return { before };
    },
    onError: (_error, _item, context) => restore(context?.before),
  });

  /** Undo of a removal: the same SKU, quantity and note added again (a new line, priced today). */
  const restoreLine = useMutation({
    mutationFn: async (item: CartItem) => {
      const line = await addCartItem(api, {
        site: item.site,
        itemId: item.itemId,
        skuId: item.skuId,
        quantity: item.quantity,
        note: item.note,
      });
      if (line.selected !== item.selected) return selectCartItems(api, { ids: [line.id], selected: item.selected });
      return null;
    },
    onSuccess: (cart) => (cart ? queryClient.setQueryData(cartKeys.all, cart) : queryClient.invalidateQueries({ queryKey: cartKeys.all })),
  });

  return { select, remove, restoreLine };
}
