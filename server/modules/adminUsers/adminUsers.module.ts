import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../moduleDeps';
import type { PasswordHasher } from '../../auth/password';
import { adminUsersRoutes } from './adminUsers.routes';
import { createAdminUsersService } from './adminUsers.service';

export interface AdminUsersModuleDeps extends ModuleDeps {
  hasher: PasswordHasher;
}

/** The admin's accounts (staff, agencies, customers; roles, duties, disable and enable) and the audit log. */
export async function registerAdminUsersModule(app: FastifyInstance, { db, now, guards, hasher }: AdminUsersModuleDeps): Promise<void> {
  await app.register(adminUsersRoutes, { prefix: '/api', service: createAdminUsersService({ db, now, hasher }), guards, db });
}
