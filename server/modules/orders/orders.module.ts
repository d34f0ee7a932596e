import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';

export interface OrdersModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  idempotency: Idempotency;
}

/** Buy-for-me orders: checkout, the customer's orders, staff moves along the lifecycle (issue 5). */
export async function registerOrdersModule(_app: FastifyInstance, _deps: OrdersModuleDeps): Promise<void> {}
