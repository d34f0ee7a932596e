import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { taobaoIntMachine, type TaobaoIntOrigin } from '../../../machines/taobaoInt';
import { useApi } from '../../api/ApiProvider';
import { cartKeys, cartQuery } from '../../api/cart';
import { taobaoAccountsQuery } from '../../api/taobaoGlobal';
import { createTaobaoIntOrder, renderTaobaoIntOrder, taobaoIntOrderKeys } from '../../api/taobaoIntOrders';
import { refreshWallet } from '../../api/walletBalance';
import { useRequoteOnReturn } from '../../components/useRequoteOnReturn';
import { useCurrentUser } from '../../session/SessionProvider';
import { forgetSavedTaobaoInt, readSavedTaobaoInt, saveTaobaoInt } from './taobaoIntDraft';

export type TaobaoIntFlow = ActorRefFrom<typeof taobaoIntMachine>;

/**
 * The ordering machine with its effects. It starts from the choices saved on this device for this
 * account and these goods (a trip to recharge or to link an account comes back to them), reads
 * the linked accounts fresh (one may just have been linked) and, from the cart, its selected
 * Taobao and Tmall lines, as the checkout reads its selection; while it shows a shortfall,
 * coming back to the page quotes again at once.
 */
export function useTaobaoIntFlow(origin: TaobaoIntOrigin | null): TaobaoIntFlow {
  const api = useApi();
  const queryClient = useQueryClient();
  // The page is behind the sign-in guard, so there is always a user here.
  const userId = useCurrentUser()?.id ?? 0;
  // Read once: the actor takes its input when it starts.
  const [saved] = useState(() => readSavedTaobaoInt(userId, origin));
  const actor = useActorRef(
    taobaoIntMachine.provide({
      actors: {
        loadTaobaoInt: fromPromise(async () => {
          // Fresh, not cached: the person may just have linked an account, or changed the cart's selection.
          const [accounts, cart] = await Promise.all([
            queryClient.fetchQuery({ ...taobaoAccountsQuery(api), staleTime: 0 }),
            origin === 'cart' ? queryClient.fetchQuery({ ...cartQuery(api), staleTime: 0 }) : null,
          ]);
          const chosen = (cart?.items ?? []).filter((item) => item.selected && (item.site === 'taobao' || item.site === 'tmall'));
          return { accounts, cartItemIds: chosen.map((item) => item.id) };
        }),
        renderTaobaoInt: fromPromise(({ input }) => renderTaobaoIntOrder(api, input)),
        createTaobaoInt: fromPromise(({ input }) => createTaobaoIntOrder(api, input.request, input.idempotencyKey)),
      },
      actions: {
        saveChoices: (_, params) => saveTaobaoInt(userId, origin, params),
        forgetChoices: () => forgetSavedTaobaoInt(userId),
        refreshWallet: () => void refreshWallet(queryClient),
        refreshAfterOrder: () => {
          void refreshWallet(queryClient);
          void queryClient.invalidateQueries({ queryKey: taobaoIntOrderKeys.all });
          // Cart lines ordered left the cart.
          void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        },
      },
    }),
    { input: { origin, saved } },
  );

  const short = useSelector(actor, (s) => s.hasTag('shortfall'));
  useRequoteOnReturn(short, () => actor.send({ type: 'taobaoInt.requote' }));

  return actor;
}
