import { AppError } from '../../errors';

export const productLinkNotFound = () => new AppError(422, 'product-link-not-found');

export const productLinkUnresolved = () => new AppError(422, 'product-link-unresolved');

export const productSourceUnavailable = () => new AppError(503, 'product-source-unavailable');
