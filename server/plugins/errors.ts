import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../contract/errors';
import { waitInUnits } from '../../contract/wait';
import { isTransientConflict } from '../db/errors';
import { AppError, isAppError, type ErrorDetail } from '../errors';
import { isKnownKey, messagesFor, type Messages } from '../i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields holding a password: when one is missing or empty the answer is `missing-password`. */
    passwordFields?: readonly string[];
  }
}

/**
 * Fastify's own errors for bad requests, mapped to our codes. Any other 4xx of the framework
 * becomes validation-failed (see toAppError); anything else unexpected is a 500.
 */
const fastifyCodes: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid-json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid-json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported-media-type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'validation-failed' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload-too-large' },
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: { status: 415, code: 'unsupported-media-type' },
  FST_ERR_ROUTE_MISSING_CONTENT: { status: 400, code: 'validation-failed' },
  FST_ERR_BAD_URL: { status: 400, code: 'invalid-url' },
  FST_ERR_INVALID_URL: { status: 400, code: 'invalid-url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'url-too-long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'validation-failed' },
};

/**
 * One error path for the whole app: every failure leaves as `{ message, code, details? }` in the
 * caller's language, and nothing unexpected (stack, SQL, library text) reaches the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    if (appError) return sendError(request, reply, appError);
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, new AppError(500, 'internal'));
  });
}

/**
 * Fastify's `frameworkErrors`: the router's refusals (a path it cannot decode, a parameter over
 * its length limit) are answered before any route or error handler runs, in Fastify's own English
 * body unless this takes them. They get the same answer as every other error.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // No hook runs for these (no route was found), so the headers every API error carries are set here.
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  return sendError(request, reply, toAppError(error, request) ?? new AppError(400, 'validation-failed'));
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const messages = messagesFor(request.headers['accept-language']);
  const message =
    error.code === 'too-many-requests' && error.retryAfterSeconds !== undefined
      ? messages.tryAgainIn(waitInUnits(error.retryAfterSeconds))
      : fill(messages.errors[error.code], error.values, messages);
  const body: ApiErrorBody = { message, code: error.code };
  if (error.details?.length) body.details = uniqueDetails(error.details.map((detail) => translateDetail(messages, detail)));
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError | undefined {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Body fields are named bare (`password`) so a form can put the message under its field.
    const where = error.validationContext ?? 'body';
    const prefix = where === 'body' ? [] : [where];
    const details: ErrorDetail[] = error.validation.map((issue) => ({
      path: [...prefix, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? '',
      code: issue.keyword,
    }));
    // A specific code lets the app say "enter your password" instead of a generic form error; details stay.
    const code = where === 'body' && isPasswordMissing(request) ? 'missing-password' : 'validation-failed';
    return new AppError(400, code, details);
  }
  // Rolled back whole (the Idempotency-Key with it): the client may simply send it again.
  if (isTransientConflict(error)) return new AppError(503, 'try-again', undefined, 1);
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return new AppError(known.status, known.code);
  // A 4xx raised by Fastify or a plugin (e.g. a malformed header): the client's fault, not ours.
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, error.statusCode === 404 ? 'not-found' : 'validation-failed');
  }
  return undefined;
}

/**
 * Only a JSON object lacking the field, or holding '', counts as missing: a body that is not an
 * object, or a password of the wrong type (null, a number), is a malformed request, not a forgotten field.
 */
function isPasswordMissing(request: FastifyRequest): boolean {
  const fields = request.routeOptions.config.passwordFields;
  const body: unknown = request.body;
  if (!fields?.length || body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  return fields.some((field) => !Object.hasOwn(record, field) || record[field] === '');
}

/**
 * Contract keys become text, and the key becomes the detail's code so the app can word it itself;
 * zod's own English messages (wrong type, missing object) become a neutral one in the caller's language.
 */
function translateDetail(messages: Messages, { values, ...detail }: ErrorDetail): ErrorDetail {
  const { message } = detail;
  if (isKnownKey(messages.validation, message)) {
    return { ...detail, message: fill(messages.validation[message], values, messages), code: message };
  }
  if (isKnownKey(messages.errors, message)) return { ...detail, message: fill(messages.errors[message], values, messages), code: message };
  return { ...detail, message: messages.invalidValue };
}

/** `{min}` → the amount in VND, `{maxFen}` → the amount in ¥, `{maxCount}` → a count, `{closedOn}` (epoch ms) → the day, in the caller's language. */
function fill(text: string, values: Record<string, number> | undefined, messages: Messages): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    if (name.endsWith('Fen')) return messages.formatCny(value);
    if (name.endsWith('Count')) return messages.formatCount(value);
    if (name.endsWith('On')) return messages.formatDate(new Date(value));
    return messages.formatVnd(value);
  });
}

/** zod may report one field twice (e.g. `[]` for a string is both the wrong type and too short). */
function uniqueDetails(details: ErrorDetail[]): ErrorDetail[] {
  const seen = new Set<string>();
  return details.filter((detail) => {
    const key = `${detail.path}\u0000${detail.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
