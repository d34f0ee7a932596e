import { fromPromise, type ActorRefFrom } from 'xstate';
import { z } from 'zod/mini';
import { deliveryPayments } from '../../../contract/shipmentStatus';
import { deliveryMachine, type DeliveryResumeStep } from '../../../machines/delivery';
import { listAddresses } from '../../api/addresses';
import { createDelivery, deliveryKeys, listDeliverablePackages, quoteDelivery } from '../../api/delivery';
import { orderKeys } from '../../api/orderList';
import { packageKeys } from '../../api/packages';
import { publicSettingsQuery } from '../../api/publicSettings';
import { payFlowDraft } from '../../components/payFlow/payFlowDraft';
import { refreshAfterPaying, usePayFlow } from '../../components/payFlow/usePayFlow';

export type DeliveryFlow = ActorRefFrom<typeof deliveryMachine>;

/** The delivery request's choices, kept on the device for the account until the request is made. */
const deliveryDraft = payFlowDraft('delivery', {
  choices: z.object({
    packageIds: z.nullable(z.array(z.int()).check(z.maxLength(500))),
    addressId: z.nullable(z.int()),
    payment: z.enum(deliveryPayments),
  }),
  step: z.enum(['choose', 'review'] satisfies DeliveryResumeStep[]),
});

/**
 * The delivery-request machine with its effects (see usePayFlow for the saved choices and the
 * quote again on return from recharging). An address the customer has just added wins over the saved one.
 */
export function useDeliveryFlow(addedAddressId?: number): DeliveryFlow {
  return usePayFlow(
    ({ api, queryClient }) =>
      deliveryMachine.provide({
        actors: {
          loadDelivery: fromPromise(async () => {
            const [packages, addresses, settings] = await Promise.all([
              listDeliverablePackages(api),
              listAddresses(api),
              // Fresh: whether COD is offered must not come from a settings copy of an hour ago.
              queryClient.fetchQuery({ ...publicSettingsQuery(api), staleTime: 0 }),
            ]);
            return { packages, addresses, codAllowed: settings.delivery.codAllowed };
          }),
          quoteDelivery: fromPromise(({ input }) => quoteDelivery(api, input)),
          createDelivery: fromPromise(({ input }) => createDelivery(api, input.request, input.idempotencyKey)),
        },
        actions: {
          // The packages are on their way, and what their orders owed is settled.
          refreshAfterDelivery: () => refreshAfterPaying(queryClient, [deliveryKeys.all, packageKeys.all, orderKeys.all]),
        },
      }),
    { prefix: 'delivery', draft: deliveryDraft, input: { addressId: addedAddressId } },
  );
}
