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
