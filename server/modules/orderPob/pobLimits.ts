import type { PobDailyLimits } from '../../../contract/orderPob';
import type { PobRules } from '../../../contract/publicSettings';
import type { Executor } from '../../db/connect';
import { vietnamDayOf } from '../wallet/vietnamDay';
import { dailyAmountExceeded, dailyCountExceeded } from './pob.errors';
import { dayUsage } from './pob.queries';

/**
 * Today's limits (the Vietnam day of `now`) and what the customer has used: requests made today
 * and not cancelled or rejected. Read inside the creating transaction after the customer is
 * locked, so two requests at once cannot both fit in what one leaves.
 */
export async function dailyLimits(
  db: Executor,
  { userId, rules, now }: { userId: number; rules: PobRules; now: Date },
): Promise<PobDailyLimits> {
  const used = await dayUsage(db, { userId, ...vietnamDayOf(now) });
  return {
    maxCount: rules.dailyMaxCount,
    maxFen: rules.dailyMaxFen,
    usedCount: used.count,
    usedFen: used.fen,
    remainingCount: Math.max(0, rules.dailyMaxCount - used.count),
    remainingFen: Math.max(0, rules.dailyMaxFen - used.fen),
  };
}

/** One more request of `amountFen` today, or the limit it would break (409, naming it). */
export function assertWithinLimits(limits: PobDailyLimits, amountFen: number): void {
  if (limits.remainingCount < 1) throw dailyCountExceeded(limits.maxCount);
  if (amountFen > limits.remainingFen) throw dailyAmountExceeded(limits.maxFen, limits.remainingFen);
}
