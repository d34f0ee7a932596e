import type { FastifyInstance } from 'fastify';
import type { MoneyModuleDeps } from '../../moduleDeps';
import type { OrderFollow } from '../orders/orderFollow';
import { warehouseRoutes } from './warehouse.routes';
import { createWarehouseService } from './warehouse.service';

export interface WarehouseModuleDeps extends MoneyModuleDeps {
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
