import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDeliveryRequestSchema,
  deliverablePackagesSchema,
  deliveryPageSchema,
  deliveryQuerySchema,
  deliveryQuoteRequestSchema,
  deliveryQuoteSchema,
  deliverySchema,
} from '../../../contract/delivery';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
import { apiPaths } from '../../../contract/paths';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { idParams } from '../../params';
import type { DeliveryService } from './delivery.service';

export interface DeliveryRoutesOptions {
  deliveries: DeliveryService;
  idempotency: Idempotency;
  guards: AuthGuards;
}

/**
 * The signed-in customer's delivery requests. Asking pays from the wallet and cancelling gives
 * the fee back, so both run in `idempotency.run`: a retry answers the same request, paid once.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<DeliveryRoutesOptions> = async (app, { deliveries, idempotency, guards }) => {
  app.addHook('onRequest', guards.requireAuth);
  const idempotent = idempotentForCaller(idempotency);

  app.get(apiPaths.deliverablePackages, {
    schema: { response: { 200: deliverablePackagesSchema } },
    handler: (request) => deliveries.deliverable({ userId: authUser(request).id }),
  });

  app.post(apiPaths.deliveryQuote, {
    schema: { body: deliveryQuoteRequestSchema, response: { 200: deliveryQuoteSchema } },
    handler: (request) => deliveries.quote({ userId: authUser(request).id, request: request.body }),
  });

  app.post(apiPaths.deliveries, {
    schema: { headers: idempotencyHeadersSchema, body: createDeliveryRequestSchema, response: { 201: deliverySchema } },
    handler: (request, reply) => idempotent(request, reply, 201, (tx, userId) => deliveries.create(tx, { userId, request: request.body })),
  });

  app.get(apiPaths.deliveries, {
    schema: { querystring: deliveryQuerySchema, response: { 200: deliveryPageSchema } },
    handler: (request) => deliveries.list({ ...request.query, userId: authUser(request).id }),
  });

  app.get(apiPaths.delivery, {
    schema: { params: idParams, response: { 200: deliverySchema } },
    handler: (request) => deliveries.get({ id: Number(request.params.id), userId: authUser(request).id }),
  });

  app.post(apiPaths.cancelDelivery, {
    schema: { headers: idempotencyHeadersSchema, params: idParams, response: { 200: deliverySchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 200, (tx, userId) => deliveries.cancel(tx, { userId, id: Number(request.params.id) })),
  });
};
