import { AppError } from '../../errors';

/** A parcel no customer has claimed yet cannot leave the China warehouse: whose would it be in Vietnam? */
export const packageUnclaimed = () => new AppError(409, 'package-unclaimed');

/** Scanned codes of no package, each reported under its field. */
export const unknownPackageCodes = (indexes: readonly number[]) =>
  new AppError(
    400,
    'validation-failed',
    indexes.map((index) => ({ path: `codes.${index}`, message: 'not-found' })),
  );
