import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '../../contract/errors';
import type { TimeoutConfig } from '../config';
import { dictionaries } from '../i18n';

/**
 * Fastify options that keep slow clients from holding connections: a request must arrive whole
 * within requestMs (its head within headersMs), an idle kept-alive connection closes after
 * keepAliveMs, a connection silent both ways after connectionMs. Node checks the first two only
 * every connectionsCheckingInterval (30 s by default, which would let a trickling sender stay half
 * a minute past its limit), so the check runs several times within the shortest limit.
 */
export function timeoutOptions(timeouts: TimeoutConfig) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.connectionMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(timeouts.headersMs / 4))),
    },
    clientErrorHandler: answerClientError,
  };
}

/**
 * A connection-level failure (the request timed out, its head was too large or not HTTP) comes
 * before Fastify has a request to answer, and its default body is English of its own. This writes
 * the app's `{ message, code }` instead, in Vietnamese: the headers that would name another
 * language may be the very thing that never arrived.
 */
function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request-timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'payload-too-large']
        : [400, 'validation-failed'];
  this.log.debug({ err: error }, 'client error');
  const body: ApiErrorBody = { message: dictionaries.vi.errors[code], code };
  const text = JSON.stringify(body);
  // An answer already under way on this connection would be garbled by a second one.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !answering) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
