import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverySchema, staffDeliveryPageSchema, staffDeliveryQuerySchema, staffDeliverySummarySchema } from '../../../contract/delivery';
import { staffApiPaths } from '../../../contract/staffPaths';
import { staffDeliveryMoveSchema, staffHandOverSchema } from '../../../contract/warehouse';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { staffMoveRoute } from '../../plugins/staffMoveRoute';
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
 * Every customer's delivery requests, for staff with the delivery duty (or an admin). Moves run in
 * `idempotency.run`: completing a COD request writes the cash collected, which must happen once.
 */
export const staffDeliveryRoutes: FastifyPluginAsyncZod<StaffDeliveryRoutesOptions> = async (
  app,
  { deliveries, staffDeliveries, idempotency, guards },
) => {
  const deliveryStaff = guards.requireDuty('delivery');
  const idempotent = idempotentForCaller(idempotency);

  app.get(staffApiPaths.staffDeliveries, {
    onRequest: deliveryStaff,
    schema: { querystring: staffDeliveryQuerySchema, response: { 200: staffDeliveryPageSchema } },
    handler: (request) => deliveries.listForStaff(request.query),
  });

  app.get(staffApiPaths.staffDelivery, {
    onRequest: deliveryStaff,
    schema: { params: idParams, response: { 200: staffDeliverySummarySchema } },
    handler: (request) => deliveries.getForStaff({ id: Number(request.params.id) }),
  });

  staffMoveRoute(app, staffApiPaths.staffHandOverDelivery, {
    onRequest: deliveryStaff,
    idempotent,
    body: staffHandOverSchema,
    response: deliverySchema,
    move: (tx, { id, staffId, body }) => staffDeliveries.handOver(tx, { id, staffId, ...body }),
    audit: { action: 'delivery.handOver', objectType: 'delivery' },
  });

  staffMoveRoute(app, staffApiPaths.staffCompleteDelivery, {
    onRequest: deliveryStaff,
    idempotent,
    body: staffDeliveryMoveSchema,
    response: deliverySchema,
    move: (tx, { id, staffId, body }) => staffDeliveries.complete(tx, { id, staffId, note: body.note }),
    audit: { action: 'delivery.complete', objectType: 'delivery' },
  });
};
