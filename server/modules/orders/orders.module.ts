import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import { createCheckoutService } from './checkout.service';
import { createOrderMovesService } from './orderMoves.service';
import { ordersRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';
import { staffOrdersRoutes } from './staffOrders.routes';

export interface OrdersModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  idempotency: Idempotency;
}

/** Buy-for-me orders: checkout, the customer's orders, staff moves along the lifecycle (issue 5). */
export async function registerOrdersModule(app: FastifyInstance, { db, now, guards, idempotency }: OrdersModuleDeps): Promise<void> {
  const orders = createOrdersService({ db });
  const moves = createOrderMovesService({ now });
  await app.register(ordersRoutes, { prefix: '/api', checkout: createCheckoutService({ db, now }), orders, moves, idempotency, guards });
  await app.register(staffOrdersRoutes, { prefix: '/api', orders, moves, idempotency, guards });
}
