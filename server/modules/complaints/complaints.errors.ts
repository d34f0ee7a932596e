import { v } from '../../../contract/validation';
import { AppError, errors } from '../../errors';

/** The order or consignment is not received yet (a pay-on-behalf request: not paid): nothing to complain about so far. */
export const complaintTooEarly = () => errors.validation([{ path: 'subject', message: v.complaintTooEarly }]);

/** Filed after the window: the day it closed is in the message, in the caller's language. */
export const complaintWindowClosed = (closedAt: Date) =>
  errors.validation([{ path: 'subject', message: v.complaintWindowClosed, values: { closedOn: closedAt.getTime() } }]);

/** More pieces of a line than were bought and are not in another complaint already. */
export const quantityAboveBought = (index: number, maxCount: number) =>
  errors.validation([{ path: `items.${index}.quantity`, message: v.complaintQuantityAboveBought, values: { maxCount } }]);

/** A line the order does not have. */
export const unknownItem = (index: number) => errors.validation([{ path: `items.${index}.itemId`, message: v.complaintItemsRequired }]);

/** An amount (asked or granted) above the most the complaint may get, reported on `amountVnd` with that most. */
export const amountAboveCap = (maxVnd: number) =>
  new AppError(400, 'validation-failed', [{ path: 'amountVnd', message: v.complaintAmountAboveCap, values: { maxVnd } }]);

/** The complaint already has MAX_COMPLAINT_PHOTOS pictures (contract/complaints.ts). */
export const complaintPhotoLimitReached = () => new AppError(409, 'refund-photo-limit-reached');
