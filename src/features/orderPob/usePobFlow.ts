import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { pobMachine } from '../../../machines/pob';
import { useApi } from '../../api/ApiProvider';
import { createPob, pobKeys, quotePob } from '../../api/orderPob';
import { publicSettingsQuery } from '../../api/wallet';
import { refreshWallet } from '../../api/walletBalance';
import { useRequoteOnReturn } from '../../components/useRequoteOnReturn';
import { useCurrentUser } from '../../session/SessionProvider';
import { forgetSavedPob, readSavedPob, savePob } from './pobStorage';

export type PobFlow = ActorRefFrom<typeof pobMachine>;

/**
 * The pay-on-behalf machine with its effects. It starts from the request saved on this device for
 * this account (a trip to recharge or a new tab comes back to it), and while it shows a
 * shortfall, coming back to the page quotes again at once.
 */
export function usePobFlow(): PobFlow {
  const api = useApi();
  const queryClient = useQueryClient();
  // The page is behind the sign-in guard, so there is always a user here.
  const userId = useCurrentUser()?.id ?? 0;
  const [saved] = useState(() => readSavedPob(userId));
  const actor = useActorRef(
    pobMachine.provide({
      actors: {
        loadPobRules: fromPromise(async () => {
          const { rates, fees, pob } = await queryClient.fetchQuery(publicSettingsQuery(api));
          return {
            rateVndPerCny: rates.pobRateVndPerCny,
            feeBps: fees.pobFeeBps,
            dailyMaxCount: pob.dailyMaxCount,
            dailyMaxFen: pob.dailyMaxFen,
          };
        }),
        quotePob: fromPromise(({ input }) => quotePob(api, input)),
        createPob: fromPromise(({ input }) => createPob(api, input.request, input.idempotencyKey)),
      },
      actions: {
        saveChoices: (_, params) => savePob(userId, params),
        forgetChoices: () => forgetSavedPob(userId),
        refreshWallet: () => void refreshWallet(queryClient),
        refreshAfterPob: () => {
          void refreshWallet(queryClient);
          void queryClient.invalidateQueries({ queryKey: pobKeys.all });
        },
      },
    }),
    { input: { saved } },
  );

  const short = useSelector(actor, (s) => s.hasTag('shortfall'));
  useRequoteOnReturn(short, () => actor.send({ type: 'pob.requote' }));

  return actor;
}
