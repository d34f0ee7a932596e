import { normalizePhone } from '../../contract/phone';
import type { RateLimitConfig } from '../config';
import type { LimitStore } from '../limits/limitStore';
import { errors } from '../errors';
import { createRateLimiter } from '../plugins/rateLimit';
import { createBackoff } from './backoff';
import type { DeviceTokens, Origin } from './deviceToken';
import type { PasswordHasher } from './password';

/** Who is trying a password, and from where. */
export interface PasswordAttempt extends Origin {
  /** The account's id when the name matched one; a typed name that matches none is counted by that name. */
  userId?: number;
  typedName?: string;
}

export interface PasswordAttempts {
  /**
   * The one way a password is checked (login, re-authentication, password change, account
   * deletion): refuses with 429 and the real wait while this attempt must wait, verifies
   * (a dummy verification for an unknown account, so timing tells nothing), counts a failure or
   * clears this device's count on success.
   */
  verify: (attempt: PasswordAttempt, passwordHash: string | undefined, password: string) => Promise<boolean>;
}

/**
 * Throttling that slows guessers without locking the owner out (OWASP's authentication
 * cheat sheet):
 * - a device that signed in to the account before (its device cookie) is counted on its own, so
 *   strangers' failures never slow it down;
 * - any other try counts per account and address pair, per account across addresses, and per
 *   address across accounts; the first two grow a wait (1 s, 2 s, 4 s… capped) instead of an
 *   hour's lock, the third is a wide ceiling against credential stuffing.
 */
export function createPasswordAttempts(deps: {
  limits: LimitStore;
  hasher: PasswordHasher;
  deviceTokens: DeviceTokens;
  config: RateLimitConfig;
  now: () => Date;
}): PasswordAttempts {
  const { limits, hasher, deviceTokens, config, now } = deps;
  const policy = (freeFailures: number) => ({ freeFailures, maxDelayMs: config.loginMaxDelayMs, forgetAfterMs: config.windowMs });
  const pairs = createBackoff({ store: limits, scope: 'login-pair', policy: policy(config.loginFreePerPair), now });
  const accounts = createBackoff({ store: limits, scope: 'login-account', policy: policy(config.loginFreePerAccount), now });
  const addresses = createRateLimiter({
    store: limits,
    scope: 'login-address',
    limit: config.loginPerAddress,
    windowMs: config.windowMs,
    now,
  });

  return {
    async verify(attempt, passwordHash, password) {
      const account = accountKey(attempt);
      const device = attempt.userId === undefined ? undefined : deviceTokens.deviceFor(attempt.deviceCookie, attempt.userId);
      const pairKey = device ? `device:${account}|${device}` : `pair:${account}|${attempt.address}`;

      const waitMs = Math.max(await pairs.waitMs(pairKey), device ? 0 : await accounts.waitMs(account));
      if (waitMs > 0) throw errors.tooManyRequests(Math.ceil(waitMs / 1000));
      if (!device) await addresses.assertAllowed(attempt.address);

      const valid = passwordHash === undefined ? (await hasher.verifyDummy(password), false) : await hasher.verify(passwordHash, password);
      if (valid) {
        await pairs.clear(pairKey);
        return true;
      }
      await pairs.fail(pairKey);
      if (!device) {
        await accounts.fail(account);
        await addresses.hit(attempt.address);
      }
      return false;
    },
  };
}

/**
 * The key an account is counted under. Known accounts by id, so switching between user name,
 * email and phone does not multiply the allowance; unknown names as typed, normalised.
 */
export const accountKey = ({ userId, typedName = '' }: Pick<PasswordAttempt, 'userId' | 'typedName'>) =>
  userId !== undefined ? `user:${userId}` : `name:${normalizePhone(typedName) ?? typedName.trim().toLowerCase()}`;
