import { AppError } from '../../errors';
import type { TaobaoGlobalError } from './client/taobaoGlobalClient';

export const taobaoAccountLimitReached = () => new AppError(409, 'taobao-account-limit-reached');

export const taobaoGlobalNotLinked = () => new AppError(409, 'taobao-global-not-linked');

/** Not 401: that would sign the person out of MuaHộ, when only the Taobao Global link needs renewing. */
export const taobaoGlobalRelinkRequired = () => new AppError(409, 'taobao-global-relink-required');

export const taobaoGlobalUnavailable = () => new AppError(503, 'taobao-global-unavailable');

/** The platform said no; its own code and words go in the details, for staff and the person to read. */
export const taobaoGlobalRefused = (platformCode: string | null, message: string) =>
  new AppError(422, 'taobao-global-refused', [{ path: 'taobaoGlobal', message, ...(platformCode ? { code: platformCode } : {}) }]);

/** What a person is told when a client call failed. */
export function fromClientError(error: TaobaoGlobalError): AppError {
  if (error.kind === 'unavailable') return taobaoGlobalUnavailable();
  if (error.kind === 'invalid-token') return taobaoGlobalRelinkRequired();
  return taobaoGlobalRefused(error.platformCode, error.message);
}
