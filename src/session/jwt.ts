/**
 * A numeric time claim of a JWT (`exp`, `iat`: seconds) in ms since the epoch, or null when the
 * token is not a JWT or lacks it. The signature is not checked: the server does.
 */
function timeClaim(token: string | null | undefined, claim: 'exp' | 'iat'): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    const value = typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>)[claim] : undefined;
    return typeof value === 'number' && Number.isFinite(value) ? value * 1000 : null;
  } catch {
    return null;
  }
}

/** When a JWT expires (its `exp`), in ms since the epoch, or null. */
export const tokenExpiresAt = (token: string | null | undefined) => timeClaim(token, 'exp');

/** When a JWT was issued (its `iat`), in ms since the epoch, or null. */
const tokenIssuedAt = (token: string | null | undefined) => timeClaim(token, 'iat');

/** A token as the session machine takes it: with its lifetime and the time it was seen. */
export function tokenInfo(token: string, now: number = Date.now()) {
  return { token, expiresAt: tokenExpiresAt(token), issuedAt: tokenIssuedAt(token), now };
}
