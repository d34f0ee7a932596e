import { readErrorBody } from '../contract/errors';

/**
 * A failed request as plain data: what the machines keep in their context (the views word it;
 * the docs and the inspector can show it) and what their guards decide on.
 */
export type RequestFailure = {
  /** HTTP status, or null when no answer came back (offline, timeout). */
  status: number | null;
  /** The server's code (`insufficient-funds`, `validation-failed`, …) or the client's (`network-request-failed`, `timeout`). */
  code: string;
  /** The server's message, already in the person's language. */
  message: string;
  /** Field problems of a `validation-failed` answer. */
  details: ReadonlyArray<{ path: string; message: string }>;
};

/** Reads any thrown value (src/'s ApiError, a plain Error) into plain data. */
export function failureOf(error: unknown): RequestFailure {
  const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null;
  const { message, code, details } = readErrorBody(status, error);
  return {
    status,
    code,
    message: error instanceof Error ? error.message : (message ?? ''),
    details: details.map(({ path, message }) => ({ path, message })),
  };
}

/**
 * The server answered and refused: nothing was held or debited, so the request must change (or
 * the wallet must be topped up) before it is sent again. No answer, a timeout, a server failure,
 * a rate limit or the same key still being processed (409 `conflict`) leave the outcome open:
 * the same request is retried with the same key.
 */
export function isRefusal(failure: RequestFailure): boolean {
  const { status, code } = failure;
  if (status === null || status >= 500 || status === 408 || status === 429) return false;
  if (code === 'conflict') return false;
  return status >= 400;
}

/** A guard: the failure passed as `params.error` (from an `onError`) carries this code. */
export const failedWith =
  (code: string) =>
  (_: unknown, params: { error: unknown }): boolean =>
    failureOf(params.error).code === code;

/** A guard: the failure passed as `params.error` is a refusal (see isRefusal). */
export const refused = (_: unknown, params: { error: unknown }): boolean => isRefusal(failureOf(params.error));
