import type { FastifyInstance } from 'fastify';
import type { DeviceTokens } from '../../auth/deviceToken';
import type { PasswordHasher } from '../../auth/password';
import type { PasswordAttempts } from '../../auth/passwordAttempts';
import type { TokenService } from '../../auth/tokens';
import type { RateLimitConfig } from '../../config';
import type { Db } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import type { AuthGuards } from '../../plugins/auth';
import { createAuthLimits } from '../../plugins/rateLimit';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

export interface AuthModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  hasher: PasswordHasher;
  tokens: TokenService;
  passwords: PasswordAttempts;
  deviceTokens: DeviceTokens;
  mailer: Mailer;
  rateLimit: RateLimitConfig;
  /** Keys the reset-code hashes. */
  secret: string;
}

/** Signing up, logging in, refreshing and re-confirming a session, resetting a forgotten password. */
export async function registerAuthModule(
  app: FastifyInstance,
  { db, now, guards, hasher, tokens, passwords, deviceTokens, mailer, rateLimit, secret }: AuthModuleDeps,
): Promise<void> {
  const service = createAuthService({
    db,
    hasher,
    tokens,
    passwords,
    deviceTokens,
    mailer,
    limits: createAuthLimits(rateLimit, now),
    secret,
    now,
    onMailError: (error) => app.log.error({ err: error }, 'sending mail failed'),
  });
  await app.register(authRoutes, { prefix: '/api', service, guards });
}
