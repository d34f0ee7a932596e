import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** Six digits from the OS's CSPRNG, leading zeros kept. */
export const newResetCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A keyed hash is enough for a code that lives 10 minutes and allows 5 guesses; the key (the JWT
 * secret) keeps a leaked table from being brute-forced over the 10⁶ possible codes.
 */
export function hashResetCode(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`password-reset:${userId}:${code}`).digest('hex');
}

export function resetCodeMatches(secret: string, userId: number, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashResetCode(secret, userId, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
