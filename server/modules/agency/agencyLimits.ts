import type { RateLimitConfig } from '../../config';
import type { LimitStore } from '../../limits/limitStore';
import { createRateLimiter, type RateLimiter } from '../../plugins/rateLimit';

export interface AgencyLimits {
  /** Each new account costs a password hash and claims a phone and an e-mail. */
  customers: RateLimiter;
  /** Each invitation lands on a customer's account page. */
  invites: RateLimiter;
}

/**
 * Per agency, in the shared limit store: every well-formed attempt counts, refused ones too (a
 * phone in use, a customer code that is nobody's), so the answers cannot be used to probe which
 * phones, e-mails or codes exist faster than the limit allows.
 */
export function createAgencyLimits(store: LimitStore, config: RateLimitConfig, now: () => Date): AgencyLimits {
  const make = (scope: string, limit: number) => createRateLimiter({ store, scope, limit, windowMs: config.windowMs, now });
  return {
    customers: make('agency-customer', config.agencyCustomersPerAgency),
    invites: make('agency-invite', config.agencyInvitesPerAgency),
  };
}

/** Refuses with 429 when the agency used up `limiter`'s window, else counts this attempt. */
export async function countAttempt(limiter: RateLimiter, agencyId: number): Promise<void> {
  const key = String(agencyId);
  await limiter.assertAllowed(key);
  await limiter.hit(key);
}
