import { fromPromise } from 'xstate';
import type { PobPayer } from '../../../contract/agency';
import { pobMachine } from '../../../machines/pob';
import { agencyKeys, createAgencyPob, quoteAgencyPob } from '../../api/agency';
import { payFlowDraft } from '../../components/payFlow/payFlowDraft';
import { refreshAfterPaying, usePayFlow } from '../../components/payFlow/usePayFlow';
import { pobDraftSchema, pobRulesActor, type PobFlow } from '../../components/pob/pobFlow';

/** The request being made for a customer, kept on the device until it is paid; one customer and payer at a time. */
const agencyPobDraft = payFlowDraft('agencyPob', pobDraftSchema);

/**
 * The customer's pay-on-behalf machine (machines/pob.ts), made by the agency for `customerId` and
 * paid by `payer`: quoted with the customer's daily limits, created for them. The page starts a
 * new flow when the customer or the payer changes, so a kept Idempotency-Key never goes with
 * another body.
 */
export function useAgencyPobFlow(customerId: number, payer: PobPayer): PobFlow {
  return usePayFlow(
    ({ api, queryClient }) =>
      pobMachine.provide({
        actors: {
          loadPobRules: pobRulesActor(api, queryClient),
          quotePob: fromPromise(({ input }) => quoteAgencyPob(api, { ...input, customerId, payer })),
          createPob: fromPromise(({ input }) => createAgencyPob(api, { ...input.request, customerId, payer }, input.idempotencyKey)),
        },
        actions: {
          refreshAfterPob: () =>
            refreshAfterPaying(queryClient, [agencyKeys.pobLists, agencyKeys.customer(customerId), agencyKeys.summary]),
        },
      }),
    { prefix: 'pob', draft: agencyPobDraft, source: `${customerId}:${payer}` },
  );
}
