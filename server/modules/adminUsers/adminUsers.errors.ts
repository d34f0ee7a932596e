import { AppError } from '../../errors';

export const cannotDisableSelf = () => new AppError(400, 'cannot-disable-self');
export const cannotDemoteSelf = () => new AppError(400, 'cannot-demote-self');
export const accountDeleted = () => new AppError(409, 'account-deleted');
export const dutiesOnlyForStaff = () => new AppError(400, 'duties-only-for-staff');
