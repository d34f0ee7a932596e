import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import { pobSites } from '../../../contract/pobStatus';
import { pobMachine, type PobResumeStep } from '../../../machines/pob';
import { createPob, pobKeys, quotePob } from '../../api/orderPob';
import { publicSettingsQuery } from '../../api/wallet';
import type { PobFlow } from '../../components/pob/pobFlow';
import { payFlowDraft } from '../../components/payFlow/payFlowDraft';
import { refreshAfterPaying, usePayFlow } from '../../components/payFlow/usePayFlow';


/** The request being made, kept on the device for the account until it is paid. */
const pobDraft = payFlowDraft('pob', {
  choices: z.nullable(
    z.object({
      site: z.enum(pobSites),
      paymentLink: z.string().check(z.maxLength(2_000)),
      sellerOrderIds: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(15)),
      amountFen: z.int(),
      note: z.optional(z.string().check(z.maxLength(2_000))),
    }),
  ),
  step: z.enum(['fill', 'review'] satisfies PobResumeStep[]),
});

/** The pay-on-behalf machine with its effects (see usePayFlow for the saved request and the quote again on return from recharging). */
export function usePobFlow(): PobFlow {
  return usePayFlow(
    ({ api, queryClient }) =>
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
        actions: { refreshAfterPob: () => refreshAfterPaying(queryClient, [pobKeys.all]) },
      }),
    { prefix: 'pob', draft: pobDraft },
  );
}
