import { AppError } from '../../errors';

export const cartChanged = () => new AppError(409, 'cart-changed');
