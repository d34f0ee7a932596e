import type { RateLimitConfig } from '../config';
import type { LimitStore } from '../limits/limitStore';
import { errors } from '../errors';

export interface RateLimiter {
  /** Throws 429 when `key` already used up its window. */
  assertAllowed: (key: string) => Promise<void>;
  hit: (key: string) => Promise<void>;
}

/**
 * A sliding window over the hits kept in the shared limit store (limits/limitStore.ts), so every
 * server process counts together and a restart forgets nothing: N processes do not multiply an
 * allowance by N. `scope` names the limit, so limiters sharing the store never count each
 * other's hits.
 */
export function createRateLimiter(input: {
  store: LimitStore;
  scope: string;
  limit: number;
  windowMs: number;
  now: () => Date;
}): RateLimiter {
  const { store, scope, limit, windowMs, now } = input;
  const keyOf = (key: string) => `${scope}:${key}`;
  return {
    async assertAllowed(key) {
      const at = now().getTime();
      // Newest first: the limit-th newest is the one whose leaving the window frees a place.
      const hits = await store.recentHits({ key: keyOf(key), after: new Date(at - windowMs), limit });
      if (hits.length < limit) return;
      const oldest = hits[hits.length - 1]!.getTime();
      throw errors.tooManyRequests(Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)));
    },
    async hit(key) {
      const at = now();
      await store.addHit({ key: keyOf(key), at, forgetBefore: new Date(at.getTime() - windowMs) });
    },
  };
}

export interface AuthLimits {
  forgotPassword: { account: RateLimiter; address: RateLimiter };
  /** Each new account costs a password hash: a flood from one address is refused. */
  register: { address: RateLimiter };
}

/** Forgot-password counts every request (each one sends a mail); register every new account. Wrong passwords are counted by auth/passwordAttempts.ts. */
export function createAuthLimits(store: LimitStore, config: RateLimitConfig, now: () => Date): AuthLimits {
  const make = (scope: string, limit: number) => createRateLimiter({ store, scope, limit, windowMs: config.windowMs, now });
  return {
    forgotPassword: { account: make('forgot-account', config.forgotPerAccount), address: make('forgot-address', config.forgotPerAddress) },
    register: { address: make('register-address', config.registerPerAddress) },
  };
}
