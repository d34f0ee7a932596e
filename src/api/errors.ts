import { t } from '@lingui/core/macro';

/** What every failed call raises: the server's message (already in the person's language) and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or null when no answer came back. */
    readonly status: number | null,
    /** The server's machine code (contract/errors.ts), or a client-side one. */
    readonly code: string,
    readonly details: ReadonlyArray<{ path: string; message: string; code?: string }> = [],
  ) {
    super(message);
  }
}

type ErrorBody = { Message?: unknown; message?: unknown; code?: unknown; details?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The product's rule: the body's `Message` or `message`, else `Có lỗi xảy ra`. */
function messageFromBody(body: unknown): string {
  if (isRecord(body)) {
    const { Message, message } = body as ErrorBody;
    if (typeof Message === 'string' && Message.trim()) return Message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return t`Có lỗi xảy ra`;
}

export function apiErrorFromResponse(status: number | null, body: unknown): ApiError {
  const record = isRecord(body) ? (body as ErrorBody) : {};
  const code = typeof record.code === 'string' ? record.code : status === null ? 'network-request-failed' : 'unknown';
  const details = Array.isArray(record.details)
    ? record.details.filter(
        (d): d is { path: string; message: string; code?: string } =>
          isRecord(d) && typeof d.path === 'string' && typeof d.message === 'string',
      )
    : [];
  return new ApiError(messageFromBody(body), status, code, details);
}

/** No answer in time (src/api/timeouts.ts): the action can simply be tried again. */
export function timeoutError(): ApiError {
  return new ApiError(t`Máy chủ không phản hồi kịp. Vui lòng thử lại.`, null, 'timeout');
}
