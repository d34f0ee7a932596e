import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import { createWalletService } from '../wallet/wallet.service';
import { staffRoutes } from './staff.routes';

/** The console's reads across areas: the dashboard's queues and the customers with their ledgers. */
export async function registerStaffModule(app: FastifyInstance, { db, guards }: { db: Db; guards: AuthGuards }): Promise<void> {
  await app.register(staffRoutes, { prefix: '/api', db, guards, wallet: createWalletService({ db }) });
}
