import { AppError } from '../../errors';

/** Codes already on one of the caller's open consignments, each reported under its field. */
export const trackingCodeInUse = (indexes: readonly number[]) =>
  new AppError(
    409,
    'tracking-code-in-use',
    indexes.map((index) => ({ path: `trackingCodes.${index}`, message: 'tracking-code-in-use' })),
  );
