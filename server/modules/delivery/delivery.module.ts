import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import type { OrderFollow } from '../packages/orderFollow';

export interface DeliveryModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  idempotency: Idempotency;
  orderFollow: OrderFollow;
}

/** Delivery requests (/Delivery, /Staff/Delivery…): quote, pay, hand over, complete (issue 6). */
export async function registerDeliveryModule(_app: FastifyInstance, _deps: DeliveryModuleDeps): Promise<void> {
  // TODO(issue 6): routes
}
