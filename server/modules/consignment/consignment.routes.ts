import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import {
  consignmentPageSchema,
  consignmentQuerySchema,
  consignmentSchema,
  createConsignmentRequestSchema,
} from '../../../contract/consignment';
import { apiPaths } from '../../../contract/paths';
import type { Db } from '../../db/connect';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { ConsignmentService } from './consignment.service';

export interface ConsignmentRoutesOptions extends MoneyRouteDeps {
  db: Db;
  service: ConsignmentService;
}

/**
 * The signed-in customer's consignments. Creating runs in `idempotency.run`: a create retried
 * after a lost answer makes one order, not two holding the same codes.
 */
export const consignmentRoutes: FastifyPluginAsyncZod<ConsignmentRoutesOptions> = async (app, { db, service, idempotency, guards }) => {
  const own = ownRoutes(app, { guards, idempotency });

  own.create(apiPaths.consignments, { body: createConsignmentRequestSchema, response: consignmentSchema, create: service.create });
  own.list(apiPaths.consignments, { query: consignmentQuerySchema, response: consignmentPageSchema, list: service.list });
  own.detail(apiPaths.consignment, { response: consignmentSchema, get: service.get });
  // Moves no money: its own transaction, without a key.
  own.update(apiPaths.cancelConsignment, {
    method: 'post',
    response: consignmentSchema,
    update: (input) => db.transaction((tx) => service.cancel(tx, input)),
  });
};
