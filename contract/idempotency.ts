import { z } from 'zod/mini';

/**
 * Money-moving POSTs take this header. The same key with the same body replays the first answer
 * (marked by the replay header); the same key with another body is refused.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 1–255 visible ASCII characters: a UUID is the usual choice. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/** How long the server keeps a key and its answer, at least. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/**
 * The header as a money route's schema declares it, so the API reference lists it. Optional and
 * unchecked here on purpose: the idempotency store checks it and answers `idempotency-key-invalid`,
 * a code the app knows, where a schema would answer a generic validation error. Loose, so every
 * other header stays on the request.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.optional(
    z.string().check(z.describe('1–255 visible ASCII characters, new for each attempt at moving money (a UUID).')),
  ),
});
