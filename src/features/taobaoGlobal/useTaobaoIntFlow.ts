import { fromPromise, type ActorRefFrom } from 'xstate';
import { z } from 'zod/mini';
import { shippingLines, warehouses } from '../../../contract/publicSettings';
import { TAOBAO_INT_NOTE_MAX } from '../../../contract/taobaoIntOrders';
import { taobaoIntMachine, type TaobaoIntOrigin, type TaobaoIntResumeStep } from '../../../machines/taobaoInt';
import { cartKeys, cartQuery } from '../../api/cart';
import { taobaoAccountsQuery } from '../../api/taobaoGlobal';
import { createTaobaoIntOrder, renderTaobaoIntOrder, taobaoIntOrderKeys } from '../../api/taobaoIntOrders';
import { payFlowDraft } from '../../components/payFlow/payFlowDraft';
import { refreshAfterPaying, usePayFlow } from '../../components/payFlow/usePayFlow';

export type TaobaoIntFlow = ActorRefFrom<typeof taobaoIntMachine>;

/**
 * The choices of an order being made, kept on the device for the account with what they were
 * for (the JSON of the machine's origin): a trip to recharge, to link an account or a new tab
 * finds them again for the same goods; other goods start afresh.
 */
const taobaoIntDraft = payFlowDraft('taobaoInt', {
  choices: z.object({
    accountId: z.nullable(z.int()),
    warehouse: z.enum(warehouses),
    line: z.enum(shippingLines),
    services: z.object({ crate: z.boolean(), insurance: z.boolean() }),
    note: z.string().check(z.maxLength(TAOBAO_INT_NOTE_MAX * 2)),
  }),
  step: z.enum(['choose', 'review'] satisfies TaobaoIntResumeStep[]),
});

/**
 * The ordering machine with its effects (see usePayFlow for the saved choices and the quote again
 * on return from recharging). It reads the linked accounts fresh (one may just have been linked)
 * and, from the cart, its selected Taobao and Tmall lines, as the checkout reads its selection.
 */
export function useTaobaoIntFlow(origin: TaobaoIntOrigin | null): TaobaoIntFlow {
  return usePayFlow(
    ({ api, queryClient }) =>
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
        // Cart lines ordered left the cart.
        actions: { refreshAfterOrder: () => refreshAfterPaying(queryClient, [taobaoIntOrderKeys.all, cartKeys.all]) },
      }),
    { prefix: 'taobaoInt', draft: taobaoIntDraft, source: JSON.stringify(origin), input: { origin } },
  );
}
