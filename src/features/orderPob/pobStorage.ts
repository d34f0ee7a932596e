import { z } from 'zod/mini';
import { pobSites } from '../../../contract/pobStatus';
import type { PobInput, PobResumeStep } from '../../../machines/pob';
import { accountDraft } from '../../lib/accountDraft';

/**
 * The request being made, kept on the device for the signed-in account as the checkout keeps its
 * choices: a trip to the recharge page, the banking app or a new tab finds it again, as the
 * shortfall step promises.
 */

const savedSchema = z.object({
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
export type SavedPob = z.infer<typeof savedSchema>;

const draftOf = accountDraft('pob', savedSchema);

export function readSavedPob(userId: number): NonNullable<PobInput['saved']> | null {
  return draftOf(userId).read();
}

export const savePob = (userId: number, saved: SavedPob): void => draftOf(userId).save(saved);
export const forgetSavedPob = (userId: number): void => draftOf(userId).forget();
