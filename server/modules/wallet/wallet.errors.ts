import { AppError } from '../../errors';

export const noReceivingAccount = () => new AppError(503, 'no-receiving-account');
