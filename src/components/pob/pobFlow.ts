import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { z } from 'zod/mini';
import { pobSites } from '../../../contract/pobStatus';
import type { pobMachine, PobResumeStep, PobRules } from '../../../machines/pob';
import { publicSettingsQuery } from '../../api/publicSettings';

/** A running pay-on-behalf flow, as its form and review read it: the customer's own or one an agency makes for its customer. */
export type PobFlow = ActorRefFrom<typeof pobMachine>;

/** What a pay-on-behalf flow keeps on the device until it is paid (payFlowDraft): the request typed and the step reached. */
export const pobDraftSchema = {
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
};

/** The machine's `loadPobRules`: the POB rate, fee and daily limits of the public settings. */
export function pobRulesActor(api: AxiosInstance, queryClient: QueryClient) {
  return fromPromise(async (): Promise<PobRules> => {
    const { rates, fees, pob } = await queryClient.fetchQuery(publicSettingsQuery(api));
    return {
      rateVndPerCny: rates.pobRateVndPerCny,
      feeBps: fees.pobFeeBps,
      dailyMaxCount: pob.dailyMaxCount,
      dailyMaxFen: pob.dailyMaxFen,
    };
  });
}
