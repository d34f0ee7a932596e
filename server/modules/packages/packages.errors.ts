import { AppError } from '../../errors';

/** The parcel already has as many photos as one may have (MAX_PACKAGE_PHOTOS in contract/warehouse.ts). */
export const photoLimitReached = () => new AppError(409, 'photo-limit-reached');
