import { t } from '@lingui/core/macro';
import { readErrorBody, type ErrorDetail } from '../../contract/errors';
import type { RequestFailure } from '../../machines/failure';

/** What every failed call raises: the server's message (already in the person's language) and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or null when no answer came back. */
    readonly status: number | null,
    /** The server's machine code (contract/errors.ts), or a client-side one. */
    readonly code: string,
    readonly details: ReadonlyArray<ErrorDetail> = [],
  ) {
    super(message);
  }
}

/** The product's rule for the message: the body's `Message` or `message`, else `Có lỗi xảy ra`. */
export function apiErrorFromResponse(status: number | null, body: unknown): ApiError {
  const { message, code, details } = readErrorBody(status, body);
  return new ApiError(message ?? t`Có lỗi xảy ra`, status, code, details);
}

/** A machine's failure, kept as plain data (machines/failure.ts), as the ApiError the error texts and form helpers read. */
export function apiErrorOf(failure: RequestFailure): ApiError {
  return new ApiError(failure.message, failure.status, failure.code, failure.details);
}

/** No answer in time (src/api/timeouts.ts): the action can simply be tried again. */
export function timeoutError(): ApiError {
  return new ApiError(t`Máy chủ không phản hồi kịp. Vui lòng thử lại.`, null, 'timeout');
}
