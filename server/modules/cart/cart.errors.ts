import { AppError } from '../../errors';

export const productUnavailable = () => new AppError(409, 'product-unavailable');

export const quantityBelowMinimum = () => new AppError(409, 'quantity-below-minimum');

/** A quantity the contract allows alone but not once added to what the line already holds. */
export const quantityInvalid = (path: string) => new AppError(400, 'validation-failed', [{ path, message: 'quantity-invalid' }]);

export const cartFull = () => new AppError(409, 'cart-full');
