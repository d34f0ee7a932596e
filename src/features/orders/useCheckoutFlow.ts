import { useSelector } from '@xstate/react';
import type { AxiosInstance } from 'axios';
import type { Ref } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { z } from 'zod/mini';
import { orderServicesSchema } from '../../../contract/fees';
import { shippingLines, warehouses } from '../../../contract/publicSettings';
import { checkoutMachine, type CheckoutResumeStep } from '../../../machines/checkout';
import { payFlowTags } from '../../../machines/payFlow';
import { listAddresses } from '../../api/addresses';
import { agencyKeys, createAgencyOrders, quoteAgencyOrders } from '../../api/agency';
import { cartKeys, getCart } from '../../api/cart';
import { createOrders, quoteCheckout } from '../../api/orders';
import { orderKeys } from '../../api/orderList';
import { payFlowDraft } from '../../components/payFlow/payFlowDraft';
import { refreshAfterPaying, usePayFlow } from '../../components/payFlow/usePayFlow';

export type CheckoutFlow = ActorRefFrom<typeof checkoutMachine>;

/** What a checkout screen is given; `forCustomer`: an agency checking its cart out for its customer. */
export type CheckoutStepProps = { flow: CheckoutFlow; headingRef: Ref<HTMLHeadingElement>; forCustomer?: boolean };

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
 * again on return from recharging). An address just added wins over the saved one.
 *
 * With `customerId`, an agency checks its own cart out for that customer: quoted and placed
 * through the agency's endpoints, the customer's wallet paying. The page starts a new flow when
 * the customer changes, so a kept Idempotency-Key never goes with another customer.
 */
export function useCheckoutFlow({ addedAddressId, customerId }: { addedAddressId?: number; customerId?: number } = {}): CheckoutFlow {
  return usePayFlow(
    ({ api, queryClient }) =>
      checkoutMachine.provide({
        actors: {
          loadCheckout: fromPromise(() => selectionAndAddresses(api)),
          quoteCheckout: fromPromise(({ input }) =>
            customerId === undefined ? quoteCheckout(api, input) : quoteAgencyOrders(api, { ...input, customerId }),
          ),
          createOrders: fromPromise(({ input }) =>
            customerId === undefined
              ? createOrders(api, input.request, input.idempotencyKey)
              : createAgencyOrders(api, { ...input.request, customerId }, input.idempotencyKey),
          ),
        },
        // The ordered lines left the cart; an agency's customer has new orders and less money.
        actions: {
          refreshAfterOrders: () =>
            refreshAfterPaying(
              queryClient,
              customerId === undefined
                ? [orderKeys.all, cartKeys.all]
                : [
                    orderKeys.all,
                    cartKeys.all,
                    agencyKeys.orderLists,
                    agencyKeys.customerLists,
                    agencyKeys.customer(customerId),
                    agencyKeys.summary,
                  ],
            ),
        },
      }),
    {
      prefix: 'checkout',
      draft: checkoutDraft,
      source: customerId === undefined ? undefined : `customer:${customerId}`,
      input: { addressId: addedAddressId },
    },
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
