import { useSelector } from '@xstate/react';
import type { AxiosInstance } from 'axios';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { z } from 'zod/mini';
import { orderServicesSchema } from '../../../contract/fees';
import { shippingLines, warehouses } from '../../../contract/settings';
import { checkoutMachine, type CheckoutResumeStep } from '../../../machines/checkout';
import { payFlowTags } from '../../../machines/payFlow';
import { listAddresses } from '../../api/addresses';
import { cartKeys, getCart } from '../../api/cart';
import { createOrders, orderKeys, quoteCheckout } from '../../api/orders';
import { payFlowDraft } from '../../components/payFlow/payFlowDraft';
import { refreshAfterPaying, usePayFlow } from '../../components/payFlow/usePayFlow';

export type CheckoutFlow = ActorRefFrom<typeof checkoutMachine>;

/** The checkout's choices, kept on the device for the account until the orders are placed. */
const checkoutDraft = payFlowDraft('checkout', {
  choices: z.object({
    addressId: z.nullable(z.int()),
    services: orderServicesSchema,
    warehouse: z.enum(warehouses),
    line: z.enum(shippingLines),
    note: z.string().check(z.maxLength(500)),
  }),
  step: z.enum(['address', 'services', 'review'] satisfies CheckoutResumeStep[]),
});

/** What the checkout starts from: the cart page's selection, which becomes orders, and the addresses. */
async function selectionAndAddresses(api: AxiosInstance) {
  const [cart, addresses] = await Promise.all([getCart(api), listAddresses(api)]);
  return { items: cart.items.filter((item) => item.selected), addresses };
}

/**
 * The checkout machine with its effects (see usePayFlow for the saved choices and the quote
 * again on return from recharging). An address the customer has just added wins over the saved one.
 */
export function useCheckoutFlow(addedAddressId?: number): CheckoutFlow {
  return usePayFlow(
    ({ api, queryClient }) =>
      checkoutMachine.provide({
        actors: {
          loadCheckout: fromPromise(() => selectionAndAddresses(api)),
          quoteCheckout: fromPromise(({ input }) => quoteCheckout(api, input)),
          createOrders: fromPromise(({ input }) => createOrders(api, input.request, input.idempotencyKey)),
        },
        // The ordered lines left the cart.
        actions: { refreshAfterOrders: () => refreshAfterPaying(queryClient, [orderKeys.all, cartKeys.all]) },
      }),
    { prefix: 'checkout', draft: checkoutDraft, input: { addressId: addedAddressId } },
  );
}

/** The four steps the progress indicator shows. */
export type CheckoutStep = 'address' | 'services' | 'review' | 'done';

export const checkoutSteps: readonly CheckoutStep[] = ['address', 'services', 'review', 'done'];

/**
 * Which step a state belongs to: quoting, paying, shortfall and failures are parts of the review.
 * None while there is nothing to order or the cart did not load.
 */
export function useCheckoutStep(flow: CheckoutFlow): CheckoutStep | null {
  return useSelector(flow, (s): CheckoutStep | null => {
    if (s.hasTag('empty') || s.hasTag('loadFailed')) return null;
    if (s.hasTag('done')) return 'done';
    if (s.hasTag('services')) return 'services';
    if (payFlowTags.some((tag) => s.hasTag(tag))) return 'review';
    return 'address';
  });
}
