import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consignmentPageSchema,
  consignmentQuerySchema,
  consignmentSchema,
  createConsignmentRequestSchema,
} from '../../../contract/consignment';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
import { apiPaths } from '../../../contract/paths';
import type { Db } from '../../db/connect';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { idParams } from '../../params';
import type { ConsignmentService } from './consignment.service';

export interface ConsignmentRoutesOptions {
  db: Db;
  service: ConsignmentService;
  idempotency: Idempotency;
  guards: AuthGuards;
}

/**
 * The signed-in customer's consignments. Creating runs in `idempotency.run`: a create retried
 * after a lost answer makes one order, not two holding the same codes.
 */
export const consignmentRoutes: FastifyPluginAsyncZod<ConsignmentRoutesOptions> = async (app, { db, service, idempotency, guards }) => {
  app.addHook('onRequest', guards.requireAuth);
  const idempotent = idempotentForCaller(idempotency);

  app.post(apiPaths.consignments, {
    schema: { headers: idempotencyHeadersSchema, body: createConsignmentRequestSchema, response: { 201: consignmentSchema } },
    handler: (request, reply) => idempotent(request, reply, 201, (tx, userId) => service.create(tx, { userId, request: request.body })),
  });

  app.get(apiPaths.consignments, {
    schema: { querystring: consignmentQuerySchema, response: { 200: consignmentPageSchema } },
    handler: (request) => service.list({ ...request.query, userId: authUser(request).id }),
  });

  app.get(apiPaths.consignment, {
    schema: { params: idParams, response: { 200: consignmentSchema } },
    handler: (request) => service.get({ id: Number(request.params.id), userId: authUser(request).id }),
  });

  app.post(apiPaths.cancelConsignment, {
    schema: { params: idParams, response: { 200: consignmentSchema } },
    handler: (request) => db.transaction((tx) => service.cancel(tx, { id: Number(request.params.id), userId: authUser(request).id })),
  });
};
