import type { ErrorCode } from '../contract/errors';

export interface ErrorDetail {
  path: string;
  /** A contract validation key (translated when rendered) or plain text. */
  message: string;
  code?: string;
  /**
   * Figures for the message's placeholders, formatted when rendered by their names: `{…Fen}` as ¥,
   * `{…Count}` as a count, `{…On}` (epoch ms) as a day, any other (`{min}`, `{max}`) as VND.
   */
  values?: Record<string, number>;
}

/**
 * The one error type services throw. It carries a status and a machine code only: the text is
 * chosen when the error is rendered, in the caller's language (plugins/errors.ts).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly details?: ErrorDetail[],
    readonly retryAfterSeconds?: number,
    /** Figures for the placeholders of the code's own message, formatted as ErrorDetail's `values` are. */
    readonly values?: Record<string, number>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/**
 * The errors any area may throw: requests and validation, sign-in and accounts, conflicts, repeated
 * requests (Idempotency-Key) and money. An error only one area throws sits in that area's
 * `modules/<area>/<area>.errors.ts`; its code, like these, is one of contract/errors.ts.
 */
export const errors = {
  // requests and validation
  validation: (details: ErrorDetail[]) => new AppError(400, 'validation-failed', details),
  notFound: () => new AppError(404, 'not-found'),
  /** A body that is not the type its Content-Type names (or not one the route takes). */
  unsupportedMediaType: () => new AppError(415, 'unsupported-media-type'),
  tooManyRequests: (retryAfterSeconds: number) => new AppError(429, 'too-many-requests', undefined, retryAfterSeconds),
  // sign-in and accounts
  unauthorized: () => new AppError(401, 'unauthorized'),
  tokenExpired: () => new AppError(401, 'user-token-expired'),
  disabledToken: () => new AppError(401, 'user-disabled'),
  forbidden: () => new AppError(403, 'forbidden'),
  userDisabled: () => new AppError(403, 'user-disabled'),
  invalidCredential: () => new AppError(401, 'invalid-credential'),
  wrongPassword: () => new AppError(400, 'wrong-password'),
  weakPassword: (path: string) =>
    new AppError(400, 'password-does-not-meet-requirements', [
      { path, message: 'password-does-not-meet-requirements', code: 'password-does-not-meet-requirements' },
    ]),
  userNameInUse: () => new AppError(409, 'username-already-in-use'),
  emailInUse: () => new AppError(409, 'email-already-in-use'),
  phoneInUse: () => new AppError(409, 'phone-already-in-use'),
  invalidActionCode: () => new AppError(400, 'invalid-action-code'),
  expiredActionCode: () => new AppError(400, 'expired-action-code'),
  userNotFound: () => new AppError(404, 'user-not-found'),
  requiresRecentLogin: () => new AppError(403, 'requires-recent-login'),
  adminRestricted: () => new AppError(403, 'admin-restricted-operation'),
  // conflicts: a write that no longer fits what is stored
  conflict: () => new AppError(409, 'conflict'),
  invalidState: () => new AppError(409, 'invalid-state'),
  invalidTransition: () => new AppError(409, 'invalid-transition'),
  /** The price the customer was shown (an order's, a delivery's) is no longer the price. */
  quoteChanged: () => new AppError(409, 'quote-changed'),
  // repeated requests
  idempotencyKeyReused: () => new AppError(422, 'idempotency-key-reused'),
  idempotencyKeyInvalid: () => new AppError(400, 'idempotency-key-invalid'),
  // money
  insufficientFunds: () => new AppError(409, 'insufficient-funds'),
  /** An amount outside the configured limits, reported on `path` with the limit in the message. */
  amountOutOfRange: (path: string, limit: { min: number } | { max: number }) =>
    new AppError(400, 'validation-failed', [
      'min' in limit
        ? { path, message: 'amount-below-minimum', values: { min: limit.min } }
        : { path, message: 'amount-above-maximum', values: { max: limit.max } },
    ]),
};
