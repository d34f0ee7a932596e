import { z } from 'zod/mini';
import { shippingLines, warehouses } from '../../../contract/settings';
import { TAOBAO_INT_NOTE_MAX } from '../../../contract/taobaoIntOrders';
import type { TaobaoIntChoices, TaobaoIntInput, TaobaoIntOrigin, TaobaoIntResumeStep } from '../../../machines/taobaoInt';
import { accountDraft } from '../../lib/accountDraft';

/**
 * The choices of an order being made, kept on the device for the signed-in account with what
 * they were for: a trip to the recharge page, to link an account, or a new tab finds them again
 * for the same goods, as the shortfall step promises. Other goods start afresh.
 */

const savedSchema = z.object({
  /** What the choices were made for, as JSON of the machine's origin. */
  source: z.string().check(z.maxLength(20_000)),
  choices: z.object({
    accountId: z.nullable(z.int()),
    warehouse: z.enum(warehouses),
    line: z.enum(shippingLines),
    services: z.object({ crate: z.boolean(), insurance: z.boolean() }),
    note: z.string().check(z.maxLength(TAOBAO_INT_NOTE_MAX * 2)),
  }),
  step: z.enum(['choose', 'review'] satisfies TaobaoIntResumeStep[]),
});

const draftOf = accountDraft('taobaoInt', savedSchema);
const keyOf = (origin: TaobaoIntOrigin | null) => JSON.stringify(origin);

/** The choices saved for these very goods, if any. */
export function readSavedTaobaoInt(userId: number, origin: TaobaoIntOrigin | null): TaobaoIntInput['saved'] {
  const saved = draftOf(userId).read();
  return saved && saved.source === keyOf(origin) ? { choices: saved.choices, step: saved.step } : null;
}

export const saveTaobaoInt = (
  userId: number,
  origin: TaobaoIntOrigin | null,
  saved: { choices: TaobaoIntChoices; step: TaobaoIntResumeStep },
): void => draftOf(userId).save({ source: keyOf(origin), ...saved });

export const forgetSavedTaobaoInt = (userId: number): void => draftOf(userId).forget();
