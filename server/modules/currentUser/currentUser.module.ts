import type { FastifyInstance } from 'fastify';
import type { PasswordModuleDeps } from '../../moduleDeps';
import { currentUserRoutes } from './currentUser.routes';
import { createCurrentUserService } from './currentUser.service';

export interface CurrentUserModuleDeps extends PasswordModuleDeps {
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
