import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import type { OrderFollow } from '../orders/orderFollow';
import { warehouseRoutes } from './warehouse.routes';
import { createWarehouseService } from './warehouse.service';

export interface WarehouseModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  idempotency: Idempotency;
  orderFollow: OrderFollow;
}

/** Staff warehouse work (/Staff/Package…): receive, measure, match, move. */
export async function registerWarehouseModule(
  app: FastifyInstance,
  { db, now, guards, idempotency, orderFollow }: WarehouseModuleDeps,
): Promise<void> {
  const service = createWarehouseService({ db, now, orderFollow });
  await app.register(warehouseRoutes, { prefix: '/api', service, idempotency, guards });
}
