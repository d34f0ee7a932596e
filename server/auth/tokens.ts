import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: number;
  /** The user's token_version when the token was issued. */
  version: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

export interface TokenService {
  sign: (claims: TokenClaims) => Promise<string>;
  verify: (token: string) => Promise<VerifyResult>;
}

/** HS256 JWTs; verification accepts that algorithm only, so `none` or RS/HS confusion is refused. */
export function createTokenService(input: { secret: string; ttlSeconds: number; now: () => Date }): TokenService {
  const key = new TextEncoder().encode(input.secret);

  return {
    async sign({ userId, version }) {
      const issuedAt = Math.floor(input.now().getTime() / 1000);
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + input.ttlSeconds)
        .sign(key);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: input.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const version = payload['ver'];
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== 'number' || !Number.isInteger(version)) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { userId, version } };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
