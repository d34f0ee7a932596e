import { AppError } from '../../errors';

export const addressLimitReached = () => new AppError(409, 'address-limit-reached');

export const defaultAddressInUse = () => new AppError(409, 'default-address-in-use');
