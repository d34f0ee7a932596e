import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import type { OrderFollow } from '../packages/orderFollow';

export interface ConsignmentModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  idempotency: Idempotency;
  orderFollow: OrderFollow;
}

/** Consignment orders (/OrderShipping): create, list, detail, cancel (issue 6). */
export async function registerConsignmentModule(_app: FastifyInstance, _deps: ConsignmentModuleDeps): Promise<void> {
  // TODO(issue 6): routes
}
