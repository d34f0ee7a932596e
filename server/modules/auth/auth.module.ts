import type { FastifyInstance } from 'fastify';
import type { PasswordModuleDeps } from '../../moduleDeps';
import type { DeviceTokens } from '../../auth/deviceToken';
import type { RateLimitConfig } from '../../config';
import type { LimitStore } from '../../limits/limitStore';
import type { Mailer } from '../../mail/mailer';
import { createAuthLimits } from '../../plugins/rateLimit';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

export interface AuthModuleDeps extends PasswordModuleDeps {
  deviceTokens: DeviceTokens;
  mailer: Mailer;
  rateLimit: RateLimitConfig;
  limits: LimitStore;
  /** Keys the reset-code hashes. */
  secret: string;
}

/** Signing up, logging in, refreshing and re-confirming a session, resetting a forgotten password. */
export async function registerAuthModule(
  app: FastifyInstance,
  { db, now, guards, hasher, tokens, passwords, deviceTokens, mailer, rateLimit, limits, secret }: AuthModuleDeps,
): Promise<void> {
  const service = createAuthService({
    db,
    hasher,
    tokens,
    passwords,
    deviceTokens,
    mailer,
    limits: createAuthLimits(limits, rateLimit, now),
    secret,
    now,
    onMailError: (error) => app.log.error({ err: error }, 'sending mail failed'),
  });
  await app.register(authRoutes, { prefix: '/api', service, guards });
}
