import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../../auth/password';
import type { PasswordAttempts } from '../../auth/passwordAttempts';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import { currentUserRoutes } from './currentUser.routes';
import { createCurrentUserService } from './currentUser.service';

export interface CurrentUserModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  hasher: PasswordHasher;
  tokens: TokenService;
  passwords: PasswordAttempts;
  /** How old the last login may be for email, phone or password changes. */
  recentLoginSeconds: number;
}

/** The signed-in user's own account: who they are, their contact details and password, their app's push token. */
export async function registerCurrentUserModule(
  app: FastifyInstance,
  { db, now, guards, hasher, tokens, passwords, recentLoginSeconds }: CurrentUserModuleDeps,
): Promise<void> {
  const service = createCurrentUserService({ db, hasher, tokens, passwords, now, recentLoginSeconds });
  await app.register(currentUserRoutes, { prefix: '/api', service, guards });
}
