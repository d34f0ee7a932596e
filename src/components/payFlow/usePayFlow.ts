import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { Actor, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import { useApi } from '../../api/ApiProvider';
import { refreshWallet } from '../../api/walletBalance';
import { useCurrentUser } from '../../session/SessionProvider';
import type { PayFlowDraft } from './payFlowDraft';
import { useRequoteOnReturn } from './useRequoteOnReturn';

type PayFlowOptions<TChoices, TStep> = {
  /** The machine's event prefix (machines/payFlow.ts): `checkout` answers `checkout.requote`. */
  prefix: string;
  /** Where the flow keeps its choices on the device. */
  draft: PayFlowDraft<TChoices, TStep>;
  /** What the saved choices are for, when one page orders different things (see payFlowDraft). */
  source?: string;
  /** The flow's input beside the saved choices: an address just added, the goods to order. */
  input?: object;
};

/**
 * A flow that moves money (machines/payFlow.ts), started with the effects every such flow has:
 * its choices saved on this device for this account and read back once when the page opens (a
 * trip to recharge, to an address form or a new tab comes back to them), forgotten once paid,
 * and the wallet refreshed when the server says it moved. While the flow shows a shortfall,
 * coming back to the page (from the recharge tab or the banking app) quotes again at once.
 *
 * `provide` gives the flow's machine its own actors and effects, with the API client and the
 * query cache to make them from.
 */
export function usePayFlow<TMachine extends AnyStateMachine, TChoices, TStep>(
  provide: (clients: { api: AxiosInstance; queryClient: QueryClient }) => TMachine,
  { prefix, draft, source, input }: PayFlowOptions<TChoices, TStep>,
): Actor<TMachine> {
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = provide({ api, queryClient });
  // The flows are behind the sign-in guard, so there is always a user here.
  const userId = useCurrentUser()?.id ?? 0;
  // Read once: the actor takes its input when it starts.
  const [saved] = useState(() => draft.read(userId, source));
  const actor = useActorRef(
    // XState cannot type `provide` of a machine only known to carry these actions (machines/payFlow.ts payFlowActions).
    machine.provide({
      actions: {
        saveChoices: (_: unknown, params: { choices: TChoices; step: TStep }) => draft.save(userId, params, source),
        forgetChoices: () => draft.forget(userId),
        refreshWallet: () => void refreshWallet(queryClient),
      },
    }) as TMachine,
    { input: { ...input, saved } as InputFrom<TMachine> },
  );

  const short = useSelector(actor, (s) => (s as AnyMachineSnapshot).hasTag('shortfall'));
  useRequoteOnReturn(short, () => actor.send({ type: `${prefix}.requote` } as EventFromLogic<TMachine>));

  return actor;
}

/** After paying: the wallet moved, and so did what the payment made or changed (its lists, the cart…). */
export function refreshAfterPaying(queryClient: QueryClient, changed: readonly QueryKey[]): void {
  void refreshWallet(queryClient);
  for (const queryKey of changed) void queryClient.invalidateQueries({ queryKey });
}
