import { v } from '../../../contract/validation';
import { AppError } from '../../errors';

/** Today's number of requests is used up; the message names the limit. */
export const dailyCountExceeded = (maxCount: number) => new AppError(409, 'pob-daily-count-exceeded', undefined, undefined, { maxCount });

/** The request would take today's ¥ past the limit; the message names it and what is left. */
export const dailyAmountExceeded = (maxFen: number, remainingFen: number) =>
  new AppError(
    409,
    'pob-daily-amount-exceeded',
    [{ path: 'amountFen', message: 'pob-daily-amount-exceeded', values: { maxFen, remainingFen } }],
    undefined,
    {
      maxFen,
      remainingFen,
    },
  );

/** A refund beyond what is still refundable, reported on its amount with the most it may be. */
export const refundAboveRefundable = (maxFen: number) =>
  new AppError(400, 'validation-failed', [{ path: 'amountFen', message: v.pobRefundAboveRefundable, values: { maxFen } }]);

/** The refund request already has MAX_POB_REFUND_PHOTOS pictures (contract/orderPob.ts). */
export const refundPhotoLimitReached = () => new AppError(409, 'refund-photo-limit-reached');
