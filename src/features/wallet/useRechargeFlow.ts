import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Recharge } from '../../../contract/wallet';
import { rechargeMachine, type RechargeAttempt } from '../../../machines/recharge';
import { useApi } from '../../api/ApiProvider';
import { createRecharge, getRecharge } from '../../api/wallet';
import { refreshWallet } from '../../api/walletBalance';

/**
 * The recharge machine with its effects: the two calls through the app's client, and a credit
 * that refreshes everything under the wallet's key (balance, transactions, this request). While
 * the request waits for its transfer, coming back to the page (from the banking app, usually)
 * checks at once instead of waiting for the next 5 s tick.
 */
export function useRechargeFlow() {
  const api = useApi();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    rechargeMachine.provide({
      actors: {
        createRecharge: fromPromise<Recharge, RechargeAttempt>(({ input }) =>
          createRecharge(api, { amountVnd: input.amountVnd }, input.idempotencyKey),
        ),
        checkRecharge: fromPromise<Recharge, { id: number }>(({ input }) => getRecharge(api, input.id)),
      },
      actions: {
        announceCredited: () => void refreshWallet(queryClient),
      },
    }),
  );

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'recharge.check' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [actor]);

  return actor;
}

export type RechargeActor = ReturnType<typeof useRechargeFlow>;

/** Which screen the flow shows: the form (while creating too) or one of the request's outcomes. */
export type RechargeStep = 'form' | 'awaiting' | 'credited' | 'review' | 'expired';

const outcomes = ['credited', 'review', 'expired', 'awaiting'] as const satisfies readonly RechargeStep[];

export function useRechargeStep(actor: RechargeActor): RechargeStep {
  return useSelector(actor, (s) => {
    const shown = outcomes.find((tag) => s.hasTag(tag));
    if (shown) return shown;
    // A check in flight keeps showing the screen of the status it started from.
    if (s.hasTag('checking')) {
      const status = s.context.recharge?.status;
      return status === 'review' ? 'review' : status === 'expired' ? 'expired' : 'awaiting';
    }
    return 'form';
  });
}
