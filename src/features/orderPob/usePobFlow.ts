import { fromPromise } from 'xstate';
import { pobMachine } from '../../../machines/pob';
import { createPob, pobKeys, quotePob } from '../../api/orderPob';
import { pobDraftSchema, pobRulesActor, type PobFlow } from '../../components/pob/pobFlow';
import { payFlowDraft } from '../../components/payFlow/payFlowDraft';
import { refreshAfterPaying, usePayFlow } from '../../components/payFlow/usePayFlow';

/** The request being made, kept on the device for the account until it is paid. */
const pobDraft = payFlowDraft('pob', pobDraftSchema);

/** The pay-on-behalf machine with its effects (see usePayFlow for the saved request and the quote again on return from recharging). */
export function usePobFlow(): PobFlow {
  return usePayFlow(
    ({ api, queryClient }) =>
      pobMachine.provide({
        actors: {
          loadPobRules: pobRulesActor(api, queryClient),
          quotePob: fromPromise(({ input }) => quotePob(api, input)),
          createPob: fromPromise(({ input }) => createPob(api, input.request, input.idempotencyKey)),
        },
        actions: { refreshAfterPob: () => refreshAfterPaying(queryClient, [pobKeys.all]) },
      }),
    { prefix: 'pob', draft: pobDraft },
  );
}
