import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import type { OrderFollow } from '../orders/orderFollow';
import { consignmentRoutes } from './consignment.routes';
import { createConsignmentService } from './consignment.service';

export interface ConsignmentModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  idempotency: Idempotency;
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
