/**
 * When a JWT expires, in ms since the epoch, read from its `exp` claim (seconds), or null when
 * the token is not a JWT or has no numeric `exp`. The signature is not checked: the server does.
 */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A token as the session machine takes it: with its expiry and the time it was seen. */
export function tokenInfo(token: string, now: number = Date.now()) {
  return { token, expiresAt: tokenExpiresAt(token), now };
}
