import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { withdrawMachine } from '../../../machines/withdraw';
import { useApi } from '../../api/ApiProvider';
import { createWithdrawal } from '../../api/wallet';
import { refreshWallet } from '../../api/walletBalance';

export type WithdrawFlow = ActorRefFrom<typeof withdrawMachine>;

/**
 * The withdrawal machine with its effects: the request carries the key the machine chose, and a
 * created (or refused) withdrawal refreshes the balance, the held amount and the list.
 * The actor lives as long as the page: its context is what keeps the typed values across steps.
 */
export function useWithdrawFlow(): WithdrawFlow {
  const api = useApi();
  const queryClient = useQueryClient();
  return useActorRef(
    withdrawMachine.provide({
      actors: {
        submitWithdrawal: fromPromise(({ input }) => createWithdrawal(api, input.request, input.idempotencyKey)),
      },
      actions: {
        refreshWallet: () => void refreshWallet(queryClient),
      },
    }),
  );
}
