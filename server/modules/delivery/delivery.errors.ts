import { AppError } from '../../errors';

/** Chosen packages not waiting in a Vietnam warehouse, or already in an open request, each under its field. */
export const packageNotReady = (indexes: readonly number[]) =>
  new AppError(
    409,
    'package-not-ready',
    indexes.map((index) => ({ path: `packageIds.${index}`, message: 'package-not-ready' })),
  );

/** Cash on delivery while settings do not allow it. */
export const codNotAllowed = () => new AppError(409, 'cod-not-allowed');
