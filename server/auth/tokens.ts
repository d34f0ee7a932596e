import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/** Tokens remembered as genuine at most: a few MB, far more than the clients one process serves at once. */
const GENUINE_MAX = 10_000;

export interface TokenClaims {
  userId: number;
  /** `sid`: the server-side session (sessions table) this token belongs to; logging out revokes it. */
  sessionId: string;
  /** The user's token_version when the token was issued. */
  version: number;
  /** `sst`, seconds: when the session began (login, register, reset). Refreshes keep it, so a session cannot be stretched forever. */
  sessionStart: number;
  /** `auth_time`, seconds: the last time the password was typed; sensitive changes ask for a recent one. */
  authTime: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

export interface TokenService {
  sign: (claims: TokenClaims) => Promise<string>;
  /**
   * Checks signature, claims and expiry. `renewal` is for POST /auth/refresh only: it also accepts
   * a token that expired at most the idle timeout ago (still within the session's absolute end).
   */
  verify: (token: string, options?: { renewal?: boolean }) => Promise<VerifyResult>;
  /** Now, in the seconds the claims use: the start of a new session or a fresh password entry. */
  nowSeconds: () => number;
}

/** HS256 JWTs; verification accepts that algorithm only, so `none` or RS/HS confusion is refused. */
export function createTokenService(input: {
  secret: string;
  ttlSeconds: number;
  /** Absolute session lifetime from `sst`; no refresh reaches past it. Unlimited when absent. */
  sessionMaxAgeSeconds?: number;
  /** How long after `exp` a token may still be renewed; 0 (the default) allows none. */
  sessionIdleSeconds?: number;
  now: () => Date;
}): TokenService {
  const key = new TextEncoder().encode(input.secret);
  const maxAge = input.sessionMaxAgeSeconds ?? Number.POSITIVE_INFINITY;
  const nowSeconds = () => Math.floor(input.now().getTime() / 1000);
  /**
   * Tokens already found genuine, by their text, with their expiry. A client sends the same token
   * on every request for its lifetime, and checking the signature (WebCrypto HMAC through jose)
   * cost more than the rest of a small request; the text cannot change without failing the check
   * again. Only the signature and claims are remembered: expiry and the session's end are checked
   * on every use, and revocation is the database's (plugins/auth.ts reads the session each time).
   */
  const genuine = new Map<string, { claims: TokenClaims; expires: number }>();

  /** Bounded: the oldest entry (a Map keeps insertion order) leaves when it is full. */
  const remember = (token: string, entry: { claims: TokenClaims; expires: number }) => {
    if (genuine.size >= GENUINE_MAX) genuine.delete(genuine.keys().next().value!);
    genuine.set(token, entry);
  };

  return {
    nowSeconds,

    async sign({ userId, sessionId, version, sessionStart, authTime }) {
      const issuedAt = nowSeconds();
      // Capped by the session's end, so the last token of a session lives shorter than JWT_TTL.
      const expires = Math.min(issuedAt + input.ttlSeconds, sessionStart + maxAge);
      return new SignJWT({ sid: sessionId, ver: version, sst: sessionStart, auth_time: authTime })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(key);
    },

    async verify(token, { renewal = false } = {}) {
      const known = renewal ? undefined : genuine.get(token);
      if (known) {
        const now = nowSeconds();
        if (known.expires > now && known.claims.sessionStart + maxAge > now) return { ok: true, claims: known.claims };
        genuine.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: input.now(),
          clockTolerance: renewal ? (input.sessionIdleSeconds ?? 0) : 0,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const sessionId = payload['sid'];
        const version = payload['ver'];
        const sessionStart = payload['sst'];
        const authTime = payload['auth_time'];
        if (
          !Number.isSafeInteger(userId) ||
          userId <= 0 ||
          typeof sessionId !== 'string' ||
          !UUID.test(sessionId) ||
          !isInteger(version) ||
          !isInteger(sessionStart) ||
          !isInteger(authTime)
        ) {
          return { ok: false, reason: 'invalid' };
        }
        // Also checked here, not only through `exp`: SESSION_MAX_AGE may have been shortened since signing.
        if (sessionStart + maxAge <= nowSeconds()) return { ok: false, reason: 'expired' };
        const claims = { userId, sessionId, version, sessionStart, authTime };
        if (!renewal && payload.exp !== undefined) remember(token, { claims, expires: payload.exp });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

/** Checked before the id reaches a uuid column, where a malformed one would be a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
