import type { FastifyInstance } from 'fastify';
import type { MoneyModuleDeps } from '../../moduleDeps';
import type { OrderFollow } from '../orders/orderFollow';
import { consignmentRoutes } from './consignment.routes';
import { createConsignmentService } from './consignment.service';

export interface ConsignmentModuleDeps extends MoneyModuleDeps {
  orderFollow: OrderFollow;
}

/** Consignment orders (/OrderShipping): create, list, detail, cancel. */
export async function registerConsignmentModule(
  app: FastifyInstance,
  { db, now, guards, idempotency, orderFollow }: ConsignmentModuleDeps,
): Promise<void> {
  const service = createConsignmentService({ db, now, orderFollow });
  await app.register(consignmentRoutes, { prefix: '/api', db, service, idempotency, guards });
}
