import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import type { OrderFollow } from '../packages/orderFollow';

export interface WarehouseModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  idempotency: Idempotency;
  orderFollow: OrderFollow;
}

/** Staff warehouse work (/Staff/Package…): receive, measure, match, move (issue 6). */
export async function registerWarehouseModule(_app: FastifyInstance, _deps: WarehouseModuleDeps): Promise<void> {
  // TODO(issue 6): routes
}
