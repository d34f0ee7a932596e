import { AppError } from '../../errors';

/** Another page already has this address. */
export const slugTaken = () => new AppError(409, 'slug-taken');
