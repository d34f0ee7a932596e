import type { RateLimitConfig } from '../config';
import { errors } from '../errors';

export interface RateLimiter {
  /** Throws 429 when `key` already used up its window. */
  assertAllowed: (key: string) => void;
  hit: (key: string) => void;
}

/** Keys beyond this are dropped oldest first, so a flood of made-up names cannot grow memory without end. */
const MAX_KEYS = 100_000;

/**
 * A sliding window kept in this process's memory: enough for one server. Several processes
 * (or a restart) would each count on their own; a shared store (PostgreSQL, Redis) would be
 * needed then.
 */
export function createRateLimiter(input: { limit: number; windowMs: number; now: () => Date }): RateLimiter {
  const hits = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    const list = hits.get(key);
    if (!list) return [];
    const kept = list.filter((time) => time > at - input.windowMs);
    if (kept.length) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  }

  return {
    assertAllowed(key) {
      const at = input.now().getTime();
      const list = recent(key, at);
      if (list.length < input.limit) return;
      const oldest = list[list.length - input.limit] ?? at;
      throw errors.tooManyRequests(Math.max(1, Math.ceil((oldest + input.windowMs - at) / 1000)));
    },
    hit(key) {
      const at = input.now().getTime();
      const list = recent(key, at);
      list.push(at);
      // Re-inserting keeps Map order = least recently hit first, which is what we evict.
      hits.delete(key);
      hits.set(key, list.slice(-input.limit));
      if (hits.size > MAX_KEYS) {
        const oldestKey = hits.keys().next().value;
        if (oldestKey !== undefined) hits.delete(oldestKey);
      }
    },
  };
}

export interface AuthLimits {
  forgotPassword: { account: RateLimiter; address: RateLimiter };
  /** Each new account costs a password hash: a flood from one address is refused. */
  register: { address: RateLimiter };
}

/** Forgot-password counts every request (each one sends a mail); register every new account. Wrong passwords are counted by auth/passwordAttempts.ts. */
export function createAuthLimits(config: RateLimitConfig, now: () => Date): AuthLimits {
  const make = (limit: number) => createRateLimiter({ limit, windowMs: config.windowMs, now });
  return {
    forgotPassword: { account: make(config.forgotPerAccount), address: make(config.forgotPerAddress) },
    register: { address: make(config.registerPerAddress) },
  };
}
