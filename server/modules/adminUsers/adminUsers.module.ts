import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../../auth/password';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import { adminUsersRoutes } from './adminUsers.routes';
import { createAdminUsersService } from './adminUsers.service';

export interface AdminUsersModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  hasher: PasswordHasher;
}

/** The admin's accounts (staff, agencies, customers; roles, duties, disable and enable) and the audit log. */
export async function registerAdminUsersModule(app: FastifyInstance, { db, now, guards, hasher }: AdminUsersModuleDeps): Promise<void> {
  await app.register(adminUsersRoutes, { prefix: '/api', service: createAdminUsersService({ db, now, hasher }), guards, db });
}
