import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
import {
  createPobRefundRequestSchema,
  createPobRequestSchema,
  pobPageSchema,
  pobQuerySchema,
  pobQuoteRequestSchema,
  pobQuoteSchema,
  pobRefundPageSchema,
  pobRefundQuerySchema,
  pobRefundSchema,
  pobSchema,
} from '../../../contract/orderPob';
import { apiPaths } from '../../../contract/paths';
import { authUser, type AuthGuards } from '../../plugins/auth';
import { requireIdempotencyKey, type Idempotency } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { customerPhotoRoute } from '../../plugins/staffPhotoRoute';
import { idParams } from '../../params';
import type { PobService } from './pob.service';
import type { PobRefundService } from './pobRefunds.service';

export interface PobRoutesOptions {
  pobs: PobService;
  refunds: PobRefundService;
  idempotency: Idempotency;
  guards: AuthGuards;
}

/**
 * The signed-in customer's pay-on-behalf requests and refunds. Everything that moves money runs in
 * `idempotency.run`, one transaction with the Idempotency-Key's stored answer; making a request
 * requires the key, since it debits the wallet at once.
 */
export const pobRoutes: FastifyPluginAsyncZod<PobRoutesOptions> = async (app, { pobs, refunds, idempotency, guards }) => {
  app.addHook('onRequest', guards.requireAuth);
  const idempotent = idempotentForCaller(idempotency);

  app.post(apiPaths.pobQuote, {
    schema: { body: pobQuoteRequestSchema, response: { 200: pobQuoteSchema } },
    handler: (request) => pobs.quote({ userId: authUser(request).id, request: request.body }),
  });

  app.post(apiPaths.pobs, {
    onRequest: requireIdempotencyKey,
    schema: { headers: idempotencyHeadersSchema, body: createPobRequestSchema, response: { 201: pobSchema } },
    handler: (request, reply) => idempotent(request, reply, 201, (tx, userId) => pobs.create(tx, { userId, request: request.body })),
  });

  app.get(apiPaths.pobs, {
    schema: { querystring: pobQuerySchema, response: { 200: pobPageSchema } },
    handler: (request) => pobs.list({ ...request.query, userId: authUser(request).id }),
  });

  app.get(apiPaths.pobRefunds, {
    schema: { querystring: pobRefundQuerySchema, response: { 200: pobRefundPageSchema } },
    handler: (request) => refunds.list({ ...request.query, userId: authUser(request).id }),
  });

  app.post(apiPaths.pobRefunds, {
    schema: { headers: idempotencyHeadersSchema, body: createPobRefundRequestSchema, response: { 201: pobRefundSchema } },
    handler: (request, reply) => idempotent(request, reply, 201, (tx, userId) => refunds.ask(tx, { userId, request: request.body })),
  });

  // Signed in by this plugin's hook; `addPhoto` finds the refund by the caller's id too.
  customerPhotoRoute(app, apiPaths.pobRefundPhoto, { onRequest: [], response: pobRefundSchema, add: refunds.addPhoto });

  app.get(apiPaths.pob, {
    schema: { params: idParams, response: { 200: pobSchema } },
    handler: (request) => pobs.get({ id: Number(request.params.id), userId: authUser(request).id }),
  });

  app.post(apiPaths.cancelPob, {
    schema: { headers: idempotencyHeadersSchema, params: idParams, response: { 200: pobSchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 200, (tx, userId) => pobs.cancel(tx, { userId, id: Number(request.params.id) })),
  });
};
