import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';

/**
 * A fresh Idempotency-Key for one attempt at moving money. A flow keeps it while the person
 * retries the same request and makes a new one when they change what they ask for.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside secure contexts (plain-http LAN testing) randomUUID is missing; getRandomValues is not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request options that send `idempotencyKey`, so a retried attempt is answered, not repeated. */
export function withIdempotencyKey(idempotencyKey: string) {
  return { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } };
}
