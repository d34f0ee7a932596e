import { z, type ZodMiniType } from 'zod/mini';
import { accountDraft } from '../../lib/accountDraft';

/** What a flow keeps of itself: its choices and the step to resume at. */
export type PayFlowSaved<TChoices, TStep> = { choices: TChoices; step: TStep };

/** A flow's choices kept on the device for an account, as usePayFlow reads, saves and forgets them. */
export type PayFlowDraft<TChoices, TStep> = {
  /** The choices saved for `source` (what they were made for, when a flow has several), if any. */
  read(userId: number, source?: string): PayFlowSaved<TChoices, TStep> | null;
  save(userId: number, saved: PayFlowSaved<TChoices, TStep>, source?: string): void;
  forget(userId: number): void;
};

/**
 * The choices of a flow that moves money, kept on the device for the signed-in account: a trip
 * to the recharge page, the banking app, an address form or a new tab must find them again, as
 * the shortfall step promises. They go once the flow has paid, or when the person signs out.
 * A flow that orders different things from one page (Taobao Global: these goods or the cart)
 * names what the choices were for; other things start afresh.
 */
export function payFlowDraft<TChoices, TStep>(
  name: string,
  schema: { choices: ZodMiniType<TChoices>; step: ZodMiniType<TStep> },
): PayFlowDraft<TChoices, TStep> {
  const draftOf = accountDraft(
    name,
    z.object({ source: z.optional(z.string().check(z.maxLength(20_000))), choices: schema.choices, step: schema.step }),
  );
  return {
    read(userId, source) {
      const saved = draftOf(userId).read();
      return saved && saved.source === source ? { choices: saved.choices, step: saved.step } : null;
    },
    save: (userId, saved, source) => draftOf(userId).save({ ...saved, source }),
    forget: (userId) => draftOf(userId).forget(),
  };
}
