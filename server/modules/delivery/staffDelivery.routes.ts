import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryPageSchema, deliveryQuerySchema, deliverySchema } from '../../../contract/delivery';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
import { apiPaths } from '../../../contract/paths';
import { staffDeliveryMoveSchema } from '../../../contract/warehouse';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { idParams } from '../../params';
import type { DeliveryService } from './delivery.service';
import type { StaffDeliveryService } from './staffDelivery.service';

export interface StaffDeliveryRoutesOptions {
  deliveries: DeliveryService;
  staffDeliveries: StaffDeliveryService;
  idempotency: Idempotency;
  guards: AuthGuards;
}

/**
 * Every customer's delivery requests, for staff (role staff or admin). Moves run in
 * `idempotency.run`: completing a COD request writes the cash collected, which must happen once.
 */
export const staffDeliveryRoutes: FastifyPluginAsyncZod<StaffDeliveryRoutesOptions> = async (
  app,
  { deliveries, staffDeliveries, idempotency, guards },
) => {
  const staffOnly = guards.requireRole('staff', 'admin');
  const idempotent = idempotentForCaller(idempotency);

  app.get(apiPaths.staffDeliveries, {
    onRequest: staffOnly,
    schema: { querystring: deliveryQuerySchema, response: { 200: deliveryPageSchema } },
    handler: (request) => deliveries.list(request.query),
  });

  app.post(apiPaths.staffHandOverDelivery, {
    onRequest: staffOnly,
    schema: { headers: idempotencyHeadersSchema, params: idParams, body: staffDeliveryMoveSchema, response: { 200: deliverySchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 200, (tx, staffId) =>
        staffDeliveries.handOver(tx, { id: Number(request.params.id), staffId, note: request.body.note }),
      ),
  });

  app.post(apiPaths.staffCompleteDelivery, {
    onRequest: staffOnly,
    schema: { headers: idempotencyHeadersSchema, params: idParams, body: staffDeliveryMoveSchema, response: { 200: deliverySchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 200, (tx, staffId) =>
        staffDeliveries.complete(tx, { id: Number(request.params.id), staffId, note: request.body.note }),
      ),
  });
};
