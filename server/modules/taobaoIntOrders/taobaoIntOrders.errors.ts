import { v } from '../../../contract/validation';
import { AppError, errors } from '../../errors';

/** Goods the platform will not sell now, each named at its place in the request with the platform's reason. */
export const taobaoGoodsUnavailable = (goods: ReadonlyArray<{ path: string; reason: string }>) =>
  new AppError(
    409,
    'taobao-goods-unavailable',
    goods.map(({ path, reason }) => ({ path, message: reason, code: 'taobao-goods-unavailable' })),
  );

export const taobaoRefundExists = () => new AppError(409, 'taobao-refund-exists');

export const taobaoRefundNotAllowed = () => new AppError(409, 'taobao-refund-not-allowed');

/** A return asked after the window: the day it closed is in the message, in the caller's language. */
export const taobaoRefundWindowClosed = (closedAt: Date) =>
  errors.validation([{ path: 'lineId', message: v.taobaoRefundWindowClosed, values: { closedOn: closedAt.getTime() } }]);

export const taobaoSimulatorOnly = () => new AppError(409, 'taobao-global-simulator-only');
