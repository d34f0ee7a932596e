import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import { adminUsersRoutes } from './adminUsers.routes';
import { createAdminUsersService } from './adminUsers.service';

export interface AdminUsersModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
}

/** The admin disabling and enabling accounts. */
export async function registerAdminUsersModule(app: FastifyInstance, { db, now, guards }: AdminUsersModuleDeps): Promise<void> {
  await app.register(adminUsersRoutes, { prefix: '/api', service: createAdminUsersService({ db, now }), guards });
}
