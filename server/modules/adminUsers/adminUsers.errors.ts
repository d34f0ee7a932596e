import { AppError } from '../../errors';

export const cannotDisableSelf = () => new AppError(400, 'cannot-disable-self');
