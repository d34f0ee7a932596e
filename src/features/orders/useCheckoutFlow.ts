import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout';
import { payFlowTags } from '../../../machines/payFlow';
import { useApi } from '../../api/ApiProvider';
import { useRequoteOnReturn } from '../../components/useRequoteOnReturn';
import { listAddresses } from '../../api/addresses';
import { cartKeys, getCart } from '../../api/cart';
import { createOrders, orderKeys, quoteCheckout } from '../../api/orders';
import { refreshWallet } from '../../api/walletBalance';
import { useCurrentUser } from '../../session/SessionProvider';
import { forgetSavedCheckout, readSavedCheckout, saveCheckout } from './checkoutStorage';

export type CheckoutFlow = ActorRefFrom<typeof checkoutMachine>;

/**
 * The checkout machine with its effects. It starts from the choices saved on this device for this
 * account (a trip to recharge, to add an address or a new tab comes back to them), and while it shows a shortfall, coming
 * back to the page (from the recharge tab or the banking app) quotes again at once.
 */
export function useCheckoutFlow(addedAddressId?: number): CheckoutFlow {
  const api = useApi();
  const queryClient = useQueryClient();
  // The checkout is behind the sign-in guard, so there is always a user here.
  const userId = useCurrentUser()?.id ?? 0;
  // Read once: the actor takes its input when it starts.
  const [saved] = useState(() => readSavedCheckout(userId));
  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        loadCheckout: fromPromise(async () => {
          const [cart, addresses] = await Promise.all([getCart(api), listAddresses(api)]);
          // The cart page's selection is what becomes orders.
          return { items: cart.items.filter((item) => item.selected), addresses };
        }),
        quoteCheckout: fromPromise(({ input }) => quoteCheckout(api, input)),
        createOrders: fromPromise(({ input }) => createOrders(api, input.request, input.idempotencyKey)),
      },
      actions: {
        saveChoices: (_, params) => saveCheckout(userId, params),
        forgetChoices: () => forgetSavedCheckout(userId),
        refreshWallet: () => void refreshWallet(queryClient),
        refreshAfterOrders: () => {
          void refreshWallet(queryClient);
          void queryClient.invalidateQueries({ queryKey: orderKeys.all });
          // The ordered lines left the cart.
          void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        },
      },
    }),
    { input: { saved, addressId: addedAddressId } },
  );

  const short = useSelector(actor, (s) => s.hasTag('shortfall'));
  useRequoteOnReturn(short, () => actor.send({ type: 'checkout.requote' }));

  return actor;
}

/** The four steps the progress indicator shows. */
export type CheckoutStep = 'address' | 'services' | 'review' | 'done';

export const checkoutSteps: readonly CheckoutStep[] = ['address', 'services', 'review', 'done'];

/** Which step a state belongs to: quoting, paying, shortfall and failures are parts of the review. */
export function useCheckoutStep(flow: CheckoutFlow): CheckoutStep {
  return useSelector(flow, (s): CheckoutStep => {
    if (s.hasTag('done')) return 'done';
    if (s.hasTag('services')) return 'services';
    if (payFlowTags.some((tag) => s.hasTag(tag))) return 'review';
    return 'address';
  });
}
