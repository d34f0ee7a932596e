import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { deliveryMachine } from '../../../machines/delivery';
import { useApi } from '../../api/ApiProvider';
import { useRequoteOnReturn } from '../../components/useRequoteOnReturn';
import { listAddresses } from '../../api/addresses';
import { createDelivery, deliveryKeys, listDeliverablePackages, quoteDelivery } from '../../api/delivery';
import { orderKeys } from '../../api/orders';
import { packageKeys } from '../../api/packages';
import { publicSettingsQuery } from '../../api/wallet';
import { refreshWallet } from '../../api/walletBalance';
import { useCurrentUser } from '../../session/SessionProvider';
import { forgetSavedDelivery, readSavedDelivery, saveDelivery } from './deliveryStorage';

export type DeliveryFlow = ActorRefFrom<typeof deliveryMachine>;

/**
 * The delivery-request machine with its effects. It starts from the choices saved on this device
 * for this account (a trip to recharge, to add an address or a new tab comes back to them), and while it shows a shortfall,
 * coming back to the page (from the recharge tab or the banking app) quotes again at once.
 */
export function useDeliveryFlow(addedAddressId?: number): DeliveryFlow {
  const api = useApi();
  const queryClient = useQueryClient();
  // The page is behind the sign-in guard, so there is always a user here.
  const userId = useCurrentUser()?.id ?? 0;
  // Read once: the actor takes its input when it starts.
  const [saved] = useState(() => readSavedDelivery(userId));
  const actor = useActorRef(
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
        saveChoices: (_, params) => saveDelivery(userId, params),
        forgetChoices: () => forgetSavedDelivery(userId),
        refreshWallet: () => void refreshWallet(queryClient),
        refreshAfterDelivery: () => {
          void refreshWallet(queryClient);
          void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
          // The packages are on their way, and what their orders owed is settled.
          void queryClient.invalidateQueries({ queryKey: packageKeys.all });
          void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        },
      },
    }),
    { input: { saved, addressId: addedAddressId } },
  );

  const short = useSelector(actor, (s) => s.hasTag('shortfall'));
  useRequoteOnReturn(short, () => actor.send({ type: 'delivery.requote' }));

  return actor;
}
